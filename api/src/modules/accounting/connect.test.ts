// api/v1/admin/accounting through app.handle against the fake provider on a loopback port: permissions, the
// unconfigured answers, the connect redirect, the callback (state checks, refusal, code exchange with HTTP Basic,
// tokens encrypted at rest, the company name), and disconnect.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { accountingConnections, accountingPushes } from '@db/schema';
import type { AccountingStatus } from '@shared/types/billing';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/harness';
import { decrypt, sha256 } from '../../platform/crypto';
import { type AccountingTestApp, accountingTestApp, CLIENT_ID, CLIENT_SECRET } from './test-kit';

let a: AccountingTestApp;
beforeAll(async () => {
  a = await accountingTestApp();
});
afterAll(() => a.close());

const PAGE = '/dashboard/administrator/accounting';
const row = async () => (await a.t.db.select().from(accountingConnections))[0];
const status = async () => (await a.admin.get<AccountingStatus>('/api/v1/admin/accounting')).body.data;

describe('permissions', () => {
  test.each([
    ['GET', '/api/v1/admin/accounting'],
    ['GET', '/api/v1/admin/accounting/connect'],
    ['GET', '/api/v1/admin/accounting/callback?code=x&state=y'],
    ['DELETE', '/api/v1/admin/accounting'],
    ['POST', '/api/v1/admin/accounting/sync'],
    ['POST', '/api/v1/admin/accounting/pushes/abc/retry'],
  ])('%s %s: anonymous 401, a user 403', async (method, path) => {
    expect((await a.t.client().send(method, path)).status).toBe(401);
    const res = await a.user.send(method, path);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only an administrator can do that');
  });

  test('a user’s refused connect stores no state', async () => {
    await a.user.get('/api/v1/admin/accounting/connect');
    expect(await row()).toBeUndefined();
  });
});

describe('without configuration', () => {
  test('the status says so, and connect and sync answer 409 with how to configure it', async () => {
    const t = await createTestApp();
    try {
      const admin = await signIn(t, await seedUser(t, { role: 'administrator' }));
      const res = await admin.get<AccountingStatus>('/api/v1/admin/accounting');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        configured: false,
        connected: false,
        needsReconnect: false,
        companyName: null,
        scopes: ['companyinformation', 'customer', 'order'],
        redirectUri: 'http://localhost/api/v1/admin/accounting/callback',
        pushes: [],
      });
      const connect = await admin.get('/api/v1/admin/accounting/connect');
      expect(connect.status).toBe(409);
      expect(connect.body.message).toContain('ACCOUNTING_CLIENT_ID');
      expect((await admin.post('/api/v1/admin/accounting/sync')).status).toBe(409);
    } finally {
      await t.close();
    }
  });
});

