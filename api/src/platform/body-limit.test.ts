import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { users } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { BASE, createTestApp, type TestApp } from '../../test/harness';
import { SERVER_MAX_BODY_BYTES } from './body-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const TOO_LARGE = {
  success: false,
  statusCode: 413,
  message: 'The request is too large',
  data: null,
  errors: [],
};

/** A chunked body (no Content-Length) of `total` bytes after `head`, counting how much the server pulled. */
function counted(total: number, head = '') {
  const first = new TextEncoder().encode(head);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const chunk = pulled === 0 && first.length ? first : new Uint8Array(Math.min(CHUNK, total - pulled));
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled };
}

const BOUNDARY = 'dynacard-test-boundary';
const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

const send = (path: string, body: ReadableStream, type: string, headers: Record<string, string> = {}) =>
  t.handle(
    new Request(`${BASE}${path}`, {
      method: path === '/api/v1/users/me' ? 'PATCH' : 'POST',
      headers: { 'content-type': type, 'x-target-lang': 'en', 'x-forwarded-for': '192.0.2.99', ...headers },
      body,
    }),
  );

describe('chunked bodies stop at the limit', () => {
  test('24 MB of JSON to the login: 413 in the envelope after about 1 MB read', async () => {
    const big = counted(24 * MB, '{"login":"a","password":"');
    const res = await send('/api/v1/auth/login', big.body, 'application/json');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(big.pulled()).toBeLessThan(LIMITS.jsonBodyBytes + 4 * CHUNK);
  });

  // A JSON operation refuses another content type before reading (strict bodies, issue 20): 415, not 413.
  test('24 MB of multipart to a route without files: 415 before it is read', async () => {
    const big = counted(24 * MB, fileHead);
    const res = await send('/api/v1/auth/login', big.body, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(res.status).toBe(415);
    expect(big.pulled()).toBeLessThan(4 * CHUNK);
  });

  test('an upload route: over the upload limit 413 at the limit; anonymous 401 before reading', async () => {
    const u = await t.signup();
    const cookie = [...u.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const type = `multipart/form-data; boundary=${BOUNDARY}`;
    const big = counted(LIMITS.multipartBodyBytes + 5 * MB, fileHead);
    const res = await send('/api/v1/users/me', big.body, type, { cookie });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(big.pulled()).toBeLessThan(LIMITS.multipartBodyBytes + 4 * CHUNK);

    const anonymous = counted(LIMITS.multipartBodyBytes, fileHead);
    const refused = await send('/api/v1/users/me', anonymous.body, type);
    expect(refused.status).toBe(401);
    expect(anonymous.pulled()).toBeLessThan(4 * CHUNK);
  });

  test('a chunked multipart form under the limit is read and saved as before', async () => {
    const u = await t.signup();
    const cookie = [...u.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const form = new FormData();
    form.append('fullName', 'Chunked Person');
    const framed = new Response(form);
    // Bun forgets the boundary header once the body is taken: read it first.
    const type = framed.headers.get('content-type')!;
    const res = await send('/api/v1/users/me', framed.body!, type, { cookie });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, u.email));
    expect(row.fullName).toBe('Chunked Person');
  });
});

describe('the real server', () => {
  test('a body over 26 MB gets the envelope, declared or chunked', async () => {
    const server = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      maxRequestBodySize: SERVER_MAX_BODY_BYTES,
      fetch: (request, peer) => t.handle(request, peer),
    });
    try {
      const url = `http://127.0.0.1:${server.port}/api/v1/auth/login`;
      const declared = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(40 * MB) },
        body: counted(40 * MB).body,
      });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toEqual({ ...TOO_LARGE, message: 'Förfrågan är för stor' });

      const chunked = counted(40 * MB, '{"login":"');
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-target-lang': 'en' },
        body: chunked.body,
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(TOO_LARGE);
      expect(chunked.pulled()).toBeLessThan(8 * MB);
    } finally {
      server.stop(true);
    }
  });
});
