// The service worker of the installable web app: keeps the shell (start pages, offline pages, styles, icons)
// available offline. Pages: network first, the cached copy when offline, else the offline page of the
// page's language. Hashed build assets: cache first. The API, live events and uploads are never cached.
// Dynatag pages the server marks as available offline (header dynacard-offline: keep, never on a tag with a
// passcode or a location lock) are kept with the files it lists, in a cache of their own that outlives deploys.
// Captures the dashboard's scanner kept while offline (IndexedDB, site/src/dashboard/contacts/capture/queue.ts) are
// sent from here too, on Background Sync where the browser has it, so they go up even with the app closed.
// The build replaces the version and the precache list (site/integrations/precache.mjs).

const VERSION = 'dev';
const PRECACHE = ['/', '/offline/'];

const CACHE = `dynacard-${VERSION}`;
// Public profiles and dynatags are never kept: a phone must not show data that was hidden since. The one
// exception is a dynatag its owner made available offline (below): the server marks it, the worker obeys.
const BYPASS = /^\/(api|sse|uploads|p|d)\//;
/** Kept dynatags: pages (by path), their files and the build files their pages need. Not versioned. */
const TAGS = 'dynatags-offline';
const TAG_PAGE = /^\/d\/([A-Za-z0-9_-]+)\/?$/;
const TAG_FILE = /^\/uploads\/dynatags\/([A-Za-z0-9_-]+)\//;
const COMPANY_LOGO = /^\/uploads\/companies\/[A-Za-z0-9_-]+\/logo$/;
const OFFLINE_NOTICE = /data-offline-notice hidden/;

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

/**
 * Every /dashboard/* address is the same page, routed in the browser: offline, a dashboard address never opened
 * here gets the copy of one that was (so the installed app opens My card offline once any dashboard page was seen).
 */
