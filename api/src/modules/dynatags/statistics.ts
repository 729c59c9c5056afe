import { StatsQuery } from '@shared/schemas/profiles';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { statisticsAnswers, statisticsCsv, viewStatistics } from '../profiles';
import { findOwnedDynatag } from './access';

const tags = ['Dynatags'];

/**
 * GET /dynatags/:id/statistics – the views of a tag (owners of its company): the query and the answer of
 * the profile statistics (days of this month, months of this year, years, or any range of days; JSON or CSV),
 * read from the daily rollups, so a tag with a million views answers as fast as one with ten.
 */
export const dynatagStatisticsRoutes = (deps: Deps) =>
  new Elysia({ name: 'dynatags-statistics', prefix: '/dynatags' }).use(authGuard(deps)).get(
    '/:id/statistics',
    async ({ user, params, query }) => {
      const { tag } = await findOwnedDynatag(deps, user.id, params.id);
      const stats = await viewStatistics(deps, { type: 'dynatag', id: tag.id }, query);
      return query.format === 'csv' ? statisticsCsv(stats, `dynatag-${tag.shortId}`) : stats;
    },
    {
      auth: true,
      params: t.Object({ id: t.String({ maxLength: 32, error: 'notFound', description: 'The dynatag' }) }),
      query: StatsQuery,
      detail: {
        tags,
        summary: 'View statistics of a dynatag',
        responses: statisticsAnswers(),
      },
    },
  );
