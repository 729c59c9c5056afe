import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { refreshTokens, sessions } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { REFRESH_REUSE_GRACE_MS } from '../../platform/sessions';
import { cookiesOf, login, PASSWORD, withCookies } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const REVOKED = { success: false, statusCode: 666, message: 'Your session has ended, please log in again' };
const EXPIRED = { success: false, statusCode: 401, message: 'Session expired, log in again' };

/** A fresh user signed in through POST /auth/login. */
async function signedIn(keepLoggedIn = false) {
  const u = await t.signup({ keepLoggedIn });
  const { c, res } = await login(t, { login: u.email, password: PASSWORD, keepLoggedIn });
  expect(res.status).toBe(200);
  return { ...u, c };
}

const me = (c: ReturnType<TestApp['client']>) => c.get<{ email: string }>('/api/v1/users/me');

describe('access token expiry and refresh rotation', () => {
  test('after 10 min the refresh token is rotated transparently: new cookies, same user', async () => {
    const u = await signedIn();
    const before = new Map(u.c.jar);
    t.clock.advance(9 * MINUTE);
    const fresh = await me(u.c);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.getSetCookie()).toEqual([]);

    t.clock.advance(1 * MINUTE + 1000);
    const rotated = await me(u.c);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.email).toBe(u.email);
    const set = cookiesOf(rotated);
    expect(set.dc_access.value).not.toBe(before.get('dc_access'));
    expect(set.dc_refresh.value).not.toBe(before.get('dc_refresh'));
    expect(set.dc_refresh.maxAge).toBe(60 * 60);
    // The rotated access token is good on its own, without a refresh cookie.
    const accessOnly = withCookies(t, new Map([['dc_access', set.dc_access.value]]));
    expect((await me(accessOnly)).status).toBe(200);
    expect((await me(u.c)).headers.getSetCookie()).toEqual([]);
  });

  test('an access token checked once is still refused after its expiry, and a forged copy is refused', async () => {
    const u = await signedIn();
    const access = u.c.jar.get('dc_access') as string;
    const accessOnly = withCookies(t, new Map([['dc_access', access]]));
    expect((await me(accessOnly)).status).toBe(200);
    // The same claims under another signature: a token seen before does not vouch for its look-alikes.
    const [head, body, signature] = access.split('.');
    const forged = `${head}.${body}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await me(withCookies(t, new Map([['dc_access', forged]])))).status).toBe(401);
    t.clock.advance(10 * MINUTE + 1000);
    expect((await me(accessOnly)).status).toBe(401);
  });

  test('the refresh token expires after 1 h without use: 401 "Session expired"', async () => {
    const u = await signedIn();
    t.clock.advance(HOUR + 1000);
    const res = await me(withCookies(t, u.c.jar));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(EXPIRED);
    const status = await withCookies(t, u.c.jar).post<{ loggedIn: boolean }>('/api/v1/auth/status');
    expect(status.status).toBe(200);
    expect(status.body.data.loggedIn).toBe(false);
  });

  test('keepLoggedIn keeps the session after an hour, and it expires after 720 h', async () => {
    const u = await signedIn(true);
    t.clock.advance(2 * HOUR);
    const res = await me(withCookies(t, u.c.jar));
    expect(res.status).toBe(200);
    expect(cookiesOf(res).dc_refresh.maxAge).toBe(720 * 60 * 60);

    const idle = await signedIn(true);
    t.clock.advance(720 * HOUR + 1000);
    expect((await me(idle.c)).body).toMatchObject(EXPIRED);
  });

  test('reuse within the grace is accepted without rotation; after it the whole family is revoked (666)', async () => {
    const u = await signedIn();
    const old = new Map(u.c.jar);
    t.clock.advance(11 * MINUTE);
    expect((await me(u.c)).status).toBe(200); // rotates: u.c now holds the new pair
    const rotated = new Map(u.c.jar);
    expect(rotated.get('dc_refresh')).not.toBe(old.get('dc_refresh'));

    // A parallel request of the same page still carried the old pair.
    t.clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const parallel = await me(withCookies(t, old));
    expect(parallel.status).toBe(200);
    expect(parallel.headers.getSetCookie()).toEqual([]);

    // Later the old refresh token shows up again: stolen. The family ends.
    t.clock.advance(2000);
    const reuse = await me(withCookies(t, old));
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject(REVOKED);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, await sessionIdOf(old)));
    expect(session.revokedReason).toBe('reuse');

    // The legitimate, rotated pair of that family is dead as well: access token and refresh token.
    expect((await me(u.c)).body).toMatchObject(REVOKED);
    const refreshOnly = withCookies(t, new Map([['dc_refresh', rotated.get('dc_refresh')!]]));
    expect((await me(refreshOnly)).body).toMatchObject(REVOKED);
  });

  test('a rotation on a request that then fails still hands out the new cookies', async () => {
    const u = await signedIn();
    t.clock.advance(11 * MINUTE);
    // Signed in (the guard rotates), then the route refuses: the wrong current password.
    const res = await u.c.delete(
      '/api/v1/users/me',
      { password: 'not the password' },
      { 'x-target-lang': 'en' },
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The current password is wrong');
    expect(Object.keys(cookiesOf(res)).sort()).toEqual(['dc_access', 'dc_refresh']);
    // Long after the grace the client must still be signed in, not flagged as a thief.
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 11 * MINUTE);
    expect((await me(u.c)).status).toBe(200);
  });

  test('a refresh token of another session stays valid when one family is revoked', async () => {
    const u = await signedIn();
    const other = await login(t, { login: u.email, password: PASSWORD });
    const old = new Map(u.c.jar);
    t.clock.advance(11 * MINUTE);
    await me(u.c);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await me(withCookies(t, old))).body).toMatchObject(REVOKED);
    expect((await me(other.c)).status).toBe(200);
  });
});

async function sessionIdOf(jar: Map<string, string>) {
  const hash = new Bun.CryptoHasher('sha256').update(jar.get('dc_refresh')!).digest('base64url');
  const [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
  return row.sessionId;
}

describe('status and token/validate on an expired access token', () => {
  test('both rotate the refresh token and answer signed in', async () => {
    for (const path of ['/api/v1/auth/status', '/api/v1/auth/token/validate']) {
      const u = await signedIn();
      t.clock.advance(11 * MINUTE);
      const res = await u.c.post<{ user: { email: string } }>(path);
      expect(res.status).toBe(200);
      expect(res.body.data.user.email).toBe(u.email);
      expect(Object.keys(cookiesOf(res)).sort()).toEqual(['dc_access', 'dc_refresh']);
      t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
      expect((await me(u.c)).status).toBe(200);
    }
  });
});

describe('POST /auth/logout', () => {
  test('revokes the session: cookies cleared, the old ones replayed answer 666', async () => {
    const u = await signedIn();
    const other = await login(t, { login: u.email, password: PASSWORD });
    const old = new Map(u.c.jar);
    const res = await u.c.post('/api/v1/auth/logout', {}, { 'x-target-lang': 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'You are logged out', data: null });
    const set = cookiesOf(res);
    expect(set.dc_access).toMatchObject({ value: '', maxAge: 0 });
    expect(set.dc_refresh).toMatchObject({ value: '', maxAge: 0 });
    // Only the device cookie stays: the device is still one the owner has logged in from.
    expect([...u.c.jar.keys()]).toEqual(['dc_device']);

    expect((await me(withCookies(t, old))).body).toMatchObject(REVOKED);
    const refreshOnly = withCookies(t, new Map([['dc_refresh', old.get('dc_refresh')!]]));
    expect((await me(refreshOnly)).body).toMatchObject(REVOKED);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, await sessionIdOf(old)));
    expect(session.revokedReason).toBe('logout');
    // Only this session ends: the same user elsewhere stays signed in.
    expect((await me(other.c)).status).toBe(200);
  });

  test('with an expired access token the session is still found and revoked', async () => {
    const u = await signedIn();
    const old = new Map(u.c.jar);
    t.clock.advance(11 * MINUTE);
    expect((await u.c.post('/api/v1/auth/logout')).status).toBe(200);
    expect((await me(withCookies(t, old))).body).toMatchObject(REVOKED);
  });

  test('without a session, or with an ended one, logout still answers 200', async () => {
    const none = await t.client({ lang: 'en' }).post('/api/v1/auth/logout');
    expect(none.status).toBe(200);
    expect(none.body.message).toBe('You are logged out');

    const u = await signedIn();
    const old = new Map(u.c.jar);
    await u.c.post('/api/v1/auth/logout');
    const again = await withCookies(t, old).post('/api/v1/auth/logout');
    expect(again.status).toBe(200);
    expect(cookiesOf(again).dc_access).toMatchObject({ value: '', maxAge: 0 });
  });

  test('status after logout: loggedIn false and the stale cookies are cleared', async () => {
    const u = await signedIn();
    const old = new Map(u.c.jar);
    await u.c.post('/api/v1/auth/logout');
    const replay = withCookies(t, old);
    const res = await replay.post<{ loggedIn: boolean }>('/api/v1/auth/status');
    expect(res.status).toBe(200);
    expect(res.body.data.loggedIn).toBe(false);
    expect([...replay.jar.keys()]).toEqual(['dc_device']);
  });
});
