// Clicks in a tag through the server's handler (issue 34): each kind of element's click address answers 302 to
// its saved address (a ping 204) and counts on the arm of the variant it names, within the view counter's
// settle; bots and the owner's ?count=false count nothing; a flood from one address counts as views do; a forged
// address (another tag's module, an item out of range, an unknown variant, a locked tag's redirect) is 404 and
// counts nothing.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { dynatagArms, dynatags, viewDays } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { apiTag } from '../dynatags/public-test-kit';
import { ownerWithCompany, pdf } from '../dynatags/test-kit';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const MODULES = [
  {
    id: 'txt',
    type: 'wysiwyg',
    html: '<p>See <a href="https://example.com/a?x=1&amp;y=2">our terms</a> or <a href="mailto:info@example.com">mail us</a></p>',
  },
  {
    id: 'lnk',
    type: 'links',
    links: [
      { text: 'Shop', url: 'https://shop.example.com/', color: '#224466' },
      { text: 'Book', url: 'https://book.example.com/?a=1', color: '#224466' },
    ],
  },
  { id: 'fil', type: 'files', files: ['upload:0'] },
  {
    id: 'ppl',
    type: 'contacts',
    contacts: [{ name: 'Desk', information: '', phone: '+46 70 123 45 67', email: 'desk@example.com' }],
  },
  { id: 'soc', type: 'socials', links: { instagram: 'https://instagram.com/kajen' } },
  { id: 'map', type: 'map', center: { lat: 57.7, lng: 11.97 }, zoom: 14 },
  {
    id: 'evt',
    type: 'event',
    name: 'Jazz night',
    start: '2026-02-14T19:00',
    end: '2026-02-14T23:30',
    timeZone: 'Europe/Stockholm',
    position: { lat: 57.7, lng: 11.96 },
  },
];

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithCompany(t, 'Café Kajen');
  // As a server does at its start: the writer's thread is up before the first click.
  await t.pages.counter.start();
});
afterAll(() => t.close());

async function tagWithVariant() {
  const tag = await apiTag(t, owner.owner, owner.company.shortId, { modules: MODULES }, [pdf('menu.pdf')]);
  await t.db
    .update(dynatags)
    .set({
      variants: [
        {
          key: 'b',
          name: 'Bold',
          modules: [
            {
              id: 'lnk2',
              type: 'links',
              links: [{ text: 'Shop now', url: 'https://shop.example.com/b', color: '#224466' }],
            },
          ],
        },
      ],
    })
    .where(eq(dynatags.id, tag.id));
  return tag;
}

const click = (path: string, ip = '10.7.0.1', init: RequestInit & { ua?: string } = {}) =>
  t.handle(
    new Request(`${BASE}${path}`, {
      method: init.method ?? 'GET',
      body: init.body ?? null,
      headers: {
        'user-agent': init.ua ?? PHONE,
        'x-forwarded-for': ip,
        ...(init.headers as Record<string, string>),
      },
    }),
  );

/** The clicks counted on a tag's arm of `variant` ('' own content): total and unique summed over days. */
async function clicksOn(tagId: number, variant: string, settle = true) {
  if (settle) await t.pages.settle();
  const [arm] = await t.db
    .select({ id: dynatagArms.id })
    .from(dynatagArms)
    .where(and(eq(dynatagArms.dynatagId, tagId), eq(dynatagArms.variant, variant)));
  if (!arm) return { total: 0, unique: 0 };
  const rows = await t.db
    .select()
    .from(viewDays)
    .where(and(eq(viewDays.targetType, 'tagClick'), eq(viewDays.targetId, arm.id)));
  return rows.reduce((sum, r) => ({ total: sum.total + r.total, unique: sum.unique + r.unique }), {
    total: 0,
    unique: 0,
  });
}

