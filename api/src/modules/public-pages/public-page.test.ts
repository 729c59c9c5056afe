// The public profile page /p/{shortId} through the whole app and the built site (run `bun run build` first):
// what it shows and hides, its language, views, and the page cache that must never show what a change hid.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { profiles, users, viewDays, views } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { and, eq } from 'drizzle-orm';
import { createTestApp, SITE_DIST, type TestApp } from '../../../test/harness';
import { colleague, company, form, imageFile, pdfFile, person, upload } from '../companies/test-kit';
import { setAvatar } from '../users/avatar';

if (!existsSync(join(SITE_DIST, 'server', 'entry.mjs'))) {
  throw new Error('The /p page tests render the built site: run `bun run build` first.');
}

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { site: true });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof person>>;

/** GET /p/{id} as a phone would (its own IP unless given); the page as text. */
async function open(id: string, headers: Record<string, string> = {}, ip?: string) {
  const res = await t.client({ ip }).get(`/p/${id}`, { 'user-agent': IPHONE, ...headers });
  return { status: res.status, headers: res.headers, html: await res.response.text() };
}

/** An owner (subscriber) with a company that shows its colour, and a colleague in it with a full profile. */
async function scene(colleagueFields: Parameters<typeof person>[1] = { subscriber: true }) {
  const owner = await person(t, { subscriber: true, fullName: 'Olivia Owner' });
  const firm = await company(owner.c, {
    name: 'Nordvik Bygg AB',
    color: '#0055aa',
    useColorInProfiles: true,
    websiteUrl: 'https://nordvik.example',
    phone: '+46 8 555 000',
    street: 'Hamngatan 2',
    zipcode: '411 06',
    city: 'Göteborg',
    socialLinks: { linkedin: 'https://linkedin.example/nordvik' },
    customLinks: [{ text: 'Price list online', url: 'https://nordvik.example/prices', color: '#ffcc00' }],
  });
  const mate = await colleague(t, firm.shortId, {
    fullName: 'Erik Johansson',
    description: 'Builds houses that last',
    ...colleagueFields,
  });
  const memberPath = `/api/v1/companies/${firm.shortId}/colleagues/${mate.membership.shortId}`;
  const patched = await mate.c.patch(memberPath, {
    jobTitle: 'Site manager',
    workPhone: '+46 8 555 123',
    workEmail: 'erik@nordvik.example',
    socialLinks: { instagram: 'https://instagram.example/erik' },
  });
  expect(patched.status).toBe(200);
  const [profile] = (await mate.c.get<{ shortId: string }[]>('/api/v1/profiles')).body.data;
  return { owner, firm, mate, memberPath, profileShortId: profile.shortId };
}

const profileIdOf = async (p: Person) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, p.user.id)))[0].id;

async function viewsOn(profileId: number) {
  await t.pages.settle();
  const [row] = await t.db
    .select()
    .from(viewDays)
    .where(and(eq(viewDays.targetType, 'profile'), eq(viewDays.targetId, profileId)));
  return { total: row?.total ?? 0, unique: row?.unique ?? 0 };
}

