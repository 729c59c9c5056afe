// Language negotiation of the prerendered site, shared by the origin (serve.ts) and the edge worker (worker.ts).
// Swedish pages live unprefixed (/contact/), the others under /en/ and /fi/. A reader who opens an unprefixed
// page gets the stored choice (cookie targetLang, written by the language menu and the dashboard), else the
// language of ours that Accept-Language weighs highest (shared/i18n/accept-language.ts, as the API reads it), else
// Swedish: the other languages by a private redirect, Swedish in place. Either answer depends on those two
// headers, so it says so (Vary) and shared caches cannot mix them.
// A prefixed address (/en/contact/) is an explicit choice and is never redirected.
import { acceptedLang } from '../i18n/accept-language';

export const LANGS = ['sv', 'en', 'fi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'sv';

/** What a negotiated answer depends on (besides the encoding). */
export const NEGOTIATED_VARY = 'cookie, accept-language';

const isLang = (value: string | undefined): value is Lang => LANGS.includes(value as Lang);

/** The stored choice: the `targetLang` cookie. */
export function storedLang(cookieHeader: string | null): Lang | null {
  const value = cookieHeader?.match(/(?:^|;\s*)targetLang=([a-z]{2})(?:;|$)/)?.[1];
  return isLang(value) ? value : null;
}

/** The reader's language: stored choice, else the browser's (by its weights), else Swedish. */
export function negotiateLang(headers: Headers): Lang {
  return storedLang(headers.get('cookie')) ?? acceptedLang(headers.get('accept-language')) ?? DEFAULT_LANG;
}

/** The language an address names: /en/… and /fi/… theirs, anything else none (Swedish or negotiable). */
export function prefixOf(pathname: string): Lang | null {
  const first = pathname.split('/')[1];
  return first !== DEFAULT_LANG && isLang(first) ? first : null;
}

/** The same page in another language, in the canonical form with a trailing slash: ('/contact', 'en') → '/en/contact/'. */
export function pathInLang(pathname: string, lang: Lang): string {
  const bare = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return lang === DEFAULT_LANG ? bare : `/${lang}${bare}`;
}

/**
 * Whether a request for an unprefixed page takes part: a page address (no file extension, not the API or
 * another dynamic path) opened by a reader — a navigation, or a client that does not say (curl, old
 * browsers). Scripts' own fetches (the service worker's precache) get the page at the address they ask for.
 */
export function isNegotiable(request: Request, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const mode = request.headers.get('sec-fetch-mode');
  if (mode && mode !== 'navigate') return false;
  if (prefixOf(pathname)) return false;
  if (/^\/(api|sse|uploads|p|d|c|dashboard|_astro)(\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
}

/** The private redirect to the page in the reader's language. */
export function languageRedirect(url: URL, lang: Lang): Response {
  return new Response(null, {
    status: 302,
    headers: {
      location: `${pathInLang(url.pathname, lang)}${url.search}`,
      'cache-control': 'private, no-store',
      vary: NEGOTIATED_VARY,
    },
  });
}

/** Adds the negotiation headers to a Vary header (`accept-encoding` → `accept-encoding, cookie, accept-language`). */
export function withNegotiatedVary(vary: string | null): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of NEGOTIATED_VARY.split(', ')) if (!names.includes(name)) names.push(name);
  return names.join(', ');
}