test('a click on each kind of element answers 302 to its saved address and counts on its arm', async () => {
  const tag = await tagWithVariant();
  const file = tag.detail.files[0]!;
  const k = (variant: string, module: string, item: string) =>
    `/d/${tag.shortId}/k/${variant}/${module}/${item}`;
  const expected: [string, string][] = [
    [k('-', 'txt', '0'), 'https://example.com/a?x=1&y=2'],
    [k('-', 'lnk', '0'), 'https://shop.example.com/'],
    [k('-', 'lnk', '1'), 'https://book.example.com/?a=1'],
    [k('-', 'fil', '0'), file.path],
    [k('-', 'soc', 'instagram'), 'https://instagram.com/kajen'],
    [k('-', 'map', 'map'), 'https://www.openstreetmap.org/?mlat=57.7&mlon=11.97#map=14/57.7/11.97'],
    [k('-', 'evt', 'ics'), `/api/v1/dynatags/public/${tag.shortId}/events/evt.ics`],
    [k('-', 'evt', 'map'), 'https://www.openstreetmap.org/?mlat=57.7&mlon=11.96#map=16/57.7/11.96'],
    [k('b', 'lnk2', '0'), 'https://shop.example.com/b'],
  ];
  for (const [path, location] of expected) {
    const res = await click(path, '10.7.1.1', { headers: { referer: `${BASE}/d/${tag.shortId}?s=q` } });
    expect([path, res.status, res.headers.get('location')]).toEqual([path, 302, location]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  }
  // A call, a mail and rich text's mail link: the ping their links carry (POST, body PING as text/ping) → 204.
  for (const path of [k('-', 'ppl', '0t'), k('-', 'ppl', '0m'), k('-', 'txt', '1')]) {
    const ping = await click(path, '10.7.1.2', {
      method: 'POST',
      body: 'PING',
      headers: {
        'content-type': 'text/ping',
        'ping-from': `${BASE}/d/${tag.shortId}`,
        'ping-to': 'tel:+46701234567',
      },
    });
    expect([path, ping.status]).toEqual([path, 204]);
  }
  // A mail address is never redirected to: its GET is 404.
  expect((await click(k('-', 'ppl', '0m'))).status).toBe(404);
  // In the rollups without waiting on the counter, as the statistics read them: within a second.
  const started = performance.now();
  while ((await clicksOn(tag.id, '', false)).total < 11 && performance.now() - started < 5000)
    await Bun.sleep(20);
  console.info(`clicks in the rollups after ${Math.round(performance.now() - started)} ms`);
  expect(performance.now() - started).toBeLessThan(1000);
  expect(await clicksOn(tag.id, '')).toEqual({ total: 11, unique: 2 });
  expect(await clicksOn(tag.id, 'b')).toEqual({ total: 1, unique: 1 });
});

test('forged addresses are 404 and count nothing', async () => {
  const tag = await tagWithVariant();
  const other = await tagWithVariant();
  const stranger = await ownerWithCompany(t, 'Other AB');
  const theirs = await apiTag(t, stranger.owner, stranger.company.shortId, { modules: MODULES }, [pdf()]);
  const forged = [
    `/d/${tag.shortId}/k/-/lnk/2`, // out of range
    `/d/${tag.shortId}/k/-/lnk/-1`,
    `/d/${tag.shortId}/k/-/lnk2/0`, // the variant's module under own content
    `/d/${tag.shortId}/k/b/lnk/0`, // own content's module under the variant
    `/d/${tag.shortId}/k/zz/lnk/0`, // no such variant
    `/d/${tag.shortId}/k/-/nope/0`,
    `/d/${tag.shortId}/k/-/ppl/1t`,
    `/d/${tag.shortId}/k/-/soc/facebook`,
    `/d/${tag.shortId}/k/-/fil/1`,
    `/d/nosuchtag/k/-/lnk/0`,
  ];
  for (const path of forged) {
    const res = await click(path);
    expect([path, res.status, res.headers.get('location')]).toEqual([path, 404, null]);
  }
  const ping = await click(`/d/${tag.shortId}/k/-/ppl/5m`, '10.7.0.1', { method: 'POST', body: 'PING' });
  expect(ping.status).toBe(404);
  // Another tag's (and another company's) elements answer under their own tag only, and count there.
  expect((await click(`/d/${other.shortId}/k/-/lnk/0`)).status).toBe(302);
  expect((await click(`/d/${theirs.shortId}/k/-/lnk/0`)).status).toBe(302);
  expect(await clicksOn(tag.id, '')).toEqual({ total: 0, unique: 0 });
  expect(await clicksOn(tag.id, 'b')).toEqual({ total: 0, unique: 0 });
  expect((await clicksOn(other.id, '')).total).toBe(1);
  expect((await clicksOn(theirs.id, '')).total).toBe(1);
});

test('a locked tag never redirects (its page pings), but its pings count', async () => {
  const tag = await tagWithVariant();
  await t.db.update(dynatags).set({ passcode: 'secret' }).where(eq(dynatags.id, tag.id));
  const res = await click(`/d/${tag.shortId}/k/-/lnk/0`);
  expect([res.status, res.headers.get('location')]).toEqual([404, null]);
  const ping = await click(`/d/${tag.shortId}/k/-/lnk/0`, '10.7.3.1', { method: 'POST', body: 'PING' });
  expect(ping.status).toBe(204);
  expect(await clicksOn(tag.id, '')).toEqual({ total: 1, unique: 1 });
});

test('10,000 clicks by bots, HEAD, prefetches and the owner’s ?count=false count as none', async () => {
  const tag = await tagWithVariant();
  const path = `/d/${tag.shortId}/k/-/lnk/0`;
  const bots = [
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'facebookexternalhit/1.1',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'curl/8.4.0',
  ];
  const answers = await Promise.all(
    Array.from({ length: 10_000 }, (_, i) => click(path, `10.8.${i >> 8}.${i & 255}`, { ua: bots[i % 5] })),
  );
  expect(answers.every((a) => a.status === 302)).toBe(true);
  await click(path, '10.8.99.1', { method: 'HEAD' });
  await click(path, '10.8.99.2', { headers: { 'sec-purpose': 'prefetch' } });
  await click(`${path}?count=false`, '10.8.99.3');
  await click(path, '10.8.99.4', { headers: { referer: `${BASE}/d/${tag.shortId}?count=false` } });
  expect(await clicksOn(tag.id, '')).toEqual({ total: 0, unique: 0 });
  expect(t.pages.counter.lost).toBe(0);
});

test('1,000 clicks from one address: each in the total, one unique a day, as views', async () => {
  const tag = await tagWithVariant();
  const path = `/d/${tag.shortId}/k/b/lnk2/0`;
  const answers = await Promise.all(Array.from({ length: 1000 }, () => click(path, '10.9.9.9')));
  expect(answers.every((a) => a.status === 302)).toBe(true);
  expect(await clicksOn(tag.id, 'b')).toEqual({ total: 1000, unique: 1 });
  expect(await clicksOn(tag.id, '')).toEqual({ total: 0, unique: 0 });
});

test('a form’s accepted answers are a click of it; a repeat, the honeypot and a refusal are not', async () => {
  const form = {
    id: 'ask',
    type: 'form',
    consent: 'I agree that Café Kajen keeps my answers to reply.',
    questions: [{ id: 'q', type: 'short', label: 'Question', required: true }],
  };
  const tag = await apiTag(t, owner.owner, owner.company.shortId, { modules: [form] });
  const path = `/api/v1/dynatags/public/${tag.shortId}/forms/ask`;
  const send = async (body: Record<string, unknown>, variant = '') => {
    const token = await click(`${path}/token`, '10.6.0.1');
    t.clock.advance(20_000);
    const { data } = (await token.json()) as { data: { token: string } };
    return click(path, '10.6.0.1', {
      method: 'POST',
      body: JSON.stringify({
        fullName: 'Anna Berg',
        email: 'anna@example.com',
        phone: '',
        token: data.token,
        ...body,
      }),
      headers: { 'content-type': 'application/json', 'x-tag-variant': variant },
    });
  };
  expect((await send({ answers: {} })).status).toBe(422);
  expect((await send({ answers: { q: 'Open on Sunday?' } }, 'nosuch')).status).toBe(201);
  expect((await send({ answers: { q: 'Open on Sunday?' } })).status).toBe(200);
  expect((await send({ answers: { q: 'Hi' }, website: 'spam.example' })).status).toBe(201);
  expect(await clicksOn(tag.id, '')).toEqual({ total: 1, unique: 1 });
});
