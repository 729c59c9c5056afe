import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../test/harness';
import { mailedToken, userByEmail } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const verify = (token: unknown) => t.client({ lang: 'en' }).patch('/api/v1/users/me/verification', { token });
const resend = (c: ReturnType<TestApp['client']>) => c.post('/api/v1/users/me/verification/resend');

/** A second, English-speaking session of an account. */
async function loggedIn(login: string, password: string) {
  const c = t.client({ lang: 'en' });
  const res = await c.post('/api/v1/auth/login', { login, password, keepLoggedIn: true });
  expect(res.status).toBe(200);
  return c;
}

/** A new account and the token of its first verification mail. */
async function signedUp(fields: { keepLoggedIn?: boolean } = {}) {
  const s = await t.signup(fields);
  const { token } = await mailedToken(t, s.email, '/verify-email', 'verifyToken');
  return { ...s, token };
}

describe('email verification', () => {
  test('a wrong token is refused and the user stays unverified', async () => {
    const { email } = await signedUp();
    const res = await verify('not-the-token');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ message: 'The verifyToken is incorrect', field: 'token' }]);
    expect((await userByEmail(t, email))?.isVerified).toBe(false);
  });

  test('an empty or missing token says the url has none', async () => {
    for (const token of ['', undefined]) {
      const res = await verify(token);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Could not find verifyToken in the url');
    }
  });

  test('the token works for just under an hour, then it has expired', async () => {
    const early = await signedUp();
    const late = await signedUp();
    t.clock.advance(HOUR - 1);
    expect((await verify(early.token)).status).toBe(200);
    t.clock.advance(1);
    const expired = await verify(late.token);
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe('The verifyToken is incorrect');
    expect((await userByEmail(t, early.email))?.isVerified).toBe(true);
    expect((await userByEmail(t, late.email))?.isVerified).toBe(false);
  });

  test('the same link opened again says already verified, in the reader’s language; a made-up token still does not', async () => {
    const s = await signedUp();
    const first = await verify(s.token);
    expect([first.status, first.body.message]).toEqual([200, 'Your email is verified']);
    const again = await verify(s.token);
    expect([again.status, again.body.message]).toEqual([200, 'Your email is already verified']);
    const sv = await t.client({ lang: 'sv' }).patch('/api/v1/users/me/verification', { token: s.token });
    expect([sv.status, sv.body.message]).toEqual([200, 'Din e-postadress är redan verifierad']);
    const fi = await t.client({ lang: 'fi' }).patch('/api/v1/users/me/verification', { token: s.token });
    expect(fi.body.message).toBe('Sähköpostiosoitteesi on jo vahvistettu');
    // Also long after the link's hour.
    t.clock.advance(2 * HOUR);
    expect((await verify(s.token)).body.message).toBe('Your email is already verified');
    expect((await userByEmail(t, s.email))?.isVerified).toBe(true);
    // A token that never existed, and a replaced one never used, reveal nothing.
    const made = await verify('x'.repeat(43));
    expect([made.status, made.body.message]).toEqual([422, 'The verifyToken is incorrect']);
  });

  test('a token verifies only its own account', async () => {
    const a = await signedUp();
    const b = await signedUp();
    expect((await verify(a.token)).status).toBe(200);
    expect((await userByEmail(t, a.email))?.isVerified).toBe(true);
    expect((await userByEmail(t, b.email))?.isVerified).toBe(false);
  });
});

describe('resending the verification mail', () => {
  test('needs a session', async () => {
    const res = await resend(t.client({ lang: 'en' }));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please login to access this page');
  });

  test('sends a new link; the old token stops working and the new one verifies', async () => {
    const s = await signedUp();
    const res = await resend(await loggedIn(s.email, s.password));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('A new verification link is on its way, it arrives in about a minute');
    const fresh = await mailedToken(t, s.email, '/verify-email', 'verifyToken');
    expect(fresh.token).not.toBe(s.token);
    expect((await verify(s.token)).body.message).toBe('The verifyToken is incorrect');
    expect((await verify(fresh.token)).status).toBe(200);
    expect((await userByEmail(t, s.email))?.isVerified).toBe(true);
  });

  test('three an hour per account; the fourth is 429 even from another IP and session', async () => {
    const s = await signedUp({ keepLoggedIn: true });
    for (let i = 0; i < 3; i++) expect((await resend(s.client)).status).toBe(200);
    for (let i = 0; i < 3; i++) await t.smtp.waitFor(s.email);

    const elsewhere = await loggedIn(s.email, s.password);
    const limited = await resend(elsewhere);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts, please try again in \d+ seconds?$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(t.smtp.inbox.filter((m) => m.to.includes(s.email))).toHaveLength(0);

    // another account on the first IP still may; the hour passes and the account may again
    const other = await signedUp();
    expect((await resend(other.client)).status).toBe(200);
    t.clock.advance(HOUR);
    expect((await resend(elsewhere)).status).toBe(200);
  });

  test('an already verified account gets 409 and no mail', async () => {
    const s = await signedUp();
    expect((await verify(s.token)).status).toBe(200);
    const res = await resend(await loggedIn(s.username, s.password));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your email is already verified');
    expect(t.smtp.inbox.filter((m) => m.to.includes(s.email))).toHaveLength(0);
  });
});
