import { brotli, pickEncoding } from '../../../../site/adapter/compression';
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

/**
 * A rendered page as it is kept: the bytes in each coding and the status and complete headers of each
 * answer (the security headers of every response included), made once, so a cache hit only picks them.
 */
export function toCachedPage(
  body: Uint8Array<ArrayBuffer>,
  about: Pick<CachedPage, 'profileId' | 'expiresAt' | 'keys'>,
  securityHeaders: Record<string, string>,
): CachedPage {
  const etag = `"p${Bun.hash(body).toString(36)}"`;
  const common = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': PAGE_CACHE_CONTROL,
    etag,
    vary: PAGE_VARY,
  };
  return {
    ...about,
    body,
    gzip: Bun.gzipSync(body) as Uint8Array<ArrayBuffer>,
    br: brotli(body, PAGE_BROTLI_QUALITY),
    etag,
    // Headers objects, not records: a Response copies them natively instead of reading each property.
    init: {
      identity: { status: 200, headers: new Headers({ ...common, ...securityHeaders }) },
      gzip: {
        status: 200,
        headers: new Headers({ ...common, 'content-encoding': 'gzip', ...securityHeaders }),
      },
      br: { status: 200, headers: new Headers({ ...common, 'content-encoding': 'br', ...securityHeaders }) },
      notModified: { status: 304, headers: new Headers({ etag, vary: PAGE_VARY, ...securityHeaders }) },
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