describe('the page', () => {
  test('server-rendered, noindex, with the profile, its company and links; no script but the island', async () => {
    const { mate, profileShortId } = await scene();
    const page = await open(mate.user.shortId);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const { html } = page;
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain('<title>Erik Johansson – Dynacard</title>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost/p/${profileShortId}">`);
    expect(html).toContain('<meta property="og:title" content="Erik Johansson – Dynacard">');
    expect(html).toContain('<meta property="og:description" content="Builds houses that last">');
    expect(html).toContain('<h1>Erik Johansson</h1>');
    expect(html).toContain('Nordvik Bygg AB');
    expect(html).toContain('Site manager');
    expect(html).toContain('href="tel:+468555123"');
    expect(html).toContain('href="mailto:erik@nordvik.example"');
    expect(html).toContain('Hamngatan 2, 411 06 Göteborg');
    expect(html).toContain('href="https://nordvik.example"');
    expect(html).toContain('href="https://linkedin.example/nordvik"');
    expect(html).toContain('href="https://instagram.example/erik"');
    expect(html).toContain(`href="/api/v1/profiles/${profileShortId}/vcard" download`);
    // The site's header, footer, stylesheet and React never come along: the one script is the save-contact
    // island (inlined, or a small module when it shares its pending-contact code with the dashboard).
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).not.toContain('<header class="navbar');
    // Every script is an island's (a custom element, inline or a small module) or the in-app browser notice's
    // few lines (InAppBrowser.astro); the only other asset the page loads from the build is its typeface.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      const island = /src="\/_astro\/(SaveContact|ExchangeContact|ShareCard)[^"]*\.js"/.test(attributes);
      const inApp = !attributes.trim() && inline.includes("getElementById('iab')") && inline.length < 600;
      expect(island || inApp || inline.includes('customElements.define')).toBe(true);
    }
    expect(html).toContain('<share-card');
    expect(
      [...html.matchAll(/\/_astro\/[^"]+/g)].every(([url]) =>
        /^\/_astro\/(SaveContact|ExchangeContact|ShareCard|manrope-card)/.test(url),
      ),
    ).toBe(true);
  });

  test('one-tap actions, brand marks for social links, and share with the address the visitor opened', async () => {
    const { mate, profileShortId } = await scene();
    const { html } = await open(`${mate.user.shortId}?count=true`);
    const quick = html.match(/<nav class="quick"[\s\S]*?<\/nav>/)?.[0] ?? '';
    expect([...quick.matchAll(/<a href="([^"]+)"/g)].map(([, href]) => href)).toEqual([
      'tel:+468555123',
      'mailto:erik@nordvik.example',
      'https://nordvik.example',
      'https://www.google.com/maps/search/?api=1&amp;query=Hamngatan%202%2C%20411%2006%20G%C3%B6teborg',
    ]);
    expect(quick).toContain('Ring');
    expect(quick).toContain('Hitta hit');
    // The person's networks on top, the company's in its card; each a mark named for screen readers.
    expect(html).toMatch(
      /<a href="https:\/\/instagram\.example\/erik" rel="noopener" aria-label="Instagram" title="Instagram"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/linkedin\.example\/nordvik" rel="noopener" aria-label="LinkedIn"/,
    );
    // Share gives the card's link (the user's, as the card carries it), never the counting one, however the
    // active profile was opened; a subscriber's other profile shares its own link (the user's opens the active one).
    expect(html).toContain(`data-url="http://localhost/p/${mate.user.shortId}"`);
    expect(html).toContain('data-copied="Kopierade länken till urklipp"');
    expect((await open(profileShortId)).html).toContain(`data-url="http://localhost/p/${mate.user.shortId}"`);
    const other = await mate.c.post<{ shortId: string }>('/api/v1/profiles', {
      label: 'Board',
      fullName: 'Erik J',
    });
    expect(other.status).toBe(201);
    const second = await open(other.body.data.shortId);
    expect(second.html).toContain(`data-url="http://localhost/p/${other.body.data.shortId}"`);
  });

  test("the cover: the person's, else the first company's, else a band in the company colour", async () => {
    const { mate, owner, firm } = await scene();
    const band = await open(mate.user.shortId);
    expect(band.html).toContain('<div class="cover"></div>');
    await owner.c.patch(
      `/api/v1/companies/${firm.shortId}`,
      form({ 'files[cover]': await imageFile('png') }),
    );
    const company = await open(mate.user.shortId);
    expect(company.html).toMatch(
      new RegExp(
        `<div class="cover"><img src="/uploads/companies/${firm.shortId}/cover\\?v=[^"]+" width="1600" height="600" alt=""`,
      ),
    );
    await mate.c.patch('/api/v1/users/me', form({ cover: await imageFile('jpeg') }));
    const own = await open(mate.user.shortId);
    expect(own.html).toMatch(
      new RegExp(`<div class="cover"><img src="/uploads/users/${mate.user.shortId}/cover\\?v=`),
    );
    // Hiding the picture hides the person's cover too: the company's is shown instead.
    await mate.c.patch(`/api/v1/companies/${firm.shortId}/colleagues/${mate.membership.shortId}`, {
      hideAvatar: true,
    });
    expect((await open(mate.user.shortId)).html).toContain(
      `<img src="/uploads/companies/${firm.shortId}/cover`,
    );
    await mate.c.delete('/api/v1/users/me/cover');
    await owner.c.delete(`/api/v1/companies/${firm.shortId}/cover`);
    expect((await open(mate.user.shortId)).html).toContain('<div class="cover"></div>');
  });

  test('an unknown or not activated profile is the 404 page with status 404, and counts nothing', async () => {
    for (const id of ['nosuchid00', 'bad id!', 'x'.repeat(40)]) {
      const page = await open(encodeURIComponent(id));
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    const invited = await person(t, { status: 'invited' });
    expect((await open(invited.user.shortId)).status).toBe(404);
    expect((await open(`${invited.user.shortId}?count=true`)).status).toBe(404);
    expect(t.log.lines.filter((line) => line.startsWith('ERROR'))).toEqual([]);
  });

  test('the visitor language: cookie targetLang, then Accept-Language, then Swedish; each cached apart', async () => {
    const { mate } = await scene();
    const id = mate.user.shortId;
    const sv = await open(id);
    expect(sv.html).toStartWith('<!DOCTYPE html><html lang="sv"');
    expect(sv.html).toContain('Ladda ner kontakt');
    const fi = await open(id, { 'accept-language': 'fi-FI,fi;q=0.9,en;q=0.8' });
    expect(fi.html).toContain('<html lang="fi"');
    expect(fi.html).toContain('Lataa yhteystieto');
    const en = await open(id, { cookie: 'targetLang=en', 'accept-language': 'fi-FI' });
    expect(en.html).toContain('<html lang="en"');
    expect(en.html).toContain('Download contact');
    expect(en.html).toContain('Please login or create account to save contacts to your account');
    expect(en.headers.get('vary')).toBe('accept-encoding, accept-language, cookie');
    // Cached now: the same answers again.
    expect((await open(id, { 'accept-language': 'de-DE' })).html).toBe(sv.html);
    expect((await open(id, { cookie: 'x=1; targetLang=en' })).html).toBe(en.html);
    // Negotiated as the site's pages are (shared/http/negotiate.ts): by weight, q=0 refused, an unknown
    // stored choice ignored.
    expect((await open(id, { 'accept-language': 'de, fi;q=0.5, en;q=0.8' })).html).toBe(en.html);
    expect((await open(id, { 'accept-language': 'en;q=0, fi;q=0.1' })).html).toBe(fi.html);
    expect((await open(id, { cookie: 'targetLang=de', 'accept-language': 'fi' })).html).toBe(fi.html);
  });

  test('every address of ours the page links to is answered directly, not by a redirect, in each language', async () => {
    const { mate } = await scene();
    for (const lang of ['sv', 'en', 'fi']) {
      const { html } = await open(mate.user.shortId, { 'accept-language': lang });
      const own = [...html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)"/g)].map((m) =>
        m[1].replaceAll('&amp;', '&'),
      );
      expect(own.some((href) => href.includes('login/?next='))).toBe(true);
      for (const href of new Set(own)) {
        const res = await t.handle(
          new Request(`http://localhost${href}`, {
            headers: { 'sec-fetch-mode': 'navigate', 'accept-language': lang, 'user-agent': IPHONE },
          }),
        );
        expect({ href, status: res.status }).toEqual({ href, status: 200 });
      }
    }
  });

  test('the company colour colours the page only when the company chose it', async () => {
    const { mate, firm, owner } = await scene();
    const colored = await open(mate.user.shortId);
    expect(colored.html).toContain('<html lang="sv" style="--accent:#0055aa;--on-accent:#fff">');
    expect(colored.html).toContain('<section class="card" style="--accent:#0055aa;--on-accent:#fff">');
    await owner.c.patch(`/api/v1/companies/${firm.shortId}`, { color: '#ffcc00' });
    expect((await open(mate.user.shortId)).html).toContain('style="--accent:#ffcc00;--on-accent:#111"');
    await owner.c.patch(`/api/v1/companies/${firm.shortId}`, { useColorInProfiles: false });
    const plain = await open(mate.user.shortId);
    expect(plain.html).toStartWith('<!DOCTYPE html><html lang="sv"><head>');
    expect(plain.html).not.toContain('style="--accent');
  });

  test('custom links and files only while the person subscribes', async () => {
    const { mate, owner, firm } = await scene({ subscriber: false });
    expect(
      (await upload(owner.c, `/api/v1/companies/${firm.shortId}/files`, pdfFile('prices.pdf'))).status,
    ).toBe(201);
    const free = await open(mate.user.shortId);
    expect(free.html).not.toContain('Price list online');
    expect(free.html).not.toContain('prices.pdf');
    await t.db.update(users).set({ activeSubscription: 'monthly' }).where(eq(users.id, mate.user.id));
    const rich = await open(mate.user.shortId);
    expect(rich.html).toContain('style="background:#ffcc00;color:#111;border-color:transparent"');
    expect(rich.html).toContain('Price list online');
    expect(rich.html).toMatch(/<a href="\/uploads\/companies\/\w+\/files\/\w+">prices\.pdf<\/a>/);
  });
});

