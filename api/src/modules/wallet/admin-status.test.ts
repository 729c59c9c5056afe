// GET api/v1/admin/wallet: what the administrator's desk says of Wallet on a server without it, with part of it
// and with both services; which variables are set, never a secret's value; administrators only.
import { afterAll, expect, test } from 'bun:test';
import { DAY_MS } from '@shared/constants';
import type { ApiData } from '../../../../packages/client/src/index';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { GOOGLE_ISSUER, makeAppleSigning, makeGoogleAccount, PASS_TYPE_ID, TEAM_ID } from './test-kit';

type WalletStatus = ApiData<'/api/v1/admin/wallet', 'get'>;

const apps: TestApp[] = [];
afterAll(() => {
  for (const t of apps) t.close();
});

/** The status as an administrator of a server with this environment reads it. */
async function statusWith(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  const admin = await signIn(t, await seedUser(t, { role: 'administrator' }));
  const res = await admin.get<WalletStatus>('/api/v1/admin/wallet');
  expect(res.status).toBe(200);
  return { t, status: res.body.data, text: JSON.stringify(res.body) };
}

const setOf = (variables: WalletStatus['apple']['variables']) =>
  Object.fromEntries(variables.map((v) => [v.name, v.set]));

test('without Wallet: both services off, every variable missing, and what each needs', async () => {
  const { status } = await statusWith({});
  expect(status.apple).toEqual({
    configured: false,
    passTypeId: null,
    teamId: null,
    certificateExpiresAt: null,
    webServiceUrl: 'http://localhost/api/wallet/apple',
    apnsUrl: null,
    variables: [
      { name: 'APPLE_PASS_TYPE_ID', required: true, set: false },
      { name: 'APPLE_TEAM_ID', required: true, set: false },
      { name: 'APPLE_PASS_CERT', required: true, set: false },
      { name: 'APPLE_PASS_KEY', required: true, set: false },
      { name: 'APPLE_WWDR_CERT', required: true, set: false },
      { name: 'APPLE_PASS_KEY_PASSPHRASE', required: false, set: false },
      { name: 'APPLE_APNS_URL', required: false, set: false },
      { name: 'APPLE_APNS_CA', required: false, set: false },
    ],
  });
  expect(status.google).toEqual({
    configured: false,
    issuerId: null,
    serviceAccount: null,
    apiUrl: null,
    updates: null,
    variables: [
      { name: 'GOOGLE_WALLET_ISSUER_ID', required: true, set: false },
      { name: 'GOOGLE_WALLET_SERVICE_ACCOUNT', required: true, set: false },
      { name: 'GOOGLE_WALLET_TOKEN_URL', required: false, set: false },
      { name: 'GOOGLE_WALLET_API_URL', required: false, set: false },
      { name: 'GOOGLE_WALLET_TIMEOUT_MS', required: false, set: false },
    ],
  });
});

test('half of Apple’s variables: still off, and the desk tells which are set and which are missing', async () => {
  const { status } = await statusWith({ APPLE_PASS_TYPE_ID: PASS_TYPE_ID, APPLE_TEAM_ID: TEAM_ID });
  expect(status.apple.configured).toBe(false);
  expect(setOf(status.apple.variables)).toMatchObject({
    APPLE_PASS_TYPE_ID: true,
    APPLE_TEAM_ID: true,
    APPLE_PASS_CERT: false,
    APPLE_PASS_KEY: false,
    APPLE_WWDR_CERT: false,
  });
});

test('both services configured: their identities and the certificate’s expiry, never a secret', async () => {
  const apple = makeAppleSigning();
  const google = makeGoogleAccount();
  const { status, text } = await statusWith({ ...apple.env, ...google.env });
  expect(status.apple).toMatchObject({
    configured: true,
    passTypeId: PASS_TYPE_ID,
    teamId: TEAM_ID,
    apnsUrl: 'https://api.push.apple.com',
  });
  expect(Object.values(setOf(status.apple.variables))).toEqual([
    true,
    true,
    true,
    true,
    true,
    false,
    false,
    false,
  ]);
  // The test certificate is made valid for 30 days.
  const left = Number(status.apple.certificateExpiresAt) - Date.now();
  expect(left).toBeGreaterThan(29 * DAY_MS);
  expect(left).toBeLessThan(31 * DAY_MS);
  expect(status.google).toMatchObject({
    configured: true,
    issuerId: GOOGLE_ISSUER,
    serviceAccount: google.clientEmail,
    apiUrl: 'https://walletobjects.googleapis.com/walletobjects/v1',
    // Nothing handed out yet on this server (google-updates.test.ts: the figures after updates).
    updates: { passes: 0, saved: 0, waiting: 0, failed: 0, lastUpdatedAt: null, lastError: null },
  });
  expect(Object.values(setOf(status.google.variables))).toEqual([true, true, false, false, false]);
  expect(text).not.toContain('PRIVATE KEY');
  expect(text).not.toContain('BEGIN CERTIFICATE');
});

test('administrators only: anonymous 401, a user 403', async () => {
  const { t } = await statusWith({});
  expect((await t.client().get('/api/v1/admin/wallet')).status).toBe(401);
  const user = await signIn(t, await seedUser(t));
  expect((await user.get('/api/v1/admin/wallet')).status).toBe(403);
});
