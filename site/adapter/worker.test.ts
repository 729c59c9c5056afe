import { describe, expect, test } from 'bun:test';
import worker, { type Env, toOrigin } from './worker';

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
