import type { DynatagModule, ModuleOf, ModuleType } from '@shared/schemas/dynatag-modules';
import { DEFAULT_TIME_ZONE } from '@shared/schemas/venue-fields';
import type { TagEditorKey } from './i18n';

/** The name and the one-line explanation of each type in the add menu and on the module's card. */
export const MODULE_TEXT: Record<ModuleType, { name: TagEditorKey; about: TagEditorKey }> = {
  wysiwyg: { name: 'modTypeWysiwyg', about: 'modAboutWysiwyg' },
  files: { name: 'modTypeFiles', about: 'modAboutFiles' },
  image: { name: 'modTypeImage', about: 'modAboutImage' },
  gallery: { name: 'modTypeGallery', about: 'modAboutGallery' },
  pdf: { name: 'modTypePdf', about: 'modAboutPdf' },
  map: { name: 'modTypeMap', about: 'modAboutMap' },
  mapRoute: { name: 'modTypeMapRoute', about: 'modAboutMapRoute' },
  mapMarkers: { name: 'modTypeMapMarkers', about: 'modAboutMapMarkers' },
  links: { name: 'modTypeLinks', about: 'modAboutLinks' },
  iframe: { name: 'modTypeIframe', about: 'modAboutIframe' },
  socials: { name: 'modTypeSocials', about: 'modAboutSocials' },
  contacts: { name: 'modTypeContacts', about: 'modAboutContacts' },
  hours: { name: 'modTypeHours', about: 'modAboutHours' },
  menu: { name: 'modTypeMenu', about: 'modAboutMenu' },
  event: { name: 'modTypeEvent', about: 'modAboutEvent' },
  coupon: { name: 'modTypeCoupon', about: 'modAboutCoupon' },
  plugin_disqus: { name: 'modTypeDisqus', about: 'modAboutDisqus' },
  plugin_htmlCommentBox: { name: 'modTypeHtmlCommentBox', about: 'modAboutHtmlCommentBox' },
  plugin_translationWidget: { name: 'modTypeTranslation', about: 'modAboutTranslation' },
  video: { name: 'modTypeVideo', about: 'modAboutVideo' },
  form: { name: 'modTypeForm', about: 'modAboutForm' },
};

/** Where a new map opens before its centre is chosen: Stockholm, the default language's capital. */
export const DEFAULT_CENTER = { lat: 59.3293, lng: 18.0686 } as const;
export const DEFAULT_ZOOM = 13;
export const DEFAULT_LINK_COLOR = '#262626';

type Fields<T extends ModuleType> = Omit<ModuleOf<T>, 'id' | 'type' | 'title'>;
const FIELDS: { [T in ModuleType]: () => Fields<T> } = {
  wysiwyg: () => ({ html: '' }),
  files: () => ({ files: [] }),
  image: () => ({ file: '', alt: '' }),
  gallery: () => ({ pictures: [] }),
  pdf: () => ({ file: '' }),
  map: () => ({ center: { ...DEFAULT_CENTER }, zoom: DEFAULT_ZOOM, marker: '' }),
  mapRoute: () => ({ points: [] }),
  mapMarkers: () => ({ center: { ...DEFAULT_CENTER }, zoom: DEFAULT_ZOOM, markers: [] }),
  links: () => ({ links: [] }),
  iframe: () => ({ src: '', height: 400 }),
  socials: () => ({ links: {} }),
  contacts: () => ({ contacts: [] }),
  hours: () => {
    const weekday = () => [{ open: '09:00', close: '17:00' }];
    return {
      timeZone: DEFAULT_TIME_ZONE,
      week: [weekday(), weekday(), weekday(), weekday(), weekday(), [], []],
      exceptions: [],
    };
  },
  menu: () => ({ currency: 'SEK', sections: [{ name: '', items: [] }] }),
  event: () => ({ name: '', start: '', end: '', timeZone: DEFAULT_TIME_ZONE }),
  coupon: () => ({ code: '', description: '', timeZone: DEFAULT_TIME_ZONE }),
  plugin_disqus: () => ({ shortname: '' }),
  plugin_htmlCommentBox: () => ({ widget: '', perPage: 10 }),
  plugin_translationWidget: () => ({ languages: ['en'] }),
  video: () => ({ url: '' }),
  form: () => ({ questions: [], consent: '' }),
};

/** A new module of `type` with its starting fields (what still has to be filled in is marked by the check). */
export function newModule<T extends ModuleType>(type: T, id: string): ModuleOf<T> {
  return { type, id, ...FIELDS[type]() } as ModuleOf<T>;
}

/** The module with a new heading: an empty heading is left out, as the schema has it optional. */
/** The module marked (or no longer) as shown only after a verified tap; unmarked, the field goes. */
export function withTapOnly(module: DynatagModule, tapOnly: boolean): DynatagModule {
  const { tapOnly: _old, ...rest } = module;
  return tapOnly ? ({ ...rest, tapOnly: true } as DynatagModule) : (rest as DynatagModule);
}

export function withTitle(module: DynatagModule, title: string): DynatagModule {
  const { title: _old, ...rest } = module;
  return title ? ({ ...rest, title } as DynatagModule) : (rest as DynatagModule);
}