async function dashboardShell(cache, request) {
  if (!new URL(request.url).pathname.startsWith('/dashboard')) return undefined;
  for (const kept of await cache.keys()) {
    if (new URL(kept.url).pathname.startsWith('/dashboard')) return cache.match(kept, { ignoreVary: true });
  }
  return undefined;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') cache.put(request, response.clone());
    return response;
  } catch (error) {
    // This browser's own copy: the language negotiation's Vary (cookie, accept-language) cannot mix readers here.
    const cached =
      (await cache.match(request, { ignoreSearch: request.mode === 'navigate', ignoreVary: true })) ??
      (request.mode === 'navigate' ? await dashboardShell(cache, request) : undefined);
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
  const cached = (await cache.match(request)) ?? (await (await caches.open(TAGS)).match(request));
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

/** Whether a cached request's path belongs to the tag (its page or its files). */
const ofTag = (path, id) => TAG_PAGE.exec(path)?.[1] === id || TAG_FILE.exec(path)?.[1] === id;

/** Drops a tag's page and files: it is no longer marked, locked, gone or moved elsewhere. */
async function forgetTag(id) {
  const tags = await caches.open(TAGS);
  for (const request of await tags.keys()) {
    if (ofTag(new URL(request.url).pathname, id)) await tags.delete(request);
  }
}

/**
 * Keeps a marked page under its path, the files the server listed (it keeps them within the tag's budget) and
 * the build files the page names; files it no longer lists are dropped. Run after every online visit, so the
 * copy is always the latest one seen.
 */
async function keepTag(id, path, response) {
  const tags = await caches.open(TAGS);
  const listed = (response.headers.get('dynacard-offline-files') ?? '')
    .split(' ')
    .filter((p) => p.startsWith('/uploads/'));
  const html = await response.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_astro\/[^"]+)"/g)].map((m) => m[1]);
  await tags.put(path, response);
  for (const request of await tags.keys()) {
    const kept = new URL(request.url).pathname;
    if (TAG_FILE.exec(kept)?.[1] === id && !listed.includes(kept)) await tags.delete(request);
  }
  const queue = [...new Set([...listed, ...assets])];
  const seen = new Set(queue);
  while (queue.length) {
    const file = queue.shift();
    try {
      const answer = await fetch(file);
      if (!answer.ok) continue;
      // A script's own imports (the PDF viewer loads PDF.js and its worker when it runs) are kept too.
      if (/\.m?js$/.test(file)) {
        for (const [, name] of (await answer.clone().text()).matchAll(IMPORTED)) {
          const next = `/_astro/${name}`;
          if (seen.has(next) || seen.size >= 60) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      await tags.put(file, answer);
    } catch {
      // The connection went: what was kept before stays.
    }
  }
}

/** The build files a script names: "./x.js" beside it, or "/_astro/x.mjs". */
const IMPORTED = /["'`](?:\.\/|\/_astro\/)([\w.-]+\.m?js)["'`]/g;

/** The first visit asks (site/src/islands/dynatag/keep-offline.ts): the page, fetched again, kept if marked. */
async function keepFromPage(path) {
  const id = TAG_PAGE.exec(path)?.[1];
  if (!id) return;
  // Not counted again: the visit that asked was counted already.
  const response = await fetch(`${path}?count=false`);
  if (response.ok && response.headers.get('dynacard-offline') === 'keep') await keepTag(id, path, response);
  else if (response.status < 500) await forgetTag(id);
}

/** The kept page as shown without the network: its notice, in the page's language, made visible. */
async function tagCopy(kept) {
  const html = (await kept.text()).replace(OFFLINE_NOTICE, 'data-offline-notice');
  const headers = new Headers(kept.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: 200, headers });
}

/** /d/{id}: always the network when there is one; without it, the kept copy of a marked tag only. */
async function dynatagPage(event, id) {
  const path = new URL(event.request.url).pathname;
  try {
    const response = await fetch(event.request);
    if (response.ok && response.headers.get('dynacard-offline') === 'keep' && !response.redirected) {
      event.waitUntil(keepTag(id, path, response.clone()));
    } else if (response.status < 500) {
      // No longer marked, locked since, gone: the copy goes. A server error keeps it for another visit.
      event.waitUntil(forgetTag(id));
    }
    return response;
  } catch (error) {
    const kept = await (await caches.open(TAGS)).match(path);
    if (kept) return tagCopy(kept);
    const lang = /^(en|fi)/.exec(self.navigator.language ?? '')?.[1];
    const offline = await (await caches.open(CACHE)).match(lang ? `/${lang}/offline/` : '/offline/');
    if (offline) return offline;
    throw error;
  }
}

/**
 * A tag's file or a company logo: the network, as for any upload; without it, the copy kept for a marked tag,
 * if there is one. Nothing the server did not list is ever put in that cache.
 */
async function tagFile(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await (await caches.open(TAGS)).match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('message', (event) => {
  const path = event.data?.keepTag;
  if (typeof path === 'string') event.waitUntil(keepFromPage(path));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const tagPage = request.mode === 'navigate' ? TAG_PAGE.exec(url.pathname) : null;
  if (tagPage) return event.respondWith(dynatagPage(event, tagPage[1]));
  // Only what a kept tag can hold (its unsigned files, a company logo); every other upload is left alone.
  if ((TAG_FILE.test(url.pathname) && !url.search) || COMPANY_LOGO.test(url.pathname)) {
    return event.respondWith(tagFile(request));
  }
  if (BYPASS.test(url.pathname)) return;
  if (request.headers.get('accept')?.includes('text/event-stream')) return;
  event.respondWith(url.pathname.startsWith('/_astro/') ? cacheFirst(request) : networkFirst(request));
});

// --- Captures waiting on this phone (issue 31) ---------------------------------------------------------------
// The same store and the same requests as the dashboard's queue (contacts/capture/queue.ts): each capture goes up
// with its own key, so one sent both from here and from the page is one lead. Only the signed-in user's own
// captures are sent (another user on this phone keeps theirs). A capture the server refuses stays, with its
// reason, for the user to see; no connection, a busy server or a signed-out session leave it for the next try.
const CAPTURE_DB = 'dynacard-captures';
const CAPTURE_STORE = 'captures';
const CAPTURE_SYNC = 'dynacard-captures';

function captureDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(CAPTURE_DB, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(CAPTURE_STORE)) {
        request.result.createObjectStore(CAPTURE_STORE, { keyPath: 'clientKey' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function inStore(db, mode, work) {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(CAPTURE_STORE, mode);
    const request = work(tx.objectStore(CAPTURE_STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
  });
}

function captureRequest(capture) {
  const headers = { 'x-target-lang': capture.lang || 'sv', accept: 'application/json' };
  const common = {
    note: capture.note || undefined,
    event: capture.event || undefined,
    company: capture.company || undefined,
    consent: capture.consent,
    clientKey: capture.clientKey,
    capturedAt: capture.capturedAt,
  };
  if (capture.kind === 'code') {
    return new Request('/api/v1/leads/codes', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ text: capture.text || '', tags: capture.tags, ...common }),
    });
  }
  const form = new FormData();
  if (capture.front) form.append('front', capture.front, 'front.jpg');
  if (capture.back) form.append('back', capture.back, 'back.jpg');
  for (const [key, value] of Object.entries(common)) if (value !== undefined) form.append(key, String(value));
  if (capture.tags?.length) form.append('tags', capture.tags.join(','));
  return new Request('/api/v1/leads/scans', {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: form,
  });
}

async function sendCaptures() {
  const me = await fetch('/api/v1/users/me', { credentials: 'same-origin' });
  // Signed out, or no connection: the page sends them after the next sign-in or start.
  if (!me.ok) return;
  const user = (await me.json())?.data;
  const db = await captureDb();
  const waiting = (await inStore(db, 'readonly', (s) => s.getAll()))
    .filter((c) => !c.refused && user && c.userShortId === user.shortId)
    .sort((a, b) => a.capturedAt - b.capturedAt);
  let sent = 0;
  try {
    for (const capture of waiting) {
      const response = await fetch(captureRequest(capture));
      if (response.ok) {
        await inStore(db, 'readwrite', (s) => s.delete(capture.clientKey));
        sent++;
        continue;
      }
      // The server busy, the limits, the session: the browser tries the sync again later.
      if (response.status >= 500 || response.status === 429 || response.status === 401)
        throw new Error('later');
      const body = await response.json().catch(() => null);
      const refused = body?.message || String(response.status);
      await inStore(db, 'readwrite', (s) => s.put({ ...capture, refused }));
    }
  } finally {
    db.close();
    if (sent) {
      for (const client of await self.clients.matchAll({ type: 'window' }))
        client.postMessage({ capturesSent: true });
    }
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === CAPTURE_SYNC) event.waitUntil(sendCaptures());
});
