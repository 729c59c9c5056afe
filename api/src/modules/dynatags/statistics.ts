import { StatsQuery } from '@shared/schemas/profiles';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { requestLang } from '../../platform/envelope';
import { StatisticsData, statisticsAnswers, statisticsCsv, statsPeriod, viewStatistics } from '../profiles';
import { findOwnedDynatag } from './access';
import { totalsOf, variantName, variantTotals } from './split-stats';

const tags = ['Dynatags'];

const DynatagStatisticsData = t.Object({
  ...StatisticsData.properties,
  variants: t.Array(
    t.Object({
      variant: t.String({ description: "A variant's key, '' the tag's own content" }),
      name: t.String({ description: 'What the owners call it' }),
      views: t.Integer({ description: 'Views of this version in the period' }),
      clicks: t.Integer({ description: 'Clicks in it in the period' }),
    }),
    {
      description:
        "The tag's own content, then its variants, then any version no longer there that was shown in the period (issue 34)",
    },
  ),
  clicks: t.Integer({
    description: 'Clicks in the tag in the period: its links, buttons, files, calls, mails, maps and forms',
  }),
});

/**
 * GET /dynatags/:id/statistics – the views of a tag (owners of its company): the query and the answer of
 * the profile statistics (days of this month, months of this year, years, or any range of days; JSON or CSV),
 * read from the daily rollups, so a tag with a million views answers as fast as one with ten; and per version
 * shown (issue 34) its views and clicks in the same period, with the clicks of them all.
 */
export const dynatagStatisticsRoutes = (deps: Deps) =>
  new Elysia({ name: 'dynatags-statistics', prefix: '/dynatags' }).use(authGuard(deps)).get(
    '/:id/statistics',
    async ({ user, params, query, request }) => {
      const { tag } = await findOwnedDynatag(deps, user.id, params.id);
      const stats = await viewStatistics(deps, { type: 'dynatag', id: tag.id }, query);
      if (query.format === 'csv') return statisticsCsv(stats, `dynatag-${tag.shortId}`);
      const { from, to } = statsPeriod(query, deps.clock.now());
      const totals = await variantTotals(deps, tag.id, from ?? '0000-01-01', to);
      const keys = new Set(['', ...tag.variants.map((v) => v.key), ...totals.keys()]);
      const lang = requestLang(request);
      const variants = [...keys].map((variant) => {
        const { views, clicks } = totalsOf(totals, variant);
        return { variant, name: variantName(tag, variant, lang), views, clicks };
      });
      // The own content's views are counted on its arm only while the tag has versions to tell apart: the tag's
      // views that showed no variant (all of a tag without any, and those before its first) are its own content's.
      const [own, ...others] = variants;
      if (own) own.views = Math.max(own.views, stats.total - others.reduce((n, v) => n + v.views, 0));
      return { ...stats, variants, clicks: variants.reduce((n, v) => n + v.clicks, 0) };
    },
    {
      auth: true,
      params: t.Object({ id: t.String({ maxLength: 32, error: 'notFound', description: 'The dynatag' }) }),
      query: StatsQuery,
      detail: {
        tags,
        summary: 'View statistics of a dynatag',
        responses: statisticsAnswers(DynatagStatisticsData),
      },
    },
  );
