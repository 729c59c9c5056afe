import { describe, expect, test } from 'bun:test';
import { edge as FI_EDGE } from '../../shared/i18n/fi/edge';
import {
  EDGE_STALE_MS,
  type EdgeCache,
  type EdgeOptions,
  edgePage,
  FAILING_MS,
  isKeepable,
  STALE_IF_ERROR_MS,
} from './edge-cache';
import { retryAfter } from './unavailable';
import worker, { createWorker, type Env, toOrigin } from './worker';

const HTML = { 'content-type': 'text/html; charset=utf-8' };

/** A fake origin and asset store that record what reached them. */
function setup(assets: Record<string, string>) {
  const seen: Request[] = [];
  const server = Bun.serve({
    port: 0,
    async fetch(request) {
      seen.push(request);
      const body = request.method === 'POST' ? await request.text() : '';
      return Response.json({
        path: new URL(request.url).pathname,
        body,
        xff: request.headers.get('x-forwarded-for'),
      });
    },
  });
  const env: Env = {
    ORIGIN_URL: `http://127.0.0.1:${server.port}`,
    ASSETS: {
      fetch: async (request) => {
        const { pathname } = new URL(request.url);
        const text = assets[pathname];
        if (text !== undefined) return new Response(text, { headers: pathname.endsWith('/') ? HTML : {} });
        // Workers Static Assets add the trailing slash of a directory's page by a redirect.
        if (assets[`${pathname}/`] !== undefined)
          return new Response(null, { status: 307, headers: { location: `${pathname}/` } });
        return new Response('nope', { status: 404 });
      },
    },
  };
  return { env, seen, close: () => server.stop(true) };
}

