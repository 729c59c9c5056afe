import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema';
import { gateWrites } from './write-gate';

export type DbOptions = { url: string; authToken?: string; syncUrl?: string };
export type Db = ReturnType<typeof drizzle<typeof schema>>;
export type Database = { db: Db; client: Client; close: () => void };

const MIGRATIONS = join(import.meta.dir, 'migrations');

/**
 * Opens libSQL: a local file by default (WAL, foreign keys on, 5 s busy timeout),
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
  const client = isFile ? gateWrites(opened) : opened;
  if (isFile) await client.execute('PRAGMA journal_mode=WAL');
  await client.execute('PRAGMA foreign_keys=ON');
  const db = drizzle(client, { schema });
  return { db, client, close: () => client.close() };
}

export async function migrateDatabase(db: Db) {
  await migrate(db, { migrationsFolder: MIGRATIONS });
}
