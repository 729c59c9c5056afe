import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { generate } from 'otplib';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Me } from './service';
import { account, userByEmail } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<TestApp['client']>;
type Setup = { secret: string; uri: string; qrSvg: string };
const start = (c: Client) => c.post<Setup>('/api/v1/users/me/otp');
const enable = (c: Client, token: string) => c.patch<Me>('/api/v1/users/me/otp', { token });
const disable = (c: Client, body: unknown) => c.delete<Me>('/api/v1/users/me/otp', body);
const codeFor = (secret: string, at = t.clock.now()) => generate({ secret, epoch: Math.floor(at / 1000) });
/** A code that is surely wrong now (not the current one, nor the neighbouring steps). */
async function wrongCode(secret: string) {
  const near = new Set(
    await Promise.all([-30_000, 0, 30_000].map((d) => codeFor(secret, t.clock.now() + d))),
  );
  for (let i = 0; ; i++) {
    const code = String(i).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

describe('two-factor setup', () => {
  test('needs a session', async () => {
    expect((await start(t.client())).status).toBe(401);
  });

  test('starts with a secret, an otpauth URI and a QR code as SVG', async () => {
    const a = await account(t);
    const res = await start(a.c);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Scan the QR code with your authenticator app');
    const { secret, uri, qrSvg } = res.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(uri).toStartWith('otpauth://totp/');
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(new URL(uri).searchParams.get('issuer')).toBe('Dynacard');
    expect(qrSvg).toStartWith('<svg');
    const row = (await userByEmail(t, a.email))!;
    expect(row.otpPendingSecret).not.toContain(secret); // kept encrypted
    expect(row.otpEnabled).toBe(false);
  });

  test('enabling before starting is 409', async () => {
    const a = await account(t);
    const res = await enable(a.c, '123456');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Start the two-factor setup first');
  });

  test('a malformed or wrong code is 422; the right one enables it', async () => {
    const a = await account(t);
    const { secret } = (await start(a.c)).body.data;
    const malformed = await enable(a.c, '12345');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors[0]).toEqual({ message: 'Enter the 6-digit code', field: 'token' });
    const wrong = await enable(a.c, await wrongCode(secret));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toEqual({
      message: 'The code is wrong or has already been used',
      field: 'token',
    });
    expect((await a.c.get<Me>('/api/v1/users/me')).body.data.otpEnabled).toBe(false);

    const code = await codeFor(secret);
    const ok = await enable(a.c, code);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Two-factor authentication is on');
    expect(ok.body.data.otpEnabled).toBe(true);
    expect((await a.c.get<Me>('/api/v1/users/me')).body.data.otpEnabled).toBe(true);
    expect(await userByEmail(t, a.email)).toMatchObject({ otpEnabled: true, otpPendingSecret: null });

    const again = await start(a.c);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Two-factor authentication is already on');
    expect((await enable(a.c, code)).status).toBe(409);

    // login now asks for the code, and the code used to enable is spent
    const login = (otp?: string) =>
      t.client({ lang: 'en' }).post('/api/v1/auth/login', { login: a.email, password: a.password, otp });
    expect((await login()).body.data).toEqual({ otpRequired: true });
    expect((await login(code)).status).toBe(422);
    t.clock.advance(30_000);
    expect((await login(await codeFor(secret))).status).toBe(200);
  });

  test('a code from a secret of an earlier, abandoned setup does not work', async () => {
    const a = await account(t);
    const first = (await start(a.c)).body.data.secret;
    const second = (await start(a.c)).body.data.secret;
    expect(second).not.toBe(first);
    const stale = await codeFor(first);
    if (stale !== (await codeFor(second))) expect((await enable(a.c, stale)).status).toBe(422);
    expect((await enable(a.c, await codeFor(second))).status).toBe(200);
  });

  test('ten tries per quarter hour per account, then 429', async () => {
    const a = await account(t);
    const { secret } = (await start(a.c)).body.data;
    const wrong = await wrongCode(secret);
    for (let i = 0; i < 10; i++) expect((await enable(a.c, wrong)).status).toBe(422);
    const limited = await enable(a.c, await codeFor(secret));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await userByEmail(t, a.email))?.otpEnabled).toBe(false);
  });
});

describe('disabling two-factor', () => {
  test('needs the right password', async () => {
    const a = await account(t);
    const { secret } = (await start(a.c)).body.data;
    expect((await enable(a.c, await codeFor(secret))).status).toBe(200);

    const missing = await disable(a.c, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toEqual({ message: 'Enter your current password', field: 'password' });
    const wrong = await disable(a.c, { password: 'not the password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toEqual({ message: 'The current password is wrong', field: 'password' });
    expect((await userByEmail(t, a.email))?.otpEnabled).toBe(true);

    const res = await disable(a.c, { password: a.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Two-factor authentication is off');
    expect(res.body.data.otpEnabled).toBe(false);
    expect(await userByEmail(t, a.email)).toMatchObject({ otpEnabled: false, otpSecret: null });
    const login = await t.client().post('/api/v1/auth/login', { login: a.email, password: a.password });
    expect(login.status).toBe(200);
    expect((login.body.data as Me).email).toBe(a.email);
    // and it can be set up again
    expect((await start(a.c)).status).toBe(200);
  });
});