describe('edge worker', () => {
  test('on a company’s page domain only the pages’ files come from the assets; the rest goes to the origin', async () => {
    const s = setup({
      '/': 'the marketing site',
      '/_astro/page.css': 'css',
      '/business-card/': 'static page',
    });
    const env = { ...s.env, SITE_HOST: 'dynacard.se' };
    const css = await worker.fetch(new Request('https://cards.nordvik.se/_astro/page.css'), env);
    expect(await css.text()).toBe('css');
    for (const path of ['/', '/business-card/', '/d/Ab12Cd']) {
      const res = await worker.fetch(new Request(`https://cards.nordvik.se${path}`), env);
      expect(((await res.json()) as { path: string }).path).toBe(path);
    }
    expect(s.seen.map((r) => r.headers.get('x-forwarded-host'))).toEqual([
      'cards.nordvik.se',
      'cards.nordvik.se',
      'cards.nordvik.se',
    ]);
    // The site's own host still gets its prerendered pages from the assets.
    expect(await (await worker.fetch(new Request('https://dynacard.se/'), env)).text()).toBe(
      'the marketing site',
    );
    s.close();
  });

  test('prerendered pages come from the edge assets, without reaching the origin', async () => {
    const s = setup({ '/business-card/': 'static page' });
    const res = await worker.fetch(new Request('https://dynacard.se/business-card/'), s.env);
    expect(await res.text()).toBe('static page');
    expect(s.seen).toHaveLength(0);
    s.close();
  });

  test('the API, /p pages and asset misses go to the origin with the visitor address', async () => {
    const s = setup({ '/p/abc': 'must not be used' });
    const post = await worker.fetch(
      new Request('https://dynacard.se/api/v1/auth/login', {
        method: 'POST',
        body: '{"login":"a"}',
        headers: { 'cf-connecting-ip': '203.0.113.9', 'content-type': 'application/json' },
      }),
      s.env,
    );
    expect(await post.json()).toEqual({
      path: '/api/v1/auth/login',
      body: '{"login":"a"}',
      xff: '203.0.113.9',
    });
    expect(
      (
        (await (await worker.fetch(new Request('https://dynacard.se/p/abc?count=true'), s.env)).json()) as {
          path: string;
        }
      ).path,
    ).toBe('/p/abc');
    expect(
      (
        (await (await worker.fetch(new Request('https://dynacard.se/unknown'), s.env)).json()) as {
          path: string;
        }
      ).path,
    ).toBe('/unknown');
    expect(s.seen.map((r) => new URL(r.url).search)).toEqual(['', '?count=true', '']);
    s.close();
  });

  test('an origin that cannot be reached: 503 with Retry-After, the page in the visitor’s language, the API in its envelope', async () => {
    const s = setup({
      '/unavailable/': '<html lang="sv">otillgänglig</html>',
      '/en/unavailable/': '<html lang="en">unavailable</html>',
    });
    s.close();
    const open = (path: string, headers: Record<string, string> = {}) =>
      worker.fetch(new Request(`https://dynacard.se${path}`, { headers }), s.env);
    const page = await open('/dashboard/orders', { 'accept-language': 'en' });
    expect([page.status, page.headers.get('retry-after'), page.headers.get('cache-control')]).toEqual([
      503,
      '30',
      'no-store',
    ]);
    expect(await page.text()).toBe('<html lang="en">unavailable</html>');
    // The stored choice, as for pages; an address with a language keeps it.
    const stored = await open('/dashboard/x', { cookie: 'targetLang=sv', 'accept-language': 'en' });
    expect(await stored.text()).toContain('lang="sv"');
    expect(await (await open('/en/dashboard/x', { 'accept-language': 'sv' })).text()).toContain('lang="en"');
    const api = await open('/api/v1/users/me', { 'x-target-lang': 'fi', 'accept-language': 'en' });
    expect([api.status, api.headers.get('retry-after')]).toEqual([503, '30']);
    expect(await api.json()).toEqual({
      success: false,
      statusCode: 503,
      message: FI_EDGE.serviceUnavailable,
      data: null,
      errors: [],
    });
  });

  test('forwarded requests say the original scheme and host, and drop hop-by-hop headers', () => {
    const forwarded = toOrigin(
      new Request('https://dynacard.se/api/v1/users/me', {
        headers: { connection: 'keep-alive', cookie: 'a=b' },
      }),
      'https://origin.example',
    );
    expect(forwarded.url).toBe('https://origin.example/api/v1/users/me');
    expect(forwarded.headers.get('x-forwarded-proto')).toBe('https');
    expect(forwarded.headers.get('x-forwarded-host')).toBe('dynacard.se');
    expect(forwarded.headers.get('connection')).toBeNull();
    expect(forwarded.headers.get('cookie')).toBe('a=b');
  });

  test('an unprefixed page is answered in the reader’s language, as at the origin', async () => {
    const s = setup({ '/business-card/': 'svensk sida', '/en/business-card/': 'english page' });
    const open = (path: string, headers: Record<string, string>) =>
      worker.fetch(new Request(`https://dynacard.se${path}`, { headers }), s.env);

    const english = await open('/business-card/?ref=x', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.status).toBe(302);
    expect(english.headers.get('location')).toBe('/en/business-card/?ref=x');
    expect(english.headers.get('cache-control')).toBe('private, no-store');
    // One hop instead of the assets' trailing-slash redirect and then the language.
    const bare = await open('/business-card', { 'accept-language': 'fi' });
    expect(bare.headers.get('location')).toBe('/fi/business-card/');
    // The stored choice wins; the Swedish answer says what it depends on.
    const swedish = await open('/business-card/', { cookie: 'targetLang=sv', 'accept-language': 'en' });
    expect(await swedish.text()).toBe('svensk sida');
    expect(swedish.headers.get('vary')).toContain('accept-language');
    // An address with a language, and the service worker's own fetches, are never redirected.
    expect(await (await open('/en/business-card/', { cookie: 'targetLang=fi' })).text()).toBe('english page');
    const precache = await open('/business-card/', { 'accept-language': 'en', 'sec-fetch-mode': 'cors' });
    expect(await precache.text()).toBe('svensk sida');
    expect(s.seen).toHaveLength(0);
    s.close();
  });
});

