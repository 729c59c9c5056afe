import { viewDays } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import type { StatsQuery } from '@shared/schemas/profiles';
import type { Statistics, StatPoint } from '@shared/types/dynatags';
import type { Static } from '@sinclair/typebox';
import { and, asc, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { invalid } from '../../platform/errors';
import { checkedRange, DAILY_SERIES_MAX_DAYS } from './period';
import type { ViewTarget } from './views';
import { utcDay } from './visits';

export { STATS_PERIODS } from '@shared/schemas/profiles';
export type StatsQueryInput = Static<typeof StatsQuery>;
type Period = Statistics['period'];

/** The period a query asks for and its first and last day (YYYY-MM-DD, UTC; null: from the first view). */
export function statsPeriod(query: StatsQueryInput, now: number) {
  const period: Period = query.period ?? 'month';
  const today = utcDay(now);
  if (period === 'month') return { period, from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-31` };
  if (period === 'year')
    return { period, from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  if (period === 'all') return { period, from: null, to: today };
  if (!query.from) throw invalid('from', 'invalidDate');
  if (!query.to) throw invalid('to', 'invalidDate');
  // Any length (the daily rollups make every range a few rows a day): days up to a year, months beyond.
  const { from, to, days } = checkedRange(query.from, query.to);
  return { period, from, to, monthly: days > DAILY_SERIES_MAX_DAYS };
}

/**
 * Views of a target from the daily rollups (view_days, one row per target and day, so a million views read
 * as a few hundred rows through the primary key): `month` gives each day of the current UTC month, `year`
 * each month of the current year, `all` each year from the first view (or this year) to now, `range` each
 * day from `from` to `to` (each month when the range is longer than a year). Every bucket is in `series`, empty ones too.
 */
export async function viewStatistics(
  deps: Deps,
  target: ViewTarget,
  query: StatsQueryInput,
): Promise<Statistics> {
  const asked = statsPeriod(query, deps.clock.now());
  const { period, from, to } = asked;
  const monthly = 'monthly' in asked && asked.monthly === true;
  const keyLength = { month: 10, year: 7, all: 4, range: monthly ? 7 : 10 }[period];
  const bucket = sql<string>`substr(${viewDays.day}, 1, ${keyLength})`;
  const ofTarget = and(eq(viewDays.targetType, target.type), eq(viewDays.targetId, target.id));
  const [rows, [all]] = await Promise.all([
    deps.db
      .select({ key: bucket, total: sum(viewDays.total), unique: sum(viewDays.unique) })
      .from(viewDays)
      .where(and(ofTarget, from ? gte(viewDays.day, from) : undefined, lte(viewDays.day, to)))
      .groupBy(bucket)
      .orderBy(asc(bucket)),
    deps.db
      .select({ total: sum(viewDays.total), unique: sum(viewDays.unique) })
      .from(viewDays)
      .where(ofTarget),
  ]);
  const found = new Map(
    rows.map((r) => [r.key, { total: Number(r.total ?? 0), unique: Number(r.unique ?? 0) }]),
  );
  const series: StatPoint[] = bucketKeys(period, from ?? rows[0]?.key ?? to, to, monthly).map((key) => ({
    key,
    ...(found.get(key) ?? { total: 0, unique: 0 }),
  }));
  return {
    period,
    total: series.reduce((n, p) => n + p.total, 0),
    unique: series.reduce((n, p) => n + p.unique, 0),
    allTime: { total: Number(all?.total ?? 0), unique: Number(all?.unique ?? 0) },
    series,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Every bucket from the first day (or year) to the last, so a chart has its empty days, months or years. */
function bucketKeys(period: Period, first: string, last: string, monthly: boolean): string[] {
  const year = Number(last.slice(0, 4));
  const month = Number(last.slice(5, 7));
  if (period === 'month') {
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
  }
  if (period === 'year') return Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`);
  if (period === 'all') {
    const start = Math.min(Number(first.slice(0, 4)), year);
    return Array.from({ length: year - start + 1 }, (_, i) => String(start + i));
  }
  if (monthly) {
    const months = (year - Number(first.slice(0, 4))) * 12 + month - Number(first.slice(5, 7)) + 1;
    return Array.from({ length: months }, (_, i) => {
      const at = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)) - 1 + i, 1));
      return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}`;
    });
  }
  const start = Date.parse(`${first}T00:00:00Z`);
  const days = (Date.parse(`${last}T00:00:00Z`) - start) / DAY_MS + 1;
  return Array.from({ length: days }, (_, i) => utcDay(start + i * DAY_MS));
}

/**
 * The statistics as a CSV download: a header row of fixed English column names (date, total, unique: the
 * file is read by spreadsheets and scripts, whatever the language of the dashboard), then one row per bucket.
 * `name` says whose views they are (e.g. dynatag-Ab12Cd); the file name adds the period.
 */
export function statisticsCsv(stats: Statistics, name: string): Response {
  const rows = ['date,total,unique', ...stats.series.map((p) => `${p.key},${p.total},${p.unique}`)];
  const first = stats.series[0]?.key ?? '';
  const last = stats.series.at(-1)?.key ?? '';
  const span =
    stats.period === 'month'
      ? first.slice(0, 7)
      : stats.period === 'year'
        ? first.slice(0, 4)
        : stats.period === 'all'
          ? 'all'
          : `${first}_${last}`;
  const filename = `${name.replace(/[^A-Za-z0-9_-]/g, '')}-views-${span}.csv`;
  return new Response(`${rows.join('\r\n')}\r\n`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
}
