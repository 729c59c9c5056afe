// The opening hours, menu, event and coupon modules end to end: stored through the owners' API (and refused
// with 422 naming the field), rendered on /d with the injectable clock (the hours' line, the coupon before
// and after its last day, the cached page dropped when the line changes), the event's .ics parsed back, and
// /d with every new module within the page budget (HTML + CSS ≤ 14 KB gzip, JavaScript ≤ 5 KB).
// Renders the built site: run `bun run build` first.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dynatags } from '@db/schema';
import { instantOf } from '@shared/venue/zone';
import { eq } from 'drizzle-orm';
import { BASE, createTestApp, SITE_DIST, type TestApp } from '../../../test/harness';
import { apiTag } from '../dynatags/public-test-kit';
import { ownerWithCompany, patchTag } from '../dynatags/test-kit';
import { fold } from './event-ics';

if (!existsSync(join(SITE_DIST, 'server', 'entry.mjs'))) {
  throw new Error('The /d page tests render the built site: run `bun run build` first.');
}

const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const zone = 'Europe/Stockholm';
/** An instant by Stockholm's wall clock. */
const at = (date: string, time: string) =>
  instantOf(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), zone);
const weekday = [{ open: '10:00', close: '18:00' }];

const HOURS = {
  id: 'hours',
  type: 'hours',
  title: 'Opening hours',
  timeZone: zone,
  week: [weekday, weekday, weekday, weekday, weekday, [{ open: '11:00', close: '15:00' }], []],
  exceptions: [{ date: '2026-01-16', spans: [], note: 'Staff day' }],
};
const MENU = {
  id: 'menu',
  type: 'menu',
  title: 'Menu',
  currency: 'SEK',
  sections: [
    {
      name: 'Lunch',
      items: [
        { name: 'Fish soup', description: 'Cod, mussels, saffron', price: 14500, notes: 'Contains fish' },
        { name: 'Bread', price: 1250 },
      ],
    },
    { name: 'Coffee', items: [{ name: 'Espresso', price: 3500, notes: 'Oat milk on request' }] },
  ],
};
const EVENT = {
  id: 'evt',
  type: 'event',
  name: 'Jazz night; live, at the harbour',
  start: '2026-02-14T19:00',
  end: '2026-02-14T23:30',
  timeZone: zone,
  place: 'Kajen 4, Göteborg',
  position: { lat: 57.7, lng: 11.96 },
  description: `Doors at 18:30.\nTickets at the door, ${'long words '.repeat(12)}`,
};
const COUPON = {
  id: 'cpn',
  type: 'coupon',
  title: 'Coupon',
  code: 'JAZZ-2026',
  description: '10 % off your first coffee',
  lastDay: '2026-01-31',
  timeZone: zone,
};

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp({}, {}, { site: true });
  owner = await ownerWithCompany(t, 'Café Kajen');
});
afterAll(() => t.close());

const makeTag = (modules: unknown[]) => apiTag(t, owner.owner, owner.company.shortId, { modules });
async function page(shortId: string) {
  const response = await t.handle(
    new Request(`${BASE}/d/${shortId}`, { headers: { 'user-agent': UA, 'accept-language': 'en' } }),
  );
  return { status: response.status, html: await response.text(), headers: response.headers };
}

