// A page in the page cache is answered before the app (createHandler → answerCached): the same answer the app
// gives, in brotli, gzip or as it is, and a write still empties the cache. Renders the built site (`bun run build`).
import { beforeAll, describe, expect, test } from 'bun:test';
import { brotliDecompressSync } from 'node:zlib';
import type { TestApp } from '../../../test/harness';
import { withSecurityHeaders } from '../../platform/security';
import { form, person } from '../companies/test-kit';
import { countingPageApp, PHONE } from './test-kit';

const page = countingPageApp();
let t: TestApp;
beforeAll(() => {
  t = page.t;
});

const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost${path}`, {
    method,
    headers: { 'user-agent': PHONE, 'x-forwarded-for': '10.9.9.9', ...headers },
  });

/** Through the server's handler; `viaApp` tells whether it reached the app. */
async function send(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const before = page.appCalls;
  const response = await t.handle(request(path, headers, method));
  return { response, viaApp: page.appCalls > before };
}

/** What the app alone answers (its routing, hooks and the page route), with the server's security headers. */
const fromApp = async (path: string, headers: Record<string, string> = {}) =>
  withSecurityHeaders(await page.appHandle(request(path, headers)), false);

const headersOf = (response: Response) => [...response.headers.entries()].sort();
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

async function cachedPage() {
  const { user, c } = await person(t, { fullName: 'Fast Path Person' });
  const path = `/p/${user.shortId}`;
  const first = await send(path);
  expect(first.response.status).toBe(200);
  expect(first.viaApp).toBe(true);
  // The first open makes the person's profile (a write): the page is cached from the second.
  await send(path);
  expect((await send(path)).viaApp).toBe(false);
  return { user, c, path, html: await first.response.text() };
}

describe('a page in the cache', () => {
  test('is answered without the app: the same status, headers and bytes as the app gives', async () => {
    const { path } = await cachedPage();
    const etag = (await fromApp(path)).headers.get('etag')!;
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
      { 'accept-encoding': 'br;q=0, gzip' },
      { 'accept-language': 'sv-SE,sv;q=0.9', cookie: 'theme=dark' },
      { 'if-none-match': etag },
    ];
    for (const headers of variants) {
      const fast = await send(path, headers);
      expect(fast.viaApp).toBe(false);
      const slow = await fromApp(path, headers);
      expect(fast.response.status).toBe(slow.status);
      expect(headersOf(fast.response)).toEqual(headersOf(slow));
      expect(await bytesOf(fast.response)).toEqual(await bytesOf(slow));
    }
    const fast = (await send(path)).response;
    expect(fast.headers.get('x-frame-options')).toBe('DENY');
    expect(fast.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  test('is sent in brotli when offered, else gzip, else as it is; always with Vary: accept-encoding', async () => {
    const { path, html } = await cachedPage();
    const br = (await send(path, { 'accept-encoding': 'gzip, deflate, br' })).response;
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(br)).toString()).toBe(html);
    const gzip = (await send(path, { 'accept-encoding': 'gzip, deflate' })).response;
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(new TextDecoder().decode(Bun.gunzipSync(await bytesOf(gzip)))).toBe(html);
    const plain = (await send(path, { 'accept-encoding': 'identity' })).response;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
    for (const response of [br, gzip, plain]) {
      expect(response.headers.get('vary')).toContain('accept-encoding');
    }
  });

  test('counts every scan without the app (the plain address, the printed ?count=true), not the ?count=false preview', async () => {
    const { path, user } = await cachedPage();
    const views = async () => {
      await t.pages.settle();
      const [row] = await t.deps.database.client
        .execute({ sql: 'SELECT views FROM profiles WHERE user_id = ?', args: [user.id] })
        .then((r) => r.rows as unknown as { views: number }[]);
      return row.views;
    };
    // cachedPage opened the plain address three times: each a view.
    expect(await views()).toBe(3);
    for (const address of [path, `${path}?count=true`, `${path}?s=q`]) {
      expect((await send(address)).viaApp).toBe(false);
    }
    expect(await views()).toBe(6);
    expect((await send(`${path}?count=false`)).viaApp).toBe(false);
    expect(await views()).toBe(6);
  });

  test('is emptied by a write: the next scan takes the app and shows the change', async () => {
    const { path, c } = await cachedPage();
    expect((await send(path)).viaApp).toBe(false);
    expect((await c.patch('/api/v1/users/me', form({ fullName: 'Renamed Person' }))).status).toBe(200);
    const changed = await send(path);
    expect(changed.viaApp).toBe(true);
    expect(await changed.response.text()).toContain('Renamed Person');
    expect((await send(path)).viaApp).toBe(false);
  });

  test('a scan while the page is rendered shares that render without the app; an overtaken one takes the app', async () => {
    const { user, c } = await person(t, { fullName: 'Rendering Person' });
    const path = `/p/${user.shortId}`;
    expect((await send(path)).response.status).toBe(200); // makes the profile
    const site = t.site!;
    const renderWhile = (during: () => Promise<unknown>) => async (request: Request, locals?: object) => {
      const answer = await site(request, locals);
      await during();
      return answer;
    };
    // Another scan arrives while the render runs: it waits for it, and never reaches the app.
    let scanned: Promise<{ response: Response; viaApp: boolean }> | undefined;
    await t.pages.answer(
      request(path),
      user.shortId,
      renderWhile(async () => {
        scanned = send(path);
      }),
    );
    const shared = await scanned!;
    expect(shared.viaApp).toBe(false);
    expect(await shared.response.text()).toContain('Rendering Person');
    // A change overtakes the render the scan waits for: the scan takes the app and shows the change.
    expect((await c.patch('/api/v1/users/me', form({ fullName: 'Changed Person' }))).status).toBe(200);
    await t.pages.answer(
      request(path),
      user.shortId,
      renderWhile(async () => {
        scanned = send(path);
        await c.patch('/api/v1/users/me', form({ fullName: 'Overtaking Person' }));
      }),
    );
    const overtaken = await scanned!;
    expect(overtaken.viaApp).toBe(true);
    expect(await overtaken.response.text()).toContain('Overtaking Person');
  });

  test('anything but a GET of a cached /p page takes the app', async () => {
    const { path } = await cachedPage();
    for (const [p, method] of [
      [path, 'HEAD'],
      [`${path}/`, 'GET'],
      [`${path}%2F`, 'GET'],
      ['/p/unknown-id', 'GET'],
      ['/api/v1/general/challenge', 'GET'],
    ]) {
      expect((await send(p, {}, method)).viaApp).toBe(true);
    }
  });
});
