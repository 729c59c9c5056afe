// Query shapes (strings by nature, Elysia's `t` with its coercion) and the answers' shapes.
import { t } from 'elysia/type-system';

/**
 * Analytics (issue 22): where, on what and from which code an item's views came, for any period, with the
 * previous period of the same length beside it. One query shape for the overview, each breakdown and the
 * raw views; the answers' shapes are below too, so the dashboard reads the same types as the API documents.
 */

/** What an analysis is of: one of my profiles, a card, a dynatag, a folder of tags, or a whole company. */
export const ANALYTICS_ITEMS = ['profile', 'card', 'dynatag', 'folder', 'company'] as const;
export type AnalyticsItem = (typeof ANALYTICS_ITEMS)[number];

/** The breakdowns, each a daily rollup (view_facets) but `hour`, which is drawn as the weekday × hour heat map. */
export const ANALYTICS_FACETS = [
  'country',
  'place',
  'device',
  'os',
  'browser',
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;
export type AnalyticsFacet = (typeof ANALYTICS_FACETS)[number];

/** The sources a view can have: a QR code (?s=q), an NFC tap (?s=n), a link from another site, or direct. */
export const VIEW_SOURCES = ['qr', 'nfc', 'referrer', 'direct'] as const;

/** The first and last day a period may have: before our first view, or after our software is retired. */
export const ANALYTICS_FIRST_DAY = '2000-01-01';
export const ANALYTICS_LAST_DAY = '2099-12-31';

const Day = (description: string) =>
  t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', error: 'invalidDate', description });

export const AnalyticsQuery = t.Object({
  item: t.UnionEnum(ANALYTICS_ITEMS, {
    error: 'invalidValue',
    description: 'What is analysed: profile, card, dynatag, folder or company',
  }),
  id: t.String({
    minLength: 1,
    maxLength: 32,
    error: 'notFound',
    description: 'The shortId of the profile, card, dynatag, folder or company',
  }),
  from: t.Optional(Day('First day, YYYY-MM-DD (UTC). Default: 29 days before `to`')),
  to: t.Optional(Day('Last day, YYYY-MM-DD (UTC). Default: today')),
  tz: t.Optional(
    t.String({
      minLength: 1,
      maxLength: 64,
      error: 'invalidTimeZone',
      description:
        'The reader’s IANA time zone for the weekday × hour heat map (e.g. Europe/Stockholm). Default: UTC',
    }),
  ),
});

export const AnalyticsFacetParam = t.Object({
  facet: t.UnionEnum(ANALYTICS_FACETS, { error: 'invalidValue', description: 'The breakdown' }),
});

/** The raw views: the query of an analysis, a page size and the cursor of the page before. */
export const AnalyticsViewsQuery = t.Object({
  ...AnalyticsQuery.properties,
  limit: t.Optional(
    t.Numeric({
      field: 'limit',
      minimum: 1,
      maximum: 500,
      multipleOf: 1,
      default: 100,
      error: 'invalidValue',
      description: 'Views per page (1–500, default 100)',
    }),
  ),
  cursor: t.Optional(
    t.String({
      maxLength: 64,
      pattern: '^\\d+\\.\\d+$',
      error: 'invalidValue',
      description: 'The `nextCursor` of the page before',
    }),
  ),
  format: t.Optional(
    t.UnionEnum(['json', 'csv'], {
      error: 'invalidValue',
      description:
        'csv: every view of the period as a text/csv download (no paging), instead of the JSON envelope',
    }),
  ),
});

const Counts = t.Object({
  total: t.Integer({ description: 'Views' }),
  unique: t.Integer({ description: 'First views of a visitor that day (cookieless)' }),
  returning: t.Integer({ description: 'Views of a visitor who had already viewed the item that day' }),
});

const Period = t.Object({ from: t.String(), to: t.String(), days: t.Integer() });

export const FacetRowData = t.Object({
  value: t.String({ description: 'The value: a country code, a device type, a source, a host, a campaign…' }),
  total: t.Integer(),
  unique: t.Integer(),
  previous: t.Integer({ description: 'Views with this value in the previous period' }),
});

export const PlaceRowData = t.Object({
  country: t.String({ description: 'ISO 3166-1 alpha-2' }),
  city: t.String({ description: 'Empty when only the country is known' }),
  name: t.String({
    description:
      'The place in the request’s language, as leads name it: "Göteborg, Sverige", "Gothenburg, Sweden"',
  }),
  latitude: t.Union([t.Number(), t.Null()]),
  longitude: t.Union([t.Number(), t.Null()]),
  total: t.Integer(),
  unique: t.Integer(),
});

export const BreakdownData = t.Object({
  facet: t.UnionEnum(ANALYTICS_FACETS),
  rows: t.Array(FacetRowData, { description: 'Most views first, at most 100' }),
  places: t.Optional(
    t.Array(PlaceRowData, { description: 'For `place`: each place with its position, for the map' }),
  ),
  unknown: t.Integer({ description: 'Views of the period without this facet (an unknown place or browser)' }),
  total: t.Integer({ description: 'All views of the period' }),
});

export const AnalyticsOverviewData = t.Object({
  item: t.Object({ type: t.UnionEnum(ANALYTICS_ITEMS), id: t.String(), name: t.String() }),
  period: Period,
  previous: Period,
  totals: Counts,
  previousTotals: Counts,
  series: t.Array(
    t.Object({ day: t.String(), total: t.Integer(), unique: t.Integer(), previous: t.Integer() }),
    {
      description:
        'Each day of the period (or each month beyond 366 days), with the previous period’s bucket at the same place',
    },
  ),
  breakdowns: t.Array(BreakdownData, {
    description: 'Every facet, the top 10 values each, places all (≤ 100)',
  }),
  heatmap: t.Array(t.Array(t.Integer(), { minItems: 24, maxItems: 24 }), {
    minItems: 7,
    maxItems: 7,
    description: 'Views per weekday (Monday first) and hour, in the reader’s time zone',
  }),
  hasPlaces: t.Boolean({
    description: 'False when this server has no GeoLite2 database: places are unknown',
  }),
});

export const RawViewData = t.Object({
  at: t.Integer({ description: 'Time of the view (ms since 1970, UTC)' }),
  item: t.Object({ type: t.UnionEnum(['profile', 'card', 'dynatag']), id: t.String(), name: t.String() }),
  unique: t.Boolean(),
  country: t.Union([t.String(), t.Null()]),
  city: t.Union([t.String(), t.Null()]),
  device: t.Union([t.String(), t.Null()]),
  os: t.Union([t.String(), t.Null()]),
  browser: t.Union([t.String(), t.Null()]),
  source: t.Union([t.String(), t.Null()]),
  referrer: t.Union([t.String(), t.Null()]),
  utmSource: t.Union([t.String(), t.Null()]),
  utmMedium: t.Union([t.String(), t.Null()]),
  utmCampaign: t.Union([t.String(), t.Null()]),
});

export const RawViewsData = t.Object({
  views: t.Array(RawViewData, { description: 'Newest first' }),
  nextCursor: t.Union([t.String(), t.Null()], {
    description: 'The cursor of the next page; null on the last',
  }),
});