describe('visibility flags: each hides its part of the page', () => {
  test('hide personal: the personal phone and email', async () => {
    const { mate, memberPath, profileShortId } = await scene();
    await mate.c.patch(`/api/v1/profiles/${profileShortId}`, {
      phone: '+46 70 111 22 33',
      email: 'erik@home.example',
    });
    const shown = await open(mate.user.shortId);
    expect(shown.html).toContain('href="tel:+46701112233"');
    expect(shown.html).toContain('erik@home.example');
    await mate.c.patch(memberPath, { hidePersonal: true });
    const hidden = await open(mate.user.shortId);
    expect(hidden.html).not.toContain('+46 70 111 22 33');
    expect(hidden.html).not.toContain('erik@home.example');
    expect(hidden.html).toContain('erik@nordvik.example');
  });

  test('hide avatar: the photo (the initials take its place)', async () => {
    const { mate, memberPath } = await scene();
    await setAvatar(t.deps, mate.user, await imageFile('png', { width: 300, height: 300 }));
    const shown = await open(mate.user.shortId);
    expect(shown.html).toMatch(
      new RegExp(
        `<img class="avatar" src="/uploads/users/${mate.user.shortId}/avatar\\?v=[^"]+" width="128" height="128"`,
      ),
    );
    expect(shown.html).toContain(
      `<meta property="og:image" content="http://localhost/uploads/users/${mate.user.shortId}/avatar?v=`,
    );
    await mate.c.patch(memberPath, { hideAvatar: true });
    const hidden = await open(mate.user.shortId);
    expect(hidden.html).not.toContain('/avatar');
    expect(hidden.html).toContain('<div class="avatar" aria-hidden="true">EJ</div>');
  });

  test('hide company: the whole company', async () => {
    const { mate, memberPath } = await scene();
    expect((await open(mate.user.shortId)).html).toContain('Nordvik Bygg AB');
    await mate.c.patch(memberPath, { hideCompany: true });
    const hidden = await open(mate.user.shortId);
    expect(hidden.html).not.toContain('Nordvik');
    expect(hidden.html).not.toContain('erik@nordvik.example');
  });
});

