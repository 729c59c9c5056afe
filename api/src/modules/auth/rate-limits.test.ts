import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../test/harness';
import { RATE_RULES } from '../../platform/rate-limit';
import { codeAt, enableTwoFactor, login, PASSWORD, withCookies } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WINDOW_15_MIN = 15 * 60_000;

/** The (limit+1)th answer: 429, Retry-After in seconds, the same number in the message. */
function expectLimited(
  res: { status: number; headers: Headers; body: { message: string; statusCode: number } },
  seconds: number,
) {
  expect(res.status).toBe(429);
  expect(res.body.statusCode).toBe(429);
  expect(res.headers.get('retry-after')).toBe(String(seconds));
  expect(res.body.message).toBe(`Too many attempts, please try again in ${seconds} seconds`);
}

describe('login', () => {
  test('per account: after 10 failures in 15 min, from any IP, a login needs the human check; no lockout', async () => {
    const u = await t.signup({ email: 'target@example.com', username: 'Target' });
    expect(RATE_RULES.login.account.limit).toBe(10);
    const names = ['target@example.com', 'TARGET', 'Target@Example.com', 'target'];
    for (let i = 0; i < 10; i++) {
      const { res } = await login(t, { login: names[i % names.length], password: `wrong ${i}` });
      expect(res.status).toBe(401);
    }
    // The right password without the check, from a fresh IP: asked for the check, not locked out.
    const asked = (await login(t, { login: 'target', password: PASSWORD })).res;
    expect(asked.status).toBe(422);
    expect(asked.headers.get('retry-after')).toBeNull();
    expect(asked.body.message).toBe(
      'Too many failed logins to this account: please confirm that you are not a robot and log in again',
    );
    expect(asked.body.errors).toEqual([{ field: 'altcha', message: asked.body.message }]);
    expect(asked.body.data).toEqual({ humanCheck: true });
    // A wrong or replayed check is refused; a wrong password with a solved check is still only a wrong password.
    expect((await login(t, { login: u.email, password: PASSWORD, altcha: 'bad' })).res.status).toBe(422);
    const wrong = await login(t, { login: u.email, password: 'wrong', altcha: await t.solveAltcha() });
    expect(wrong.res.status).toBe(401);
    // With a solved check the right password logs in at once.
    const ok = await login(t, { login: u.email, password: PASSWORD, altcha: await t.solveAltcha() });
    expect(ok.res.status).toBe(200);
  });

  test('per account: a device that logged in before is not asked for the check after strangers failed', async () => {
    const u = await t.signup({ email: 'device@example.com', username: 'device' });
    const first = await login(t, { login: u.email, password: PASSWORD });
    expect(first.res.status).toBe(200);
    const device = first.c.jar.get('dc_device');
    expect(device).toMatch(/^\d+\.\d+\.[\w-]+$/);
    for (let i = 0; i < 10; i++) {
      expect((await login(t, { login: u.email, password: `wrong ${i}` })).res.status).toBe(401);
    }
    expect((await login(t, { login: u.email, password: PASSWORD })).res.status).toBe(422);
    // A forged or altered device cookie counts for nothing.
    const [id, issued] = device!.split('.');
    for (const forged of [`${id}.${issued}.AAAA`, `${Number(id) + 1}.${issued}.${device!.split('.')[2]}`]) {
      const c = withCookies(t, new Map([['dc_device', forged]]));
      expect((await c.post('/api/v1/auth/login', { login: u.email, password: PASSWORD })).status).toBe(422);
    }
    // The known device, from another address: straight in, no check.
    const known = withCookies(t, new Map([['dc_device', device!]]));
    expect((await known.post('/api/v1/auth/login', { login: u.email, password: PASSWORD })).status).toBe(200);
    // The device's own failures are counted too: after 10 of them it is asked for the check like anyone.
    for (let i = 0; i < 10; i++) {
      const res = await known.post('/api/v1/auth/login', { login: u.email, password: `typo ${i}` });
      expect(res.status).toBe(401);
    }
    const asked = await known.post('/api/v1/auth/login', { login: u.email, password: PASSWORD });
    expect(asked.status).toBe(422);
    expect(asked.body.errors).toEqual([{ field: 'altcha', message: asked.body.message }]);
  });

  test('per account: a successful login clears the count, so the owner is not locked out by 9 typos', async () => {
    const u = await t.signup({ email: 'typo@example.com', username: 'typo' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) {
        expect((await login(t, { login: u.email, password: `wrong ${i}` })).res.status).toBe(401);
      }
      expect((await login(t, { login: u.email, password: PASSWORD })).res.status).toBe(200);
    }
  });

  test('per IP: 30 tries in 15 min whatever the account; then 429', async () => {
    const ip = '192.0.2.30';
    expect(RATE_RULES.login.ip.limit).toBe(30);
    for (let i = 0; i < 30; i++) {
      const { res } = await login(t, { login: `nobody${i}@example.com`, password: PASSWORD }, { ip });
      expect(res.status).toBe(401);
    }
    expectLimited((await login(t, { login: 'someone-else', password: PASSWORD }, { ip })).res, 900);
    // Other addresses are not affected.
    expect((await login(t, { login: 'someone-else', password: PASSWORD })).res.status).toBe(401);
    t.clock.advance(WINDOW_15_MIN);
    expect((await login(t, { login: 'someone-else', password: PASSWORD }, { ip })).res.status).toBe(401);
  });
});

