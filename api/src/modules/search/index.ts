import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { SearchCompanyData } from './response-schemas';
import { searchPeople } from './service';

export const searchModule = (deps: Deps) =>
  new Elysia({ name: 'search', prefix: '/general' })
    .use(authGuard(deps))
    // GET /general/search?query= – colleagues in my companies, grouped by company
    .get(
      '/search',
      async ({ user, query }) => {
        const results = await searchPeople(deps, user.id, query.query ?? '');
        return reply(results, results.length ? 'ok' : 'searchNoResults');
      },
      {
        auth: true,
        query: t.Object({
          query: t.Optional(
            t.String({ maxLength: 100, error: 'invalidValue', description: 'At least 3 characters' }),
          ),
        }),
        detail: {
          tags: ['General'],
          summary: 'Search colleagues in my companies',
          responses: answers(
            t.Array(SearchCompanyData),
            'Companies with matching colleagues (empty: no match)',
          ),
        },
      },
    );
