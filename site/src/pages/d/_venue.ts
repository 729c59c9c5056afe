// The words of the opening hours, menu, event and coupon modules on /d: times, days and prices in the
// reader's language, the hours' status line, all against the instant the server made the page for.
import type { Lang } from '@shared/constants';
import type { ModuleOf } from '@shared/schemas/dynatag-modules';
import { hoursStatus } from '@shared/venue/hours';
import { addDays, instantOf, wallClock } from '@shared/venue/zone';

const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };
type T = (key: string, params?: Record<string, string>) => string;

/** "10:00" of an instant in a zone. */
export const clockText = (ms: number, zone: string, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);

/** A weekday's name, Monday 0 (2024-01-01 was a Monday). */
export const weekdayName = (day: number, lang: Lang, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(LOCALES[lang], { weekday: style, timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + day),
  );

/** "24 december" of a date (YYYY-MM-DD). */
export const dateText = (date: string, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${date}T12:00:00Z`),
  );

/** A span from midnight to midnight: the whole day. */
const wholeDay = (s: { open: string; close: string }) =>
  s.open === '00:00' && (s.close === '24:00' || s.close === '00:00');

/** The openings of a day: "10:00–18:00, 20:00–02:00", "Open 24 hours", or "Closed". */
export const spansText = (spans: { open: string; close: string }[], t: T) =>
  spans.some(wholeDay)
    ? t('allDay')
    : spans.length
      ? spans.map((s) => `${s.open}–${s.close === '00:00' ? '24:00' : s.close}`).join(', ')
      : t('closedDay');

/** The weekday (Monday 0) of a date, YYYY-MM-DD. */
const weekdayOfDate = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The status line: "Open around the clock", "Open now, until 18:00", "Open now, until Sunday 24:00",
 * "Closes in 20 min", "Opens at 10:00", "Closed".
 */
export function hoursLine(module: ModuleOf<'hours'>, now: number, lang: Lang, t: T) {
  const status = hoursStatus(module, now);
  const zone = module.timeZone;
  if (status.state === 'open') {
    if (status.aroundTheClock || status.closesAt === null)
      return { open: true, text: t('openAlways'), status };
    // A closing at midnight is the end of its day: "until Sunday 24:00", not "until Monday 00:00".
    const close = wallClock(status.closesAt - 1, zone).date;
    const atMidnight = wallClock(status.closesAt, zone).minutes === 0;
    const shown = clockText(status.closesAt, zone, lang);
    const time = atMidnight ? shown.replace(/^00/, '24') : shown;
    if (!status.closesLater) return { open: true, text: t('openUntil', { time }), status };
    const day = weekdayName(weekdayOfDate(atMidnight ? close : wallClock(status.closesAt, zone).date), lang);
    return { open: true, text: t('openUntilDay', { day, time }), status };
  }
  if (status.state === 'closing')
    return { open: true, text: t('closesIn', { minutes: String(status.minutes) }), status };
  if (status.opensAt === null) return { open: false, text: t('closedNow'), status };
  const time = clockText(status.opensAt, zone, lang);
  const day = wallClock(status.opensAt, zone).date;
  const text =
    day === status.today
      ? t('opensAt', { time })
      : day === addDays(status.today, 1)
        ? t('opensTomorrow', { time })
        : t('opensOn', { day: weekdayName(weekdayOfDate(day), lang), time });
  return { open: false, text, status };
}

/** The exceptions from today on, the nearest first, at most `count`. */
export const comingExceptions = (module: ModuleOf<'hours'>, today: string, count = 6) =>
  module.exceptions
    .filter((e) => e.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, count);

/** A price in öre or cents: "125 kr", "12,50 €" in the reader's format. */
export const priceText = (minor: number, currency: string, lang: Lang) =>
  new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency,
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);

/** "lördag 12 december 2026 18:00–23:00" (or over two days, both written out) in the event's zone. */
export function eventWhen(event: ModuleOf<'event'>, lang: Lang) {
  const at = (local: string) =>
    instantOf(
      local.slice(0, 10),
      Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)),
      event.timeZone,
    );
  const day = new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: event.timeZone,
  });
  const start = at(event.start);
  const end = at(event.end);
  const sameDay = event.start.slice(0, 10) === event.end.slice(0, 10);
  const from = `${day.format(start)} ${clockText(start, event.timeZone, lang)}`;
  return sameDay
    ? `${from}–${clockText(end, event.timeZone, lang)}`
    : `${from} – ${day.format(end)} ${clockText(end, event.timeZone, lang)}`;
}
