// Cloudflare Worker (wrangler.toml): the edge in front of the origin server. Workers Static Assets answer the
// prerendered site from the edge; everything dynamic (the API, live events, uploads, the dashboard shell,
// /p and /d pages, unknown paths for the 404 page) is forwarded to the origin, one Bun process or several.
// Unprefixed pages are negotiated here as at the origin (negotiate.ts), so an English reader of /contact gets
// /en/contact/ from the edge too.
// /p, /d and /c pages are answered from the edge cache and revalidated with the origin (edge-cache.ts), which
// stands in for a failing origin with the last good copy. Whatever the origin cannot answer gets a 503 with
// Retry-After (unavailable.ts), never the runtime's bare 500.

import {
  isNegotiable,
  languageRedirect,
  negotiateLang,
  withNegotiatedVary,
} from '../../shared/http/negotiate';
import { EDGE_PAGE, type EdgeCache, edgePage } from './edge-cache';
import { unavailable } from './unavailable';

export type Env = {
  /** Workers Static Assets (site/dist/client). */
  ASSETS: { fetch: (request: Request) => Promise<Response> };
  /** The origin, e.g. https://origin.dynacard.se. */
  ORIGIN_URL: string;
  /**
   * The site's own host (e.g. dynacard.se). Any other host is a company's page domain (issue 23): it gets only
   * the files its pages load from the assets, and everything else from the origin, which answers that company's
   * /p, /c and /d pages there and a neutral 404 for the rest. Unset: every host is the site's.
   */
  SITE_HOST?: string;
  /**
   * EDGE_STALE_MS and FAILING_MS in ms, both or neither (edge-cache.ts): only the failover bench sets them, so
   * that it waits out a few seconds instead of the real 30 s and 10 s. Unset in production.
   */
  EDGE_STALE_MS?: string;
  EDGE_FAILING_MS?: string;
};

/** What a company's pages load from the assets on its own host: the build files and the fonts. */
const PAGE_ASSET = /^\/(_astro|fonts)\//;

/** Paths only the origin can answer; the edge never serves or caches them. */
const DYNAMIC = /^\/(api|sse|uploads|p|d|c|dashboard)(\/|$)|^\/(en|fi)\/dashboard(\/|$)/;

/** Headers that describe one hop and must not be forwarded. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host'];

export function toOrigin(request: Request, originUrl: string): Request {
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, originUrl);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  // The origin runs with TRUST_PROXY=true and takes the visitor's address and scheme from these.
  const ip = request.headers.get('cf-connecting-ip');
  if (ip) headers.set('x-forwarded-for', ip);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  headers.set('x-forwarded-host', url.host);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(target, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    redirect: 'manual',
    // The edge cache aborts a request the origin does not answer in time (edge-cache.ts askOrigin).
    signal: request.signal,
    // @ts-expect-error: streaming request bodies need duplex in the Fetch standard
    duplex: hasBody ? 'half' : undefined,
  });
}

/**
 * A prerendered answer for an unprefixed page in the reader's language: other languages by a private redirect
 * (also in place of the assets' trailing-slash redirect, one hop instead of two), Swedish with Vary.
 */
export function negotiateAsset(request: Request, url: URL, asset: Response): Response {
  if (!isNegotiable(request, url.pathname)) return asset;
  const isPage = asset.status === 200 && /^text\/html/.test(asset.headers.get('content-type') ?? '');
  const location = asset.headers.get('location');
  const addsSlash =
    asset.status >= 300 &&
    asset.status < 400 &&
    location !== null &&
    new URL(location, url).pathname === `${url.pathname}/`;
  if (!isPage && !addsSlash) return asset;
  const lang = negotiateLang(request.headers);
  if (lang !== 'sv') return languageRedirect(url, lang);
  if (!isPage) return asset;
  const response = new Response(asset.body, asset);
  response.headers.set('vary', withNegotiatedVary(response.headers.get('vary')));
  return response;
}

/** What the Workers runtime passes besides the request (absent in plain unit tests). */
export type Context = { waitUntil: (promise: Promise<unknown>) => void };

/** The data centre's cache (caches.default in workerd); none where the runtime has no Cache API. */
const defaultCache = () => (globalThis as { caches?: { default?: EdgeCache } }).caches?.default;

/** The bounds the environment sets (the failover bench), else none: edge-cache.ts's own. */
function boundsFrom(env: Env): { stale: number; failing: number } | undefined {
  const stale = Number(env.EDGE_STALE_MS);
  const failing = Number(env.EDGE_FAILING_MS);
  return stale > 0 && failing > 0 ? { stale, failing } : undefined;
}

/** The worker; `cache` replaces the Workers cache (tests). */
export function createWorker(cache: () => EdgeCache | undefined = defaultCache) {
  return {
    async fetch(request: Request, env: Env, ctx?: Context): Promise<Response> {
      const url = new URL(request.url);
      const origin = (forward: Request) => fetch(toOrigin(forward, env.ORIGIN_URL));
      const isSiteHost = !env.SITE_HOST || url.hostname === env.SITE_HOST;
      const isAsset = isSiteHost ? !DYNAMIC.test(url.pathname) : PAGE_ASSET.test(url.pathname);
      if (isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
        const asset = await env.ASSETS.fetch(request);
        if (asset.status !== 404) return negotiateAsset(request, url, asset);
      }
      const edge = cache();
      const down = (failed: Response | null) => unavailable(request, env.ASSETS, failed);
      if (edge && ctx && request.method === 'GET' && EDGE_PAGE.test(url.pathname)) {
        return edgePage(request, {
          cache: edge,
          origin,
          waitUntil: (p) => ctx.waitUntil(p),
          unavailable: (_, failed) => down(failed),
          boundsMs: boundsFrom(env),
        });
      }
      return origin(request).catch(() => down(null));
    },
  };
}

export default createWorker();
