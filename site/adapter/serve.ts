import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

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
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

type Bytes = Uint8Array<ArrayBuffer>;
type Asset = { body: Bytes; gzip?: Bytes; type: string; cache: string; etag: string };

/** Reads the prerendered site into memory once: small, and every answer is then a memory copy. */
function loadAssets(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const url = path.slice(root.length).replaceAll('\\', '/');
        const body = new Uint8Array(readFileSync(path)) as Bytes;
        const type = TYPES[extname(name)] ?? 'application/octet-stream';
        const immutable = url.startsWith('/_astro/');
        const asset: Asset = {
          body,
          type,
          cache: immutable
            ? 'public, max-age=31536000, immutable'
            : url === '/sw.js'
              ? 'no-cache'
              : 'public, max-age=0, must-revalidate',
          etag: `"${Bun.hash(body).toString(36)}"`,
        };
        if (COMPRESSIBLE.test(type) && body.length > 512) asset.gzip = Bun.gzipSync(body) as Bytes;
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
    return new Response(null, { status: 304, headers: { etag: asset.etag } });
  }
  const gzip = asset.gzip && /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  const headers: Record<string, string> = {
    'content-type': asset.type,
    'cache-control': asset.cache,
    etag: asset.etag,
    vary: 'accept-encoding',
  };
  if (gzip) headers['content-encoding'] = 'gzip';
  return new Response(gzip ? asset.gzip : asset.body, { status, headers });
}

type RenderPage = (request: Request, locals?: Record<string, unknown>) => Promise<Response | null>;

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
  const notFound = assets.get('/404.html');

  const handle = async (request: Request) => {
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    const asset = assets.get(path) ?? assets.get(path.endsWith('/') ? path : `${path}/`);
    if (asset) {
      if (!path.endsWith('/') && !extname(path) && assets.has(`${path}/`)) {
        return Response.redirect(`${url.origin}${path}/${url.search}`, 301);
      }
      return assetResponse(asset, request);
    }
    if (renderPage) {
      const page = await renderPage(request, options.locals?.() ?? {});
      if (page && page.status !== 404) return page;
    }
    if (notFound) return assetResponse(notFound, request, 404);
    return new Response(assets.size ? 'Not found' : 'The site is not built yet: run `bun run build`.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  };

  return handle;
}

export type SiteHandler = (request: Request) => Promise<Response>;
