// Wall-clock time in an IANA time zone and back, with the runtime's Intl (no time zone data of our own): what
// the opening hours, the event's calendar file and the coupon's last day need.

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The wall clock in `zone` at the instant `ms`. */
export function wallClock(ms: number, zone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatOf(zone).formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return {
    date,
    minutes: hour * 60 + minute,
    second,
    asUtc: Date.UTC(year, month - 1, day, hour, minute, second),
  };
}

const dayUtc = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** The instant when the wall clock in `zone` shows `date` (YYYY-MM-DD) and `minutes` after midnight (may be ≥ 1440). A time the clocks skip (spring forward) is taken as the instant after the gap. */
export function instantOf(date: string, minutes: number, zone: string): number {
  const wall = dayUtc(date) + minutes * 60_000;
  const offset = (at: number) => wallClock(at, zone).asUtc - Math.floor(at / 1000) * 1000;
  const first = wall - offset(wall);
  const second = wall - offset(first);
  return second === first ? first : Math.max(first, second);
}

/** The day after (or `n` days after) a date, YYYY-MM-DD. */
export const addDays = (date: string, n: number) =>
  new Date(dayUtc(date) + n * 86_400_000).toISOString().slice(0, 10);

/** Monday 0 … Sunday 6 of a date. */
export const weekdayOf = (date: string) => (new Date(dayUtc(date)).getUTCDay() + 6) % 7;
