// A company's provider meets accounts that existed before it (issue 28): an unverified one made by someone else,
// another person's account outside the company, an administrator's, and the company's own colleague.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { memberships, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { BASE } from '../../../test/harness';
import { hashPassword } from '../../platform/passwords';
import { codeAt, enableTwoFactor, PASSWORD, withCookies } from '../auth/test-kit';
import { colleague, company, companyRow, membershipOf, person } from '../companies/test-kit';
import { DOMAIN, ssoWorld } from './test-kit';

let w: Awaited<ReturnType<typeof ssoWorld>>;
let hash: string;

beforeAll(async () => {
  w = await ssoWorld();
  hash = await hashPassword(PASSWORD);
  expect((await w.proveDomain()).status).toBe(200);
  expect((await w.connect()).status).toBe(200);
});
afterAll(() => w.close());

type Client = ReturnType<typeof w.t.client>;
const LINK = '/api/v1/auth/sso/link';
const CONFIRM_PAGE = `${BASE}/connect-account/`;
const STEP = 30_000;

const loggedIn = async (c: Client) =>
  (await c.post<{ loggedIn: boolean; user: { email: string } | null }>('/api/v1/auth/status')).body.data;
const login = (login: string, password = PASSWORD) =>
  w.t.client({ lang: 'en' }).post('/api/v1/auth/login', { login, password });
const acmeId = async () => (await companyRow(w.t, w.acme.shortId))!.id;

describe('an unverified account made before its owner arrived', () => {
  test('its password, second factor, API keys and every session end when the provider signs the real person in', async () => {
    const email = `anna@${DOMAIN}`;
    // Someone signs up with the address and never verifies it: two sessions, a 2FA secret and an API key.
    const early = await w.t.signup({ email, username: 'anna-early' });
    const other = w.t.client({ lang: 'en' });
    expect((await other.post('/api/v1/auth/login', { login: email, password: PASSWORD })).status).toBe(200);
    await enableTwoFactor(w.t, early.client);
    const key = await early.client.post<{ key: string }>('/api/v1/users/me/api-keys', { name: 'early' });
    expect(key.status).toBe(201);
    const before = (await w.t.db.select().from(users).where(eq(users.email, email)))[0];
    expect(before.isVerified).toBe(false);

    w.idp.setAccount(email, { email, email_verified: true, name: 'Anna Andersson' });
    const { c, location } = await w.signInVia(email);
    expect(location).toBe(`${BASE}/dashboard`);
    expect(await loggedIn(c)).toMatchObject({ loggedIn: true, user: { email } });

    // Both earlier sessions end (401 with 666 in the envelope: revoked, the client logs out) and see no company.
    for (const earlier of [early.client, other]) {
      const me = await earlier.get('/api/v1/users/me');
      expect([me.status, me.body.statusCode]).toEqual([401, 666]);
      expect((await earlier.get('/api/v1/companies')).status).toBe(401);
    }
    // The earlier password no longer logs in, nor does the API key.
    expect((await login(email)).status).toBe(401);
    expect((await login('anna-early')).status).toBe(401);
    const byKey = await w.t
      .client()
      .get('/api/v1/users/me', { authorization: `Bearer ${key.body.data.key}` });
    expect(byKey.status).toBe(401);
    // The account is the person's now: verified, named by the provider, no password or 2FA of the earlier one.
    const [after] = await w.t.db.select().from(users).where(eq(users.id, before.id));
    expect(after).toMatchObject({
      isVerified: true,
      passwordHash: null,
      otpEnabled: false,
      otpSecret: null,
      fullName: 'Anna Andersson',
    });
    const [member] = await w.t.db.select().from(memberships).where(eq(memberships.userId, before.id));
    expect(member).toMatchObject({ companyId: await acmeId(), state: 'colleague' });
  });
});