describe('views: every visit by a person', () => {
  test('counts each scan, unique once per visitor and day, on cache hits too, and not in the canonical', async () => {
    const { mate, profileShortId } = await scene();
    const id = await profileIdOf(mate);
    // The plain address (what the card, the QR code and a copied link carry) counts.
    const first = await open(mate.user.shortId, {}, '7.7.7.7');
    expect(first.html).toContain(`<link rel="canonical" href="http://localhost/p/${profileShortId}">`);
    // No link of the page is uncounted (only the in-app notice's script builds one, for an already counted visit).
    expect(first.html).not.toMatch(/href="[^"]*count=/);
    expect(await viewsOn(id)).toEqual({ total: 1, unique: 1 });
    expect(t.pages.cache.size).toBeGreaterThan(0);
    const stamp = t.pages.cache.stamp;
    await open(mate.user.shortId, {}, '7.7.7.7'); // a hit: same visitor
    await open(`${mate.user.shortId}?count=true`, {}, '8.8.8.8'); // a hit: another visitor, a card printed before
    expect(await viewsOn(id)).toEqual({ total: 3, unique: 2 });
    // Counting writes profiles.views, which no page shows: the cache stays.
    expect(t.pages.cache.stamp).toBe(stamp);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row.views).toBe(3);
    t.clock.advance(DAY_MS);
    await open(`${mate.user.shortId}?count=true`, {}, '7.7.7.7');
    await t.pages.settle();
    const days = await t.db.select().from(viewDays).where(eq(viewDays.targetId, id));
    expect(days.map((d) => [d.total, d.unique])).toEqual([
      [3, 2],
      [1, 1],
    ]);
  });

  test('scans that arrive together are written in one batch, each visitor unique once', async () => {
    const { mate } = await scene();
    const id = await profileIdOf(mate);
    const scan = (ip: string) =>
      t.handle(
        new Request(`http://localhost/p/${mate.user.shortId}?count=true`, {
          headers: { 'user-agent': IPHONE, 'x-forwarded-for': ip },
        }),
      );
    await scan('9.9.9.1');
    expect(await viewsOn(id)).toEqual({ total: 1, unique: 1 });
    await Promise.all(['9.9.9.1', '9.9.9.2', '9.9.9.1', '9.9.9.3', '9.9.9.2'].map(scan));
    expect(await viewsOn(id)).toEqual({ total: 6, unique: 3 });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row.views).toBe(6);
    const rows = await t.db.select().from(views).where(eq(views.targetId, id));
    // Written in the order of the scans, each visitor's first of the day unique: 9.9.9.1 (seen before),
    // 9.9.9.2, 9.9.9.1 again, 9.9.9.3, 9.9.9.2 again.
    expect(rows.map((r) => r.isUnique)).toEqual([true, false, true, false, true, false]);
  });

  test('bots, link previews, prefetches and the owner’s ?count=false preview count nothing', async () => {
    const { mate, profileShortId } = await scene();
    const id = await profileIdOf(mate);
    await open(`${mate.user.shortId}?count=false`);
    await open(`${profileShortId}?count=false`);
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'WhatsApp/2.23',
      '',
    ]) {
      expect((await open(mate.user.shortId, { 'user-agent': agent })).status).toBe(200);
    }
    await open(mate.user.shortId, { 'sec-purpose': 'prefetch' });
    expect(await viewsOn(id)).toEqual({ total: 0, unique: 0 });
  });

  test('the answer does not wait for the count; a failed count is logged', async () => {
    const { mate } = await scene();
    const id = await profileIdOf(mate);
    const answer = await t.handle(
      new Request(`http://localhost/p/${mate.user.shortId}?count=true`, {
        headers: { 'user-agent': IPHONE },
      }),
    );
    expect(answer.status).toBe(200);
    expect(t.pages.counter.pending).toBe(1); // answered, not yet counted
    expect(await viewsOn(id)).toEqual({ total: 1, unique: 1 });
    // A failing write (in the view writer's thread, on its own connection: the table it writes is gone for a
    // moment): the error reaches the log with the number of views lost.
    await t.deps.database.client.execute('ALTER TABLE views RENAME TO views_away');
    try {
      await open(`${mate.user.shortId}?count=true`);
      await t.pages.settle();
    } finally {
      await t.deps.database.client.execute('ALTER TABLE views_away RENAME TO views');
    }
    expect(t.log.lines.some((l) => l.includes('views could not be counted') && l.includes('"views":1'))).toBe(
      true,
    );
  });
});

