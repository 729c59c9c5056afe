// The reader's time zone for the weekday × hour heat map: its offsets over a period, found with a handful of
// Intl look-ups (one a week, then a bisection to the day where the offset changes), not one per day or hour.
import { DAY_MS } from '@shared/constants';
import { invalid } from '../../platform/errors';
import { type Period, utcDay } from '../profiles';

const formats = new Map<string, Intl.DateTimeFormat>();
/** Time zones remembered at most: the IANA database has about 600, a bound all the same. */
const MAX_FORMATS = 1000;

/** A formatter of the zone (422 on the field for a name Intl does not know). */
function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (format) return format;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
  } catch {
    throw invalid('tz', 'invalidTimeZone');
  }
  if (formats.size >= MAX_FORMATS) formats.clear();
  formats.set(zone, format);
  return format;
}

/** Checks a zone name (422 on `tz` when Intl does not know it). */
export const checkTimeZone = (zone: string) => void formatOf(zone);

/** The zone's offset from UTC, in minutes, at a moment. */
export function offsetAt(zone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatOf(zone).formatToParts(ms)) parts[part.type] = Number(part.value);
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return Math.round((local - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/** Spans of days with one offset (taken at noon UTC): the first day of each span and its offset. */
export function offsetSpans(zone: string, period: Period): { from: string; offset: number }[] {
  const start = Date.parse(`${period.from}T12:00:00Z`);
  const last = start + (period.days - 1) * DAY_MS;
  const at = (ms: number) => offsetAt(zone, ms);
  const spans = [{ from: period.from, offset: at(start) }];
  let day = start;
  while (day < last) {
    const next = Math.min(day + 7 * DAY_MS, last);
    const offset = at(next);
    if (offset !== spans[spans.length - 1].offset) {
      // The offset changed within the week: bisect to the first day with the new offset.
      let [low, high] = [day, next];
      while (high - low > DAY_MS) {
        const mid = low + Math.floor((high - low) / DAY_MS / 2) * DAY_MS;
        if (at(mid) === offset) high = mid;
        else low = mid;
      }
      spans.push({ from: utcDay(high), offset });
    }
    day = next;
  }
  return spans;
}