describe('an account outside the company', () => {
  test("another company's owner is not signed in until they confirm once with their password and code; then they join and keep their company", async () => {
    const email = `bo@${DOMAIN}`;
    const bo = await person(w.t, { email, username: 'bo', passwordHash: hash, subscriber: true });
    const own = await company(bo.c, { name: 'Bo Konsult AB' });
    const secret = await enableTwoFactor(w.t, bo.c);
    w.t.clock.advance(STEP);

    const { c, location } = await w.signInVia(email);
    expect(location).toBe(CONFIRM_PAGE);
    expect((await loggedIn(c)).loggedIn).toBe(false);
    expect((await membershipOf(w.t, bo.user.id)).map((m) => m.state)).toEqual(['owner']);

    // What the page shows: whose account, which company.
    const pending = await c.get<Record<string, unknown>>(LINK);
    expect(pending.status).toBe(200);
    expect(pending.body.data).toMatchObject({ email, companyName: 'Acme AB', provider: 'oidc' });
    // Another browser without the pending link's cookie has nothing to confirm.
    expect((await w.t.client({ lang: 'en' }).get(LINK)).status).toBe(404);

    const wrong = await c.post(LINK, { password: 'not the password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'password' });
    const step = await c.post<{ otpRequired: boolean }>(LINK, { password: PASSWORD });
    expect(step.status).toBe(200);
    expect(step.body.data).toEqual({ otpRequired: true });
    expect((await loggedIn(c)).loggedIn).toBe(false);
    const code = await codeAt(w.t, secret);
    const badCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await c.post(LINK, { password: PASSWORD, otp: badCode });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'otp' });
    expect((await loggedIn(c)).loggedIn).toBe(false);
    const cookies = new Map(c.jar);

    const done = await c.post<{ user: { email: string }; next: string }>(LINK, {
      password: PASSWORD,
      otp: code,
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(
      "Your account is now connected to Acme AB's login, and you are a colleague there",
    );
    expect(done.body.data).toMatchObject({ user: { email }, next: '/dashboard' });
    expect(await loggedIn(c)).toMatchObject({ loggedIn: true, user: { email } });
    const states = (await membershipOf(w.t, bo.user.id)).map((m) => [m.companyId, m.state]);
    expect(states).toContainEqual([await acmeId(), 'colleague']);
    expect(states).toContainEqual([(await companyRow(w.t, own.shortId))!.id, 'owner']);

    // The link is used: the same cookie again has nothing to confirm.
    w.t.clock.advance(STEP);
    const again = await withCookies(w.t, cookies).post(LINK, {
      password: PASSWORD,
      otp: await codeAt(w.t, secret),
    });
    expect(again.status).toBe(404);

    // From now on the provider signs Bo in directly, as a colleague.
    const next = await w.signInVia(email);
    expect(next.location).toBe(`${BASE}/dashboard`);
    expect((await loggedIn(next.c)).loggedIn).toBe(true);
  });

  test('a pending link expires, and a free account that already belongs to a company is told it cannot join', async () => {
    const email = `cia@${DOMAIN}`;
    const cia = await person(w.t, { email, passwordHash: hash });
    await company(cia.c, { name: 'Cia Design' });
    let { c, location } = await w.signInVia(email);
    expect(location).toBe(CONFIRM_PAGE);
    w.t.clock.advance(16 * 60_000);
    expect((await c.post(LINK, { password: PASSWORD })).status).toBe(404);
    w.t.clock.set(Date.now());

    ({ c, location } = await w.signInVia(email));
    const full = await c.post(LINK, { password: PASSWORD });
    expect(full.status).toBe(409);
    expect(full.body.message).toContain('On the free plan you can belong to one company');
    expect((await loggedIn(c)).loggedIn).toBe(false);
    expect((await membershipOf(w.t, cia.user.id)).map((m) => m.state)).toEqual(['owner']);
  });

  test('an account the company invited still confirms before the provider signs it in', async () => {
    const email = `dan@${DOMAIN}`;
    const dan = await person(w.t, { email, passwordHash: hash });
    const invited = await w.owner.c.post(`/api/v1/companies/${w.acme.shortId}/colleagues`, { email });
    expect(invited.status).toBe(201);
    const { c, location } = await w.signInVia(email);
    expect(location).toBe(CONFIRM_PAGE);
    expect((await loggedIn(c)).loggedIn).toBe(false);
    const done = await c.post(LINK, { password: PASSWORD });
    expect(done.status).toBe(200);
    expect((await membershipOf(w.t, dan.user.id)).map((m) => m.state)).toEqual(['colleague']);
  });

  test('the company’s own colleague signs in directly', async () => {
    const email = `eva@${DOMAIN}`;
    await colleague(w.t, w.acme.shortId, { email, passwordHash: hash });
    const { c, location } = await w.signInVia(email);
    expect(location).toBe(`${BASE}/dashboard`);
    expect((await loggedIn(c)).loggedIn).toBe(true);
  });
});

describe('an administrator', () => {
  test("never signs in through a company's provider, even as its colleague, and keeps the password when the company requires it", async () => {
    const email = `admin@${DOMAIN}`;
    const admin = await colleague(w.t, w.acme.shortId, { email, passwordHash: hash, role: 'administrator' });
    const { c, location } = await w.signInVia(email);
    expect(location).toBe(`${BASE}/login?ssoError=ssoAdministrator`);
    expect((await loggedIn(c)).loggedIn).toBe(false);
    expect((await c.get(LINK)).status).toBe(404);

    await w.connect({ requireSso: true });
    try {
      expect((await login(email)).status).toBe(200);
    } finally {
      await w.connect();
    }
    expect((await membershipOf(w.t, admin.user.id)).map((m) => m.state)).toEqual(['colleague']);
  });
});
