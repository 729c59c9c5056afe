import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { COMPRESSIBLE, MIN_COMPRESS_BYTES, pickEncoding } from '../../shared/http/compression';
import { pagePolicyOf } from '../../shared/http/csp';
import {
  isNegotiable,
  languageRedirect,
  negotiateLang,
  pathInLang,
  withNegotiatedVary,
} from '../../shared/http/negotiate';
import type { SiteHandler } from '../../shared/http/site-handler';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

type Bytes = Uint8Array<ArrayBuffer>;
/** A file in memory, with its gzip (made at start) and brotli (made by the build: `<file>.br`) codings. */
type Asset = {
  body: Bytes;
  gzip?: Bytes;
  br?: Bytes;
  type: string;
  cache: string;
  etag: string;
  immutable: boolean;
  /** A page's Content-Security-Policy: its inline scripts allowed by hash (csp.ts). */
  csp?: string;
};

/** Files the build writes for the edge's asset store only (integrations/edge-headers.mjs), never answered here. */
const EDGE_ONLY = new Set(['_headers', '.assetsignore']);

/** Reads the prerendered site into memory once: small, and every answer is then a memory copy. */
function loadAssets(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith('.br') && !(dir === root && EDGE_ONLY.has(name))) {
        const url = path.slice(root.length).replaceAll('\\', '/');
        const body = new Uint8Array(readFileSync(path)) as Bytes;
        const type = TYPES[extname(name)] ?? 'application/octet-stream';
        const immutable = url.startsWith('/_astro/');
        const asset: Asset = {
          body,
          type,
          immutable,
          cache: immutable
            ? 'public, max-age=31536000, immutable'
            : url === '/sw.js'
              ? 'no-cache'
              : 'public, max-age=0, must-revalidate',
          etag: `"${Bun.hash(body).toString(36)}"`,
        };
        if (type.startsWith('text/html')) asset.csp = pagePolicyOf(new TextDecoder().decode(body));
        if (COMPRESSIBLE.test(type) && body.length > MIN_COMPRESS_BYTES) {
          asset.gzip = Bun.gzipSync(body) as Bytes;
          if (existsSync(`${path}.br`)) asset.br = new Uint8Array(readFileSync(`${path}.br`)) as Bytes;
        }
        assets.set(url, asset);
        if (url.endsWith('/index.html')) assets.set(url.slice(0, -'index.html'.length), asset);
      }
    }
  };
  if (existsSync(root)) walk(root);
  return assets;
}

export function assetResponse(asset: Asset, request: Request, status = 200): Response {
  if (status === 200 && request.headers.get('if-none-match') === asset.etag) {
    // A 304's headers replace the kept ones: without the page's own policy the default one would then
    // refuse the page's inline scripts on a reload.
    const headers: Record<string, string> = { etag: asset.etag };
    if (asset.csp) headers['content-security-policy'] = asset.csp;
    return new Response(null, { status: 304, headers });
  }
  const headers: Record<string, string> = {
    'content-type': asset.type,
    'cache-control': asset.cache,
    etag: asset.etag,
    vary: 'accept-encoding',
  };
  // The bundles are public and immutable: readable from any origin, so the islands also run in the dynatag
  // editor's preview, a sandboxed frame of an opaque origin whose module scripts are fetched in CORS mode.
  if (asset.immutable) headers['access-control-allow-origin'] = '*';
  if (asset.csp) headers['content-security-policy'] = asset.csp;
  // Brotli when offered and built, else gzip when offered, else the bytes as they are.
  const encoding = asset.gzip ? pickEncoding(request.headers.get('accept-encoding'), !!asset.br) : null;
  if (encoding) headers['content-encoding'] = encoding;
  return new Response(encoding ? asset[encoding] : asset.body, { status, headers });
}

type RenderPage = (request: Request, locals?: Record<string, unknown>) => Promise<Response | null>;

const DASHBOARD_PATH = /^\/(?:(en|fi)\/)?dashboard(?:\/|$)/;

