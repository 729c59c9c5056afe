// The period of an analysis and the one before it of the same length, in whole UTC days (the rollups' days).
import { DAY_MS } from '@shared/constants';
import { ANALYTICS_FIRST_DAY, ANALYTICS_LAST_DAY } from '@shared/schemas/analytics';
import { invalid } from '../../platform/errors';
import { utcDay } from './visits';

export type Period = { from: string; to: string; days: number };

/** Thirty days up to today unless the query says otherwise. */
export const DEFAULT_DAYS = 30;
/** Up to this many days a series has a point per day; a longer one a point per month. */
export const DAILY_SERIES_MAX_DAYS = 366;

/** A real calendar day (2026-02-30 is not) within the days we keep, as the time of its start. */
export function dayStart(field: 'from' | 'to', day: string): number {
  const start = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== day) {
    throw invalid(field, 'invalidDate');
  }
  if (day < ANALYTICS_FIRST_DAY || day > ANALYTICS_LAST_DAY) throw periodError(field);
  return start;
}

const periodError = (field: 'from' | 'to') =>
  invalid(field, 'invalidDayPeriod', { first: ANALYTICS_FIRST_DAY, last: ANALYTICS_LAST_DAY });

/** Any number of days from `from` to `to` (no cap: the daily rollups make every range a few rows a day). */
export function checkedRange(from: string, to: string): Period {
  const start = dayStart('from', from);
  const end = dayStart('to', to);
  if (end < start) throw periodError('to');
  return { from, to, days: (end - start) / DAY_MS + 1 };
}

/** The query's period (default: the last 30 days to today) and the previous one of the same length. */
export function analysisPeriods(query: { from?: string; to?: string }, now: number) {
  const to = query.to ?? utcDay(now);
  const from = query.from ?? utcDay(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS);
  const period = checkedRange(from, to);
  const start = Date.parse(`${from}T00:00:00Z`);
  const previous = {
    from: utcDay(start - period.days * DAY_MS),
    to: utcDay(start - DAY_MS),
    days: period.days,
  };
  return { period, previous };
}

/** Each day of a period, in order. */
export function daysOf(period: Period): string[] {
  const start = Date.parse(`${period.from}T00:00:00Z`);
  return Array.from({ length: period.days }, (_, i) => utcDay(start + i * DAY_MS));
}