describe('the four modules through the API', () => {
  test('a valid one of each is stored as sent', async () => {
    const tag = await makeTag([HOURS, MENU, EVENT, COUPON]);
    expect(tag.detail.modules).toEqual([HOURS, MENU, EVENT, COUPON] as never);
  });

  const INVALID: [Record<string, unknown>, string, string][] = [
    [{ ...HOURS, timeZone: 'Mars/Olympus' }, 'timeZone', 'Choose a time zone such as Europe/Stockholm'],
    [{ ...HOURS, week: HOURS.week.slice(1) }, 'week', 'A day opens and closes at different times'],
    [
      { ...HOURS, week: [[{ open: '25:00', close: '18:00' }], ...HOURS.week.slice(1)] },
      'week.0.0.open',
      'Enter a time as HH:MM (24:00 for midnight)',
    ],
    [
      { ...HOURS, week: [[{ open: '10:00', close: '10:00' }], ...HOURS.week.slice(1)] },
      'week.0.0.close',
      'A day opens and closes at different times',
    ],
    [
      { ...HOURS, exceptions: [{ date: '2026-13-01', spans: [] }] },
      'exceptions.0.date',
      'Enter a date as YYYY-MM-DD',
    ],
    [{ ...MENU, currency: 'USD' }, 'currency', 'Choose SEK or EUR'],
    [
      { ...MENU, sections: [{ name: 'Lunch', items: [{ name: 'Soup', price: 12.5 }] }] },
      'sections.0.items.0.price',
      'Enter a price of 0 or more',
    ],
    [
      { ...MENU, sections: [{ name: ' ', items: [] }] },
      'sections.0.name',
      'Enter a name (1 to 200 characters)',
    ],
    [{ ...MENU, sections: [] }, 'sections', 'A menu has 1 to 20 sections'],
    [{ ...EVENT, start: '2026-02-14 19:00' }, 'start', 'Enter a date and time'],
    [{ ...EVENT, end: '2026-02-14T18:00' }, 'end', 'The event must end after it starts'],
    [{ ...EVENT, timeZone: 'Stockholm' }, 'timeZone', 'Choose a time zone such as Europe/Stockholm'],
    [{ ...EVENT, position: { lat: 99, lng: 0 } }, 'position.lat', 'Choose a place on the map'],
    [{ ...COUPON, code: ' JAZZ' }, 'code', 'Enter the code (1 to 64 characters, no spaces at its ends)'],
    [{ ...COUPON, lastDay: '31.01.2026' }, 'lastDay', 'Enter a date as YYYY-MM-DD'],
  ];

  test('a wrong field of each is refused with 422, its field and message, and nothing changes', async () => {
    const tag = await makeTag([COUPON]);
    for (const [module, field, message] of INVALID) {
      const res = await patchTag(owner.owner.c, tag.shortId, { baseVersion: 1, modules: [COUPON, module] });
      expect([module.type, res.status, res.body.errors[0].field, res.body.message]).toEqual([
        module.type,
        422,
        `modules.1.${field}`,
        message,
      ]);
    }
    const [row] = await t.db.select().from(dynatags).where(eq(dynatags.shortId, tag.shortId));
    expect([row!.version, row!.modules.length]).toEqual([1, 1]);
  });
});

describe('on the page /d, by the clock', () => {
  test('the hours say open, closing in minutes, closed and when it opens; the cached page lasts until then', async () => {
    t.clock.set(at('2026-01-15', '12:00')); // a Thursday
    const tag = await makeTag([HOURS, MENU]);
    const noon = await page(tag.shortId);
    expect(noon.status).toBe(200);
    expect(noon.html).toContain('Open now, until 18:00');
    expect(noon.html).toMatch(/<tr aria-current="date"><th scope="row">Thursday<\/th><td>10:00–18:00<\/td>/);
    expect(noon.html).toContain('Staff day');
    // The menu: prices from öre in the reader's format, notes.
    expect(noon.html).toMatch(/<span>SEK\u00a0145<\/span>/);
    expect(noon.html).toMatch(/<span>SEK\u00a012\.50<\/span>/);
    expect(noon.html).toContain('Oat milk on request');
    // Still the cached page at 16:59; at 17:00 the line counts down, and it is rendered again each minute.
    t.clock.set(at('2026-01-15', '16:59'));
    const cached = await page(tag.shortId);
    expect([cached.html, cached.headers.get('etag')]).toEqual([noon.html, noon.headers.get('etag')]);
    t.clock.set(at('2026-01-15', '17:40'));
    expect((await page(tag.shortId)).html).toContain('Closes in 20 min');
    t.clock.set(at('2026-01-15', '17:41'));
    expect((await page(tag.shortId)).html).toContain('Closes in 19 min');
    // Friday is the staff day: closed, opening on Saturday at 11.
    t.clock.set(at('2026-01-15', '18:00'));
    expect((await page(tag.shortId)).html).toContain('Opens Saturday at 11:00');
    t.clock.set(at('2026-01-16', '09:00'));
    expect((await page(tag.shortId)).html).toContain('Opens tomorrow at 11:00');
    t.clock.set(at('2026-01-17', '09:00'));
    expect((await page(tag.shortId)).html).toContain('Opens at 11:00');
  });

  test('the coupon shows its code behind a tap until its last day, then says it has ended without the code', async () => {
    t.clock.set(at('2026-01-31', '23:59'));
    const tag = await makeTag([COUPON]);
    const before = await page(tag.shortId);
    expect(before.html).toMatch(/<details class="cp"><summary class="btn main">Show the code<\/summary>/);
    expect(before.html).toContain('JAZZ-2026');
    expect(before.html).toContain('Valid until 31 January');
    const api = await t.client().get(`/api/v1/dynatags/public/${tag.shortId}`);
    expect(JSON.stringify(api.body)).toContain('JAZZ-2026');
    t.clock.set(at('2026-02-01', '00:00'));
    const after = await page(tag.shortId);
    expect(after.html).toContain('This offer has ended');
    expect(after.html).not.toContain('JAZZ-2026');
    const ended = await t.client().get(`/api/v1/dynatags/public/${tag.shortId}`);
    expect(JSON.stringify(ended.body)).not.toContain('JAZZ-2026');
  });
});

