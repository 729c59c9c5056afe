import type { DynatagModule, ModuleOf, ModuleType } from '@shared/schemas/dynatag-modules';
import type { ComponentType } from 'react';
import { ContactsForm } from './forms/ContactsForm';
import { CouponForm } from './forms/CouponForm';
import { EventForm } from './forms/EventForm';
import { FilesForm, PdfForm } from './forms/FileForms';
import { FormForm } from './forms/FormForm';
import { HoursForm } from './forms/HoursForm';
import { IframeForm } from './forms/IframeForm';
import { LinksForm, SocialsForm } from './forms/LinkForms';
import { MapForm } from './forms/MapForm';
import { MarkersForm } from './forms/MarkersForm';
import { MenuForm } from './forms/MenuForm';
import { GalleryForm, ImageForm } from './forms/PictureForms';
import { DisqusForm, HtmlCommentBoxForm } from './forms/PluginForms';
import { RouteForm } from './forms/RouteForm';
import { TranslationForm } from './forms/TranslationForm';
import type { FormProps } from './forms/types';
import { VideoForm } from './forms/VideoForm';
import { WysiwygForm } from './forms/WysiwygForm';

type Forms = { [T in ModuleType]: ComponentType<FormProps<T>> };
const FORMS: Forms = {
  wysiwyg: WysiwygForm,
  files: FilesForm,
  image: ImageForm,
  gallery: GalleryForm,
  pdf: PdfForm,
  map: MapForm,
  mapRoute: RouteForm,
  mapMarkers: MarkersForm,
  links: LinksForm,
  iframe: IframeForm,
  socials: SocialsForm,
  contacts: ContactsForm,
  hours: HoursForm,
  menu: MenuForm,
  event: EventForm,
  coupon: CouponForm,
  plugin_disqus: DisqusForm,
  plugin_htmlCommentBox: HtmlCommentBoxForm,
  plugin_translationWidget: TranslationForm,
  video: VideoForm,
  form: FormForm,
};

/** The form of a module's own fields, by its type. */
export function ModuleForm<T extends ModuleType>(
  props: Omit<FormProps<T>, 'module' | 'onChange'> & {
    module: DynatagModule;
    onChange: (module: DynatagModule) => void;
  },
) {
  const Form = FORMS[props.module.type as T] as ComponentType<FormProps<T>>;
  return <Form {...props} module={props.module as ModuleOf<T>} onChange={props.onChange} />;
}