/**
 * Every /dashboard/* address is the dashboard's client-side route: answer with the prerendered shell
 * of the user's language. /en/dashboard/… and /fi/dashboard/… lead to the same address without prefix.
 */
function dashboardShell(
  assets: Map<string, Asset>,
  request: Request,
  url: URL,
  path: string,
): Response | null {
  const match = path.match(DASHBOARD_PATH);
  if (!match) return null;
  if (match[1]) return Response.redirect(`${url.origin}${path.slice(3)}${url.search}`, 302);
  // The dashboard shell of the stored language, else the browser's, else Swedish (negotiate.ts).
  const lang = negotiateLang(request.headers);
  const shell =
    assets.get(lang === 'sv' ? '/dashboard/' : `/${lang}/dashboard/`) ?? assets.get('/dashboard/');
  if (!shell) return null;
  const response = assetResponse(shell, request);
  response.headers.set('vary', withNegotiatedVary(response.headers.get('vary')));
  return response;
}

/** A rendered page with the policy that allows exactly its inline scripts (csp.ts). */
async function withPagePolicy(page: Response): Promise<Response> {
  if (!page.body || !page.headers.get('content-type')?.startsWith('text/html')) return page;
  if (page.headers.has('content-security-policy')) return page;
  const html = await page.text();
  const headers = new Headers(page.headers);
  headers.set('content-security-policy', pagePolicyOf(html));
  return new Response(html, { status: page.status, statusText: page.statusText, headers });
}

/**
 * Serves the built site from this process: prerendered files from memory, on-demand pages through
 * Astro's server entry, and the 404 page (status 404) for anything else outside the API.
 */
export async function createSiteHandler(options: {
  distDir: string;
  locals?: () => Record<string, unknown>;
}): Promise<SiteHandler> {
  const assets = loadAssets(join(options.distDir, 'client'));
  const entry = join(options.distDir, 'server', 'entry.mjs');
  const renderPage: RenderPage | null = existsSync(entry) ? (await import(entry)).renderPage : null;
  // The 404 page in the language of the address (/en/…, /fi/…), else of the reader (negotiated).
  const notFoundPages = new Map([
    ['sv', assets.get('/404.html')],
    ['en', assets.get('/en/404/')],
    ['fi', assets.get('/fi/404/')],
  ]);
  const notFoundFor = (path: string) =>
    notFoundPages.get(/^\/(en|fi)(\/|$)/.exec(path)?.[1] ?? 'sv') ?? notFoundPages.get('sv');
  const notFoundAssets = new Set(notFoundPages.values());

  const handle = async (request: Request, locals?: object) => {
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    const dashboard = dashboardShell(assets, request, url, path);
    if (dashboard) return dashboard;
    const asset = assets.get(path) ?? assets.get(path.endsWith('/') ? path : `${path}/`);
    // An unprefixed page opened by a reader is answered in their language (negotiate.ts).
    const lang = isNegotiable(request, path) ? negotiateLang(request.headers) : null;
    const negotiated = (response: Response) => {
      if (lang) response.headers.set('vary', withNegotiatedVary(response.headers.get('vary')));
      return response;
    };
    if (asset) {
      const isPage = asset.type.startsWith('text/html') && !notFoundAssets.has(asset);
      if (lang && lang !== 'sv' && isPage && assets.has(pathInLang(path, lang)))
        return languageRedirect(url, lang);
      if (!path.endsWith('/') && !extname(path) && assets.has(`${path}/`)) {
        return Response.redirect(`${url.origin}${path}/${url.search}`, 301);
      }
      return negotiated(assetResponse(asset, request, notFoundAssets.has(asset) ? 404 : 200));
    }
    if (renderPage) {
      const page = await renderPage(request, { ...options.locals?.(), ...locals });
      if (page && page.status !== 404) return withPagePolicy(page);
    }
    const notFound = (lang && notFoundPages.get(lang)) || notFoundFor(path);
    if (notFound) return negotiated(assetResponse(notFound, request, 404));
    return new Response(assets.size ? 'Not found' : 'The site is not built yet: run `bun run build`.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  };

  return handle;
}
