import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { BASE } from '../../../test/harness';
import { linkIn } from '../../../test/smtp';
import { hashPassword } from '../../platform/passwords';
import { colleague } from '../companies/test-kit';
import { findUserToken } from '../users/tokens';
import { DOMAIN, ssoWorld } from './test-kit';

let w: Awaited<ReturnType<typeof ssoWorld>>;
const PASSWORD = 'correct horse battery';
let hash: string;

beforeAll(async () => {
  w = await ssoWorld();
  hash = await hashPassword(PASSWORD);
  expect((await w.proveDomain()).status).toBe(200);
  expect((await w.connect({ requireSso: true })).status).toBe(200);
});
afterAll(() => w.close());

const login = (login: string, password = PASSWORD) =>
  w.t.client({ lang: 'en' }).post('/api/v1/auth/login', { login, password });

describe('"SSO required" for the company\'s domains', () => {
  test('password login is refused with a clear message, by address before the password and by username after it', async () => {
    const member = await colleague(w.t, w.acme.shortId, {
      email: `sara@${DOMAIN}`,
      username: 'sara',
      passwordHash: hash,
    });
    const byEmail = await login(member.user.email, 'not the password');
    expect(byEmail.status).toBe(403);
    expect(byEmail.body.message).toBe(
      'Your company signs you in through its own login. Use "Continue with your company" instead of a password',
    );
    expect((await login('sara', 'not the password')).status).toBe(401);
    expect((await login('sara')).status).toBe(403);
    // Swedish too.
    const sv = await w.t
      .client({ lang: 'sv' })
      .post('/api/v1/auth/login', { login: member.user.email, password: PASSWORD });
    expect(sv.body.message).toContain('Fortsätt med ditt företag');
    // The same person signs in through the provider.
    const { location } = await w.signInVia(member.user.email);
    expect(location).toBe(`${BASE}/dashboard`);
  });

  test('a password reset is refused, also with a link mailed before SSO was required', async () => {
    const member = await colleague(w.t, w.acme.shortId, { email: `olle@${DOMAIN}`, passwordHash: hash });
    const c = w.t.client({ lang: 'en' });
    const forgot = await c.post('/api/v1/auth/password/forgot', {
      email: member.user.email,
      altcha: await w.t.solveAltcha(),
    });
    expect(forgot.status).toBe(403);
    expect(forgot.body.message).toContain('Continue with your company');

    // A link from before: while SSO was optional the mail went out.
    await w.connect({ requireSso: false });
    const asked = await c.post('/api/v1/auth/password/forgot', {
      email: member.user.email,
      altcha: await w.t.solveAltcha(),
    });
    expect(asked.status).toBe(200);
    const mail = await w.t.smtp.waitFor(member.user.email);
    const token = linkIn(mail, '/reset-password').searchParams.get('resetToken')!;
    await w.connect({ requireSso: true });
    const reset = await c.post('/api/v1/auth/password/reset', {
      resetToken: token,
      password: 'a new password 1',
      passwordConfirm: 'a new password 1',
    });
    expect(reset.status).toBe(403);
    const [row] = await w.t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row.passwordHash).toBe(hash);
    expect(await findUserToken(w.t.deps, token, 'reset')).not.toBeNull();
  });

  test('owners keep their password (and their 2FA) as the way in when the provider fails', async () => {
    await w.t.db
      .update(users)
      .set({ email: `owner@${DOMAIN}`, passwordHash: hash })
      .where(eq(users.id, w.owner.user.id));
    const res = await login(`owner@${DOMAIN}`);
    expect(res.status).toBe(200);
  });

  test('addresses outside the domains, and the domains once SSO is optional, log in with passwords as before', async () => {
    const outside = await colleague(w.t, w.acme.shortId, {
      email: 'lisa@elsewhere.test',
      passwordHash: hash,
    });
    expect((await login(outside.user.email)).status).toBe(200);
    const member = await colleague(w.t, w.acme.shortId, { email: `per@${DOMAIN}`, passwordHash: hash });
    expect((await login(member.user.email)).status).toBe(403);
    await w.connect({ requireSso: false });
    expect((await login(member.user.email)).status).toBe(200);
    await w.connect({ requireSso: true });
  });
});
