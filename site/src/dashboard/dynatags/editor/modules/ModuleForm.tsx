import type { DynatagModule, ModuleOf, ModuleType } from '@shared/schemas/dynatag-modules';
import type { ComponentType } from 'react';
import { ContactsForm } from './forms/ContactsForm';
import { IframeForm } from './forms/IframeForm';
import { LinksForm, SocialsForm } from './forms/LinkForms';
import { DisqusForm, HtmlCommentBoxForm } from './forms/PluginForms';
import { TranslationForm } from './forms/TranslationForm';
import type { FormProps } from './forms/types';

type Forms = { [T in ModuleType]?: ComponentType<FormProps<T>> };
const FORMS: Forms = {
  links: LinksForm,
  iframe: IframeForm,
  socials: SocialsForm,
  contacts: ContactsForm,
  plugin_disqus: DisqusForm,
  plugin_htmlCommentBox: HtmlCommentBoxForm,
  plugin_translationWidget: TranslationForm,
};

/** The form of a module's own fields, by its type. */
export function ModuleForm<T extends ModuleType>(
  props: Omit<FormProps<T>, 'module' | 'onChange'> & {
    module: DynatagModule;
    onChange: (module: DynatagModule) => void;
  },
) {
  const Form = FORMS[props.module.type as T] as ComponentType<FormProps<T>> | undefined;
  if (!Form) return null;
  return <Form {...props} module={props.module as ModuleOf<T>} onChange={props.onChange} />;
}
