// The service worker of the installable web app: keeps the shell (start pages, offline pages, styles, icons)
// available offline. Pages: network first, the cached copy when offline, else the offline page of the
// page's language. Hashed build assets: cache first. The API, live events and uploads are never cached.
// The build replaces the version and the precache list (site/integrations/precache.mjs).

const VERSION = 'dev';
const PRECACHE = ['/', '/offline/'];

const CACHE = `dynacard-${VERSION}`;
// Public profiles and dynatags are never kept: a phone must not show data that was hidden since.
const BYPASS = /^\/(api|sse|uploads|p|d)\//;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('dynacard-') && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const offlinePageFor = (pathname) => {
  const lang = /^\/(en|fi)(\/|$)/.exec(pathname)?.[1];
  return lang ? `/${lang}/offline/` : '/offline/';
};

/**
 * A page kept from an earlier visit, marked on its <html> as shown without the network: the page's script shows
 * the offline banner from it, since navigator.onLine can still say online when the connection does not work.
 */
async function markedAsCopy(cached) {
  const html = (await cached.text()).replace('<html', '<html data-offline-copy');
  const headers = new Headers(cached.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: cached.status, statusText: cached.statusText, headers });
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') cache.put(request, response.clone());
    return response;
  } catch (error) {
    // This browser's own copy: the language negotiation's Vary (cookie, accept-language) cannot mix readers here.
    const cached = await cache.match(request, {
      ignoreSearch: request.mode === 'navigate',
      ignoreVary: true,
    });
    if (cached) return request.mode === 'navigate' ? markedAsCopy(cached) : cached;
    if (request.mode === 'navigate') {
      const offline = await cache.match(offlinePageFor(new URL(request.url).pathname));
      if (offline) return offline;
    }
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || BYPASS.test(url.pathname)) return;
  if (request.headers.get('accept')?.includes('text/event-stream')) return;
  event.respondWith(url.pathname.startsWith('/_astro/') ? cacheFirst(request) : networkFirst(request));
});
