// Several instances on one database need REDIS_URL: without it each keeps its own page cache, which an edit on
// another instance never clears (the page stays stale for ever), and its own rate limits and live events. An
// instance cannot see the others, but it can see two signs at start: another process has the database file open
// (SQLite's lock, the same check the restore command makes), or the database is remote (Turso, a libSQL server,
// an embedded replica's primary), which is how several instances usually share one.
import { existsSync } from 'node:fs';
import { inUseByAnotherProcess } from '@db/restore';
import type { Config } from './config';
import type { Logger } from './log';

export type SharedDatabase = 'open elsewhere' | 'remote' | null;

/** Call before this process opens the database (its own connection would hold the lock). */
export function sharedDatabase(database: Config['database']): SharedDatabase {
  if (database.syncUrl || !database.url.startsWith('file:')) return 'remote';
  const path = database.url.slice('file:'.length);
  return existsSync(path) && inUseByAnotherProcess(path) ? 'open elsewhere' : null;
}

/** One warning line at start when the database is or may be shared and REDIS_URL is not set. */
export function warnIfSharedWithoutRedis(config: Config, log: Logger) {
  if (config.redisUrl) return;
  const shared = sharedDatabase(config.database);
  if (shared === 'open elsewhere')
    log.warn(
      'REDIS_URL is not set and another process has the database open: if it is another instance, its edits never reach this instance’s page cache (pages stay stale) — set the same REDIS_URL on every instance',
    );
  else if (shared === 'remote')
    log.warn(
      'REDIS_URL is not set and the database is remote: if other instances use it, their edits never reach this instance’s page cache (pages stay stale) — set the same REDIS_URL on every instance',
    );
}
