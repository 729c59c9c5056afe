import { afterAll, expect, test } from 'bun:test';
import { rotateSecret } from '@db/rotate-secret';
import { accountingConnections, companies, companySso, webhookEndpoints } from '@db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { codeAt, enableTwoFactor, login, PASSWORD } from '../modules/auth/test-kit';
import { decrypt, encrypt } from './crypto';

// docs/operations.md "Rotating SECRET": the same data folder served with a new SECRET after `bun run secret:rotate`.
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps.reverse()) await t.close();
});

test('after a rotation sessions go on, 2FA logins work and the accounting tokens read with the new SECRET', async () => {
  const before = await createTestApp({ SECRET: 'the-old-secret' });
  apps.push(before);
  const u = await before.signup({ email: 'rotate@example.com' });
  const otp = await enableTwoFactor(before, u.client);
  await before.db.insert(accountingConnections).values({
    id: 1,
    accessToken: encrypt('access-1', 'the-old-secret'),
    refreshToken: encrypt('refresh-1', 'the-old-secret'),
    updatedAt: 0,
  } as typeof accountingConnections.$inferInsert);
  const [company] = await before.db
    .insert(companies)
    .values({ shortId: 'rotateco', name: 'Rotate AB', createdAt: 0, updatedAt: 0 })
    .returning();
  await before.db.insert(webhookEndpoints).values({
    shortId: 'rotatehook',
    companyId: company.id,
    url: 'https://crm.example.com/hook',
    events: ['lead.created'],
    secret: encrypt('whsec_current', 'the-old-secret'),
    previousSecret: encrypt('whsec_previous', 'the-old-secret'),
    createdAt: 0,
    updatedAt: 0,
  });
  await before.db.insert(companySso).values({
    companyId: company.id,
    provider: 'google',
    issuer: 'https://accounts.google.com',
    clientId: 'rotate-client',
    clientSecret: encrypt('sso-secret', 'the-old-secret'),
    updatedAt: 0,
  });

  // Without the rotation the TOTP secret could not be read with the new SECRET (the login failed with a 500).
  expect(await rotateSecret(before.db, 'the-old-secret', 'the-new-secret')).toEqual({
    otpSecrets: 1,
    accountingTokens: 1,
    webhookSecrets: 1,
    ssoClientSecrets: 1,
    crmTokens: 0,
  });
  const after = await createTestApp({ SECRET: 'the-new-secret', DATA_DIR: before.deps.config.dataDir });
  apps.push(after);
  after.clock.set(before.clock.now() + 30_000); // the next code: the one that enabled 2FA is spent

  // The access cookie signed with the old SECRET is refused; the refresh cookie (stored hashed) renews it.
  const again = after.client({ lang: 'en' });
  for (const [k, v] of u.client.jar) again.jar.set(k, v);
  const access = again.jar.get('dc_access');
  expect((await again.get('/api/v1/users/me')).status).toBe(200);
  expect(again.jar.get('dc_access')).not.toBe(access);

  const { res } = await login(after, {
    login: 'rotate@example.com',
    password: PASSWORD,
    otp: await codeAt(after, otp),
  });
  expect(res.status).toBe(200);
  const [row] = await after.db.select().from(accountingConnections);
  expect(decrypt(row.accessToken!, 'the-new-secret')).toBe('access-1');
  expect(decrypt(row.refreshToken!, 'the-new-secret')).toBe('refresh-1');
  const [hook] = await after.db.select().from(webhookEndpoints);
  expect(decrypt(hook.secret, 'the-new-secret')).toBe('whsec_current');
  expect(decrypt(hook.previousSecret!, 'the-new-secret')).toBe('whsec_previous');
  const [sso] = await after.db.select().from(companySso);
  expect(decrypt(sso.clientSecret, 'the-new-secret')).toBe('sso-secret');
  // A wrong old secret changes nothing.
  await expect(rotateSecret(after.db, 'not-the-secret', 'x')).rejects.toThrow(/cannot be read/);
});
