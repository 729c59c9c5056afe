// The origin answers unprefixed pages in the reader's language (negotiate.ts), on a small built site.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createSiteHandler } from './serve';

const dist = mkdtempSync(join(tmpdir(), 'dynacard-site-'));
const PAGES: Record<string, string> = {
  'index.html': 'start sv',
  'en/index.html': 'start en',
  'contact/index.html': 'kontakt',
  'en/contact/index.html': 'contact',
  'fi/contact/index.html': 'yhteystiedot',
  '404.html': 'saknas',
  'en/404/index.html': 'missing',
  'fi/404/index.html': 'puuttuu',
};
for (const [file, text] of Object.entries(PAGES)) {
  const path = join(dist, 'client', file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `<!doctype html><p>${text}</p>`);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const site = await createSiteHandler({ distDir: dist });
const open = (path: string, headers: Record<string, string> = {}) =>
  site(new Request(`http://localhost${path}`, { headers: { 'sec-fetch-mode': 'navigate', ...headers } }));

describe('language of the prerendered site at the origin', () => {
  test('an English browser opening /contact is sent to /en/contact/ in one private hop', async () => {
    const response = await open('/contact', { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/contact/');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('cookie, accept-language');
  });

  test('the stored choice overrides the browser; Swedish is answered in place with Vary', async () => {
    const finnish = await open('/contact/', { cookie: 'targetLang=fi', 'accept-language': 'en' });
    expect(finnish.headers.get('location')).toBe('/fi/contact/');
    const swedish = await open('/contact/', { cookie: 'targetLang=sv', 'accept-language': 'en' });
    expect(swedish.status).toBe(200);
    expect(await swedish.text()).toContain('kontakt');
    expect(swedish.headers.get('vary')).toBe('accept-encoding, cookie, accept-language');
  });

  test('a page that exists only in Swedish stays Swedish; prefixed addresses are never negotiated', async () => {
    const start = await open('/', { 'accept-language': 'fi' });
    expect(start.status).toBe(200);
    expect(await start.text()).toContain('start sv');
    const english = await open('/en/contact/', { cookie: 'targetLang=fi' });
    expect(await english.text()).toContain('contact');
    expect(english.headers.get('vary')).toBe('accept-encoding');
  });

  test('the 404 page comes in the reader’s language, or the address’s', async () => {
    const finnish = await open('/no-such-page/', { 'accept-language': 'fi-FI' });
    expect(finnish.status).toBe(404);
    expect(await finnish.text()).toContain('puuttuu');
    expect(finnish.headers.get('vary')).toContain('accept-language');
    const english = await open('/en/no-such-page', { 'accept-language': 'fi-FI' });
    expect(await english.text()).toContain('missing');
  });
});
