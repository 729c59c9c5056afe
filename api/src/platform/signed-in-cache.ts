// What every signed-in request reads — its session with the user, and whether the user holds a card — kept for a
// moment, so the calls of one dashboard do not read the same rows again and again (GET users/me spent half its CPU
// in those two reads). Correctness rests on the database file, not on remembering every write path:
// - any commit to a local database file, by this process or by another (a second instance on the same file,
//   db:seed, a test's own connection), writes its write-ahead log; the cache keeps what it read only while the
//   log's inode, size and modification time are those it saw before reading, and forgets everything when they
//   change. A revoked session, a disabled user or a new name is seen by the next request.
// - two commits that leave all three alike (the log reused from its start after a checkpoint, within one tick of
//   the file system's clock) are the blind spot; an entry lives at most ENTRY_MS, so that is the longest a
//   change can go unseen.
// - a remote database (Turso) has no log here to watch: nothing is kept, every request reads.
// It is not a wrapper of the database client but a cache beside it (the layers: the top of db/client.ts).
import { statSync } from 'node:fs';
import type { Clock } from './clock';

/** The longest an entry is used, whatever the log says (the blind spot above). */
export const ENTRY_MS = 1000;
/** Entries at most; beyond it the cache starts again (a flood of sessions cannot grow it). */
const LIMIT = 10_000;

export type SignedInCache = {
  /** The value kept under `key`, or what `read` gives (kept when the log did not change meanwhile). */
  through<T>(key: string, read: () => Promise<T>): Promise<T>;
};

/** The write-ahead log of a local database URL (`file:…`), or null for memory and remote databases. */
export function walPathOf(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  const path = url.slice('file:'.length).split('?')[0] ?? '';
  return path && path !== ':memory:' ? `${path}-wal` : null;
}

/** The log's state as a string: equal strings, no commit in between (but for the blind spot). Null: no log. */
function logState(walPath: string): string | null {
  const stat = statSync(walPath, { throwIfNoEntry: false, bigint: true });
  return stat ? `${stat.ino}:${stat.size}:${stat.mtimeNs}` : null;
}

export function createSignedInCache(walPath: string | null, clock: Clock): SignedInCache {
  const entries = new Map<string, { value: unknown; until: number }>();
  let seen: string | null = null;
  return {
    async through<T>(key: string, read: () => Promise<T>): Promise<T> {
      if (!walPath) return read();
      const before = logState(walPath);
      if (before !== seen) {
        entries.clear();
        seen = before;
      }
      const now = clock.now();
      const kept = entries.get(key);
      if (kept && kept.until > now) return kept.value as T;
      const value = await read();
      // Kept only when nothing was committed while it was read (else the next request reads again).
      if (before !== null && logState(walPath) === before) {
        if (entries.size >= LIMIT) entries.clear();
        entries.set(key, { value: freeze(value), until: now + ENTRY_MS });
      }
      return value;
    },
  };
}

/** Rows handed to many requests are read-only: a route that changed one in place would change it for all. */
function freeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const part of Object.values(value)) if (part && typeof part === 'object') Object.freeze(part);
    Object.freeze(value);
  }
  return value;
}
