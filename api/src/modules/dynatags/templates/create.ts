// A new dynatag filled from a starter template: the template's tag in the language asked for, with the
// company's colour and ways to reach it, and its pictures uploaded as the tag's own files. It is made by the
// editor's create (createDynatag), so the same checks, limits, price confirmation and events apply, and the
// owner then edits it as any tag.
import type { Company, User } from '@db/schema';
import type { Lang } from '@shared/constants';
import type { DynatagFromTemplateInput, StarterTemplateId } from '@shared/schemas/dynatag-templates';
import type { Deps } from '../../../platform/deps';
import { findOwnedCompany } from '../access';
import { createDynatag } from '../dynatags';
import { pictureFile, TEMPLATES, templateCompany } from './catalogue';

/** POST api/v1/dynatags/companies/{companyId}/from-template. */
export async function createFromTemplate(
  deps: Deps,
  user: User,
  companyShortId: string,
  input: DynatagFromTemplateInput,
  requestLang: Lang,
) {
  const company = await findOwnedCompany(deps, user.id, companyShortId);
  const { fields, files } = await templateDraft(input.template, input.lang ?? requestLang, company);
  const accept = input.acceptMonthlyPrice;
  const body = {
    ...fields,
    ...(input.name !== undefined && { name: input.name }),
    ...(accept !== undefined && { acceptMonthlyPrice: accept }),
  };
  return createDynatag(deps, user, company.shortId, body, files);
}

/** A template's tag for a company in a language: its fields (modules referring to upload:N) and its pictures. */
export async function templateDraft(id: StarterTemplateId, lang: Lang, company: Company) {
  const template = TEMPLATES[id];
  const tag = template.build(lang, templateCompany(company));
  const files = await Promise.all(template.pictures.map(pictureFile));
  return {
    fields: { name: tag.name, label: tag.label, showCompanyLogo: true, modules: tag.modules },
    files,
  };
}
