// Starter templates (issue 32): the list the create dialog shows with each template's picture, and a new tag
// made from one (templates/create.ts). Separate from the editor's create, whose body is the tag itself
// (multipart with files): this one is JSON naming a template, one schema per request shape (DESIGN §8).
import {
  DynatagFromTemplateBody,
  DynatagTemplatesData,
  DynatagTemplatesQuery,
  TemplateParams,
} from '@shared/schemas/dynatag-templates';
import { Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, fileAnswer, reply, requestLang } from '../../platform/envelope';
import { CompanyParams } from './request-schemas';
import { DynatagDetailData } from './response-schemas';
import { previewOf, templateList } from './templates/catalogue';
import { createFromTemplate } from './templates/create';

const tags = ['Dynatags'];

export const dynatagTemplateRoutes = (deps: Deps) =>
  new Elysia({ name: 'dynatag-templates' })
    .use(authGuard(deps))
    // GET /dynatag-templates – the starter templates, named in the language asked for
    .get(
      '/dynatag-templates',
      ({ query, request }) => ({ templates: templateList(query.lang ?? requestLang(request)) }),
      {
        auth: true,
        query: DynatagTemplatesQuery,
        detail: {
          tags,
          summary: 'List the starter templates of a new dynatag',
          description:
            'Each template is a filled tag (title, text, pictures, links, contacts, a map where it helps) in sv, en and fi; POST /dynatags/companies/{companyId}/from-template makes one.',
          responses: answers(DynatagTemplatesData, 'The templates'),
        },
      },
    )
    // GET /dynatag-templates/:template/picture – a template's preview picture
    .get(
      '/dynatag-templates/:template/picture',
      async ({ params }) =>
        new Response(new Uint8Array(await previewOf(params.template)), {
          headers: { 'content-type': 'image/webp', 'cache-control': 'private, max-age=86400' },
        }),
      {
        auth: true,
        params: TemplateParams,
        detail: {
          tags,
          summary: 'The preview picture of a starter template',
          responses: fileAnswer('image/webp', 'The picture (WebP)'),
        },
      },
    )
    // POST /dynatags/companies/:companyId/from-template – a new tag filled from a template (owners)
    .post(
      '/dynatags/companies/:companyId/from-template',
      async ({ user, params, body, request }) =>
        reply(
          await createFromTemplate(deps, user, params.companyId, body, requestLang(request)),
          'dynatagCreated',
          201,
        ),
      {
        auth: true,
        params: CompanyParams,
        body: DynatagFromTemplateBody,
        detail: {
          tags,
          summary: 'Create a dynatag from a starter template (owners)',
          description:
            "The template's texts in `lang` (default: the request's language), the company's colour on its buttons and its phone and mail in its contacts, the template's pictures as the tag's own files. The same limits and price confirmation as a new tag (409 priceConfirmationNeeded, then acceptMonthlyPrice); an unknown template is 422.",
          responses: answers(DynatagDetailData, 'The new dynatag', 201),
        },
      },
    );
