// Whether a place is open at an instant, by its opening hours module, in the module's time zone: the
// status line of the page ("Open now", "Closes in 20 min", "Opens at 10:00", "Closed") and when that line
// next changes, which ends the cached page's life (docs/decisions.md "Opening hours on a cached page").
import type { ModuleOf } from '../schemas/dynatag-modules';
import { addDays, instantOf, wallClock, weekdayOf } from './zone';

type Hours = Pick<ModuleOf<'hours'>, 'week' | 'exceptions' | 'timeZone'>;
type Span = { open: string; close: string };

/** Within this much of closing the page counts the minutes down. */
export const CLOSING_SOON_MS = 60 * 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export type HoursStatus = {
  /** open: open and not closing within the hour (`closesAt` null around the clock); closing: closes in `minutes`; closed: opens at `opensAt` (null: not within a week). */
  state: 'open' | 'closing' | 'closed';
  closesAt: number | null;
  minutes: number | null;
  opensAt: number | null;
  /**
   * Open and not closing within the week ahead (every day 00:00–24:00, or spans that join across midnight):
   * the page says "Open around the clock" instead of a closing time a week away.
   */
  aroundTheClock: boolean;
  /** Open and closing on another day than the next 24 hours: the line names the day it closes. */
  closesLater: boolean;
  /** The wall-clock date in the module's zone, and its weekday (Monday 0). */
  today: string;
  weekday: number;
  /** When the status line (or today's date) next changes: the page made now is true until then. */
  changesAt: number;
};

/** The openings of a date: the exception of that date, or the weekday's hours. */
export const spansOn = (hours: Hours, date: string): Span[] =>
  hours.exceptions.find((e) => e.date === date)?.spans ?? hours.week[weekdayOf(date)] ?? [];

/** The openings from the day before `today` to a week after, as instants, overlapping and touching ones joined. */
function openings(hours: Hours, today: string): [number, number][] {
  const list: [number, number][] = [];
  for (let n = -1; n <= 8; n++) {
    const date = addDays(today, n);
    for (const s of spansOn(hours, date)) {
      const open = minutesOf(s.open);
      let close = minutesOf(s.close);
      if (close <= open) close += 1440; // past midnight, or 00:00–00:00 all day
      list.push([instantOf(date, open, hours.timeZone), instantOf(date, close, hours.timeZone)]);
    }
  }
  list.sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const [from, to] of list) {
    const last = joined.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else joined.push([from, to]);
  }
  return joined;
}

export function hoursStatus(hours: Hours, now: number): HoursStatus {
  const { date: today } = wallClock(now, hours.timeZone);
  const weekday = weekdayOf(today);
  const midnight = instantOf(addDays(today, 1), 0, hours.timeZone);
  const list = openings(hours, today);
  const current = list.find(([from, to]) => from <= now && now < to);
  const base = { aroundTheClock: false, closesLater: false, today, weekday };
  if (current) {
    const left = current[1] - now;
    if (left >= WEEK_MS) {
      return {
        ...base,
        state: 'open',
        closesAt: null,
        minutes: null,
        opensAt: null,
        aroundTheClock: true,
        changesAt: midnight,
      };
    }
    if (left > CLOSING_SOON_MS) {
      // A closing more than a day away is named with its day until it is within a day ("until 02:00").
      const closesLater = left > DAY_MS;
      const changesAt = Math.min(current[1] - (closesLater ? DAY_MS : CLOSING_SOON_MS), midnight);
      return {
        ...base,
        state: 'open',
        closesAt: current[1],
        minutes: null,
        opensAt: null,
        closesLater,
        changesAt,
      };
    }
    const minutes = Math.ceil(left / 60_000);
    const changesAt = Math.min(current[1] - (minutes - 1) * 60_000, midnight);
    return { ...base, state: 'closing', closesAt: current[1], minutes, opensAt: null, changesAt };
  }
  const next = list.find(([from]) => from > now && from - now <= WEEK_MS);
  const opensAt = next ? next[0] : null;
  const changesAt = Math.min(opensAt ?? midnight, midnight);
  return { ...base, state: 'closed', closesAt: null, minutes: null, opensAt, changesAt };
}
