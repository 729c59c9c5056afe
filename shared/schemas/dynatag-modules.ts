// The modules of a dynatag (SPEC §3): one schema per type, joined as a union discriminated by `type`. This is
// public API (the editor, the public page, the OpenAPI document and API-key clients all read it), so every type
// has the same frame: a stable `id` chosen by the client (the key for reordering), the `type`, an optional
// `title` shown above it, then its own fields. Files are referred to by the file's id (see `FileRef`).
// The limits in the service that need context (files that exist, the dynatag's quota) are checked there.
import { LIMITS } from '@shared/constants';
import { SOCIAL_NETWORKS } from '@shared/social';
import type { Static, TSchema } from '@sinclair/typebox';
import { Color, OptionalEmail, Phone, Url } from './fields';
import { tagFormFields } from './tag-form';
import { t } from './type-builder';
import { venueFields } from './venue-fields';

export const MODULE_TYPES = [
  'wysiwyg',
  'files',
  'image',
  'gallery',
  'pdf',
  'map',
  'mapRoute',
  'mapMarkers',
  'links',
  'iframe',
  'socials',
  'contacts',
  'hours',
  'menu',
  'event',
  'coupon',
  'plugin_disqus',
  'plugin_htmlCommentBox',
  'plugin_translationWidget',
  // issue 32: video
  'video',
  'form',
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** Modules per dynatag and contacts per contacts module: the spec leaves them open (docs/decisions.md). */
export const MODULE_LIMITS = {
  modules: 50,
  contacts: 20,
  wysiwygChars: 50_000,
  widgetChars: 20_000,
  translationLanguages: 30,
  /** A gallery shows at most as many pictures as a tag has files. */
  galleryPictures: LIMITS.dynatagFiles,
  pictureText: 300,
} as const;

/**
 * A file of this dynatag: the id of a stored file (GET api/v1/dynatags/{id} lists them), or `upload:N` for
 * the N-th file (from 0) of the `files` field sent in the same multipart request.
 */
export const FileRef = t.String({
  pattern: '^([A-Za-z0-9_-]{1,32}|upload:[0-9]{1,2})$',
  error: 'invalidFileRef',
  description: 'A file of this dynatag by its id, or upload:N for the N-th file sent with this request',
});

const Latitude = t.Number({
  minimum: -90,
  maximum: 90,
  error: 'invalidPosition',
  description: 'Latitude, WGS 84',
});
const Longitude = t.Number({
  minimum: -180,
  maximum: 180,
  error: 'invalidPosition',
  description: 'Longitude, WGS 84',
});
export const Position = t.Object(
  { lat: Latitude, lng: Longitude },
  { additionalProperties: false, error: 'invalidPosition', description: 'A point on the map' },
);
const Zoom = t.Integer({
  minimum: 1,
  maximum: 19,
  error: 'invalidZoom',
  description: 'Map zoom level, 1 to 19',
});
const Label = (description: string) =>
  t.String({ maxLength: 200, error: 'invalidText', description: `${description}, up to 200 characters` });

/** The frame every module has; `type` is added per schema. */
const frame = {
  id: t.String({
    pattern: '^[A-Za-z0-9_-]{1,32}$',
    error: 'invalidModule',
    description: 'The module id, chosen by the client and unique within the dynatag',
  }),
  title: t.Optional(Label('Heading shown above the module')),
  tapOnly: t.Optional(
    t.Boolean({
      description:
        'Only after a tap: shown only to a visitor who arrived by a verified tap of one of the company’s metal cards (issue 33), never to a copied link',
    }),
  ),
};

const moduleOf = <Type extends ModuleType, Fields extends Record<string, TSchema>>(
  type: Type,
  description: string,
  fields: Fields,
) =>
  t.Object(
    {
      type: t.Literal(type, { description: `Module type: ${type}` }),
      ...frame,
      ...fields,
    },
    { additionalProperties: false, error: 'invalidModule', description, title: type },
  );

export const WysiwygModule = moduleOf('wysiwyg', 'Rich text', {
  html: t.String({
    maxLength: MODULE_LIMITS.wysiwygChars,
    error: 'invalidHtml',
    description:
      'HTML from the rich-text editor; sanitised on the server against an allow-list (headings, paragraphs, lists, emphasis, links, images of this tag, tables)',
  }),
});

export const FilesModule = moduleOf('files', 'A list of files to open or download', {
  files: t.Array(FileRef, {
    maxItems: LIMITS.dynatagFiles,
    error: 'invalidFileRef',
    description: `Files of this dynatag, in order, at most ${LIMITS.dynatagFiles}`,
  }),
});

/** A picture as a module shows it: the file, what it shows for those who cannot see it, and a caption. */
const pictureFields = {
  file: FileRef,
  alt: t.String({
    maxLength: MODULE_LIMITS.pictureText,
    error: 'invalidText',
    description: `What the picture shows, read aloud to visitors who cannot see it (up to ${MODULE_LIMITS.pictureText} characters); required unless decorative`,
  }),
  decorative: t.Optional(
    t.Boolean({ description: 'Decoration only: screen readers skip it and alt may be empty' }),
  ),
  caption: t.Optional(
    t.String({
      maxLength: MODULE_LIMITS.pictureText,
      error: 'invalidText',
      description: `Shown under the picture, up to ${MODULE_LIMITS.pictureText} characters`,
    }),
  ),
};

export const ImageModule = moduleOf(
  'image',
  'One picture (JPEG, PNG, WebP or GIF of this tag), resized for every screen',
  pictureFields,
);

const GalleryPicture = t.Object(pictureFields, {
  additionalProperties: false,
  error: 'invalidPicture',
  description: 'A picture of the gallery',
});
export const GalleryModule = moduleOf('gallery', 'Pictures in a grid, each opening full size', {
  pictures: t.Array(GalleryPicture, {
    minItems: 1,
    maxItems: MODULE_LIMITS.galleryPictures,
    error: 'pictureLimit',
    description: `The pictures in order, 1 to ${MODULE_LIMITS.galleryPictures}`,
  }),
});

/**
 * The pictures of an image or gallery module that lack a description and are not decoration (WCAG 1.1.1), as
 * paths within the module ('/alt', '/pictures/2/alt'): a rule the schemas cannot state, shared by the API's
 * check and the editor's.
 */
export function missingAlt(module: DynatagModule): string[] {
  const described = (p: { alt: string; decorative?: boolean | undefined }) =>
    p.decorative || p.alt.trim() !== '';
  if (module.type === 'image') return described(module) ? [] : ['/alt'];
  if (module.type !== 'gallery') return [];
  return module.pictures.flatMap((p, i) => (described(p) ? [] : [`/pictures/${i}/alt`]));
}

export const PdfModule = moduleOf('pdf', 'A PDF shown in a viewer on the page', {
  file: FileRef,
});

export const MapModule = moduleOf('map', 'A map around a place, with a marker on it', {
  center: Position,
  zoom: Zoom,
  marker: t.Optional(Label('Text of the marker at the centre; empty: no marker')),
});

const RoutePoint = t.Object(
  { lat: Latitude, lng: Longitude, label: t.Optional(Label('Name of the stop')) },
  { additionalProperties: false, error: 'invalidPosition', description: 'A stop of the route' },
);
export const MapRouteModule = moduleOf('mapRoute', 'A route drawn as a line through its stops, in order', {
  points: t.Array(RoutePoint, {
    minItems: 2,
    maxItems: LIMITS.routeMarkers,
    error: 'markerLimit',
    description: `The stops, 2 to ${LIMITS.routeMarkers}`,
  }),
});

const Marker = t.Object(
  {
    lat: Latitude,
    lng: Longitude,
    label: Label('Name of the place'),
    text: t.Optional(
      t.String({ maxLength: 1000, error: 'invalidText', description: 'More about the place' }),
    ),
  },
  { additionalProperties: false, error: 'invalidPosition', description: 'A marked place' },
);
const Overlay = t.Object(
  {
    file: FileRef,
    south: Latitude,
    west: Longitude,
    north: Latitude,
    east: Longitude,
    opacity: t.Number({ minimum: 0.1, maximum: 1, error: 'invalidValue', description: 'Opacity, 0.1 to 1' }),
  },
  {
    additionalProperties: false,
    error: 'invalidOverlay',
    description: `An image of this tag (PNG, JPEG or WebP, at most 2 MB) laid over the map between the bounds: a venue plan`,
  },
);
export const MapMarkersModule = moduleOf(
  'mapMarkers',
  'A map of marked places, with an optional image overlay',
  {
    center: Position,
    zoom: Zoom,
    markers: t.Array(Marker, {
      maxItems: LIMITS.mapMarkers,
      error: 'markerLimit',
      description: `The places, at most ${LIMITS.mapMarkers}`,
    }),
    overlay: t.Optional(Overlay),
  },
);

const Link = t.Object(
  {
    text: t.String({
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      error: 'invalidLink',
      description: 'Link text',
    }),
    url: Url,
    color: Color,
  },
  { additionalProperties: false, error: 'invalidLink', description: 'A button that opens a web address' },
);
export const LinksModule = moduleOf('links', 'Buttons that open web addresses', {
  links: t.Array(Link, {
    maxItems: LIMITS.linksPerModule,
    error: 'linkLimit',
    description: `At most ${LIMITS.linksPerModule} links`,
  }),
});

export const IframeModule = moduleOf('iframe', 'Another page embedded in a sandboxed frame', {
  src: t.String({
    maxLength: 2000,
    pattern: '^https://[^\\s/$.?#][^\\s]*$',
    error: 'invalidIframeSrc',
    description: 'The https address of the embedded page',
  }),
  height: t.Integer({
    minimum: 100,
    maximum: 2000,
    error: 'invalidHeight',
    description: 'Height of the frame in CSS pixels, 100 to 2000',
  }),
});

export const SocialsModule = moduleOf('socials', 'Icons linking to social profiles', {
  links: t.Object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, t.Optional(Url)])), {
    additionalProperties: false,
    error: 'invalidSocialLinks',
    description: `Profile URL per network: ${SOCIAL_NETWORKS.join(', ')}`,
  }),
});