describe('connect', () => {
  test('redirects to the provider with the client id, the three scopes, the callback and a random state', async () => {
    const res = await a.admin.get('/api/v1/admin/accounting/connect');
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`${a.fake.origin}/oauth-v1/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      scope: 'companyinformation customer order',
      redirect_uri: a.callbackUrl,
      access_type: 'offline',
      response_type: 'code',
    });
    expect(to.search).toContain('scope=companyinformation%20customer%20order');
    const state = to.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(40);
    // Only the hash is kept, for ten minutes.
    const stored = await row();
    expect(stored.pendingState).toBe(sha256(state));
    expect(stored.pendingStateExpiresAt).toBe(a.t.clock.now() + 10 * 60_000);
    const again = new URL(
      (await a.admin.get('/api/v1/admin/accounting/connect')).headers.get('location') ?? '',
    );
    expect(again.searchParams.get('state')).not.toBe(state);
  });
});

describe('callback', () => {
  test('a refused authorisation comes back as an error and stores nothing', async () => {
    a.fake.switches.refuseAuthorization = true;
    a.fake.clear();
    const { location } = await a.connect();
    a.fake.switches.refuseAuthorization = false;
    expect(location).toBe(`${PAGE}?accounting=error&reason=refused`);
    expect(a.fake.received('POST', '/oauth-v1/token')).toEqual([]);
    expect((await row()).accessToken).toBeNull();
    expect((await status()).connected).toBe(false);
  });

  test('a state that was never sent is refused before any exchange', async () => {
    const start = await a.admin.get('/api/v1/admin/accounting/connect');
    const sent = new URL(start.headers.get('location') ?? '').searchParams.get('state');
    a.fake.clear();
    const res = await a.admin.get(`/api/v1/admin/accounting/callback?code=abc&state=${sent}x`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${PAGE}?accounting=error&reason=state`);
    expect(await a.admin.get('/api/v1/admin/accounting/callback?code=abc')).toMatchObject({ status: 302 });
    expect(a.fake.requests).toEqual([]);
    expect((await row()).accessToken).toBeNull();
  });

  test('a state older than ten minutes is refused', async () => {
    const start = await a.admin.get('/api/v1/admin/accounting/connect');
    const atProvider = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location') ?? '');
    a.t.clock.advance(10 * 60_000 + 1);
    const res = await a.admin.get(`${callback.pathname}${callback.search}`);
    expect(res.headers.get('location')).toBe(`${PAGE}?accounting=error&reason=state`);
    expect((await row()).accessToken).toBeNull();
  });

  test('a code the provider refuses: error, nothing stored', async () => {
    const start = await a.admin.get('/api/v1/admin/accounting/connect');
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state');
    const res = await a.admin.get(`/api/v1/admin/accounting/callback?code=made-up&state=${state}`);
    expect(res.headers.get('location')).toBe(`${PAGE}?accounting=error&reason=exchange`);
    expect((await row()).accessToken).toBeNull();
  });

  test('a wrong client secret is refused by the token endpoint (HTTP Basic checked)', async () => {
    const other = await createTestApp({ ...a.fake.env, ACCOUNTING_CLIENT_SECRET: 'not-the-secret' });
    try {
      const admin = await signIn(other, await seedUser(other, { role: 'administrator' }));
      const start = await admin.get('/api/v1/admin/accounting/connect');
      const atProvider = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
      const callback = new URL(atProvider.headers.get('location') ?? '');
      const res = await admin.get(`${callback.pathname}${callback.search}`);
      expect(res.headers.get('location')).toBe(`${PAGE}?accounting=error&reason=exchange`);
    } finally {
      await other.close();
    }
  });

  test('the code is exchanged with HTTP Basic, the tokens are stored encrypted, the company is named', async () => {
    a.fake.clear();
    const { location, callback } = await a.connect();
    expect(location).toBe(`${PAGE}?accounting=connected`);

    const [exchange] = a.fake.received('POST', '/oauth-v1/token');
    expect(exchange.authorization).toBe(`Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`);
    expect(exchange.body).toEqual({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code'),
      redirect_uri: a.callbackUrl,
    });
    const [info] = a.fake.received('GET', '/3/companyinformation');
    const accessToken = info.authorization?.replace('Bearer ', '') ?? '';
    expect(accessToken).toStartWith('access-');

    const stored = await row();
    const secret = a.t.deps.config.secret;
    expect(stored.accessToken).not.toContain('access-');
    expect(stored.refreshToken).not.toContain('refresh-');
    expect(decrypt(stored.accessToken ?? '', secret)).toBe(accessToken);
    expect(decrypt(stored.refreshToken ?? '', secret)).toStartWith('refresh-');
    expect(stored.accessExpiresAt).toBe(a.t.clock.now() + 3600_000);
    expect(stored.pendingState).toBeNull();

    expect(await status()).toMatchObject({
      configured: true,
      connected: true,
      needsReconnect: false,
      companyName: 'Bokföring AB',
      connectedAt: a.t.clock.now(),
      scopes: ['companyinformation', 'customer', 'order'],
    });

    // The same callback again: the state is used up, nothing changes.
    a.fake.clear();
    const replay = await a.admin.get(`${callback.pathname}${callback.search}`);
    expect(replay.headers.get('location')).toBe(`${PAGE}?accounting=error&reason=state`);
    expect(a.fake.requests).toEqual([]);
    expect((await row()).accessToken).toBe(stored.accessToken);
  });

  test('disconnect forgets the tokens and the company', async () => {
    const res = await a.admin.delete<AccountingStatus>('/api/v1/admin/accounting');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The accounting system is disconnected');
    expect(res.body.data).toMatchObject({ connected: false, needsReconnect: false, companyName: null });
    const stored = await row();
    expect([stored.accessToken, stored.refreshToken, stored.accessExpiresAt]).toEqual([null, null, null]);
    expect((await a.admin.post('/api/v1/admin/accounting/sync')).status).toBe(409);
  });
});

test('the status lists the newest 200 pushes, newest first', async () => {
  const now = a.t.clock.now();
  await a.t.db.insert(accountingPushes).values(
    Array.from({ length: 205 }, (_, i) => ({
      shortId: `cap-${i}`,
      kind: 'customer' as const,
      label: `Company ${i}`,
      nextAttemptAt: now,
      createdAt: now + i,
      updatedAt: now + i,
    })),
  );
  const { pushes } = await status();
  expect(pushes).toHaveLength(200);
  expect(pushes[0]).toMatchObject({ id: 'cap-204', label: 'Company 204', state: 'pending', attempts: 0 });
  expect(pushes[199].id).toBe('cap-5');
});

test('the OpenAPI document names every accounting route', async () => {
  const res = await a.t.handle(new Request('http://localhost/api/docs/json'));
  const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  for (const path of ['', '/connect', '/callback', '/sync', '/pushes/{id}/retry']) {
    expect(doc.paths[`/api/v1/admin/accounting${path}`]).toBeDefined();
  }
});
