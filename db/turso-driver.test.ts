import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../api/src/platform/config';
import { openDatabase } from './client';

// What can be checked of Turso without a libSQL server (docs/operations.md "Moving to Turso"): the configuration,
// and what the driver sends for a libsql:// URL, to a recorder that answers the Hrana-over-HTTP protocol as a
// server does. Queries on real data, migrations and replica sync against Turso are not covered here.

type Seen = { path: string; auth: string | null; sql: string[] };
const seen: Seen[] = [];
const executed = {
  type: 'execute',
  result: { cols: [], rows: [], affected_row_count: 0, last_insert_rowid: null },
};
const hrana = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  async fetch(request) {
    const { requests } = (await request.json()) as { requests: { type: string; stmt?: { sql: string } }[] };
    seen.push({
      path: new URL(request.url).pathname,
      auth: request.headers.get('authorization'),
      sql: requests.flatMap((r) => (r.stmt ? [r.stmt.sql] : [])),
    });
    const results = requests.map((r) =>
      r.type === 'close' ? { type: 'ok', response: { type: 'close' } } : { type: 'ok', response: executed },
    );
    return Response.json({ baton: null, base_url: null, results });
  },
});
const dir = mkdtempSync(join(tmpdir(), 'dynacard-turso-'));
afterAll(() => {
  hrana.stop(true);
  rmSync(dir, { recursive: true, force: true });
});

describe('Turso configuration and driver', () => {
  test('DATABASE_URL, DATABASE_AUTH_TOKEN and DATABASE_SYNC_URL reach the database options as given', () => {
    const remote = loadConfig({
      DATA_DIR: dir,
      SECRET: 's',
      DATABASE_URL: 'libsql://dynacard-acme.turso.io',
      DATABASE_AUTH_TOKEN: 'token',
    });
    expect(remote.database).toEqual({
      url: 'libsql://dynacard-acme.turso.io',
      authToken: 'token',
      syncUrl: undefined,
    });
    const replica = loadConfig({
      DATA_DIR: dir,
      SECRET: 's',
      DATABASE_URL: 'file:/var/lib/dynacard/replica.db',
      DATABASE_AUTH_TOKEN: 'token',
      DATABASE_SYNC_URL: 'libsql://dynacard-acme.turso.io',
    });
    expect(replica.database).toEqual({
      url: 'file:/var/lib/dynacard/replica.db',
      authToken: 'token',
      syncUrl: 'libsql://dynacard-acme.turso.io',
    });
    expect(loadConfig({ DATA_DIR: dir, SECRET: 's' }).database.url).toBe(`file:${join(dir, 'dynacard.db')}`);
  });

  test('a libsql:// database is spoken to over HTTP (Hrana pipeline) with the token, without the local-file pragmas', async () => {
    const database = await openDatabase({
      url: `libsql://127.0.0.1:${hrana.port}?tls=0`,
      authToken: 'secret-token',
    });
    await database.client.execute({ sql: 'SELECT ? AS x', args: [1] });
    database.close();
    expect(seen.every((s) => s.path === '/v2/pipeline' && s.auth === 'Bearer secret-token')).toBe(true);
    // No journal_mode=WAL (a remote database keeps its own), foreign keys on, then the query.
    expect(seen.flatMap((s) => s.sql)).toEqual(['PRAGMA foreign_keys=ON', 'SELECT ? AS x']);
  });

  test('an embedded replica syncs when opened: with the primary unreachable, opening fails', async () => {
    const closed = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() });
    const port = closed.port;
    closed.stop(true);
    const opening = openDatabase({
      url: `file:${join(dir, 'replica.db')}`,
      syncUrl: `http://127.0.0.1:${port}`,
      authToken: 'token',
    });
    await expect(opening).rejects.toThrow(/sync error/);
  });
});
