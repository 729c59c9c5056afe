// Google stopped (SIGSTOP: the stand-in in its own process, its connections open and silent), not only down: the
// edit answers at once, the update's call ends at its deadline and is tried again once Google runs again.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import { googleWalletObjects } from '@db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { form, type Person, person } from '../companies/test-kit';
import { QUIET_MS } from './google-queue';
import { sendGoogleUpdates } from './google-updates';
import { makeGoogleAccount } from './test-kit';
import { passRefreshesSettled } from './updates';

const TIMEOUT_MS = 1000;
let t: TestApp;
let google: ReturnType<typeof Bun.spawn>;
let ada: Person;

beforeAll(async () => {
  const account = makeGoogleAccount();
  google = Bun.spawn(['bun', join(import.meta.dir, 'google-stand-in.ts'), '0'], {
    env: { ...process.env, GOOGLE_WALLET_SERVICE_ACCOUNT: account.env.GOOGLE_WALLET_SERVICE_ACCOUNT },
    stdout: 'pipe',
    stderr: 'inherit',
  });
  // Its first line names where it listens.
  const reader = (google.stdout as ReadableStream<Uint8Array>).getReader();
  let text = '';
  while (!text.includes('\n')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the Google stand-in did not start');
    text += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  const origin = text.match(/at (http:\/\/\S+)/)?.[1];
  if (!origin) throw new Error(`the Google stand-in said: ${text}`);
  t = await createTestApp({
    ...account.env,
    GOOGLE_WALLET_TOKEN_URL: `${origin}/token`,
    GOOGLE_WALLET_API_URL: `${origin}/walletobjects/v1`,
    GOOGLE_WALLET_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  // The stand-in's own process checks assertions against the real time.
  t.clock.set(Date.now());
  ada = await person(t, { fullName: 'Ada Lovelace' });
  await ada.c.get('/api/v1/profiles');
  expect((await t.client().get(`/api/v1/wallet/google/p.${ada.user.shortId}`)).status).toBe(303);
});
afterAll(() => {
  google.kill('SIGCONT');
  google.kill();
  t.close();
});

async function rename(fullName: string) {
  const started = performance.now();
  expect((await ada.c.patch('/api/v1/users/me', form({ fullName }))).status).toBe(200);
  const took = performance.now() - started;
  await passRefreshesSettled(t.deps);
  return took;
}

test('an update while Google is stopped ends at its deadline and goes out when Google runs again', async () => {
  // Running: a token is issued and the PATCH answered (404: nobody saved this pass at the stand-in).
  await rename('Ada King');
  t.clock.advance(QUIET_MS);
  expect(await sendGoogleUpdates(t.deps)).toMatchObject({ missing: 1 });

  google.kill('SIGSTOP');
  const took = await rename('Ada Byron');
  t.clock.advance(QUIET_MS);
  const started = performance.now();
  expect(await sendGoogleUpdates(t.deps)).toMatchObject({ waiting: 1, missing: 0 });
  expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
  // The edit never waited on Google: it took less than the call's deadline.
  expect(took).toBeLessThan(TIMEOUT_MS);
  const [row] = await t.db.select().from(googleWalletObjects);
  expect(row).toMatchObject({ state: 'queued', attempts: 1, lastStatus: null });
  expect(row.lastError).toContain(`no answer within ${TIMEOUT_MS} ms`);

  google.kill('SIGCONT');
  t.clock.advance(30_000);
  expect(await sendGoogleUpdates(t.deps)).toMatchObject({ missing: 1, waiting: 0 });
  const [after] = await t.db.select().from(googleWalletObjects);
  expect(after).toMatchObject({ state: 'current', attempts: 0, lastStatus: 404, lastError: null });
});
