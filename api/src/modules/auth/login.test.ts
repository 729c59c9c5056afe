import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sessions, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { hashPassword } from '../../platform/passwords';
import { cookiesOf, login, PASSWORD } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60;

describe('POST /auth/login', () => {
  test('by email, any case, signs in: both cookies set and GET /users/me answers', async () => {
    const u = await t.signup({ email: 'anna@example.com', username: 'Anna.A' });
    const { c, res } = await login(t, { login: '  ANNA@Example.COM ', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, statusCode: 200, message: 'You are logged in' });
    expect(res.body.data).toMatchObject({ email: 'anna@example.com', username: 'Anna.A', otpEnabled: false });
    expect(res.body.data).not.toHaveProperty('passwordHash');
    const set = cookiesOf(res);
    expect(set.dc_access.attrs).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(set.dc_refresh.attrs).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    const me = await c.get<{ email: string }>('/api/v1/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(u.email);
  });

  test('by username, case-insensitive', async () => {
    await t.signup({ email: 'bert@example.com', username: 'BertB' });
    const { c, res } = await login(t, { login: 'bertb', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'bert@example.com', username: 'BertB' });
    expect((await c.get('/api/v1/users/me')).status).toBe(200);
  });

  test('a wrong password and an unknown user get the same 401 and no cookies', async () => {
    await t.signup({ email: 'carl@example.com', username: 'carl' });
    const wrong = await login(t, { login: 'carl', password: 'not the password' });
    const unknown = await login(t, { login: 'nobody@example.com', password: PASSWORD });
    for (const { res } of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        success: false,
        statusCode: 401,
        message: 'Wrong email, username or password',
        data: null,
      });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(wrong.res.body).toEqual(unknown.res.body);
  });

  test('validation: 422 with the first field message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: PASSWORD }, 'login', 'Enter your email or username'],
      [{ login: '', password: PASSWORD }, 'login', 'Enter your email or username'],
      [{ login: 'carl' }, 'password', 'Enter your current password'],
      [{ login: 'carl', password: PASSWORD, otp: '12345' }, 'otp', 'Enter the 6-digit code'],
      [{ login: 'carl', password: PASSWORD, otp: '12a456' }, 'otp', 'Enter the 6-digit code'],
      [{}, 'login', 'Enter your email or username'],
    ];
    for (const [body, field, message] of cases) {
      const { res } = await login(t, body);
      expect(res.status).toBe(422);
      expect(res.body.statusCode).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[0]).toEqual({ message, field });
    }
    const both = await login(t, {});
    expect(both.res.body.errors.map((e) => e.field)).toEqual(['login', 'password']);
  });

  test('an invited person (not activated yet) cannot log in, even with the right password', async () => {
    const now = t.clock.now();
    await t.db.insert(users).values({
      shortId: 'invited001',
      status: 'invited',
      email: 'invited@example.com',
      username: 'invitee',
      fullName: 'In Vited',
      passwordHash: await hashPassword(PASSWORD),
      createdAt: now,
      updatedAt: now,
    });
    for (const name of ['invited@example.com', 'invitee']) {
      const { res } = await login(t, { login: name, password: PASSWORD });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Wrong email, username or password');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  test('keepLoggedIn: the refresh cookie lives 1 h, or 720 h when asked; access always 10 min', async () => {
    const u = await t.signup();
    const short = await login(t, { login: u.email, password: PASSWORD });
    expect(cookiesOf(short.res).dc_refresh.maxAge).toBe(1 * HOUR);
    expect(cookiesOf(short.res).dc_access.maxAge).toBe(10 * 60);
    expect(short.res.body.data).toMatchObject({ keepLoggedIn: false });

    const long = await login(t, { login: u.email, password: PASSWORD, keepLoggedIn: true });
    expect(cookiesOf(long.res).dc_refresh.maxAge).toBe(720 * HOUR);
    expect(cookiesOf(long.res).dc_access.maxAge).toBe(10 * 60);
    expect(long.res.body.data).toMatchObject({ keepLoggedIn: true });
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, (await userId(u.email))!));
    expect(rows.map((r) => r.keepLoggedIn).sort()).toEqual([false, false, true]);
  });

  test('a login with cookies from another site is refused (CSRF)', async () => {
    const u = await t.signup();
    const { c } = await login(t, { login: u.email, password: PASSWORD });
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await c.post('/api/v1/auth/login', { login: u.email, password: PASSWORD }, headers);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Requests from other sites are not allowed');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const same = await c.post(
      '/api/v1/auth/login',
      { login: u.email, password: PASSWORD },
      { origin: 'http://localhost' },
    );
    expect(same.status).toBe(200);
  });

  test('a login from another site without cookies is refused too (login CSRF), also as a plain form', async () => {
    const u = await t.signup();
    const body = { login: u.email, password: PASSWORD };
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await t.client({ lang: 'en' }).post('/api/v1/auth/login', body, headers);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Requests from other sites are not allowed');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const form = await t.handle(
      new Request('http://localhost/api/v1/auth/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
          'x-forwarded-for': '192.0.2.77',
        },
        body: new URLSearchParams(body).toString(),
      }),
    );
    expect(form.status).toBe(403);
    expect(form.headers.getSetCookie()).toEqual([]);
    // Our own pages and clients without an Origin (scripts, apps) sign in as before.
    const ownSite: Record<string, string>[] = [
      { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of ownSite) {
      expect((await t.client().post('/api/v1/auth/login', body, headers)).status).toBe(200);
    }
  });
});

