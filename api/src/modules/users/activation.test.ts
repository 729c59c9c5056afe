import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../test/harness';
import { sendTokenMail } from './service';
import { insertInvitedUser, mailedToken, userByEmail } from './test-fixtures';
import { issueUserToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const activate = (body: Record<string, unknown>, client = t.client({ lang: 'en' })) =>
  client.patch<{ email: string; isVerified: boolean; keepLoggedIn: boolean }>(
    '/api/v1/users/me/activation',
    body,
  );
const login = (loginName: string, password: string) =>
  t.client({ lang: 'en' }).post('/api/v1/auth/login', { login: loginName, password });

let n = 0;
/** An invited person and the token of the invitation mail they received. */
async function invited() {
  const email = `invitee${++n}@example.com`;
  const user = await insertInvitedUser(t, { email, username: `invitee${n}` });
  await sendTokenMail(t.deps, user, 'activation', { inviter: 'Anna Owner' });
  const { mail, token } = await mailedToken(t, email, '/activate-account', 'activationToken');
  return { user, email, mail, token };
}

describe('PATCH /users/me/activation', () => {
  test('the invitation mail links to the activation page with the email', async () => {
    const { mail, email } = await invited();
    expect(mail.subject).toBe('You are invited to Dynacard');
    expect(mail.text).toContain('Anna Owner invited you to Dynacard');
    expect(mail.text).toContain(`&email=${encodeURIComponent(email)}`);
  });

  test('an invited person cannot log in before activating', async () => {
    const { email } = await invited();
    const res = await login(email, 'whatever password');
    expect(res.status).toBe(401);
  });

  test('the terms must be accepted; nothing changes without them', async () => {
    const { token, email } = await invited();
    for (const termsAccepted of [false, undefined]) {
      const res = await activate({ token, password: 'my chosen password', termsAccepted });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toEqual({
        message: 'You need to agree to the terms',
        field: 'termsAccepted',
      });
    }
    expect(await userByEmail(t, email)).toMatchObject({ status: 'invited', passwordHash: null });
    // the token was not used up by the refused attempts
    expect((await activate({ token, password: 'my chosen password', termsAccepted: true })).status).toBe(200);
  });

  test('refuses a short password and a wrong token', async () => {
    const { token } = await invited();
    const short = await activate({ token, password: 'short', termsAccepted: true });
    expect(short.body.errors[0]).toEqual({
      message: 'A password is at least 8 and at most 128 characters',
      field: 'password',
    });
    const wrong = await activate({ token: 'not-it', password: 'my chosen password', termsAccepted: true });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toEqual({
      message: 'The activation link is wrong or has expired',
      field: 'token',
    });
  });

  test('activating signs the person in, as signup does: the session cookies work for users/me', async () => {
    const { token, email } = await invited();
    const browser = t.client({ lang: 'en' });
    expect((await browser.get('/api/v1/users/me')).status).toBe(401);
    const res = await activate({ token, password: 'my chosen password', termsAccepted: true }, browser);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account is activated and you are logged in');
    expect(res.body.data).toMatchObject({ email, isVerified: true, keepLoggedIn: false });
    const cookies = res.headers.getSetCookie().map((line) => line.split('=')[0]);
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    const me = await browser.get<{ email: string }>('/api/v1/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
  });

  test('"keep me logged in" on activation keeps the session as at signup', async () => {
    const { token, email } = await invited();
    const res = await activate({
      token,
      password: 'my chosen password',
      termsAccepted: true,
      keepLoggedIn: true,
    });
    expect(res.body.data.keepLoggedIn).toBe(true);
    expect(await userByEmail(t, email)).toMatchObject({ keepLoggedIn: true });
    const refresh = res.headers
      .getSetCookie()
      .find((line) => /max-age=(\d+)/i.test(line) && /refresh/i.test(line));
    expect(Number(refresh?.match(/max-age=(\d+)/i)?.[1])).toBe(720 * 60 * 60);
  });

  test('a refused activation sets no cookies', async () => {
    const { token } = await invited();
    const res = await activate({ token, password: 'my chosen password', termsAccepted: false });
    expect(res.status).toBe(422);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  test('activates once: status active, verified, terms time kept; then login works', async () => {
    const { token, email } = await invited();
    const res = await activate({
      token,
      password: 'my chosen password',
      termsAccepted: true,
      fullName: ' Ina Vited ',
    });
    expect(res.status).toBe(200);
    expect(await userByEmail(t, email)).toMatchObject({
      status: 'active',
      isVerified: true,
      fullName: 'Ina Vited',
      termsAcceptedAt: t.clock.now(),
    });
    expect((await login(email, 'my chosen password')).status).toBe(200);

    const again = await activate({ token, password: 'someone elses password', termsAccepted: true });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('The activation link is wrong or has expired');
    expect((await login(email, 'someone elses password')).status).toBe(401);
  });

  test('a chosen username must be free', async () => {
    await t.signup({ username: 'popular' });
    const { token, email } = await invited();
    const res = await activate({
      token,
      password: 'my chosen password',
      termsAccepted: true,
      username: 'Popular',
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ message: 'That username is already taken', field: 'username' }]);
    expect((await userByEmail(t, email))?.status).toBe('invited');
  });

  test('an issued token works for 14 days, not longer', async () => {
    const a = await insertInvitedUser(t, { email: 'slow@example.com' });
    const b = await insertInvitedUser(t, { email: 'slower@example.com' });
    const ttlMs = 14 * DAY;
    const tokenA = await issueUserToken(t.deps, { userId: a.id, purpose: 'activation', ttlMs });
    const tokenB = await issueUserToken(t.deps, { userId: b.id, purpose: 'activation', ttlMs });
    t.clock.advance(ttlMs - 1);
    expect(
      (await activate({ token: tokenA, password: 'my chosen password', termsAccepted: true })).status,
    ).toBe(200);
    t.clock.advance(1);
    expect(
      (await activate({ token: tokenB, password: 'my chosen password', termsAccepted: true })).status,
    ).toBe(422);
  });

  test('an account that is already active cannot be taken over with an activation token', async () => {
    const s = await t.signup();
    const user = (await userByEmail(t, s.email))!;
    const token = await issueUserToken(t.deps, { userId: user.id, purpose: 'activation', ttlMs: DAY });
    const res = await activate({ token, password: 'attacker password', termsAccepted: true });
    expect(res.status).toBe(422);
    expect((await login(s.email, s.password)).status).toBe(200);
    expect((await login(s.email, 'attacker password')).status).toBe(401);
  });
});