describe('password', () => {
  const forgot = async (email: string, ip?: string) =>
    t
      .client({ lang: 'en', ip })
      .post('/api/v1/auth/password/forgot', { email, altcha: await t.solveAltcha() });

  test('forgot per email: 3 an hour (3 mails), then 429 without a mail', async () => {
    const u = await t.signup({ email: 'often@example.com' });
    expect(RATE_RULES.passwordForgot.account.limit).toBe(3);
    for (let i = 0; i < 3; i++) {
      expect((await forgot(i === 1 ? 'OFTEN@example.com' : u.email)).status).toBe(200);
      await t.smtp.waitFor(u.email, (m) => m.text.includes('/reset-password'));
    }
    expectLimited(await forgot(u.email), 3600);
    await expect(t.smtp.waitFor(u.email, (m) => m.text.includes('/reset-password'), 300)).rejects.toThrow();
    t.clock.advance(60 * 60_000);
    expect((await forgot(u.email)).status).toBe(200);
    await t.smtp.waitFor(u.email, (m) => m.text.includes('/reset-password'));
  });

  test('forgot per email counts only requests that passed the human check', async () => {
    const u = await t.signup({ email: 'victim@example.com' });
    for (let i = 0; i < 5; i++) {
      const res = await t
        .client({ lang: 'en' })
        .post('/api/v1/auth/password/forgot', { email: u.email, altcha: 'x' });
      expect(res.body.message).toBe('Please confirm that you are not a robot');
    }
    expect((await forgot(u.email)).status).toBe(200);
    await t.smtp.waitFor(u.email, (m) => m.text.includes('/reset-password'));
  });

  test('forgot per IP: 10 an hour, then 429', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 10; i++) expect((await forgot(`x${i}@example.com`, ip)).status).toBe(200);
    expectLimited(await forgot('x10@example.com', ip), 3600);
    t.clock.advance(60 * 60_000);
    expect((await forgot('x10@example.com', ip)).status).toBe(200);
  });

  test('reset per IP: 10 in 15 min, then 429', async () => {
    const c = t.client({ lang: 'en' });
    const body = { resetToken: 'guessed', password: 'a new password', passwordConfirm: 'a new password' };
    for (let i = 0; i < 10; i++) {
      const res = await c.post('/api/v1/auth/password/reset', { ...body, resetToken: `guess-${i}` });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('The reset link is wrong or has expired, ask for a new one');
    }
    expectLimited(await c.post('/api/v1/auth/password/reset', body), 900);
    t.clock.advance(WINDOW_15_MIN);
    expect((await c.post('/api/v1/auth/password/reset', body)).status).toBe(422);
  });
});

describe('two-factor codes', () => {
  const WRONG = 'The code is wrong or has already been used';

  test('enabling: 10 codes in 15 min per account, then 429', async () => {
    const u = await t.signup();
    expect(RATE_RULES.otp.account.limit).toBe(10);
    const setup = await u.client.post<{ secret: string }>('/api/v1/users/me/otp');
    const right = await codeAt(t, setup.body.data.secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 10; i++) {
      const res = await u.client.patch('/api/v1/users/me/otp', { token: wrong }, { 'x-target-lang': 'en' });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(WRONG);
    }
    expectLimited(
      await u.client.patch('/api/v1/users/me/otp', { token: right }, { 'x-target-lang': 'en' }),
      900,
    );
    t.clock.advance(WINDOW_15_MIN);
    const later = await u.client.patch('/api/v1/users/me/otp', {
      token: await codeAt(t, setup.body.data.secret),
    });
    expect(later.status).toBe(200);
  });

  test('at login the code tries count per account, apart from the login limit', async () => {
    const u = await t.signup();
    const secret = await enableTwoFactor(t, u.client); // 1 code try
    t.clock.advance(30_000);
    for (let i = 0; i < 4; i++) {
      // Disabling with a wrong password counts as a try too: 5 so far.
      const res = await u.client.delete('/api/v1/users/me/otp', { password: `wrong ${i}` });
      expect(res.status).toBe(422);
    }
    const right = await codeAt(t, secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const { res } = await login(t, { login: u.email, password: PASSWORD, otp: wrong }); // 10
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(WRONG);
    }
    // The 6th login is within the login limit, but it is the 11th code try.
    const limited = await login(t, { login: u.email, password: PASSWORD, otp: right });
    expectLimited(limited.res, 900 - 30);
    t.clock.advance(WINDOW_15_MIN);
    const ok = await login(t, { login: u.email, password: PASSWORD, otp: await codeAt(t, secret) });
    expect(ok.res.status).toBe(200);
  });
});
