// Starter templates of a new dynatag (issue 32): the list the create dialog shows, and the request that makes
// a filled tag from one. The templates themselves live in the API (modules/dynatags/templates).
import type { Static } from '@sinclair/typebox';
import { AcceptMonthlyPrice } from './billing';
import { t } from './type-builder';

export const STARTER_TEMPLATES = ['restaurant', 'event', 'property', 'product', 'job'] as const;
export type StarterTemplateId = (typeof STARTER_TEMPLATES)[number];

const TemplateId = t.UnionEnum(STARTER_TEMPLATES, {
  error: 'unknownTemplate',
  description: `A starter template: ${STARTER_TEMPLATES.join(', ')}`,
});

/** A language (not UnionEnum, whose default would fill an absent field with the first language). */
const Language = (options: { error: string; description: string }) =>
  t.Union([t.Literal('sv'), t.Literal('en'), t.Literal('fi')], options);

export const TemplateParams = t.Object({ template: TemplateId });

export const DynatagTemplatesQuery = t.Object({
  lang: t.Optional(
    Language({
      error: 'invalidValue',
      description: "Language of the names and descriptions (sv, en, fi). Default: the request's language",
    }),
  ),
});

/** POST /dynatags/companies/{companyId}/from-template: a new tag filled from a template, in a language. */
export const DynatagFromTemplateBody = t.Object(
  {
    template: TemplateId,
    lang: t.Optional(
      Language({
        error: 'invalidValue',
        description: "Language of the tag's texts (sv, en, fi). Default: the request's language",
      }),
    ),
    name: t.Optional(
      t.String({
        minLength: 1,
        maxLength: 100,
        pattern: '\\S',
        error: 'invalidDynatagName',
        description: "The tag's name. Default: the company's name and the template's",
      }),
    ),
    acceptMonthlyPrice: t.Optional(AcceptMonthlyPrice),
  },
  { additionalProperties: false },
);
export type DynatagFromTemplateInput = Static<typeof DynatagFromTemplateBody>;

export const DynatagTemplateData = t.Object({
  id: TemplateId,
  name: t.String({ description: 'The template’s name in the language asked for' }),
  description: t.String({ description: 'What the tag holds, in the language asked for' }),
  picture: t.String({ description: 'The path of its preview picture (WebP; signed in)' }),
});

export const DynatagTemplatesData = t.Object({
  templates: t.Array(DynatagTemplateData, { description: 'In the order the create dialog shows them' }),
});
