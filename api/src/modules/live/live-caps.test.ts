import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { users } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { liveStreamsOf } from './streams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const opened: AbortController[] = [];
afterEach(async () => {
  for (const abort of opened.splice(0)) abort.abort();
  await Bun.sleep(5);
});

const cookieOf = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** GET /sse/connect with a client's cookies from an address; the answer and a reader of its text. */
async function connect(jar: Map<string, string>, ip: string) {
  const abort = new AbortController();
  const res = await t.handle(
    new Request(`${BASE}/sse/connect`, {
      headers: { cookie: cookieOf(jar), 'x-forwarded-for': ip, 'x-target-lang': 'en' },
      signal: abort.signal,
    }),
  );
  if (res.status === 200) opened.push(abort);
  const reader = res.status === 200 ? res.body!.getReader() : null;
  const decoder = new TextDecoder();
  /** Everything until the stream ends, or null if it is still open after `ms`. */
  const readToEnd = async (ms = 1000) => {
    let text = '';
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const next = await Promise.race([reader!.read(), Bun.sleep(deadline - Date.now()).then(() => null)]);
      if (next === null) return null;
      if (next.done) return text;
      text += decoder.decode(next.value);
    }
    return null;
  };
  return { res, abort, readToEnd };
}

/** Another login of the same account: a new session with its own cookies. */
async function login(u: Awaited<ReturnType<TestApp['signup']>>) {
  const c = t.client();
  expect((await c.post('/api/v1/auth/login', { login: u.email, password: u.password })).status).toBe(200);
  return c.jar;
}

async function expectRefused(jar: Map<string, string>, ip: string) {
  const { res } = await connect(jar, ip);
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe('8');
  expect(await res.json()).toEqual({
    success: false,
    statusCode: 429,
    message: 'Too many live connections are open; close another tab or window and try again',
    data: null,
    errors: [],
  });
}

describe('GET /sse/connect caps', () => {
  test(`${LIMITS.liveStreamsPerSession} streams per session; closing one frees its slot`, async () => {
    const u = await t.signup();
    const streams = [];
    for (let i = 0; i < LIMITS.liveStreamsPerSession; i++) {
      const s = await connect(u.client.jar, '192.0.2.1');
      expect(s.res.status).toBe(200);
      streams.push(s);
    }
    await expectRefused(u.client.jar, '192.0.2.1');
    // From another address the session is still full.
    await expectRefused(u.client.jar, '192.0.2.2');
    streams[0].abort.abort();
    await Bun.sleep(5);
    expect((await connect(u.client.jar, '192.0.2.1')).res.status).toBe(200);
  });

  test(`${LIMITS.liveStreamsPerUser} streams per user, across sessions`, async () => {
    const u = await t.signup();
    const sessions = [u.client.jar, await login(u), await login(u)];
    let ip = 0;
    for (let i = 0; i < LIMITS.liveStreamsPerUser; i++) {
      const jar = sessions[Math.floor(i / LIMITS.liveStreamsPerSession)];
      expect((await connect(jar, `192.0.2.${10 + (ip++ % 3)}`)).res.status).toBe(200);
    }
    await expectRefused(sessions[2], '192.0.2.20');
  });

  test(`${LIMITS.liveStreamsPerIp} streams per address, across users`, async () => {
    const ip = '198.51.100.9';
    let n = 0;
    while (n < LIMITS.liveStreamsPerIp) {
      const u = await t.signup();
      for (let i = 0; i < LIMITS.liveStreamsPerSession && n < LIMITS.liveStreamsPerIp; i++, n++) {
        expect((await connect(u.client.jar, ip)).res.status).toBe(200);
      }
    }
    const other = await t.signup();
    await expectRefused(other.client.jar, ip);
    expect((await connect(other.client.jar, '198.51.100.10')).res.status).toBe(200);
    expect(liveStreamsOf(t.deps).count()).toBe(LIMITS.liveStreamsPerIp + 1);
  });
});

test('on the real server, a stream whose client goes away frees its slot', async () => {
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    idleTimeout: 30,
    fetch: (request, peer) => t.handle(request, peer),
  });
  const aborts: AbortController[] = [];
  const open = async (cookie: string) => {
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${server.port}/sse/connect`, {
      headers: { cookie, 'x-target-lang': 'en' },
      signal: abort.signal,
    });
    if (res.status === 200) {
      aborts.push(abort);
      await res.body!.getReader().read(); // ': connected'
    }
    return res;
  };
  try {
    const u = await t.signup();
    const cookie = cookieOf(u.client.jar);
    for (let i = 0; i < LIMITS.liveStreamsPerSession; i++) expect((await open(cookie)).status).toBe(200);
    const refused = await open(cookie);
    expect(refused.status).toBe(429);
    expect((await refused.json()).statusCode).toBe(429);
    const full = liveStreamsOf(t.deps).count();
    aborts[0].abort();
    for (let i = 0; i < 200 && liveStreamsOf(t.deps).count() === full; i++) await Bun.sleep(10);
    expect(liveStreamsOf(t.deps).count()).toBe(full - 1);
    expect((await open(cookie)).status).toBe(200);
  } finally {
    for (const abort of aborts) abort.abort();
    server.stop(true);
  }
});

describe('a stream its user no longer holds ends at the next heartbeat', () => {
  test('after logout, and after the account is disabled; other streams go on', async () => {
    const u = await t.signup();
    const other = await login(u);
    const loggedOut = await connect(u.client.jar, '192.0.2.30');
    const stays = await connect(other, '192.0.2.30');
    const someone = await t.signup();
    const disabled = await connect(someone.client.jar, '192.0.2.31');
    for (const s of [loggedOut, stays, disabled]) expect(s.res.status).toBe(200);

    expect((await u.client.post('/api/v1/auth/logout')).status).toBe(200);
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.email, someone.email));
    await liveStreamsOf(t.deps).beat();

    expect(await loggedOut.readToEnd()).toContain(': ping');
    expect(await disabled.readToEnd()).toContain(': ping');
    expect(await stays.readToEnd(200)).toBeNull();
    expect(liveStreamsOf(t.deps).count()).toBe(1);
  });

  test('a stream opened with a personal API key ends when the key is revoked; one with another key goes on', async () => {
    const u = await t.signup();
    type Created = { id: string; key: string };
    const revoked = (await u.client.post<Created>('/api/v1/users/me/api-keys', { name: 'Kiosk' })).body.data;
    const kept = (await u.client.post<Created>('/api/v1/users/me/api-keys', { name: 'CRM' })).body.data;
    const open = async (key: string) => {
      const abort = new AbortController();
      const res = await t.handle(
        new Request(`${BASE}/sse/connect`, {
          headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': '192.0.2.40' },
          signal: abort.signal,
        }),
      );
      expect(res.status).toBe(200);
      opened.push(abort);
      const reader = res.body!.getReader();
      /** True once the stream has ended, false if it is still open after `ms`. */
      return async (ms: number) => {
        const deadline = Date.now() + ms;
        while (Date.now() < deadline) {
          const next = await Promise.race([reader.read(), Bun.sleep(deadline - Date.now()).then(() => null)]);
          if (next === null) return false;
          if (next.done) return true;
        }
        return false;
      };
    };
    const endsRevoked = await open(revoked.key);
    const endsKept = await open(kept.key);

    expect((await u.client.delete(`/api/v1/users/me/api-keys/${revoked.id}`)).status).toBe(200);
    await liveStreamsOf(t.deps).beat();

    expect(await endsRevoked(1000)).toBe(true);
    expect(await endsKept(200)).toBe(false);
  });
});