describe('HTTP caching', () => {
  test('ETag and 304; brotli or gzip for browsers that take it', async () => {
    const { mate, owner, firm } = await scene();
    const first = await open(mate.user.shortId);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"p\w+"$/);
    const again = await open(mate.user.shortId, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');
    const zipped = await t.client().get(`/p/${mate.user.shortId}`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = new Uint8Array(await zipped.response.arrayBuffer());
    expect(new TextDecoder().decode(Bun.gunzipSync(bytes))).toBe(first.html);
    const brotli = await t.client().get(`/p/${mate.user.shortId}`, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const compressed = Buffer.from(await brotli.response.arrayBuffer());
    expect(brotliDecompressSync(compressed).toString()).toBe(first.html);
    // After a change the old ETag no longer matches: the browser gets the new page.
    await owner.c.patch(`/api/v1/companies/${firm.shortId}`, { name: 'Nordvik Hus AB' });
    const changed = await open(mate.user.shortId, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.html).toContain('Nordvik Hus AB');
  });
});

describe('the page cache never shows what a change hid', () => {
  /** Opens the page twice (the second a cache hit), then changes something and opens it again. */
  async function cachedThenChanged(id: string, change: () => Promise<unknown>) {
    const before = await open(id);
    expect((await open(id)).html).toBe(before.html);
    expect(t.pages.cache.size).toBeGreaterThan(0);
    await change();
    return { before: before.html, after: await open(id) };
  }

  test('the user renames themselves', async () => {
    const { mate } = await scene();
    const { before, after } = await cachedThenChanged(mate.user.shortId, () =>
      mate.c.patch('/api/v1/users/me', form({ fullName: 'Erik Lind' })),
    );
    expect(before).toContain('<h1>Erik Johansson</h1>');
    expect(after.html).toContain('<h1>Erik Lind</h1>');
  });

  test('the person hides the avatar', async () => {
    const { mate, memberPath } = await scene();
    await setAvatar(t.deps, mate.user, await imageFile('png', { width: 300, height: 300 }));
    const { before, after } = await cachedThenChanged(mate.user.shortId, () =>
      mate.c.patch(memberPath, { hideAvatar: true }),
    );
    expect(before).toContain('<img class="avatar"');
    expect(after.html).not.toContain('/avatar');
  });

  test('the owner changes the company colour and logo', async () => {
    const { mate, owner, firm } = await scene();
    const { after } = await cachedThenChanged(mate.user.shortId, () =>
      owner.c.patch(
        `/api/v1/companies/${firm.shortId}`,
        form({ json: JSON.stringify({ color: '#aa0000' }) }),
      ),
    );
    expect(after.html).toContain('--accent:#aa0000');
    expect(after.html).not.toContain('#0055aa');
    const { before: noLogo, after: withLogo } = await cachedThenChanged(mate.user.shortId, async () =>
      owner.c.patch(`/api/v1/companies/${firm.shortId}`, form({ 'files[logo]': await imageFile('png') })),
    );
    expect(noLogo).not.toContain(`/uploads/companies/${firm.shortId}/logo`);
    expect(withLogo.html).toMatch(
      new RegExp(
        `<img src="/uploads/companies/${firm.shortId}/logo\\?v=[^"]+" width="56" height="56" alt="Logotyp för Nordvik Bygg AB" loading="lazy" decoding="async">`,
      ),
    );
  });

  test('the owner removes the colleague', async () => {
    const { mate, owner, firm } = await scene();
    const { before, after } = await cachedThenChanged(mate.user.shortId, () =>
      owner.c.delete(`/api/v1/companies/${firm.shortId}/colleagues/${mateMembership(mate)}`),
    );
    expect(before).toContain('Nordvik Bygg AB');
    expect(after.status).toBe(200);
    expect(after.html).not.toContain('Nordvik');
    expect(after.html).not.toContain('erik@nordvik.example');
  });

  test('a company file is deleted', async () => {
    const { mate, owner, firm } = await scene();
    const uploaded = await upload(
      owner.c,
      `/api/v1/companies/${firm.shortId}/files`,
      pdfFile('secret-offer.pdf'),
    );
    const fileId = uploaded.body.data[0].id;
    const { before, after } = await cachedThenChanged(mate.user.shortId, () =>
      owner.c.delete(`/api/v1/companies/${firm.shortId}/files`, { id: fileId }),
    );
    expect(before).toContain('secret-offer.pdf');
    expect(after.html).not.toContain('secret-offer.pdf');
  });

  test('the subscription ends: by a change of users.activeSubscription, and by time alone', async () => {
    const { mate } = await scene();
    const { before, after } = await cachedThenChanged(mate.user.shortId, () =>
      t.db.update(users).set({ activeSubscription: null }).where(eq(users.id, mate.user.id)),
    );
    expect(before).toContain('Price list online');
    expect(after.html).not.toContain('Price list online');

    // A cancelled subscription runs until its expiry: the cached page is dropped then, without any write.
    await t.db
      .update(users)
      .set({ activeSubscription: 'monthly', subscriptionExpiresAt: t.clock.now() + DAY_MS })
      .where(eq(users.id, mate.user.id));
    expect((await open(mate.user.shortId)).html).toContain('Price list online');
    const stamp = t.pages.cache.stamp;
    t.clock.advance(DAY_MS);
    const expired = await open(mate.user.shortId);
    expect(t.pages.cache.stamp).toBe(stamp);
    expect(expired.html).not.toContain('Price list online');
  });

  test('the profile is deleted: its own link answers 404', async () => {
    const subscriber = await person(t, { subscriber: true, fullName: 'Maja Many' });
    const created = await subscriber.c.post<{ shortId: string }>('/api/v1/profiles', {
      label: 'Board',
      fullName: 'Maja on the board',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.shortId;
    const { before, after } = await cachedThenChanged(id, () =>
      subscriber.c.delete(`/api/v1/profiles/${id}`),
    );
    expect(before).toContain('<h1>Maja on the board</h1>');
    expect(after.status).toBe(404);
  });

  test('a write straight to the database (no API) is seen too: the account is gone', async () => {
    const { mate } = await scene();
    const { after } = await cachedThenChanged(mate.user.shortId, () =>
      t.db.delete(users).where(eq(users.id, mate.user.id)),
    );
    expect(after.status).toBe(404);
  });

  test('a render that started before a change is not kept after it', async () => {
    const { mate, owner, firm } = await scene();
    const url = `http://localhost/p/${mate.user.shortId}`;
    // The change lands while the page is being rendered (between its data and its storing).
    const slowSite = async (request: Request, locals?: object) => {
      const answer = await siteOf(t)(request, locals);
      await owner.c.patch(`/api/v1/companies/${firm.shortId}`, { name: 'Renamed While Rendering AB' });
      return answer;
    };
    const raced = await t.pages.answer(new Request(url), mate.user.shortId, slowSite);
    expect(await raced.text()).toContain('Nordvik Bygg AB');
    expect((await open(mate.user.shortId)).html).toContain('Renamed While Rendering AB');
  });
});

describe('many scans of a page not in the cache', () => {
  test('share one render', async () => {
    const { mate } = await scene();
    let renders = 0;
    const counting = async (request: Request, locals?: object) => {
      renders++;
      return siteOf(t)(request, locals);
    };
    const url = `http://localhost/p/${mate.user.shortId}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.pages.answer(new Request(url), mate.user.shortId, counting)),
    );
    expect(renders).toBe(1);
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  });

  test('but not a render that a change overtook: the later scan renders again', async () => {
    const { mate, owner, firm } = await scene();
    let renders = 0;
    const url = `http://localhost/p/${mate.user.shortId}`;
    const changing = async (request: Request, locals?: object) => {
      renders++;
      const answer = await siteOf(t)(request, locals);
      if (renders === 1) await owner.c.patch(`/api/v1/companies/${firm.shortId}`, { name: 'Overtaken AB' });
      return answer;
    };
    const [first, second] = await Promise.all([
      t.pages.answer(new Request(url), mate.user.shortId, changing),
      t.pages.answer(new Request(url), mate.user.shortId, changing),
    ]);
    expect(renders).toBe(2);
    expect(await first.text()).toContain('Nordvik Bygg AB');
    expect(await second.text()).toContain('Overtaken AB');
  });

  test('unknown profiles are not shared: each gets its own 404', async () => {
    const url = 'http://localhost/p/nosuchcard';
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => t.pages.answer(new Request(url), 'nosuchcard', siteOf(t))),
    );
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    expect((await Promise.all(answers.map((a) => a.text()))).every((text) => text.length > 0)).toBe(true);
  });
});

const mateMembership = (mate: Awaited<ReturnType<typeof colleague>>) => mate.membership.shortId;

/** The site handler the test app was built with. */
function siteOf(app: TestApp) {
  if (!app.site) throw new Error('the test app has no site');
  return app.site;
}
