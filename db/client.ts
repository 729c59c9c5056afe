// The database client, and what is layered on it. Every query of the process goes through the one libSQL
// `Client` opened here. Drawn from the outside in — a query passes them top to bottom:
//
//   drizzle (the queries)                                       db.select()…, db.transaction()…
//     └ page-cache write watch (api/src/modules/public-pages/write-watch.ts), added by createPublicPages:
//         reads each write's SQL for the keys of the rows it touches and, after the COMMIT, tells the page
//         cache, the /c links, the other instances (cache bus) and the wallet passes. Never changes a result.
//       └ write gate (db/write-gate.ts), added here for a local file only: one writer at a time in this
//           process (its threads too: the view writer's shares a lock with the server's, whose writers go
//           first), queued in JavaScript instead of SQLite's busy wait on the event loop. Reads never wait.
//         └ the libSQL driver, patched to keep prepared statements (patches/, docs/decisions.md).
//
// Both wrappers replace the client's methods in place (execute, batch, migrate, executeMultiple, transaction
// and a transaction's own), so drizzle, created before the watch, still goes through it: a call enters the
// watch, then the gate, then the driver; a transaction's COMMIT releases the gate, then tells the watch.
//
// Beside the client, not around it: the signed-in cache (api/src/platform/signed-in-cache.ts, `deps.signedIn`)
// keeps a session's and a user's reads for at most a second while the database file's write-ahead log is
// unchanged. It watches the file, not the client, so it also sees other processes' commits.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema';
import { gateWrites, type SharedGate, writeLockOf } from './write-gate';

export { writeLockOf };

export type DbOptions = {
  url: string;
  authToken?: string;
  syncUrl?: string;
  /** A local file's write lock shared with another thread (db/write-gate.ts): the view writer's thread passes it. */
  writeLock?: SharedGate;
};
export type Db = ReturnType<typeof drizzle<typeof schema>>;
export type Database = { db: Db; client: Client; close: () => void };

const MIGRATIONS = join(import.meta.dir, 'migrations');

/** SQLite's `synchronous` level FULL: in WAL mode a commit is on the disk before it is answered. */
const FULL = 2;

/**
 * Why this local database could lose an answered commit on power loss, or null. Every connection the driver
 * opens takes its built-in default (FULL in WAL mode); a driver built with a lower one (NORMAL syncs only at
 * checkpoints) must not run our data, so this reads the level back instead of trusting it.
 */
export async function syncProblem(client: Client): Promise<string | null> {
  const level = Number((await client.execute('PRAGMA synchronous')).rows[0]?.[0]);
  return level === FULL
    ? null
    : `SQLite's synchronous level is ${level}, not FULL (${FULL}): a saved change could be lost on power loss`;
}

/**
 * Opens libSQL: a local file by default (WAL, synchronous FULL checked, foreign keys on, 5 s busy timeout),
 * Turso/libSQL server with DATABASE_URL=libsql://… and DATABASE_AUTH_TOKEN,
 * or an embedded replica of it with DATABASE_SYNC_URL. Writers to a local file queue in this process
 * (db/write-gate.ts) instead of stalling the event loop on SQLite's lock.
 */
export async function openDatabase(options: DbOptions): Promise<Database> {
  const isFile = options.url.startsWith('file:');
  if (isFile) {
    const path = options.url.slice('file:'.length);
    if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  }
  const opened = createClient({
    url: options.url,
    authToken: options.authToken,
    syncUrl: options.syncUrl,
    // An embedded replica pulls the primary's changes (other instances' writes) every second; without an interval
    // it would sync only when opened.
    syncInterval: options.syncUrl ? 1 : undefined,
    timeout: 5000,
  });
  // A local file (also an embedded replica) takes one writer at a time in this process (db/write-gate.ts).
  // Its writers also take the file's lock shared with the view writer's thread (the server's side by default).
  const shared = options.writeLock ?? { state: writeLockOf(options.url), side: 'first' as const };
  const client = isFile ? gateWrites(opened, undefined, shared) : opened;
  if (isFile) {
    await client.execute('PRAGMA journal_mode=WAL');
    const problem = await syncProblem(client);
    if (problem) {
      client.close();
      throw new Error(`${problem} (docs/operations.md "Crash safety")`);
    }
  }
  await client.execute('PRAGMA foreign_keys=ON');
  const db = drizzle(client, { schema });
  return { db, client, close: () => client.close() };
}

export async function migrateDatabase(db: Db) {
  await migrate(db, { migrationsFolder: MIGRATIONS });
}
