// GET and PUT /companies/{id}/retention: how long the company keeps its leads and view details (issue 33).
import { Retention } from '@shared/schemas/retention';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { companyRetention, saveRetention } from './retention';

const tags = ['Companies'];
const Params = t.Object({
  shortId: t.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', error: 'invalidId', description: 'The company' }),
});

export const retentionRoutes = (deps: Deps) =>
  new Elysia({ name: 'retention' })
    .use(authGuard(deps))
    // GET /companies/:shortId/retention – how long the company keeps leads and view details
    .get(
      '/companies/:shortId/retention',
      ({ user, params }) => companyRetention(deps, user.id, params.shortId),
      {
        auth: true,
        params: Params,
        detail: {
          tags,
          summary: 'How long the company keeps its leads and view details',
          description: '404 outside the company.',
          responses: answers(Retention, 'The periods (null: until deleted)'),
        },
      },
    )
    // PUT /companies/:shortId/retention – owners choose the periods
    .put(
      '/companies/:shortId/retention',
      async ({ user, params, body }) =>
        reply(await saveRetention(deps, user, params.shortId, body), 'retentionSaved'),
      {
        auth: true,
        params: Params,
        body: Retention,
        detail: {
          tags,
          summary: 'Choose how long the company keeps its leads and view details (owners)',
          description:
            'The nightly job deletes leads (with their photos) and the details of views of the company’s tags and cards that are older; the daily and monthly counts stay. 422 for a period outside 1–120 months, 403 for a colleague, 404 outside the company.',
          responses: answers(Retention, 'Saved'),
        },
      },
    );
