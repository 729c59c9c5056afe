import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { type AddressInfo, createServer } from 'node:net';
import { memberships, users } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { BASE } from '../../../test/harness';
import { signInAt } from '../../../test/oidc-provider';
import { withCookies } from '../auth/test-kit';
import { colleague, companyRow, insertMember, person } from '../companies/test-kit';
import { DOMAIN, ssoWorld } from './test-kit';

let w: Awaited<ReturnType<typeof ssoWorld>>;

beforeAll(async () => {
  w = await ssoWorld({ idTokenTtlS: 60 });
  expect((await w.proveDomain()).status).toBe(200);
  expect((await w.connect()).status).toBe(200);
});
afterAll(() => w.close());

const userByEmail = async (email: string) =>
  (await w.t.db.select().from(users).where(eq(users.email, email)))[0];

/** The sign-in went back to the login dialog as failed: nobody signed in or created, the reason in the log. */
async function expectRefused(
  { c, location }: Awaited<ReturnType<typeof w.signInVia>>,
  email: string,
  reason: string,
) {
  expect(location).toBe(`${BASE}/login?ssoError=ssoFailed`);
  expect((await c.post<{ loggedIn: boolean }>('/api/v1/auth/status')).body.data.loggedIn).toBe(false);
  expect(await userByEmail(email)).toBeUndefined();
  expect(w.t.log.lines.some((l) => l.includes('sso sign-in refused') && l.includes(reason))).toBe(true);
}

