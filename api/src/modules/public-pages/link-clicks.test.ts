// A click on a person's own link through the server's handler (issue 32): GET /p/{shortId}/l/{id} answers 302 to
// the saved address and the click appears in the profile's statistics with the source of the page it was on;
// unknown, removed and other profiles' links are 404; a flood from one address is counted as views are (each in
// the total, unique once) and stalls nothing.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { seedUser, signIn } from '../../../test/factories';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type Link = { id: number; url: string; href: string };
type Clicks = {
  total: number;
  unique: number;
  bySource: Record<string, number>;
  links: { id: number; total: number; unique: number; bySource: Record<string, number> }[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function withLinks() {
  const user = await seedUser(t);
  const c = await signIn(t, user);
  const [profile] = (await c.get<{ shortId: string }[]>('/api/v1/profiles')).body.data;
  const saved = await c.patch<{ links: Link[] }>(`/api/v1/profiles/${profile.shortId}`, {
    links: [
      { label: 'Book a meeting', url: 'https://cal.example.com/anna?x=1', featured: true },
      { label: 'Catalogue', url: 'https://example.com/catalogue' },
    ],
  });
  return { user, c, shortId: profile.shortId, links: saved.body.data.links };
}

/** A click as a phone sends it, from `ip`, with the page it was on as the Referer (or none). */
const click = (href: string, ip: string, referer?: string) =>
  t.handle(
    new Request(`${BASE}${href}`, {
      headers: { 'user-agent': PHONE, 'x-forwarded-for': ip, ...(referer ? { referer } : {}) },
    }),
  );

async function clicksOf(c: Awaited<ReturnType<typeof withLinks>>['c'], shortId: string) {
  await t.pages.settle();
  const stats = await c.get<{ total: number; clicks: Clicks }>(`/api/v1/profiles/${shortId}/statistics`);
  expect(stats.status).toBe(200);
  return stats.body.data.clicks;
}

test('a click answers 302 to the saved address and is counted by the source of the page it was on', async () => {
  const { user, c, shortId, links } = await withLinks();
  const [meeting, catalogue] = links;
  const qr = await click(meeting.href, '10.9.0.1', `${BASE}/p/${user.shortId}?s=q`);
  expect(qr.status).toBe(302);
  expect(qr.headers.get('location')).toBe('https://cal.example.com/anna?x=1');
  expect(qr.headers.get('cache-control')).toBe('no-store');
  await click(meeting.href, '10.9.0.2', `${BASE}/p/${shortId}?s=n`);
  await click(meeting.href, '10.9.0.3', `${BASE}/c/AbCdEf12?s=q`);
  await click(catalogue.href, '10.9.0.4');
  await click(catalogue.href, '10.9.0.5', 'https://news.example.org/story');
  // A bot (a link preview) is not a click.
  await t.handle(new Request(`${BASE}${catalogue.href}`, { headers: { 'user-agent': 'WhatsApp/2.23' } }));
  const clicks = await clicksOf(c, shortId);
  expect(clicks.total).toBe(5);
  expect(clicks.bySource).toEqual({ qr: 2, nfc: 1, referrer: 1, direct: 1 });
  expect(clicks.links.map((l) => [l.id, l.total, l.unique])).toEqual([
    [meeting.id, 3, 3],
    [catalogue.id, 2, 2],
  ]);
  expect(clicks.links[0].bySource).toEqual({ qr: 2, nfc: 1, referrer: 0, direct: 0 });
  // Views are not clicks: the profile's own views are untouched.
  expect((await c.get<{ total: number }>(`/api/v1/profiles/${shortId}/statistics`)).body.data.total).toBe(0);
});

test('unknown, removed and other profiles’ links are 404, never a redirect', async () => {
  const mine = await withLinks();
  const theirs = await withLinks();
  expect((await click(`/p/${mine.shortId}/l/999999`, '10.9.1.1')).status).toBe(404);
  expect((await click(`/p/${mine.shortId}/l/abc`, '10.9.1.1')).status).toBe(404);
  // Another profile's link under my address: not mine.
  expect((await click(`/p/${mine.shortId}/l/${theirs.links[0].id}`, '10.9.1.1')).status).toBe(404);
  // Removed later: the address the page had is gone.
  const kept = mine.links[1];
  const saved = await mine.c.patch(`/api/v1/profiles/${mine.shortId}`, {
    links: [{ id: kept.id, label: 'Catalogue', url: kept.url }],
  });
  expect(saved.status).toBe(200);
  const removed = await click(mine.links[0].href, '10.9.1.1');
  expect(removed.status).toBe(404);
  expect(removed.headers.get('location')).toBeNull();
  expect((await click(mine.links[1].href, '10.9.1.1')).status).toBe(302);
  const clicks = await clicksOf(mine.c, mine.shortId);
  expect(clicks.links.map((l) => l.total)).toEqual([1]);
});

test('1,000 clicks from one address: each in the total and one unique, as views; the page still answers', async () => {
  const { user, c, shortId, links } = await withLinks();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 1000 }, () => click(links[1].href, '10.9.2.2', `${BASE}/p/${user.shortId}`)),
  );
  const took = performance.now() - started;
  expect(answers.every((a) => a.status === 302)).toBe(true);
  // The clicks are queued, not written while answering: the whole flood takes far less than a write each.
  expect(took).toBeLessThan(10_000);
  const page = performance.now();
  expect((await t.client().get(`/api/v1/profiles/${shortId}`)).status).toBe(200);
  expect(performance.now() - page).toBeLessThan(2_000);
  const clicks = await clicksOf(c, shortId);
  expect(clicks.links[1]).toMatchObject({ total: 1000, unique: 1 });
  expect(clicks.bySource.direct).toBe(1000);
  expect(t.pages.counter.lost).toBe(0);
});
