// Small helpers shared by the auth tests (not a test file itself).
import { generate } from 'otplib';
import type { TestApp } from '../../../test/harness';

export type Client = ReturnType<TestApp['client']>;

export const PASSWORD = 'correct horse battery';

/** The cookies a response sets, by name, with their value and Max-Age in seconds. */
export function cookiesOf(res: { headers: Headers }) {
  const out: Record<string, { value: string; maxAge: number | null; attrs: string[] }> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const [name, ...rest] = pair.split('=');
    const maxAge = attrs.find((a) => /^max-age=/i.test(a));
    out[name] = { value: rest.join('='), maxAge: maxAge ? Number(maxAge.split('=')[1]) : null, attrs };
  }
  return out;
}

/** A new client (own IP) that presents exactly the given cookies, e.g. ones saved before a rotation. */
export function withCookies(t: TestApp, cookies: Map<string, string>, lang = 'en') {
  const c = t.client({ lang });
  for (const [k, v] of cookies) c.jar.set(k, v);
  return c;
}

/** The current TOTP code of the authenticator app, on the app's clock. */
export const codeAt = (t: TestApp, secret: string, offsetMs = 0) =>
  generate({ secret, epoch: Math.floor((t.clock.now() + offsetMs) / 1000) });

/** Turns 2FA on for the signed-in client (setup, then the first code); returns the secret. */
export async function enableTwoFactor(t: TestApp, c: Client) {
  const setup = await c.post<{ secret: string }>('/api/v1/users/me/otp');
  if (setup.status !== 200) throw new Error(`otp setup failed: ${setup.body.message}`);
  const secret = setup.body.data.secret;
  const on = await c.patch('/api/v1/users/me/otp', { token: await codeAt(t, secret) });
  if (on.status !== 200) throw new Error(`otp enable failed: ${on.body.message}`);
  return secret;
}

/** Logs in as a browser would (own IP unless given), English messages. */
export async function login(t: TestApp, body: Record<string, unknown>, options: { ip?: string } = {}) {
  const c = t.client({ lang: 'en', ...options });
  const res = await c.post<Record<string, unknown>>('/api/v1/auth/login', body);
  return { c, res };
}
