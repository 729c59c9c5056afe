import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sessions, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { linkIn } from '../../../test/smtp';
import { login, PASSWORD, withCookies } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase';
const SENT = 'If an account exists for that email, a reset link is on its way';
const TOKEN_WRONG = 'The reset link is wrong or has expired, ask for a new one';

async function forgot(email: string, options: { ip?: string } = {}) {
  const c = t.client({ lang: 'en', ...options });
  return c.post('/api/v1/auth/password/forgot', { email, altcha: await t.solveAltcha() });
}

/** Asks for a reset and returns the token from the link in the mail that arrived over SMTP. */
async function resetTokenFor(email: string) {
  const res = await forgot(email);
  expect(res.status).toBe(200);
  const mail = await t.smtp.waitFor(email, isReset);
  return linkIn(mail, '/reset-password').searchParams.get('resetToken')!;
}

const isReset = (mail: { text: string }) => /\/reset-password\/\?resetToken=/.test(mail.text);

const reset = (body: Record<string, unknown>) =>
  t.client({ lang: 'en' }).post('/api/v1/auth/password/reset', body);

describe('POST /auth/password/forgot', () => {
  test('mails a reset link for a known email (any case); an unknown email gets the same answer and no mail', async () => {
    const u = await t.signup({ email: 'forgetful@example.com' });
    const known = await forgot('Forgetful@Example.COM');
    expect(known.status).toBe(200);
    expect(known.body).toMatchObject({ success: true, message: SENT, data: null });
    const mail = await t.smtp.waitFor(u.email, isReset);
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe('http://localhost');
    expect(link.searchParams.get('resetToken')).toMatch(/^[\w-]{40,}$/);

    const unknown = await forgot('stranger@example.com');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await expect(t.smtp.waitFor('stranger@example.com', () => true, 300)).rejects.toThrow('no mail');
  });

  test('the human check is required', async () => {
    const c = t.client({ lang: 'en' });
    const missing = await c.post('/api/v1/auth/password/forgot', { email: 'a@example.com' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toEqual({
      message: 'Please confirm that you are not a robot',
      field: 'altcha',
    });
    const forged = await c.post('/api/v1/auth/password/forgot', {
      email: 'a@example.com',
      altcha: btoa('{}'),
    });
    expect(forged.status).toBe(422);
    expect(forged.body.message).toBe('Please confirm that you are not a robot');
    const badEmail = await c.post('/api/v1/auth/password/forgot', { email: 'nope', altcha: 'x' });
    expect(badEmail.body.message).toBe('Enter a valid email address');
  });
});

describe('POST /auth/password/reset', () => {
  test('the mailed link sets a new password and ends every session of the user', async () => {
    const u = await t.signup({ email: 'resetme@example.com' });
    const other = await login(t, { login: u.email, password: PASSWORD });
    const oldCookies = [new Map(u.client.jar), new Map(other.c.jar)];
    const resetToken = await resetTokenFor(u.email);

    const res = await reset({ resetToken, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Your password is changed, you can now login' });

    const oldPassword = await login(t, { login: u.email, password: PASSWORD });
    expect(oldPassword.res.status).toBe(401);
    expect(oldPassword.res.body.message).toBe('Wrong email, username or password');
    expect((await login(t, { login: u.email, password: NEW_PASSWORD })).res.status).toBe(200);

    for (const jar of oldCookies) {
      const me = await withCookies(t, jar).get('/api/v1/users/me');
      expect(me.status).toBe(401);
      expect(me.body).toMatchObject({
        statusCode: 666,
        message: 'Your session has ended, please log in again',
      });
    }
    const [{ id }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, u.email));
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, id));
    // The signup's and the other login's sessions ended; the login with the new password is open.
    expect(rows.map((s) => s.revokedReason)).toEqual(['password', 'password', null]);

    const twice = await reset({
      resetToken,
      password: 'yet another one',
      passwordConfirm: 'yet another one',
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0]).toEqual({ message: TOKEN_WRONG, field: 'resetToken' });
    expect((await login(t, { login: u.email, password: NEW_PASSWORD })).res.status).toBe(200);
  });

  test('the link expires after 1 h', async () => {
    const u = await t.signup();
    const resetToken = await resetTokenFor(u.email);
    t.clock.advance(60 * 60_000 + 1000);
    const res = await reset({ resetToken, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(TOKEN_WRONG);
    expect((await login(t, { login: u.email, password: PASSWORD })).res.status).toBe(200);
  });

  test('a newer link replaces the older one', async () => {
    const u = await t.signup();
    const first = await resetTokenFor(u.email);
    const second = await resetTokenFor(u.email);
    const stale = await reset({ resetToken: first, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(stale.body.message).toBe(TOKEN_WRONG);
    const ok = await reset({ resetToken: second, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(ok.status).toBe(200);
  });

  test('validation: mismatching passwords, a missing token, a short password; the token is not used up', async () => {
    const u = await t.signup();
    const resetToken = await resetTokenFor(u.email);
    const differ = await reset({ resetToken, password: NEW_PASSWORD, passwordConfirm: `${NEW_PASSWORD}!` });
    expect(differ.status).toBe(422);
    expect(differ.body.errors[0]).toEqual({
      message: 'The passwords do not match',
      field: 'passwordConfirm',
    });

    for (const body of [
      { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
      { resetToken: '', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
    ]) {
      const missing = await reset(body);
      expect(missing.status).toBe(422);
      expect(missing.body.errors[0]).toEqual({
        message: 'Could not find resetToken in the url',
        field: 'resetToken',
      });
    }
    const short = await reset({ resetToken, password: 'short', passwordConfirm: 'short' });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('A password is at least 8 and at most 128 characters');

    const ok = await reset({ resetToken, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(ok.status).toBe(200);
  });
});