const Contact = t.Object(
  {
    name: t.String({
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      error: 'invalidFullName',
      description: 'Name',
    }),
    information: t.String({
      maxLength: 500,
      error: 'invalidText',
      description: 'Role, department or opening hours',
    }),
    phone: Phone,
    email: OptionalEmail,
  },
  {
    additionalProperties: false,
    error: 'invalidContact',
    description: 'A person or desk to reach, savable as a vCard',
  },
);
export const ContactsModule = moduleOf('contacts', 'People or desks to reach', {
  contacts: t.Array(Contact, {
    maxItems: MODULE_LIMITS.contacts,
    error: 'contactLimit',
    description: `At most ${MODULE_LIMITS.contacts} contacts`,
  }),
});

export const HoursModule = moduleOf(
  'hours',
  'Opening hours: the week, exceptions by date, and whether the place is open now, in its time zone',
  venueFields.hours,
);
export const MenuModule = moduleOf(
  'menu',
  'A menu or price list: sections of items with prices and notes',
  venueFields.menu,
);
export const EventModule = moduleOf(
  'event',
  'An event: when and where, with an "Add to calendar" file (.ics)',
  venueFields.event,
);
export const CouponModule = moduleOf(
  'coupon',
  'A coupon: a code shown on tap, until its last day',
  venueFields.coupon,
);

