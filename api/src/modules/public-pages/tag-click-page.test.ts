// The click links of the page /d (issue 34): every web link, file and map of the tag's modules goes through the
// tag's click address, which answers 302 to exactly the address the element saved; calls and mails keep theirs with
// a ping to the click address; the owner's ?count=false page links with ?count=false; a locked tag's page links
// straight with pings. The page without a variant (own content) names it `-`.
// Renders the built site: run `bun run build` first.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dynatags } from '@db/schema';
import { eq } from 'drizzle-orm';
import { BASE, createTestApp, SITE_DIST, type TestApp } from '../../../test/harness';
import { apiTag } from '../dynatags/public-test-kit';
import { ownerWithCompany, pdf } from '../dynatags/test-kit';

if (!existsSync(join(SITE_DIST, 'server', 'entry.mjs'))) {
  throw new Error('The /d page tests render the built site: run `bun run build` first.');
}

const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const MODULES = [
  { id: 'txt', type: 'wysiwyg', html: '<p><a href="https://example.com/t?a=1&amp;b=2">terms</a></p>' },
  {
    id: 'lnk',
    type: 'links',
    links: [
      { text: 'Shop', url: 'https://shop.example.com/', color: '#224466' },
      { text: 'Book', url: 'https://book.example.com/', color: '#224466' },
    ],
  },
  { id: 'fil', type: 'files', files: ['upload:0'] },
  { id: 'doc', type: 'pdf', file: 'upload:0' },
  {
    id: 'ppl',
    type: 'contacts',
    contacts: [{ name: 'Desk', information: '', phone: '+46 70 123 45 67', email: 'desk@example.com' }],
  },
  { id: 'soc', type: 'socials', links: { instagram: 'https://instagram.com/kajen' } },
  {
    id: 'evt',
    type: 'event',
    name: 'Jazz',
    start: '2026-02-14T19:00',
    end: '2026-02-14T23:30',
    timeZone: 'Europe/Stockholm',
    position: { lat: 57.7, lng: 11.96 },
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { site: true });
});
afterAll(() => t.close());

const get = (path: string) =>
  t.handle(new Request(`${BASE}${path}`, { headers: { 'user-agent': UA, 'accept-language': 'en' } }));
const attrs = (html: string, name: 'href' | 'ping') =>
  [...html.matchAll(new RegExp(`<a [^>]*${name}="([^"]+)"`, 'g'))].map((m) => m[1]!.replaceAll('&amp;', '&'));

test('every link of the page goes through its click address to the saved address, or pings it', async () => {
  const co = await ownerWithCompany(t, 'Kajen AB');
  const tag = await apiTag(t, co.owner, co.company.shortId, { modules: MODULES }, [pdf('menu.pdf')]);
  const html = await (await get(`/d/${tag.shortId}`)).text();
  const clicks = attrs(html, 'href').filter((href) => href.includes('/k/'));
  const social = `${t.deps.config.publicUrl}/d/${tag.shortId}/k/-/soc/instagram`;
  expect(clicks.sort()).toEqual(
    [
      `/d/${tag.shortId}/k/-/txt/0`,
      `/d/${tag.shortId}/k/-/lnk/0`,
      `/d/${tag.shortId}/k/-/lnk/1`,
      `/d/${tag.shortId}/k/-/fil/0`,
      `/d/${tag.shortId}/k/-/fil/0`,
      `/d/${tag.shortId}/k/-/doc/0`,
      social,
      `/d/${tag.shortId}/k/-/evt/ics`,
      `/d/${tag.shortId}/k/-/evt/map`,
    ].sort(),
  );
  const locations = [];
  for (const href of clicks) {
    const res = await get(href.replace(t.deps.config.publicUrl, ''));
    expect([href, res.status]).toEqual([href, 302]);
    locations.push(res.headers.get('location'));
  }
  expect(locations).toContain('https://example.com/t?a=1&b=2');
  expect(locations).toContain(tag.detail.files[0]!.path);
  // Calls and mails keep their address and ping.
  expect(html).toContain(`href="tel:+46701234567" ping="/d/${tag.shortId}/k/-/ppl/0t"`);
  expect(html).toContain(`href="mailto:desk@example.com" ping="/d/${tag.shortId}/k/-/ppl/0m"`);
  // The owner's uncounted view links uncounted.
  const owners = await (await get(`/d/${tag.shortId}?count=false`)).text();
  expect(attrs(owners, 'href')).toContain(`/d/${tag.shortId}/k/-/lnk/0?count=false`);
});

test('a locked tag’s page links straight to the addresses, each with a ping', async () => {
  const co = await ownerWithCompany(t, 'Lås AB');
  const tag = await apiTag(t, co.owner, co.company.shortId, { modules: MODULES.slice(1, 2) });
  await t.db.update(dynatags).set({ passcode: 'secret' }).where(eq(dynatags.id, tag.id));
  const opened = await t.handle(
    new Request(`${BASE}/d/${tag.shortId}`, {
      method: 'POST',
      headers: { 'user-agent': UA, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'passcode=secret',
    }),
  );
  const html = await opened.text();
  expect(html).toContain(`href="https://shop.example.com/" ping="/d/${tag.shortId}/k/-/lnk/0"`);
  expect(attrs(html, 'href').some((href) => href.includes('/k/'))).toBe(false);
});