/** The content lines of an iCalendar text, unfolded (RFC 5545 §3.1), as [name with params, value]. */
function parseIcs(text: string): [string, string][] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  for (const line of text.split('\r\n'))
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}
const icsUnescape = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([\\;,])/g, '$1');

describe('Add to calendar', () => {
  test('the event page links an .ics that parses to the event, in UTC, escaped and folded', async () => {
    t.clock.set(at('2026-01-20', '08:00'));
    const tag = await makeTag([EVENT]);
    const { html } = await page(tag.shortId);
    // Through the tag's click address (issue 34), which counts it and answers with the calendar file's address.
    const click = await t.handle(new Request(`${BASE}/d/${tag.shortId}/k/-/evt/ics`));
    expect(html).toContain(`href="/d/${tag.shortId}/k/-/evt/ics" download`);
    const href = `/api/v1/dynatags/public/${tag.shortId}/events/evt.ics`;
    expect([click.status, click.headers.get('location')]).toEqual([302, href]);
    expect(html).toContain('Saturday, 14 February 2026 19:00–23:30');
    const res = await t.handle(new Request(`${BASE}${href}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(
      'attachment; filename="Jazz night live at the harbour.ics"',
    );
    const lines = parseIcs(await res.text());
    const value = (name: string) => lines.find(([n]) => n === name)?.[1];
    expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
    expect(value('VERSION')).toBe('2.0');
    expect(value('PRODID')).toBeTruthy();
    expect(value('UID')).toBe(`${tag.shortId}-evt@${new URL(BASE).host}`);
    expect(value('DTSTAMP')).toBe('20260120T070000Z');
    // 19:00 in Stockholm in winter is 18:00 UTC.
    expect(value('DTSTART')).toBe('20260214T180000Z');
    expect(value('DTEND')).toBe('20260214T223000Z');
    expect(icsUnescape(value('SUMMARY')!)).toBe(EVENT.name);
    expect(value('SUMMARY')).toBe('Jazz night\\; live\\, at the harbour');
    expect(icsUnescape(value('LOCATION')!)).toBe(EVENT.place);
    expect(icsUnescape(value('DESCRIPTION')!)).toBe(EVENT.description);
    expect(value('GEO')).toBe('57.7;11.96');
    expect(value('URL')).toBe(`${t.deps.config.publicUrl}/d/${tag.shortId}`);
  });

  test('no such event, another module, or a locked tag: 404', async () => {
    const open = await makeTag([EVENT, COUPON]);
    for (const file of ['nope.ics', 'cpn.ics']) {
      const res = await t.handle(
        new Request(`${BASE}/api/v1/dynatags/public/${open.shortId}/events/${file}`),
      );
      expect(res.status).toBe(404);
    }
    const locked = await apiTag(t, owner.owner, owner.company.shortId, {
      modules: [EVENT],
      passcode: 'secret',
    });
    const res = await t.handle(
      new Request(`${BASE}/api/v1/dynatags/public/${locked.shortId}/events/evt.ics`),
    );
    expect(res.status).toBe(404);
  });

  test('folding never splits a character and keeps lines within 75 octets', () => {
    const line = `DESCRIPTION:${'åäö€'.repeat(40)}`;
    const folded = fold(line);
    for (const part of folded.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('the page budget with every new module', () => {
  test('HTML + CSS ≤ 14 KB gzip and no JavaScript, in each language', async () => {
    t.clock.set(at('2026-01-15', '12:00'));
    const tag = await makeTag([HOURS, MENU, EVENT, COUPON]);
    for (const lang of ['sv', 'en', 'fi']) {
      const res = await t.handle(
        new Request(`${BASE}/d/${tag.shortId}`, {
          headers: { 'user-agent': UA, cookie: `targetLang=${lang}` },
        }),
      );
      const html = await res.text();
      const gzip = Bun.gzipSync(html).length;
      expect({ lang, gzip: gzip <= 14 * 1024 }).toEqual({ lang, gzip: true });
      expect(html).not.toContain('<script');
      console.log(`/d with the four modules (${lang}): ${html.length} B, ${gzip} B gzip, no script`);
    }
  });
});
