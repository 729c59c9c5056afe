import { CustomLinksEditor } from '../../../../companies/CustomLinksEditor';
import { SocialLinksEditor } from '../../../../companies/SocialLinksEditor';
import { DEFAULT_LINK_COLOR } from '../module-types';
import type { FormProps } from './types';

/**
 * The links tool of the company forms (text, address, background colour, at most 20, "Link limit reached").
 * A module's link always has a colour: a new link starts with the default, and clearing the colour
 * gives the default back.
 */
export function LinksForm({ module, onChange, problems }: FormProps<'links'>) {
  return (
    <CustomLinksEditor
      value={module.links}
      enabled
      showErrors={Object.keys(problems).length > 0}
      onChange={(links) =>
        onChange({ ...module, links: links.map((l) => ({ ...l, color: l.color || DEFAULT_LINK_COLOR })) })
      }
    />
  );
}

/** One profile address per network of shared/social.ts, as on a company. */
export function SocialsForm({ module, onChange, problems }: FormProps<'socials'>) {
  return (
    <SocialLinksEditor
      value={module.links}
      showErrors={Object.keys(problems).length > 0}
      onChange={(links) => onChange({ ...module, links: links as typeof module.links })}
    />
  );
}
