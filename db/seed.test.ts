import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createApp, createHandler } from '../api/src/app';
import { loadConfig } from '../api/src/platform/config';
import { createDeps, type Deps } from '../api/src/platform/deps';
import type { Envelope } from '../api/src/platform/envelope';
import { memoryLogger } from '../api/src/platform/log';
import { type Database, openDatabase } from './client';
import { DEMO_ACCOUNTS } from './seed';

const ROOT = join(import.meta.dir, '..');
const SECRET = 'seed-test-secret';
let dir: string;
let database: Database;
let deps: Deps;
let handle: (request: Request) => Promise<Response>;
const outputs: string[] = [];

/** Runs `bun db/seed.ts` as `bun run db:seed` would, against the temp data folder only. */
async function runSeed() {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  for (const k of ['DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'DATABASE_SYNC_URL', 'SMTP_URL']) delete env[k];
  const child = Bun.spawn(['bun', 'db/seed.ts'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dir, SECRET },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (code !== 0) throw new Error(`seed exited with ${code}: ${err}`);
  outputs.push(out);
}

const usersByEmail = async (email: string) => deps.db.select().from(users).where(eq(users.email, email));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynacard-seed-'));
  await runSeed();
  const config = loadConfig({ DATA_DIR: dir, SECRET, PUBLIC_URL: 'http://localhost', TRUST_PROXY: 'true' });
  database = await openDatabase(config.database);
  deps = createDeps(config, database, { log: memoryLogger() });
  handle = createHandler(createApp(deps), deps);
  // Someone changed the admin between runs: the second run must bring it back, not add another.
  await deps.db
    .update(users)
    .set({ role: 'user', passwordHash: 'x', isVerified: false, fullName: 'Changed' })
    .where(eq(users.email, 'admin@dynacard.local'));
  await runSeed();
});

afterAll(() => {
  database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('db:seed', () => {
  test('creates on the first run and updates on the second, printing the logins', () => {
    expect(outputs[0]).toContain('created');
    expect(outputs[1]).toContain('updated');
    expect(outputs[1]).not.toContain('created');
    for (const a of DEMO_ACCOUNTS) {
      expect(outputs[1]).toContain(a.email);
      expect(outputs[1]).toContain(a.password);
    }
  });

  test('three accounts exist once each, verified and active, with their roles and plans', async () => {
    const all = await deps.db.select().from(users);
    expect(all).toHaveLength(3);
    const [admin] = await usersByEmail('admin@dynacard.local');
    const [subscriber] = await usersByEmail('subscriber@dynacard.local');
    const [free] = await usersByEmail('free@dynacard.local');
    expect(admin).toMatchObject({
      username: 'admin',
      role: 'administrator',
      fullName: 'Astrid Lindqvist',
      isVerified: true,
      status: 'active',
    });
    expect(subscriber).toMatchObject({
      username: 'subscriber',
      role: 'user',
      isVerified: true,
      status: 'active',
      subscriptionPrivileges: true,
      activeSubscription: 'monthly',
      subscriptionProvider: 'seed',
      subscriptionExpiresAt: null,
    });
    expect(free).toMatchObject({
      username: 'free',
      role: 'user',
      isVerified: true,
      status: 'active',
      subscriptionPrivileges: false,
      activeSubscription: null,
    });
    for (const u of all) {
      expect(u.fullName.length).toBeGreaterThan(3);
      expect(u.description.length).toBeGreaterThan(10);
    }
  });

  test('each account logs in through the API with its printed password', async () => {
    let n = 0;
    for (const a of DEMO_ACCOUNTS) {
      for (const login of [a.email, a.username]) {
        const response = await handle(
          new Request('http://localhost/api/v1/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${++n}` },
            body: JSON.stringify({ login, password: a.password }),
          }),
        );
        const body = (await response.json()) as Envelope<{
          email: string;
          role: string;
          isVerified: boolean;
        }>;
        expect(response.status).toBe(200);
        expect(body.data).toMatchObject({ email: a.email, role: a.role, isVerified: true });
        expect(response.headers.getSetCookie().some((c) => c.startsWith('dc_access='))).toBe(true);
      }
    }
  });
});
