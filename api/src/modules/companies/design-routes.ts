import { CompanyDesign } from '@shared/schemas/company-design';
import { Elysia, type Static, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, type Fits, reply } from '../../platform/envelope';
import { Timestamp } from '../users';
import { getDesign, publishDesign, saveDraft } from './design';
import { CompanyParams } from './request-schemas';

const tags = ['Companies'];

export const DesignData = t.Object(
  {
    draft: CompanyDesign,
    published: t.Nullable(CompanyDesign, { description: 'What visitors see now; null: the plain look' }),
    unpublished: t.Boolean({ description: 'The draft differs from what is published' }),
    preview: t.Object(
      {
        expiresAt: Timestamp,
        profilePath: t.Nullable(
          t.String({
            description: "A colleague's /p with the draft (not cached, noindex); null: no colleague card yet",
          }),
        ),
        dynatagPath: t.Nullable(
          t.String({ description: "A company tag's /d with the draft; null: no open tag" }),
        ),
      },
      { description: 'Signed links that show the draft for an hour' },
    ),
  },
  { description: "The company's card design, draft and published" },
);
export type DesignFits = Fits<Awaited<ReturnType<typeof getDesign>>, Static<typeof DesignData>>;

/** The company's card design: owners read and save the draft, preview it, publish it. */
export const designRoutes = (deps: Deps) =>
  new Elysia({ name: 'companies-design', prefix: '/companies' })
    .use(authGuard(deps))
    // GET /companies/:shortId/design – the draft, the published design and preview links (owners)
    .get('/:shortId/design', ({ user, params }) => getDesign(deps, user.id, params.shortId), {
      auth: true,
      params: CompanyParams,
      detail: { tags, summary: 'Get the card design (owners)', responses: answers(DesignData, 'The design') },
    })
    // PATCH /companies/:shortId/design – save the draft; 422 for a colour pair below WCAG AA (owners)
    .patch(
      '/:shortId/design',
      async ({ user, params, body }) =>
        reply(await saveDraft(deps, user, params.shortId, body), 'designSaved'),
      {
        auth: true,
        params: CompanyParams,
        body: CompanyDesign,
        detail: {
          tags,
          summary: 'Save the card design draft (owners)',
          description:
            'Visitors see nothing of it until it is published. A colour pair below 4.5:1 is refused (422).',
          responses: answers(DesignData, 'The saved draft'),
        },
      },
    )
    // POST /companies/:shortId/design/publish – the draft goes live on every page of the company (owners)
    .post(
      '/:shortId/design/publish',
      async ({ user, params }) => reply(await publishDesign(deps, user, params.shortId), 'designPublished'),
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: 'Publish the card design (owners)',
          description:
            "Every colleague's /p and /c and every company /d show it from the next request; 409 without a draft",
          responses: answers(DesignData, 'The published design'),
        },
      },
    );
