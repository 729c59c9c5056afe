import {
  ANALYTICS_FIRST_DAY,
  type AnalyticsItem,
  type AnalyticsOverviewData,
  type BreakdownData,
  type PlaceRowData,
  type RawViewData,
  type RawViewsData,
} from '@shared/schemas/analytics';
import type { Static } from '@sinclair/typebox';
import { type Choice, isoDay, LAST_DAYS } from './period';

// The statistics dialog's analytics, as pure functions: which days a period choice asks the analytics API for,
// how its series is drawn (days, months or years), the change against the previous period, the heat map's scale.

export type AnalyticsTarget = { type: AnalyticsItem; id: string };
const DAY_MS = 86_400_000;

/** The days (UTC, as the API's rollups) a choice covers, up to today: the API's from and to. */
export function periodDays(choice: Choice, now: number): { from: string; to: string } {
  const today = isoDay(now);
  const last = LAST_DAYS[choice.period];
  if (last) return { from: isoDay(now - (last - 1) * DAY_MS), to: today };
  if (choice.period === 'month') return { from: `${today.slice(0, 7)}-01`, to: today };
  if (choice.period === 'year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  if (choice.period === 'all') return { from: ANALYTICS_FIRST_DAY, to: today };
  return { from: choice.from, to: choice.to };
}

/** The query of an analysis (overview, single views, CSV) of `target` over `choice`. */
export function analyticsQuery(
  target: AnalyticsTarget,
  choice: Choice,
  now: number,
  extra: Record<string, string> = {},
): string {
  const { from, to } = periodDays(choice, now);
  return `?${new URLSearchParams({ item: target.type, id: target.id, from, to, ...extra })}`;
}

/** The analysis of `target` over a query of analyticsQuery, as the analytics calls' typed query, in its order. */
export function analyticsParams(target: AnalyticsTarget, query: string) {
  const q = new URLSearchParams(query);
  const field = (name: string) => q.get(name) ?? undefined;
  return { item: target.type, id: target.id, from: field('from'), to: field('to'), tz: field('tz') };
}

export type Grain = 'day' | 'month' | 'year';

/** How the chart buckets a choice: this year by month, all time by year (as before issue 22), else as answered. */
export const grainOf = (choice: Choice): Grain =>
  choice.period === 'year' ? 'month' : choice.period === 'all' ? 'year' : 'day';

export type SeriesPoint = { key: string; total: number; unique: number; previous: number };
type Answered = { day: string; total: number; unique: number; previous: number };

/**
 * The API's points (days, or months beyond 366 days) summed into the chart's buckets. All time starts at the
 * first year with a view (the API counts from 2000): the years before are not drawn as a row of zeros.
 */
export function bucketSeries(series: Answered[], grain: Grain): SeriesPoint[] {
  const width = grain === 'year' ? 4 : grain === 'month' ? 7 : 10;
  const points: SeriesPoint[] = [];
  for (const point of series) {
    const key = point.day.slice(0, width);
    let last = points.at(-1);
    if (!last || last.key !== key) {
      last = { key, total: 0, unique: 0, previous: 0 };
      points.push(last);
    }
    last.total += point.total;
    last.unique += point.unique;
    last.previous += point.previous;
  }
  if (grain !== 'year') return points;
  const first = points.findIndex((p) => p.total > 0);
  return first < 0 ? points.slice(-1) : points.slice(first);
}

/** Whether a choice has a previous period worth comparing with (all time's would be the years before 2000). */
export const comparable = (choice: Choice) => choice.period !== 'all';

export type Change = { direction: 'up' | 'down' | 'same' | 'new'; ratio: number };

/** The change from `before` to `now`: a ratio (0.12 = +12 %), or "new" when there was nothing before. */
export function change(now: number, before: number): Change {
  if (before === 0) return now === 0 ? { direction: 'same', ratio: 0 } : { direction: 'new', ratio: 0 };
  const ratio = (now - before) / before;
  return { direction: ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'same', ratio };
}

/**
 * The heat map's colours, from few to many views: one blue scale, pale to strong, that stands out on the light
 * theme's grey and the dark theme's near-black alike (no step darker than the dark theme's own surfaces) (an empty cell is drawn by the theme's own border colour instead).
 */
export const HEAT_COLORS = ['#bfdbfe', '#93c5fd', '#60a5fa', '#3b82f6', '#1d4ed8'] as const;

/** The step of HEAT_COLORS for `value` of a map whose busiest cell has `max` views; -1 for no views. */
export function heatLevel(value: number, max: number): number {
  if (value <= 0 || max <= 0) return -1;
  return Math.min(HEAT_COLORS.length - 1, Math.floor((value / max) * HEAT_COLORS.length - 1e-9));
}

/** The busiest cell of a heat map. */
export const heatMax = (heatmap: number[][]) => Math.max(0, ...heatmap.flat());

/** Views per hour of the day (all weekdays together), for the hour bars. */
export const hourTotals = (heatmap: number[][]) =>
  Array.from({ length: 24 }, (_, hour) => heatmap.reduce((sum, day) => sum + (day[hour] ?? 0), 0));

/** Whether a breakdown has values beyond those listed (the overview's top 10): its views add up to less. */
export const hasMore = (b: { rows: { total: number }[]; unknown: number; total: number }) =>
  b.rows.reduce((n, row) => n + row.total, 0) + b.unknown < b.total;

export type Overview = Static<typeof AnalyticsOverviewData>;
export type Breakdown = Static<typeof BreakdownData>;
export type RawView = Static<typeof RawViewData>;
export type RawViews = Static<typeof RawViewsData>;
export type PlaceRow = Static<typeof PlaceRowData>;