export const DisqusModule = moduleOf('plugin_disqus', 'Disqus comments, in a sandboxed frame', {
  shortname: t.String({
    pattern: '^[a-z0-9-]{1,64}$',
    error: 'invalidShortname',
    description: 'The Disqus site shortname (lowercase letters, digits and dashes)',
  }),
});

export const HtmlCommentBoxModule = moduleOf(
  'plugin_htmlCommentBox',
  'HTML Comment Box comments: the widget code as pasted from htmlcommentbox.com, run only in a sandboxed frame on another origin',
  {
    widget: t.String({
      minLength: 1,
      maxLength: MODULE_LIMITS.widgetChars,
      error: 'invalidWidget',
      description: 'The pasted widget code',
    }),
    perPage: t.Integer({
      minimum: 1,
      maximum: 100,
      error: 'invalidValue',
      description: 'Comments shown per page, 1 to 100',
    }),
  },
);

export const TranslationWidgetModule = moduleOf(
  'plugin_translationWidget',
  'A language menu that opens this page machine-translated (by Google Translate, outside this page)',
  {
    languages: t.Array(t.String({ pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?$', error: 'invalidLanguage' }), {
      minItems: 1,
      maxItems: MODULE_LIMITS.translationLanguages,
      error: 'invalidLanguage',
      description: 'Target languages as codes (en, de, zh-CN…)',
    }),
  },
);

export const VideoModule = moduleOf(
  'video',
  'A video: a YouTube or Vimeo link, shown as our copy of its poster until the visitor taps it (then the privacy-enhanced player), or an MP4/WebM file of this tag played on the page',
  {
    url: t.Optional(
      t.String({
        maxLength: 500,
        error: 'invalidVideoUrl',
        description: 'A YouTube or Vimeo link to the video; either this or file',
      }),
    ),
    file: t.Optional(FileRef),
    poster: t.Optional(FileRef),
  },
);

export const FormModule = moduleOf(
  'form',
  'A form: the tag’s own questions after name, e-mail and phone, and a consent sentence; answers become leads of the tag’s company',
  tagFormFields,
);

export const DynatagModule = t.Union(
  [
    WysiwygModule,
    FilesModule,
    ImageModule,
    GalleryModule,
    PdfModule,
    MapModule,
    MapRouteModule,
    MapMarkersModule,
    LinksModule,
    IframeModule,
    SocialsModule,
    ContactsModule,
    HoursModule,
    MenuModule,
    EventModule,
    CouponModule,
    DisqusModule,
    HtmlCommentBoxModule,
    TranslationWidgetModule,
    VideoModule,
    FormModule,
  ],
  { error: 'invalidModule', description: 'A module of the page, by its `type`' },
);
export type DynatagModule = Static<typeof DynatagModule>;
export type ModuleOf<Type extends ModuleType> = Extract<DynatagModule, { type: Type }>;

export const DynatagModules = t.Array(DynatagModule, {
  maxItems: MODULE_LIMITS.modules,
  error: 'moduleLimit',
  description: `The modules of the page, in order, at most ${MODULE_LIMITS.modules}`,
});

/**
 * The same list as the OpenAPI document shows it: `oneOf` the titled module schemas with a discriminator on
 * `type` (TypeBox writes a union as anyOf). For documents only; requests are checked with DynatagModules.
 */
export const DynatagModulesDocumented = t.Array(
  t.Unsafe<DynatagModule>({
    oneOf: DynatagModule.anyOf,
    discriminator: { propertyName: 'type' },
    description: 'A module of the page, by its `type`',
  }),
  { maxItems: MODULE_LIMITS.modules, description: DynatagModules.description },
);

/** Each module type's schema by name, for a precise error on one module (the union only says "no match"). */
export const MODULE_SCHEMAS = {
  wysiwyg: WysiwygModule,
  files: FilesModule,
  image: ImageModule,
  gallery: GalleryModule,
  pdf: PdfModule,
  map: MapModule,
  mapRoute: MapRouteModule,
  mapMarkers: MapMarkersModule,
  links: LinksModule,
  iframe: IframeModule,
  socials: SocialsModule,
  contacts: ContactsModule,
  hours: HoursModule,
  menu: MenuModule,
  event: EventModule,
  coupon: CouponModule,
  plugin_disqus: DisqusModule,
  plugin_htmlCommentBox: HtmlCommentBoxModule,
  plugin_translationWidget: TranslationWidgetModule,
  video: VideoModule,
  form: FormModule,
} as const satisfies Record<ModuleType, TSchema>;
