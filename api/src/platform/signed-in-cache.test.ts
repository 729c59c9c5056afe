// The signed-in reads kept between requests (signed-in-cache.ts): read once for a burst of calls, and never
// trusted past a commit — ours, or another process's on the same file (a second instance, a script).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createClient } from '@libsql/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { login, PASSWORD } from '../modules/auth/test-kit';
import { ENTRY_MS, walPathOf } from './signed-in-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Another process's connection to the same database file (as db:seed or a second instance would write). */
async function elsewhere(statement: string, args: (string | number)[]) {
  const other = createClient({ url: t.deps.config.database.url });
  await other.execute('PRAGMA busy_timeout = 5000');
  await other.execute({ sql: statement, args });
  other.close();
}

/** The statements the server runs while `call` runs, by kind (reads of sessions, of cards). */
async function readsDuring(call: () => Promise<unknown>) {
  const client = t.deps.database.client;
  const execute = client.execute;
  const seen: string[] = [];
  client.execute = ((statement: string | { sql: string }, ...rest: unknown[]) => {
    seen.push(typeof statement === 'string' ? statement : statement.sql);
    return (execute as (...a: unknown[]) => ReturnType<typeof execute>).call(client, statement, ...rest);
  }) as typeof execute;
  try {
    await call();
  } finally {
    client.execute = execute;
  }
  return {
    sessions: seen.filter((s) => /from "sessions"/.test(s)).length,
    cards: seen.filter((s) => /from "cards"/.test(s)).length,
  };
}

async function signedIn() {
  const u = await t.signup();
  const { c, res } = await login(t, { login: u.email, password: PASSWORD });
  expect(res.status).toBe(200);
  return { ...u, c };
}

describe('signed-in reads between requests', () => {
  test('a burst of calls reads the session and the card once', async () => {
    const { c } = await signedIn();
    expect((await c.get('/api/v1/users/me')).status).toBe(200);
    const reads = await readsDuring(async () => {
      for (let i = 0; i < 5; i++) expect((await c.get('/api/v1/users/me')).status).toBe(200);
    });
    expect(reads).toEqual({ sessions: 0, cards: 0 });
  });

  test('an entry is used for a second at most', async () => {
    const { c } = await signedIn();
    await c.get('/api/v1/users/me');
    t.clock.advance(ENTRY_MS);
    expect(await readsDuring(() => c.get('/api/v1/users/me'))).toEqual({ sessions: 1, cards: 1 });
  });

  test('a session revoked by another process is refused on the next call', async () => {
    const { c } = await signedIn();
    expect((await c.get('/api/v1/users/me')).status).toBe(200);
    await elsewhere(
      `update sessions set revoked_at = ?, revoked_reason = 'logout' where revoked_at is null`,
      [t.clock.now()],
    );
    expect((await c.get('/api/v1/users/me')).body.statusCode).toBe(666);
  });

  test('a user disabled or renamed by another process is seen on the next call', async () => {
    const { c, email } = await signedIn();
    expect((await c.get('/api/v1/users/me')).status).toBe(200);
    await elsewhere('update users set full_name = ? where email = ?', ['Nytt Namn', email]);
    const renamed = await c.get<{ fullName: string }>('/api/v1/users/me');
    expect(renamed.body.data.fullName).toBe('Nytt Namn');
    await elsewhere('update users set disabled_at = ? where email = ?', [t.clock.now(), email]);
    const refused = await c.get('/api/v1/users/me');
    expect(refused.body.statusCode).toBe(666);
  });

  test('a change through this process is seen on the next call (logout, then the old cookie)', async () => {
    const { c } = await signedIn();
    const cookies = new Map(c.jar);
    expect((await c.get('/api/v1/users/me')).status).toBe(200);
    expect((await c.post('/api/v1/auth/logout')).status).toBe(200);
    const replay = t.client();
    for (const [name, value] of cookies) if (name === 'dc_access') replay.jar.set(name, value);
    expect((await replay.get('/api/v1/users/me')).body.statusCode).toBe(666);
  });

  test('only a local file is watched; memory and remote databases read every time', () => {
    expect(walPathOf('file:/data/dynacard.db')).toBe('/data/dynacard.db-wal');
    expect(walPathOf('file:/data/dynacard.db?mode=rwc')).toBe('/data/dynacard.db-wal');
    expect(walPathOf('file::memory:')).toBeNull();
    expect(walPathOf('libsql://dynacard.turso.io')).toBeNull();
  });
});
