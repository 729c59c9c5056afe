import { describe, expect, test } from 'bun:test';
import {
  isNegotiable,
  languageRedirect,
  negotiateLang,
  pathInLang,
  storedLang,
  withNegotiatedVary,
} from './negotiate';

const headers = (init: Record<string, string>) => new Headers(init);
const get = (path: string, init: Record<string, string> = {}) =>
  new Request(`https://dynacard.se${path}`, { headers: init });

describe('language negotiation', () => {
  test('the stored choice wins over the browser, the browser over Swedish', () => {
    expect(negotiateLang(headers({ cookie: 'a=1; targetLang=fi', 'accept-language': 'en-US' }))).toBe('fi');
    expect(negotiateLang(headers({ 'accept-language': 'en-US,en;q=0.9' }))).toBe('en');
    expect(negotiateLang(headers({ 'accept-language': 'de-DE,fr;q=0.8' }))).toBe('sv');
    expect(negotiateLang(headers({}))).toBe('sv');
    // A cookie we do not speak is no choice.
    expect(negotiateLang(headers({ cookie: 'targetLang=de', 'accept-language': 'fi' }))).toBe('fi');
  });

  test('reads the cookie exactly and Accept-Language by weight', () => {
    expect(storedLang('xtargetLang=en')).toBeNull();
    expect(storedLang('targetLang=en')).toBe('en');
    expect(storedLang(null)).toBeNull();
    const lang = (accept: string) => negotiateLang(headers({ 'accept-language': accept }));
    expect(lang('de, fi;q=0.5, en;q=0.8')).toBe('en');
    expect(lang('en;q=0, fi;q=0.1')).toBe('fi');
    expect(lang('fi;q=0, en')).toBe('en');
    expect(lang('SV-se')).toBe('sv');
  });

  test('only unprefixed page addresses opened by a reader take part', () => {
    expect(isNegotiable(get('/business-card'), '/business-card')).toBe(true);
    expect(isNegotiable(get('/', { 'sec-fetch-mode': 'navigate' }), '/')).toBe(true);
    // Scripts' own fetches (the service worker's precache) get the address they ask for.
    expect(isNegotiable(get('/', { 'sec-fetch-mode': 'cors' }), '/')).toBe(false);
    expect(isNegotiable(get('/en/contact/'), '/en/contact/')).toBe(false);
    expect(isNegotiable(get('/favicon.svg'), '/favicon.svg')).toBe(false);
    expect(isNegotiable(get('/changelog.md'), '/changelog.md')).toBe(false);
    for (const path of ['/api/v1/x', '/p/abc', '/d/abc', '/dashboard/orders', '/_astro/a.js', '/uploads/x'])
      expect(isNegotiable(get(path), path)).toBe(false);
    expect(isNegotiable(new Request('https://dynacard.se/', { method: 'POST' }), '/')).toBe(false);
  });

  test('redirects privately to the canonical address in the language, keeping the query', () => {
    expect(pathInLang('/contact', 'en')).toBe('/en/contact/');
    expect(pathInLang('/', 'fi')).toBe('/fi/');
    expect(pathInLang('/contact/', 'sv')).toBe('/contact/');
    const response = languageRedirect(new URL('https://dynacard.se/login?next=/p/abc'), 'en');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/login/?next=/p/abc');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('cookie, accept-language');
  });

  test('adds the negotiation to Vary once', () => {
    expect(withNegotiatedVary('accept-encoding')).toBe('accept-encoding, cookie, accept-language');
    expect(withNegotiatedVary('Accept-Encoding, Cookie')).toBe('accept-encoding, cookie, accept-language');
    expect(withNegotiatedVary(null)).toBe('cookie, accept-language');
  });
});
