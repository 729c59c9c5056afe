// The starter templates of a new dynatag (issue 32), in the order the create dialog shows them, and the
// files they make: each template's pictures read from pictures/ as uploads of the new tag.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Company } from '@db/schema';
import type { Lang } from '@shared/constants';
import type { StarterTemplateId } from '@shared/schemas/dynatag-templates';
import { event } from './event';
import { job } from './job';
import type { StarterTemplate, TemplateCompany } from './parts';
import { product } from './product';
import { property } from './property';
import { restaurant } from './restaurant';

export const TEMPLATES: Record<StarterTemplateId, StarterTemplate> = {
  restaurant,
  event,
  property,
  product,
  job,
};

const PICTURES = join(import.meta.dir, 'pictures');

/** A committed picture of the templates, as the upload a browser would send. */
export async function pictureFile(name: string) {
  const bytes = await readFile(join(PICTURES, name));
  return new File([new Uint8Array(bytes)], name, { type: 'image/webp' });
}

/** The bytes of a template's first picture: its preview in the create dialog. */
export const previewOf = (id: StarterTemplateId) => readFile(join(PICTURES, TEMPLATES[id].pictures[0]));

/** What the templates take from a company. */
export const templateCompany = (company: Company): TemplateCompany => ({
  name: company.name,
  phone: company.phone,
  email: company.email,
  websiteUrl: company.websiteUrl,
  accent: company.design?.primary ?? company.color,
});

/** The list the create dialog shows, in `lang`. */
export const templateList = (lang: Lang) =>
  Object.values(TEMPLATES).map((template) => ({
    id: template.id as StarterTemplateId,
    name: template.name[lang],
    description: template.description[lang],
    picture: `/api/v1/dynatag-templates/${template.id}/picture`,
  }));