/** The Workers cache as the edge uses it: answers kept by URL. */
function memoryCache(): EdgeCache & { keys: () => string[] } {
  const kept = new Map<string, Response>();
  return {
    match: async (key) => kept.get(key.url)?.clone(),
    put: async (key, response) => {
      kept.set(key.url, response);
    },
    delete: async (key) => kept.delete(key.url),
    keys: () => [...kept.keys()],
  };
}

/** What the scripted origin does: answers, or fails to connect (`refused`). */
type OriginReply = { status?: number; body?: string; headers?: Record<string, string>; refused?: boolean };

/** An edge in front of a scripted origin, with its own clock and the work left for after the answer. */
function edgeSetup(reply: (request: Request) => OriginReply) {
  const cache = memoryCache();
  const seen: Request[] = [];
  const later: Promise<unknown>[] = [];
  let time = 1_000_000;
  /** While set, the origin does not answer (a far, slow origin). */
  let hold: Promise<void> | null = null;
  const options: EdgeOptions = {
    cache,
    origin: async (request) => {
      seen.push(request);
      // Like fetch: the wait ends when the edge gives up on the request.
      await Promise.race([
        hold,
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      ]);
      const r = reply(request);
      if (r.refused) throw new TypeError('fetch failed: connection refused');
      const headers = { 'content-type': 'text/html; charset=utf-8', ...r.headers };
      if (r.headers?.etag && request.headers.get('if-none-match') === r.headers.etag) {
        return new Response(null, { status: 304, headers });
      }
      return new Response(r.body ?? '', { status: r.status ?? 200, headers });
    },
    waitUntil: (p) => later.push(p),
    unavailable: async (_, failed) =>
      new Response('unavailable', { status: 503, headers: { 'retry-after': retryAfter(failed) } }),
    now: () => time,
    waitMs: { withCopy: 10_000, alone: 10_000 },
  };
  const open = (path: string, headers: Record<string, string> = {}) =>
    edgePage(new Request(`https://dynacard.se${path}`, { headers }), options);
  return {
    cache,
    seen,
    open,
    options,
    settle: () => Promise.all(later.splice(0)),
    /** Holds the origin's answers until the returned function is called. */
    holdOrigin: () => {
      let release = () => {};
      hold = new Promise((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
      return release;
    },
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const PAGE = { 'cache-control': 'private, no-cache', vary: 'accept-encoding, accept-language, cookie' };

describe('pages at the edge', () => {
  test('a /p page is kept: the next visitor is answered from the edge, then the origin confirms it (304)', async () => {
    // As workerd's fetch gives it: the body decoded, the coding still named.
    const s = edgeSetup(() => ({
      body: 'card v1',
      headers: { ...PAGE, etag: '"v1"', 'content-encoding': 'br' },
    }));
    const first = await s.open('/p/abc?count=true', { 'accept-language': 'en' });
    expect([first.status, first.headers.get('x-edge-cache'), await first.text()]).toEqual([
      200,
      'miss',
      'card v1',
    ]);
    // The visitor gets the origin's own caching headers back, not the stored copy's.
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toBe(PAGE.vary);
    expect(first.headers.get('content-encoding')).toBeNull();
    expect(s.seen).toHaveLength(1);

    // The origin is slow now: the kept page is answered without waiting for it.
    const release = s.holdOrigin();
    const second = await s.open('/p/abc?count=true', { 'accept-language': 'en' });
    expect([second.headers.get('x-edge-cache'), await second.text()]).toEqual(['hit', 'card v1']);
    release();
    await s.settle();
    // After the answer the visitor's request reaches the origin (its view counted), conditionally.
    expect(s.seen).toHaveLength(2);
    expect(s.seen[1].url).toBe('https://dynacard.se/p/abc?count=true');
    expect(s.seen[1].headers.get('if-none-match')).toBe('"v1"');

    // The browser's own copy: 304 from the edge.
    const again = await s.open('/p/abc?count=true', { 'accept-language': 'en', 'if-none-match': '"v1"' });
    expect(again.status).toBe(304);
  });

  test('kept per language: a Swedish and an English visitor never get each other’s page', async () => {
    const s = edgeSetup((r) => {
      const lang = r.headers.get('accept-language') === 'en' ? 'en' : 'sv';
      return { body: `card ${lang}`, headers: { ...PAGE, etag: `"${lang}"` } };
    });
    await s.open('/d/tag1', { 'accept-language': 'en' });
    await s.open('/d/tag1');
    expect(await (await s.open('/d/tag1', { 'accept-language': 'en' })).text()).toBe('card en');
    expect(await (await s.open('/d/tag1', { cookie: 'targetLang=sv', 'accept-language': 'en' })).text()).toBe(
      'card sv',
    );
    expect(s.cache.keys().sort()).toEqual([
      'https://dynacard.se/d/tag1?edge-lang=en',
      'https://dynacard.se/d/tag1?edge-lang=sv',
    ]);
  });

  test('an edit shows from the next visit after the one that found it; past the bound the origin is asked first', async () => {
    let version = 1;
    const s = edgeSetup(() => ({ body: `card v${version}`, headers: { ...PAGE, etag: `"v${version}"` } }));
    await s.open('/p/abc');
    version = 2;
    expect(await (await s.open('/p/abc')).text()).toBe('card v1');
    await s.settle();
    expect(await (await s.open('/p/abc')).text()).toBe('card v2');
    await s.settle();

    // Nobody visits for longer than the bound: the kept page is not answered before the origin has spoken.
    version = 3;
    s.advance(EDGE_STALE_MS + 1);
    const late = await s.open('/p/abc');
    expect([late.headers.get('x-edge-cache'), await late.text()]).toEqual(['miss', 'card v3']);
    // Within the bound, a confirmation (304) is enough to answer from the edge again.
    s.advance(EDGE_STALE_MS + 1);
    const confirmed = await s.open('/p/abc');
    expect([confirmed.headers.get('x-edge-cache'), await confirmed.text()]).toEqual([
      'revalidated',
      'card v3',
    ]);
    expect((await s.open('/p/abc')).headers.get('x-edge-cache')).toBe('hit');
  });

  test('a hidden or deleted card (404, no-store) is dropped, by the next visit or past the bound at the latest', async () => {
    let gone = false;
    const s = edgeSetup(() =>
      gone
        ? { status: 404, body: 'neutral', headers: { 'cache-control': 'no-store' } }
        : { body: 'card', headers: { ...PAGE, etag: '"c"' } },
    );
    await s.open('/c/link1');
    gone = true;
    s.advance(EDGE_STALE_MS + 1);
    const res = await s.open('/c/link1');
    expect([res.status, await res.text()]).toEqual([404, 'neutral']);
    expect(s.cache.keys()).toEqual([]);

    gone = false;
    await s.open('/c/link1');
    gone = true;
    expect((await s.open('/c/link1')).status).toBe(200);
    await s.settle();
    expect(s.cache.keys()).toEqual([]);
    expect((await s.open('/c/link1')).status).toBe(404);
  });

  test('the origin fails (502, refused, silent): the last good copy stands in, says so, and stays kept', async () => {
    let reply: OriginReply = { body: 'card v1', headers: { ...PAGE, etag: '"v1"' } };
    const s = edgeSetup(() => reply);
    s.options.waitMs = { withCopy: 200, alone: 10_000 };
    await s.open('/p/abc');
    // While the copy is fresh its revalidation meets the 502: the copy is not dropped, nor replaced.
    reply = { status: 502, body: 'Bad Gateway', headers: { 'content-type': 'text/html' } };
    expect((await s.open('/p/abc')).headers.get('x-edge-cache')).toBe('hit');
    await s.settle();
    expect(s.cache.keys()).toEqual(['https://dynacard.se/p/abc?edge-lang=sv']);

    s.advance(EDGE_STALE_MS + 90_000);
    const stale = async () => {
      const res = await s.open('/p/abc');
      return [res.status, res.headers.get('x-dynacard-stale'), res.headers.get('age'), await res.text()];
    };
    // Past the bound the origin is asked first: its 502 gets the copy, marked, with the time since it confirmed.
    expect(await stale()).toEqual([200, 'if-error', '120', 'card v1']);
    expect(s.seen).toHaveLength(3);
    // Then, for FAILING_MS, visitors get the copy at once and the origin (refusing now) is asked after the answer.
    // The origin is held until released, and the edge would wait a minute for it: the answer comes while it is
    // held, or the test runs out of time.
    reply = { refused: true };
    const release = s.holdOrigin();
    s.options.waitMs = { withCopy: 60_000, alone: 60_000 };
    expect(await stale()).toEqual([200, 'if-error', '120', 'card v1']);
    expect(s.seen.at(-1)?.signal.aborted).toBe(false);
    release();
    await s.settle();
    expect(s.seen).toHaveLength(4);
    s.options.waitMs = { withCopy: 200, alone: 10_000 };

    // An origin that accepts and never answers, FAILING_MS after the last failure: the copy after the wait, the
    // request to it given up; the next visitor does not wait.
    // The origin is held for good: only the edge giving up on it (its wait, 200 ms here) brings the answer.
    s.advance(FAILING_MS + 1);
    s.holdOrigin();
    expect(await stale()).toEqual([200, 'if-error', '130', 'card v1']);
    expect(s.seen.at(-1)?.signal.aborted).toBe(true);
    expect(await stale()).toEqual([200, 'if-error', '130', 'card v1']);
    // The browser's own copy still gets its 304.
    const again = await s.open('/p/abc', { 'if-none-match': '"v1"' });
    expect([again.status, again.headers.get('x-dynacard-stale')]).toEqual([304, 'if-error']);
    await s.settle();

    // The origin is back: the first visit's revalidation confirms the page, and it is answered as before.
    s.holdOrigin()();
    reply = { body: 'card v1', headers: { ...PAGE, etag: '"v1"' } };
    await s.open('/p/abc');
    await s.settle();
    const back = await s.open('/p/abc');
    expect([back.headers.get('x-edge-cache'), back.headers.get('x-dynacard-stale')]).toEqual(['hit', null]);
    expect(s.cache.keys()).toEqual(['https://dynacard.se/p/abc?edge-lang=sv']);
  });

  test('shorter bounds set for the failover bench (EDGE_STALE_MS, EDGE_FAILING_MS) are the ones kept to', async () => {
    let reply: OriginReply = { body: 'card v1', headers: { ...PAGE, etag: '"v1"' } };
    const s = edgeSetup(() => reply);
    s.options.boundsMs = { stale: 3_000, failing: 2_000 };
    await s.open('/p/abc');
    s.advance(2_999);
    expect((await s.open('/p/abc')).headers.get('x-edge-cache')).toBe('hit');
    await s.settle();
    // Past the short bound the origin is asked first (a 304 confirms the copy).
    s.advance(3_001);
    expect((await s.open('/p/abc')).headers.get('x-edge-cache')).toBe('revalidated');
    // It fails: for the short failing bound the copy is answered without waiting for the origin…
    s.advance(3_001);
    reply = { status: 502 };
    expect((await s.open('/p/abc')).headers.get('x-dynacard-stale')).toBe('if-error');
    // (The origin is held and the edge would wait 10 s for it: the answer comes while it is held.)
    s.advance(1_999);
    const release = s.holdOrigin();
    expect((await s.open('/p/abc')).headers.get('x-dynacard-stale')).toBe('if-error');
    expect(s.seen.at(-1)?.signal.aborted).toBe(false);
    release();
    await s.settle();
    // …and past it the origin is asked first again: the answer waits for it (given up after the wait).
    s.advance(2_001);
    s.options.waitMs = { withCopy: 200, alone: 10_000 };
    s.holdOrigin();
    expect((await s.open('/p/abc')).headers.get('x-dynacard-stale')).toBe('if-error');
    expect(s.seen.at(-1)?.signal.aborted).toBe(true);
  });

  test('no copy, or one older than 24 h: the 503 answer with the origin’s Retry-After; errors are never kept', async () => {
    let reply: OriginReply = { body: 'card', headers: { ...PAGE, etag: '"c"' } };
    const s = edgeSetup(() => reply);
    reply = { status: 503, body: 'down', headers: { 'retry-after': '120' } };
    const none = await s.open('/d/tag1');
    expect([none.status, none.headers.get('retry-after'), await none.text()]).toEqual([
      503,
      '120',
      'unavailable',
    ]);
    reply = { refused: true };
    expect((await s.open('/d/tag1')).headers.get('retry-after')).toBe('30');
    expect(s.cache.keys()).toEqual([]);

    reply = { body: 'card', headers: { ...PAGE, etag: '"c"' } };
    await s.open('/d/tag1');
    reply = { status: 500, body: 'oops' };
    s.advance(STALE_IF_ERROR_MS);
    expect((await s.open('/d/tag1')).headers.get('x-dynacard-stale')).toBe('if-error');
    s.advance(1_000);
    expect((await s.open('/d/tag1')).status).toBe(503);
  });

  test('a card deleted while the origin works is never stood in for: 404, then 503 when the origin fails', async () => {
    let reply: OriginReply = { body: 'card', headers: { ...PAGE, etag: '"c"' } };
    const s = edgeSetup(() => reply);
    await s.open('/p/gone');
    s.advance(EDGE_STALE_MS + 1);
    reply = { status: 404, body: 'neutral', headers: { 'cache-control': 'no-store' } };
    expect((await s.open('/p/gone')).status).toBe(404);
    reply = { status: 502 };
    expect((await s.open('/p/gone')).status).toBe(503);
  });

  test('never kept: a protected tag (no-store), an answer that sets a cookie, a redirect, a page without ETag', async () => {
    const replies: Record<string, OriginReply> = {
      '/d/locked': { body: 'passcode', headers: { 'cache-control': 'private, no-store', etag: '"l"' } },
      '/d/unlocked': { body: 'open', headers: { ...PAGE, etag: '"u"', 'set-cookie': 'dynatag_unlock=x' } },
      '/d/redirect': { status: 302, headers: { location: 'https://example.com' } },
      '/p/noetag': { body: 'card', headers: PAGE },
    };
    const s = edgeSetup((r) => replies[new URL(r.url).pathname]);
    for (const path of Object.keys(replies)) {
      await s.open(path);
      const again = await s.open(path);
      expect(again.headers.has('x-edge-cache')).toBe(false);
    }
    expect(s.seen).toHaveLength(8);
    expect(s.cache.keys()).toEqual([]);
    expect(isKeepable(new Response('x', { headers: { 'content-type': 'text/html', etag: '"e"' } }))).toBe(
      true,
    );
  });

  test('the worker uses the edge cache for GET /p, /d and /c only, and passes the visitor’s address on', async () => {
    const s = setup({});
    const cache = memoryCache();
    const later: Promise<unknown>[] = [];
    const edgeWorker = createWorker(() => cache);
    const ctx = { waitUntil: (p: Promise<unknown>) => later.push(p) };
    const open = (path: string) =>
      edgeWorker.fetch(
        new Request(`https://dynacard.se${path}`, { headers: { 'cf-connecting-ip': '198.51.100.4' } }),
        s.env,
        ctx,
      );
    // The fake origin answers JSON, which is never kept; a /p request still goes through the edge path.
    expect(await (await open('/p/abc')).json()).toMatchObject({ path: '/p/abc', xff: '198.51.100.4' });
    expect(await (await open('/api/v1/general/challenge')).json()).toMatchObject({ xff: '198.51.100.4' });
    expect(cache.keys()).toEqual([]);
    await Promise.all(later);
    s.close();
  });
});
