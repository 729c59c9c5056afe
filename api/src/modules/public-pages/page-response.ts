import { brotli, pickEncoding } from '../../../../shared/http/compression';
import type { CachedPage } from './page-cache';

/** Must revalidate every time (ETag → 304), so data hidden a moment ago is never shown from a browser cache. */
const PAGE_CACHE_CONTROL = 'private, no-cache';
const PAGE_VARY = 'accept-encoding, accept-language, cookie';
/**
 * Brotli quality of a page, compressed once when it is cached. Measured on card pages (12–48 KB): quality 5
 * takes about 0.5 ms and is within 1 % of quality 9's size; 10 and 11 save another 5–8 % but take 5–50 ms,
 * longer than the render itself.
 */
export const PAGE_BROTLI_QUALITY = 5;

/** The headers of a profile page's answer (before its coding and ETag): the security headers included. */
export const profilePageHeaders = (securityHeaders: Record<string, string>): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': PAGE_CACHE_CONTROL,
  vary: PAGE_VARY,
  ...securityHeaders,
});

/** Headers a kept answer cannot carry over: they are made per coding, or by the server itself. */
const PER_ANSWER = new Set(['content-length', 'content-encoding', 'etag', 'transfer-encoding', 'date']);

/**
 * The headers of a rendered answer as a kept page carries them (dynatag pages: their own policy and caching),
 * varying with the coding too, since the cache answers in brotli or gzip.
 */
export function keptHeaders(response: Response): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!PER_ANSWER.has(name)) kept[name] = value;
  const vary = kept.vary?.split(',').map((v) => v.trim().toLowerCase()) ?? [];
  if (!vary.includes('accept-encoding')) kept.vary = ['accept-encoding', ...vary].join(', ');
  return kept;
}

/**
 * A rendered page as it is kept: the bytes in each coding and the status and complete headers of each
 * answer (`headers`: those of the page's answer, the security headers of every response included), made
 * once, so a cache hit only picks them.
 */
export function toCachedPage(
  body: Uint8Array<ArrayBuffer>,
  about: Pick<CachedPage, 'target' | 'expiresAt' | 'keys'>,
  headers: Record<string, string>,
): CachedPage {
  const etag = `"p${Bun.hash(body).toString(36)}"`;
  const { 'content-type': _type, ...unchanged } = headers;
  return {
    ...about,
    body,
    gzip: Bun.gzipSync(body) as Uint8Array<ArrayBuffer>,
    br: brotli(body, PAGE_BROTLI_QUALITY),
    etag,
    // Headers objects, not records: a Response copies them natively instead of reading each property.
    init: {
      identity: { status: 200, headers: new Headers({ ...headers, etag }) },
      gzip: { status: 200, headers: new Headers({ ...headers, etag, 'content-encoding': 'gzip' }) },
      br: { status: 200, headers: new Headers({ ...headers, etag, 'content-encoding': 'br' }) },
      notModified: { status: 304, headers: new Headers({ ...unchanged, etag }) },
    },
  };
}

/**
 * A cached page as the asset machinery answers a file (site/adapter/serve.ts `assetResponse`): ETag → 304,
 * brotli or gzip when the browser takes it; it also varies with the language (cookie, Accept-Language).
 */
export function pageResponse(page: CachedPage, request: Request): Response {
  const headers = request.headers;
  if (headers.get('if-none-match') === page.etag) return new Response(null, page.init.notModified);
  const encoding = pickEncoding(headers.get('accept-encoding'));
  if (encoding) return new Response(page[encoding], page.init[encoding]);
  return new Response(page.body, page.init.identity);
}
