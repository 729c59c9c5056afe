import type { Lang } from '@shared/constants';
import type { StatPoint } from '@shared/types/dynatags';

// What the statistics dialog asks for (SPEC §9 periods and a from–to range) and how it names the buckets.
// The same query goes to api/v1/dynatags/{id}/statistics and api/v1/profiles/{shortId}/statistics.

export type Period = 'last7' | 'last30' | 'last90' | 'month' | 'year' | 'all' | 'range';
/** The quick spans first (what a fair's marketer asks: "this week", "since the fair"), then the calendar ones. */
export const PERIODS: Period[] = ['last7', 'last30', 'last90', 'month', 'year', 'all', 'range'];
/** The quick spans' lengths in days, up to today. */
export const LAST_DAYS: Partial<Record<Period, number>> = { last7: 7, last30: 30, last90: 90 };

/** A calendar day as the API takes it (UTC, YYYY-MM-DD). */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type Choice = { period: Period; from: string; to: string };

/** The range's first look: the last 30 days up to today. */
export function defaultChoice(now: number): Choice {
  return { period: 'month', from: isoDay(now - 29 * 86_400_000), to: isoDay(now) };
}

/** Why a range cannot be asked for yet, or null when it can (the API checks again). */
export function rangeProblem(choice: Choice): 'rangeIncomplete' | 'rangeOrder' | null {
  if (choice.period !== 'range') return null;
  if (!DAY.test(choice.from) || !DAY.test(choice.to)) return 'rangeIncomplete';
  return choice.from > choice.to ? 'rangeOrder' : null;
}

/**
 * The query string of a choice: ?period=…, with from and to for a range, and format=csv for the download. The
 * quick spans (last 7/30/90 days) are ranges to the statistics endpoint; `now` places them.
 */
export function statsQuery(choice: Choice, format?: 'csv', now = Date.now()): string {
  const days = LAST_DAYS[choice.period];
  const params = new URLSearchParams({ period: days ? 'range' : choice.period });
  if (days) {
    params.set('from', isoDay(now - (days - 1) * 86_400_000));
    params.set('to', isoDay(now));
  } else if (choice.period === 'range') {
    params.set('from', choice.from);
    params.set('to', choice.to);
  }
  if (format) params.set('format', format);
  return `?${params}`;
}

export type StatsTarget = { type: 'dynatag' | 'profile'; id: string };
export const statsPath = (target: StatsTarget) =>
  `/${target.type === 'dynatag' ? 'dynatags' : 'profiles'}/${encodeURIComponent(target.id)}/statistics`;

const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };

/** A bucket's name for people: a day (5 Nov), a month (Nov 2026) or a year, in the UI language. */
export function bucketLabel(key: string, lang: Lang): string {
  const [y, m, d] = key.split('-').map(Number);
  if (d) {
    return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      Date.UTC(y, m - 1, d),
    );
  }
  if (m) {
    return new Intl.DateTimeFormat(LOCALES[lang], {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(y, m - 1, 1));
  }
  return String(y);
}

/**
 * A bucket's name on the chart's axis, as short as stays clear: a day (5 Nov), a month without its year (the
 * year view is one year), or a year.
 */
export function tickLabel(key: string, lang: Lang): string {
  const [y, m, d] = key.split('-').map(Number);
  if (m && !d) {
    return new Intl.DateTimeFormat(LOCALES[lang], { month: 'short', timeZone: 'UTC' }).format(
      Date.UTC(y, m - 1, 1),
    );
  }
  return bucketLabel(key, lang);
}

/**
 * The buckets up to today (`today` as YYYY-MM-DD, UTC like the keys): the API answers every day of the month and
 * every month of the year, and the days still to come, drawn as 0, made every chart end in a fall to zero.
 */
export const untilToday = (series: StatPoint[], today: string) =>
  series.filter((p) => p.key <= today.slice(0, p.key.length));

/** The chart's data: x is the bucket's position, so days, months and years share one axis code. */
export function chartData(series: StatPoint[]): [number[], number[], number[]] {
  return [series.map((_, i) => i), series.map((p) => p.total), series.map((p) => p.unique)];
}
