import { describe, expect, test } from 'bun:test';
import worker, { type Env, toOrigin } from './worker';

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
        const text = assets[new URL(request.url).pathname];
        return text === undefined ? new Response('nope', { status: 404 }) : new Response(text);
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
});
