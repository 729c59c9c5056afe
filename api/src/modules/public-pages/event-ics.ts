// An event module as an iCalendar file (RFC 5545) for "Add to calendar": one VEVENT with a stable UID (the
// tag and the module), DTSTAMP, DTSTART and DTEND in UTC (the module's wall-clock times through its time
// zone, so no VTIMEZONE is needed), text escaped (§3.3.11), lines ended by CRLF and folded at 75 octets (§3.1).
import type { ModuleOf } from '@shared/schemas/dynatag-modules';
import { instantOf } from '@shared/venue/zone';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** 'YYYY-MM-DDTHH:MM' in `zone` as an instant. */
export const eventInstant = (local: string, zone: string) =>
  instantOf(local.slice(0, 10), minutesOf(local.slice(11, 16)), zone);

/** An instant as a UTC DATE-TIME: 20261212T170000Z. */
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** TEXT per RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** A content line folded so that no line is longer than 75 octets, never inside a UTF-8 character (§3.1). */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each further one starts with a space, so holds 74 more.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export type EventIcsInput = {
  event: ModuleOf<'event'>;
  tagId: string;
  /** The page of the tag, for URL, and the service's host, for the UID. */
  pageUrl: string;
  host: string;
  now: number;
};

export function eventIcs({ event, tagId, pageUrl, host, now }: EventIcsInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dynacard//Dynatag event//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${tagId}-${event.id}@${host}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(eventInstant(event.start, event.timeZone))}`,
    `DTEND:${utc(eventInstant(event.end, event.timeZone))}`,
    `SUMMARY:${icsText(event.name)}`,
    event.place && `LOCATION:${icsText(event.place)}`,
    event.position && `GEO:${event.position.lat};${event.position.lng}`,
    event.description && `DESCRIPTION:${icsText(event.description)}`,
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter((line): line is string => Boolean(line));
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The download's Content-Disposition: the event's name, in ASCII and (RFC 6266) in UTF-8. */
export function icsDisposition(name: string): string {
  const base =
    name
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 60) || 'event';
  const ascii =
    base
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim() || 'event';
  return `attachment; filename="${ascii}.ics"; filename*=UTF-8''${encodeURIComponent(`${base}.ics`)}`;
}
