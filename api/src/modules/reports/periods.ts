// Which report period has ended at a moment: a week (Monday–Sunday, UTC) is reported from the following Monday
// 06:00 UTC, a month from the 1st 06:00 UTC. The six hours let the view writer's last batch and the rollups of
// Sunday night land before the figures are read.
export type Cadence = 'weekly' | 'monthly';

export type Period = {
  /** What `lastSentPeriod` records: `week:YYYY-MM-DD` (its Monday) or `month:YYYY-MM`. */
  key: string;
  /** UTC days (YYYY-MM-DD) of the period, first to last. */
  days: string[];
  /** Start (inclusive) and end (exclusive), ms. */
  start: number;
  end: number;
};

const DAY = 86_400_000;
export const REPORT_HOUR_MS = 6 * 3_600_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysOf = (start: number, end: number) => {
  const days: string[] = [];
  for (let at = start; at < end; at += DAY) days.push(isoDay(at));
  return days;
};
const period = (key: string, start: number, end: number): Period => ({
  key,
  days: daysOf(start, end),
  start,
  end,
});

function week(monday: number): Period {
  return period(`week:${isoDay(monday)}`, monday, monday + 7 * DAY);
}

function month(year: number, monthIndex: number): Period {
  const start = Date.UTC(year, monthIndex, 1);
  return period(`month:${isoDay(start).slice(0, 7)}`, start, Date.UTC(year, monthIndex + 1, 1));
}

/** The last period that has ended (and is due, six hours on) at `now`, and the one before it. */
export function duePeriods(cadence: Cadence, now: number): { current: Period; previous: Period } {
  const ref = new Date(now - REPORT_HOUR_MS);
  if (cadence === 'weekly') {
    const midnight = Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth(), ref.getUTCDate());
    const thisMonday = midnight - ((ref.getUTCDay() + 6) % 7) * DAY;
    return { current: week(thisMonday - 7 * DAY), previous: week(thisMonday - 14 * DAY) };
  }
  const [y, m] = [ref.getUTCFullYear(), ref.getUTCMonth()];
  return { current: month(y, m - 1), previous: month(y, m - 2) };
}
