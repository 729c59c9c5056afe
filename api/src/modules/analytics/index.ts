// Analytics (issue 22): where, on what and from which code an item's views came, for any period against the
// one before, from the daily rollups (rollups.ts); and the single views, a page at a time or as a CSV.
import {
  AnalyticsFacetParam,
  AnalyticsOverviewData,
  AnalyticsQuery,
  AnalyticsViewsQuery,
  BreakdownData,
  RawViewsData,
} from '@shared/schemas/analytics';
import {
  CompanyOverviewData,
  CompanyOverviewParams,
  CompanyOverviewQuery,
} from '@shared/schemas/company-overview';
import type { Static } from '@sinclair/typebox';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, type Fits, requestLang } from '../../platform/envelope';
import { companyOverview } from './company-overview';
import { breakdown, overview } from './overview';
import { viewsCsv, viewsPage } from './raw-views';
import { resolveScope } from './scope';

const tags = ['Analytics'];

const csvAnswers = () => {
  const responses = answers(
    RawViewsData,
    'A page of views (JSON), or with format=csv every view of the period',
  );
  const ok = responses[200] as { content: Record<string, unknown> };
  ok.content['text/csv'] = {
    schema: t.String({
      description:
        'time,item_type,item_id,item_name,unique,country,city,device,os,browser,source,referrer,utm_source,utm_medium,utm_campaign',
    }),
  };
  return responses;
};

export const analyticsModule = (deps: Deps) =>
  new Elysia({ name: 'analytics', prefix: '/analytics' })
    .use(authGuard(deps))
    // GET /analytics – the whole statistics view of an item: totals, series, breakdowns, heat map
    .get(
      '/',
      async ({ user, query, request }) =>
        overview(deps, await resolveScope(deps, user, query.item, query.id), query, requestLang(request)),
      {
        auth: true,
        query: AnalyticsQuery,
        detail: {
          tags,
          summary: 'Analytics of a profile, card, dynatag, folder or company',
          description:
            'Totals (first-time and returning), a series, every breakdown (top 10; places up to 100) and the weekday × hour heat map of the period, each against the previous period of the same length. Company: its dynatags and cards.',
          responses: answers(AnalyticsOverviewData, 'The analysis'),
        },
      },
    )
    // GET /analytics/breakdowns/:facet – one breakdown, its top 100 values
    .get(
      '/breakdowns/:facet',
      async ({ user, params, query, request }) =>
        breakdown(
          deps,
          await resolveScope(deps, user, query.item, query.id),
          params.facet,
          query,
          requestLang(request),
        ),
      {
        auth: true,
        params: AnalyticsFacetParam,
        query: AnalyticsQuery,
        detail: {
          tags,
          summary: 'One breakdown of an item’s views',
          responses: answers(BreakdownData, 'The breakdown'),
        },
      },
    )
    // GET /analytics/companies/:companyId/overview – the company's overview page: figures, top cards and tags, map
    .get(
      '/companies/:companyId/overview',
      ({ user, params, query, request }) =>
        companyOverview(deps, user, params.companyId, query, requestLang(request)),
      {
        auth: true,
        params: CompanyOverviewParams,
        query: CompanyOverviewQuery,
        detail: {
          tags,
          summary: 'A company’s overview (owners)',
          description:
            'Views, visitors and QR/NFC scans of its dynatags, NFC cards and the card pages of its people that show it, each against the previous period with the change in percent; the day series; the five most viewed card pages and dynatags; the places for the map. A colleague 403, anyone else 404.',
          responses: answers(CompanyOverviewData, 'The overview'),
        },
      },
    )
    // GET /analytics/views – the single views, newest first, a page at a time or as CSV
    .get(
      '/views',
      async ({ user, query }) => {
        const scope = await resolveScope(deps, user, query.item, query.id);
        return query.format === 'csv' ? viewsCsv(deps, scope, query) : viewsPage(deps, scope, query);
      },
      {
        auth: true,
        query: AnalyticsViewsQuery,
        detail: {
          tags,
          summary: 'The single views of an item (time, place, device, source; never an address)',
          responses: csvAnswers(),
        },
      },
    );

// Compile-time checks: the services' answers fit the documented shapes.
export type OverviewFits = Fits<Awaited<ReturnType<typeof overview>>, Static<typeof AnalyticsOverviewData>>;
export type BreakdownFits = Fits<Awaited<ReturnType<typeof breakdown>>, Static<typeof BreakdownData>>;
export type CompanyOverviewFits = Fits<
  Awaited<ReturnType<typeof companyOverview>>,
  Static<typeof CompanyOverviewData>
>;
export type ViewsFits = Fits<Awaited<ReturnType<typeof viewsPage>>, Static<typeof RawViewsData>>;
