// Cloudflare Worker (wrangler.toml): the edge in front of the origin server. Workers Static Assets answer the
// prerendered site from the edge; everything dynamic (the API, live events, uploads, the dashboard shell,
// /p and /d pages, unknown paths for the 404 page) is forwarded to the origin, one Bun process or several.

export type Env = {
  /** Workers Static Assets (site/dist/client). */
  ASSETS: { fetch: (request: Request) => Promise<Response> };
  /** The origin, e.g. https://origin.dynacard.se. */
  ORIGIN_URL: string;
};

/** Paths only the origin can answer; the edge never serves or caches them. */
const DYNAMIC = /^\/(api|sse|uploads|p|d|dashboard)(\/|$)|^\/(en|fi)\/dashboard(\/|$)/;

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
    // @ts-expect-error: streaming request bodies need duplex in the Fetch standard
    duplex: hasBody ? 'half' : undefined,
  });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (!DYNAMIC.test(pathname) && (request.method === 'GET' || request.method === 'HEAD')) {
      const asset = await env.ASSETS.fetch(request);
      if (asset.status !== 404) return asset;
    }
    return fetch(toOrigin(request, env.ORIGIN_URL));
  },
};