describe('signing in through the company provider', () => {
  test('the login dialog learns that a work address signs in through the company', async () => {
    const c = w.t.client({ lang: 'en' });
    const found = await c.post<Record<string, unknown>>('/api/v1/auth/sso/lookup', {
      email: `Anna@${DOMAIN}`,
    });
    expect(found.body.data).toMatchObject({
      sso: true,
      required: false,
      provider: 'oidc',
      companyName: 'Acme AB',
    });
    expect(found.body.data.startUrl).toBe(`/api/v1/auth/sso/start?email=anna%40${DOMAIN}`);
    const other = await c.post<Record<string, unknown>>('/api/v1/auth/sso/lookup', {
      email: 'anna@elsewhere.test',
    });
    expect(other.body.data).toMatchObject({ sso: false, startUrl: null });
  });

  test('the provider gets PKCE S256, state, nonce and the address as login hint', async () => {
    const c = w.t.client();
    const start = await c.get(`/api/v1/auth/sso/start?email=anna%40${DOMAIN}`);
    expect(start.status).toBe(302);
    const url = new URL(start.headers.get('location')!);
    expect(url.origin).toBe(w.idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('login_hint')).toBe(`anna@${DOMAIN}`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${BASE}/api/v1/auth/sso/callback`);
  });

  test('a new person is created just in time as a colleague, the profile filled from the claims', async () => {
    const email = `new.person@${DOMAIN}`;
    w.idp.setAccount(email, {
      email,
      email_verified: true,
      name: 'Nora Nilsson',
      given_name: 'Nora',
      family_name: 'Nilsson',
      job_title: 'Sales Manager',
    });
    const { c, location } = await w.signInVia(email);
    expect(location).toBe(`${BASE}/dashboard`);
    const status = await c.post<{ loggedIn: boolean; user: { email: string } }>('/api/v1/auth/status');
    expect(status.body.data).toMatchObject({ loggedIn: true, user: { email } });
    const user = await userByEmail(email);
    expect(user).toMatchObject({
      fullName: 'Nora Nilsson',
      status: 'active',
      isVerified: true,
      passwordHash: null,
    });
    const [membership] = await w.t.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(membership).toMatchObject({ state: 'colleague', jobTitle: 'Sales Manager', workEmail: email });
    // Signing in again finds the same account: no second user or membership.
    await w.signInVia(email);
    expect(await w.t.db.select().from(memberships).where(eq(memberships.userId, user.id))).toHaveLength(1);
  });

  test('an existing colleague signs in to their own account, even with 2FA on (the provider signs them in)', async () => {
    const email = `kalle@${DOMAIN}`;
    const existing = await colleague(w.t, w.acme.shortId, {
      email,
      fullName: 'Kalle Karlsson',
      otpEnabled: true,
    });
    w.idp.setAccount(email, { email, name: 'Someone Else' });
    const { c, location } = await w.signInVia(email);
    expect(location).toBe(`${BASE}/dashboard`);
    const status = await c.post<{ user: { shortId: string; fullName: string } }>('/api/v1/auth/status');
    expect(status.body.data.user).toMatchObject({
      shortId: existing.user.shortId,
      fullName: 'Kalle Karlsson',
    });
  });

  test('an ID token with a wrong nonce is refused', async () => {
    const email = `nonce@${DOMAIN}`;
    const tampered = await w.signInVia(email, email, (url) => url.searchParams.set('nonce', 'another-nonce'));
    await expectRefused(tampered, email, 'unexpected JWT claim value');
  });

  test('an expired ID token is refused', async () => {
    const email = `late@${DOMAIN}`;
    // The provider's tokens live 60 s; our clock is 5 minutes on when the browser comes back.
    const late = await w.signInVia(email, email, undefined, () => w.t.clock.advance(5 * 60_000));
    await expectRefused(late, email, 'JWT timestamp claim');
    w.t.clock.set(Date.now());
  });

  test('an answer from another issuer than the connected one is refused', async () => {
    // A discovery document that names itself as issuer while its endpoints are the real provider's: the
    // provider's answers carry its own issuer, not the one the company connected.
    const impostor: ReturnType<typeof Bun.serve> = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      async fetch(request) {
        const real = await fetch(`${w.idp.issuer}${new URL(request.url).pathname}`);
        const document = (await real.json()) as Record<string, unknown>;
        return Response.json({ ...document, issuer: `http://127.0.0.1:${impostor.port}` });
      },
    });
    try {
      expect((await w.connect({ issuer: `http://127.0.0.1:${impostor.port}` })).status).toBe(200);
      const email = `issuer@${DOMAIN}`;
      await expectRefused(await w.signInVia(email), email, '(issuer)');
    } finally {
      await w.connect();
      impostor.stop(true);
    }
  });

  test('a callback without the flow cookie (another browser, or a replay) is refused', async () => {
    const email = `replay@${DOMAIN}`;
    const c = w.t.client();
    const start = await c.get(`/api/v1/auth/sso/start?email=${encodeURIComponent(email)}`);
    const back = await signInAt(start.headers.get('location')!, email);
    const stranger = w.t.client();
    const res = await stranger.get(back.slice(BASE.length));
    expect(res.headers.get('location')).toBe(`${BASE}/login?ssoError=ssoExpired`);
    expect(await userByEmail(email)).toBeUndefined();
  });

  test('a callback replayed with its code, state and flow cookie is refused: a flow is used once', async () => {
    const email = `twice@${DOMAIN}`;
    const c = w.t.client({ lang: 'en' });
    const start = await c.get(`/api/v1/auth/sso/start?email=${encodeURIComponent(email)}`);
    const flowCookie = new Map(c.jar);
    const back = (await signInAt(start.headers.get('location')!, email)).slice(BASE.length);
    expect((await c.get(back)).headers.get('location')).toBe(`${BASE}/dashboard`);
    const exchanged = w.idp.tokenRequests();
    // The same address with the same flow cookie, in another browser or the same one: refused before the
    // provider is asked again, whether or not the provider would take its code a second time.
    for (const replay of [withCookies(w.t, flowCookie), c]) {
      for (const [name, value] of flowCookie) replay.jar.set(name, value);
      const again = await replay.get(back);
      expect(again.headers.get('location')).toBe(`${BASE}/login?ssoError=ssoExpired`);
    }
    expect(w.idp.tokenRequests()).toBe(exchanged);
    const stranger = withCookies(w.t, flowCookie);
    await stranger.get(back);
    expect((await stranger.post<{ loggedIn: boolean }>('/api/v1/auth/status')).body.data.loggedIn).toBe(
      false,
    );
  });

  test("an ID token signed with a key outside the provider's JWKS is refused", async () => {
    const email = `forged@${DOMAIN}`;
    await w.idp.publishOtherKeys(true);
    // Saving the provider forgets what was read of it (its discovery document and keys).
    expect((await w.connect()).status).toBe(200);
    try {
      await expectRefused(await w.signInVia(email), email, 'JWT signature verification failed');
    } finally {
      await w.idp.publishOtherKeys(false);
      await w.connect();
    }
    // With the provider's own keys published, the same sign-in goes through.
    expect((await w.signInVia(email)).location).toBe(`${BASE}/dashboard`);
  });

  test('an account the provider vouches for outside the verified domains is refused', async () => {
    const { location } = await w.signInVia(`anna@${DOMAIN}`, 'anna@gmail.test');
    expect(location).toBe(`${BASE}/login?ssoError=ssoWrongDomain`);
    expect(await userByEmail('anna@gmail.test')).toBeUndefined();
  });

  test('a domain that is added but not verified does not sign in through the provider', async () => {
    await w.owner.c.post(`${w.base}/domains`, { domain: 'unproved.test' });
    const c = w.t.client({ lang: 'en' });
    expect(
      (await c.post<{ sso: boolean }>('/api/v1/auth/sso/lookup', { email: 'a@unproved.test' })).body.data.sso,
    ).toBe(false);
    const { location } = await w.signInVia('a@unproved.test');
    expect(location).toBe(`${BASE}/login?ssoError=ssoNotConfigured`);
  });

  test('the colleague limit is respected with a clear message', async () => {
    const companyId = (await companyRow(w.t, w.acme.shortId))!.id;
    const have = await w.t.db.select().from(memberships).where(eq(memberships.companyId, companyId));
    for (let i = have.length; i < LIMITS.colleagues; i++) {
      await insertMember(w.t, w.acme.shortId, (await person(w.t)).user.id);
    }
    const email = `one.too.many@${DOMAIN}`;
    const { location } = await w.signInVia(email);
    expect(location).toBe(`${BASE}/login?ssoError=colleagueLimit`);
    expect(await userByEmail(email)).toBeUndefined();
  });
});

describe('a provider that does not answer', () => {
  test('fails the sign-in within its deadline, with its own message, and nothing waits for it', async () => {
    // A server that takes the connection and never says a word: the provider hangs.
    const silent = createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const issuer = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const timeoutMs = w.t.deps.config.sso.timeoutMs;
    w.t.deps.config.sso.timeoutMs = 1_000;
    try {
      expect((await w.connect({ issuer })).status).toBe(200);
      const c = w.t.client({ lang: 'en' });
      const start = await c.get(`/api/v1/auth/sso/start?email=anna%40${DOMAIN}`);
      expect(start.status).toBe(302);
      expect(start.headers.get('location')).toBe(`${BASE}/login?ssoError=ssoProviderUnreachable`);
    } finally {
      w.t.deps.config.sso.timeoutMs = timeoutMs;
      silent.close();
      await w.connect();
    }
  }, 30_000);
});