async function userId(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

describe('POST /auth/status and /auth/token/validate', () => {
  test('status: loggedIn false without a session, true with one; never 401', async () => {
    const anonymous = await t
      .client({ lang: 'en' })
      .post<{ loggedIn: boolean; user: unknown }>('/api/v1/auth/status');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toEqual({ loggedIn: false, user: null });

    const u = await t.signup();
    const status = await u.client.post<{ loggedIn: boolean; user: { email: string } }>('/api/v1/auth/status');
    expect(status.status).toBe(200);
    expect(status.body.data.loggedIn).toBe(true);
    expect(status.body.data.user.email).toBe(u.email);

    const garbage = t.client({ lang: 'en' });
    garbage.jar.set('dc_access', 'not-a-jwt');
    garbage.jar.set('dc_refresh', 'not-a-token');
    const res = await garbage.post<{ loggedIn: boolean }>('/api/v1/auth/status');
    expect(res.status).toBe(200);
    expect(res.body.data.loggedIn).toBe(false);
  });

  test('token/validate needs a session', async () => {
    const res = await t.client({ lang: 'en' }).post('/api/v1/auth/token/validate');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Please login to access this page' });

    const u = await t.signup();
    const ok = await u.client.post<{ valid: boolean; via: string; user: { email: string } }>(
      '/api/v1/auth/token/validate',
      {},
      { 'x-target-lang': 'en' },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('The session is valid');
    expect(ok.body.data).toMatchObject({ valid: true, via: 'session', user: { email: u.email } });
  });

  test('token/validate works with a personal API key; a revoked or made-up key is 401', async () => {
    const u = await t.signup();
    const created = await u.client.post<{ id: string; key: string }>('/api/v1/users/me/api-keys', {
      name: 'CI',
    });
    expect(created.status).toBe(201);
    const headless = t.client({ lang: 'en' });
    const bearer = { authorization: `Bearer ${created.body.data.key}` };
    const ok = await headless.post<{ via: string; user: { email: string } }>(
      '/api/v1/auth/token/validate',
      {},
      bearer,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ via: 'apiKey', user: { email: u.email } });

    const madeUp = await headless.post('/api/v1/auth/token/validate', {}, { authorization: 'Bearer dc_x_y' });
    expect(madeUp.status).toBe(401);
    expect(madeUp.body.message).toBe('Please login to access this page');

    expect((await u.client.delete(`/api/v1/users/me/api-keys/${created.body.data.id}`)).status).toBe(200);
    const revoked = await headless.post('/api/v1/auth/token/validate', {}, bearer);
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe('Please login to access this page');
  });
});
