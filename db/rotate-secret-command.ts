// bun run secret:rotate — a new SECRET, with the server stopped (docs/operations.md "Rotating SECRET").
// Re-encrypts the TOTP secrets and accounting tokens from the SECRET in use to the new one. With SECRET in
// the environment, give the new one as NEW_SECRET and set SECRET to it before starting again; without, a new
// random secret replaces DATA_DIR/secret.key.
import { randomBytes } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../api/src/platform/config';
import { backupPlan } from './backup';
import { openDatabase } from './client';
import { assertNotInUse } from './restore';
import { rotateSecret } from './rotate-secret';

try {
  const config = loadConfig(process.env);
  const fromEnv = Boolean(process.env.SECRET);
  if (fromEnv && !process.env.NEW_SECRET) {
    throw new Error('SECRET is set in the environment: give the new one as NEW_SECRET.');
  }
  const next = process.env.NEW_SECRET || randomBytes(32).toString('base64url');
  if (next === config.secret) throw new Error('The new secret is the one in use.');
  // A local database must not be in use: a running server would keep signing with the old secret.
  if (config.database.url.startsWith('file:') && !config.database.syncUrl) {
    assertNotInUse(backupPlan(config, process.env).dbPath);
  }
  const database = await openDatabase(config.database);
  const rotated = await rotateSecret(database.db, config.secret, next);
  database.close();
  if (!fromEnv) {
    const path = join(config.dataDir, 'secret.key');
    writeFileSync(path, next, { mode: 0o600 });
    chmodSync(path, 0o600);
    console.log(`New secret written to ${path}.`);
  } else {
    console.log('Set SECRET to the value of NEW_SECRET on every instance, then start them.');
  }
  console.log(
    `Re-encrypted ${rotated.otpSecrets} users' TOTP secrets, ${rotated.accountingTokens} accounting connection(s), ${rotated.webhookSecrets} webhook endpoint secret(s), ${rotated.ssoClientSecrets} single sign-on client secret(s), ${rotated.crmTokens} CRM connection(s).`,
  );
} catch (error) {
  console.error(`Rotation stopped: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
