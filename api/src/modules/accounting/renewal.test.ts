// Token renewal against the fake provider, with the manual clock: renewed a minute before the access token ends
// (both tokens rotate and stay encrypted), weekly when idle, once after a 401 with the call retried, a refused renewal that
// leaves the connection needing a new connect while pushes wait unspent.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { accountingConnections } from '@db/schema';
import { decrypt, encrypt } from '../../platform/crypto';
import { type AccountingTestApp, accountingTestApp, MONTHLY } from './test-kit';

let a: AccountingTestApp;
let payer: Awaited<ReturnType<AccountingTestApp['seedPayer']>>;
let month = 0;
/** A new invoice of the payer: one customer update (PUT) and one order to send. */
const nextInvoice = () =>
  a.seedInvoice(payer, [MONTHLY], { period: `2026-${String(++month).padStart(2, '0')}` });
const connection = async () => (await a.t.db.select().from(accountingConnections))[0];
const secret = () => a.t.deps.config.secret;

beforeAll(async () => {
  a = await accountingTestApp();
  payer = await a.seedPayer();
  expect((await a.connect()).location).toContain('accounting=connected');
  await nextInvoice();
  expect(await a.runJob()).toMatchObject({ done: 2 });
});
afterAll(() => a.close());

test('an access token about to end is renewed first; both tokens rotate and stay encrypted', async () => {
  const before = await connection();
  a.t.clock.advance(3600_000 - 61_000); // 61 s left: still used as it is
  await nextInvoice();
  a.fake.clear();
  expect(await a.runJob()).toMatchObject({ done: 2 });
  expect(a.fake.received('POST', '/oauth-v1/token')).toEqual([]);

  a.t.clock.advance(31_000); // 30 s left: inside the one-minute margin
  await nextInvoice();
  a.fake.clear();
  expect(await a.runJob()).toMatchObject({ done: 2 });
  expect(a.fake.requests.map((r) => r.path)).toEqual(['/oauth-v1/token', '/3/customers/1', '/3/orders']);
  expect(a.fake.requests[0].body).toEqual({
    grant_type: 'refresh_token',
    refresh_token: decrypt(before.refreshToken ?? '', secret()),
  });
  const after = await connection();
  expect(decrypt(after.refreshToken ?? '', secret())).not.toBe(decrypt(before.refreshToken ?? '', secret()));
  expect(after.accessToken).not.toContain('access-');
  expect(after.refreshToken).not.toContain('refresh-');
  expect(a.fake.requests[2].authorization).toBe(`Bearer ${decrypt(after.accessToken ?? '', secret())}`);
  expect(after.accessExpiresAt).toBe(a.t.clock.now() + 3600_000);
});

test('a 401 renews the tokens once and the call is retried', async () => {
  a.fake.expireAccessTokens();
  await nextInvoice();
  a.fake.clear();
  expect(await a.runJob()).toMatchObject({ done: 2, failed: 0 });
  expect(a.fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    'PUT /3/customers/1',
    'POST /oauth-v1/token',
    'PUT /3/customers/1',
    'POST /3/orders',
  ]);
});

test('an idle connection renews its tokens weekly (the refresh token lapses after a month unused)', async () => {
  a.fake.clear();
  a.t.clock.advance(6 * 24 * 3600_000);
  expect(await a.runJob()).toMatchObject({ enqueued: 0, done: 0 });
  expect(a.fake.requests).toEqual([]);
  a.t.clock.advance(24 * 3600_000 + 3600_000); // a week after the access token ended
  await a.runJob();
  expect(a.fake.requests.map((r) => `${r.method} ${r.path} ${r.body?.grant_type}`)).toEqual([
    'POST /oauth-v1/token refresh_token',
  ]);
  expect((await connection()).accessExpiresAt).toBe(a.t.clock.now() + 3600_000);
  a.fake.clear();
  await a.runJob();
  expect(a.fake.requests).toEqual([]);
});

test('a refused renewal: the connection needs a new connect and pushes wait unspent', async () => {
  a.fake.revokeAll();
  a.t.clock.advance(3600_000);
  await nextInvoice();
  expect(await a.runJob()).toMatchObject({ done: 0, failed: 0 });
  expect(await a.status()).toMatchObject({
    connected: false,
    needsReconnect: true,
    companyName: 'Bokföring AB',
  });
  expect(await a.pushOf('Nordvik')).toMatchObject({ state: 'pending', attempts: 0 });
  a.fake.clear();
  expect(await a.runJob()).toMatchObject({ skipped: 'notConnected' });
  expect(a.fake.requests).toEqual([]);

  await a.connect(await a.asAdmin());
  expect(await a.status()).toMatchObject({ connected: true, needsReconnect: false });
  expect(await a.runJob()).toMatchObject({ done: 2 });
  expect((await a.pushes()).every((p) => p.state === 'done')).toBe(true);
});

test('tokens sealed with another SECRET (changed since) cannot be read: connect again, nothing spent', async () => {
  await a.t.db.update(accountingConnections).set({
    accessToken: encrypt('access-x', 'an-old-secret'),
    refreshToken: encrypt('refresh-x', 'an-old-secret'),
  });
  await nextInvoice();
  a.fake.clear();
  expect(await a.runJob()).toMatchObject({ done: 0, failed: 0 });
  expect(a.fake.requests).toEqual([]);
  expect(await a.status()).toMatchObject({ connected: false, needsReconnect: true });
  expect(await a.pushOf('Nordvik')).toMatchObject({ state: 'pending', attempts: 0 });
});
