import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { encrypt } from '../../platform/crypto';
import { codeAt, cookiesOf, enableTwoFactor, login, PASSWORD } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEP = 30_000;
const WRONG = 'The code is wrong or has already been used';

/** A user with 2FA on; the clock has moved to the next time step so the enabling code is spent. */
async function twoFactorUser() {
  const u = await t.signup();
  const secret = await enableTwoFactor(t, u.client);
  t.clock.advance(STEP);
  return { ...u, secret };
}

describe('two-factor login', () => {
  test('setup answers a secret, an otpauth URI and a QR code; PATCH with the code turns it on', async () => {
    const u = await t.signup({ email: 'totp@example.com' });
    const setup = await u.client.post<{ secret: string; uri: string; qrSvg: string }>(
      '/api/v1/users/me/otp',
      {},
      { 'x-target-lang': 'en' },
    );
    expect(setup.status).toBe(200);
    expect(setup.body.message).toBe('Scan the QR code with your authenticator app');
    const { secret, uri, qrSvg } = setup.body.data;
    expect(uri).toStartWith('otpauth://totp/');
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toStartWith('<svg');

    const malformed = await u.client.patch(
      '/api/v1/users/me/otp',
      { token: '12345' },
      { 'x-target-lang': 'en' },
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.message).toBe('Enter the 6-digit code');
    const code = await codeAt(t, secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await u.client.patch('/api/v1/users/me/otp', { token: wrong }, { 'x-target-lang': 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toEqual({ message: WRONG, field: 'token' });

    const on = await u.client.patch<{ otpEnabled: boolean }>(
      '/api/v1/users/me/otp',
      { token: code },
      { 'x-target-lang': 'en' },
    );
    expect(on.status).toBe(200);
    expect(on.body.message).toBe('Two-factor authentication is on');
    expect(on.body.data.otpEnabled).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'totp@example.com'));
    expect(row.otpSecret).not.toContain(secret); // stored encrypted
  });

  test('without a code: 200 otpRequired and no cookies; nothing is signed in', async () => {
    const u = await twoFactorUser();
    const { c, res } = await login(t, { login: u.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Enter the 6-digit code from your authenticator app');
    expect(res.body.data).toEqual({ otpRequired: true });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await c.get('/api/v1/users/me')).status).toBe(401);
  });

  test('the code is asked and checked only after the right password', async () => {
    const u = await twoFactorUser();
    const code = await codeAt(t, u.secret);
    for (const body of [{ password: 'nope nope', otp: code }, { password: 'nope nope' }]) {
      const { res } = await login(t, { login: u.email, ...body });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Wrong email, username or password');
    }
    // The code was not spent by the failed attempt.
    expect((await login(t, { login: u.email, password: PASSWORD, otp: code })).res.status).toBe(200);
  });

  test('a wrong code is 422; the right one signs in once; a new time step gives a new code', async () => {
    const u = await twoFactorUser();
    const code = await codeAt(t, u.secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await login(t, { login: u.email, password: PASSWORD, otp: wrong });
    expect(refused.res.status).toBe(422);
    expect(refused.res.body.message).toBe(WRONG);
    expect(refused.res.body.errors[0]).toEqual({ message: WRONG, field: 'otp' });
    expect(refused.res.headers.getSetCookie()).toEqual([]);

    const ok = await login(t, { login: u.username, password: PASSWORD, otp: code });
    expect(ok.res.status).toBe(200);
    expect(ok.res.body.message).toBe('You are logged in');
    expect(Object.keys(cookiesOf(ok.res)).sort()).toEqual(['dc_access', 'dc_device', 'dc_refresh']);
    expect((await ok.c.get('/api/v1/users/me')).status).toBe(200);

    // The same code again within its time step (someone looking over the shoulder) is refused.
    const replay = await login(t, { login: u.email, password: PASSWORD, otp: code });
    expect(replay.res.status).toBe(422);
    expect(replay.res.body.message).toBe(WRONG);

    t.clock.advance(STEP);
    const next = await login(t, { login: u.email, password: PASSWORD, otp: await codeAt(t, u.secret) });
    expect(next.res.status).toBe(200);
  });

  test('a secret sealed with another SECRET (changed without rotating) is a clear 409, not a 500', async () => {
    const u = await twoFactorUser();
    await t.db
      .update(users)
      .set({ otpSecret: encrypt('JBSWY3DPEHPK3PXP', 'another-secret') })
      .where(eq(users.email, u.email));
    const refused = await login(t, { login: u.email, password: PASSWORD, otp: await codeAt(t, u.secret) });
    expect(refused.res.status).toBe(409);
    expect(refused.res.body.message).toBe(
      'Two-factor sign-in cannot be checked for this account right now. Contact support to sign in',
    );
    expect(refused.res.headers.getSetCookie()).toEqual([]);
  });

  test('one code, several logins at the same moment: only one signs in', async () => {
    const u = await twoFactorUser();
    const code = await codeAt(t, u.secret);
    const tries = await Promise.all(
      [1, 2, 3].map(() => login(t, { login: u.email, password: PASSWORD, otp: code })),
    );
    expect(tries.map(({ res }) => res.status).sort()).toEqual([200, 422, 422]);
  });

  test('a clock behind the step already used (another instance) refuses the code, no 500', async () => {
    const u = await twoFactorUser();
    t.clock.advance(3 * STEP);
    const ok = await login(t, { login: u.email, password: PASSWORD, otp: await codeAt(t, u.secret) });
    expect(ok.res.status).toBe(200);
    t.clock.advance(-3 * STEP);
    const behind = await login(t, { login: u.email, password: PASSWORD, otp: await codeAt(t, u.secret) });
    expect(behind.res.status).toBe(422);
    expect(behind.res.body.message).toBe(WRONG);
    t.clock.advance(4 * STEP);
  });

  test('a code one step old (clock drift) is accepted, two steps old is not', async () => {
    const u = await twoFactorUser();
    t.clock.advance(3 * STEP);
    const stale = await login(t, {
      login: u.email,
      password: PASSWORD,
      otp: await codeAt(t, u.secret, -2 * STEP),
    });
    expect(stale.res.status).toBe(422);
    const drift = await login(t, {
      login: u.email,
      password: PASSWORD,
      otp: await codeAt(t, u.secret, -STEP),
    });
    expect(drift.res.status).toBe(200);
    // The current step is still free, a code from before the used one is not.
    const current = await login(t, { login: u.email, password: PASSWORD, otp: await codeAt(t, u.secret) });
    expect(current.res.status).toBe(200);
    const older = await login(t, {
      login: u.email,
      password: PASSWORD,
      otp: await codeAt(t, u.secret, -STEP),
    });
    expect(older.res.status).toBe(422);
  });

  test('setup again while on is a conflict', async () => {
    const u = await twoFactorUser();
    const res = await u.client.post('/api/v1/users/me/otp', {}, { 'x-target-lang': 'en' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Two-factor authentication is already on');
  });

  test('disabling needs the password; afterwards login needs no code', async () => {
    const u = await twoFactorUser();
    const wrong = await u.client.delete(
      '/api/v1/users/me/otp',
      { password: 'not it at all' },
      { 'x-target-lang': 'en' },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toEqual({ message: 'The current password is wrong', field: 'password' });
    expect((await login(t, { login: u.email, password: PASSWORD })).res.body.data).toEqual({
      otpRequired: true,
    });

    const off = await u.client.delete<{ otpEnabled: boolean }>(
      '/api/v1/users/me/otp',
      { password: PASSWORD },
      { 'x-target-lang': 'en' },
    );
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Two-factor authentication is off');
    expect(off.body.data.otpEnabled).toBe(false);
    const plain = await login(t, { login: u.email, password: PASSWORD });
    expect(plain.res.status).toBe(200);
    expect(plain.res.body.message).toBe('You are logged in');
    expect(Object.keys(cookiesOf(plain.res)).sort()).toEqual(['dc_access', 'dc_device', 'dc_refresh']);
  });
});
