// What the edge answers when the origin cannot be reached (refused, failed, too slow) or answers 5xx and no
// good copy can stand in: 503 with Retry-After, never the runtime's bare 500. Pages get the prerendered
// /unavailable/ page of the visitor's language (site/src/pages/unavailable.astro, from the edge's assets, with
// its own security headers); the API and live events get the envelope, as the origin answers errors.

import { type Lang, negotiateLang, pathInLang } from '../../shared/http/negotiate';
import { acceptedLang } from '../../shared/i18n/accept-language';
import { edge as en } from '../../shared/i18n/en/edge';
import { edge as fi } from '../../shared/i18n/fi/edge';
import { edge as sv } from '../../shared/i18n/sv/edge';

/** What Retry-After says when the origin did not say it: the usual time for an instance to come back. */
export const RETRY_AFTER_SECONDS = 30;

const MESSAGES: Record<Lang, string> = {
  sv: sv.serviceUnavailable,
  en: en.serviceUnavailable,
  fi: fi.serviceUnavailable,
};

/** The part of Workers Static Assets the edge uses. */
export type Assets = { fetch: (request: Request) => Promise<Response> };

/** The origin's own Retry-After when it gave a number of seconds, else ours. */
export function retryAfter(origin: Response | null): string {
  const given = origin?.headers.get('retry-after')?.trim() ?? '';
  return /^\d{1,6}$/.test(given) ? given : String(RETRY_AFTER_SECONDS);
}

/** The 503 answer for `request` in the visitor's language (the API's own choice of language first). */
export async function unavailable(request: Request, assets: Assets, origin: Response | null = null) {
  const url = new URL(request.url);
  const headers = { 'retry-after': retryAfter(origin), 'cache-control': 'no-store' };
  if (/^\/(api|sse)(\/|$)/.test(url.pathname)) {
    // As the API picks it (envelope.ts requestLang): the dashboard's X-Target-Lang, else the browser's.
    const asked = request.headers.get('x-target-lang') as Lang | null;
    const lang =
      asked && asked in MESSAGES ? asked : (acceptedLang(request.headers.get('accept-language')) ?? 'sv');
    const message = MESSAGES[lang];
    const body = { success: false, statusCode: 503, message, data: null, errors: [] };
    return Response.json(body, { status: 503, headers });
  }
  const lang = /^\/(en|fi)(\/|$)/.exec(url.pathname)?.[1] ?? negotiateLang(request.headers);
  const page = await assets.fetch(new Request(new URL(pathInLang('/unavailable', lang as Lang), url)));
  // Absent only from a build without the page; the status and Retry-After still tell the truth.
  const body = page.ok ? page.body : null;
  const answer = new Response(body, { status: 503, headers: page.ok ? page.headers : {} });
  for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
  answer.headers.delete('etag');
  answer.headers.set('vary', 'cookie, accept-language');
  return answer;
}
