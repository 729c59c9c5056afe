// How the page cache learns that a page is stale. Four steps, in this order:
//
// 1. A page's keys (page-keys.ts for /p, index.ts for /d, card-link.ts for /c). Every cached page lists the
//    rows it was built from as keys, `kind:id`: `user:7`, `profile:12`, `membership:3`, `company:2`,
//    `dynatag:40`, `file:{shortId}`, `card:9`, `order:5` — one key per key column of each row it read
//    (write-keys.ts KEY_COLUMNS says which columns of which tables name rows for pages).
// 2. A committed write's keys (write-keys.ts, with the small SQL reader sql-tokens.ts). The statement drizzle
//    sent is read with its arguments: `update "profiles" set … where "profiles"."id" = ?` with [12] touches
//    `profile:12`; an INSERT touches the parents its VALUES name; an UPDATE of columns no page shows touches
//    nothing. Anything not read safely (OR, subqueries, no WHERE, raw SQL) answers null: every page may have
//    changed. Keys are collected per statement, batch or transaction and reported after it commits (never
//    after a rollback) — this file, which wraps the libSQL client's methods in place.
// 3. The listeners (`onPageDataChange`): the page cache and the /c links drop the pages that list any of the
//    keys (null: all of them); the cache bus sends the keys to the other instances (REDIS_URL), which drop the
//    same pages; the wallet passes are re-read after a burst of writes (wallet/updates.ts).
// 4. A render that began before a write to one of its own keys is not stored (page-cache.ts `stamp`).
//
// Why the SQL is read rather than each service naming what it changed: every write of the process goes
// through this one client, so no write path — today's or one added next year, a bulk job, the account
// deletion — can forget the cache; a service that forgot would show a stale card until restart.
// The cost is this reader of drizzle's few SQL shapes, held by its tests: write-keys.test.ts (the keys of
// drizzle's statements), write-watch.test.ts (which writes count, and when: after COMMIT, never a rollback),
// targeted-invalidation.test.ts (a real edit drops exactly the pages it changed). Writes by another process
// (db:seed while the server runs) are not seen: restart the server. docs/decisions.md "Invalidation is below
// drizzle".
import type { Client, InStatement, Transaction } from '@libsql/client';
import { MAY_WRITE, type WriteKeys, writeKeys } from './write-keys';

export { PAGE_TABLES } from './write-keys';

// ── Step 3: the listeners, told after each committed write ──

/** The rows a committed write touched (keys), or null: it may have changed any page. */
type Listener = (keys: string[] | null) => void;
const watched = new WeakMap<Client, Set<Listener>>();

/**
 * Calls `listener` with the touched keys after every committed write that may change a public page. The client
 * is wrapped once; more listeners (another app on the same database in a test) share the wrapper. Returns an unsubscribe.
 */
export function onPageDataChange(client: Client, listener: Listener): () => void {
  let listeners = watched.get(client);
  if (!listeners) {
    listeners = new Set();
    watched.set(client, listeners);
    wrapClient(client, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ── Step 2's wrapper: every method of the client, and of its transactions, collects the keys it writes ──

function wrapClient(client: Client, listeners: Set<Listener>) {
  const notify = (keys: WriteKeys) => {
    if (keys !== null && keys.length === 0) return;
    for (const listener of listeners) listener(keys);
  };
  /** Runs a call, then notifies its keys (also when the call fails: a spurious invalidation is harmless). */
  const after = async <T>(keys: WriteKeys, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } finally {
      notify(keys);
    }
  };

  const { execute, batch, migrate, executeMultiple, transaction } = client;
  const c = client as unknown as Record<string, unknown>;
  c.execute = (statement: Statement | string, args?: unknown) =>
    after(keysOf(statement, args), () =>
      (execute as (...a: unknown[]) => Promise<unknown>).call(client, statement, args),
    );
  c.batch = (statements: Statement[], mode?: unknown) =>
    after(keysOfAll(statements), () =>
      (batch as (...a: unknown[]) => Promise<unknown>).call(client, statements, mode),
    );
  c.migrate = (statements: Statement[]) =>
    after(keysOfAll(statements), () =>
      (migrate as (...a: unknown[]) => Promise<unknown>).call(client, statements),
    );
  c.executeMultiple = (sql: string) =>
    after(MAY_WRITE.test(sql) ? null : [], () => executeMultiple.call(client, sql));
  c.transaction = async (mode?: unknown) =>
    watchTransaction(
      await (transaction as (...a: unknown[]) => Promise<Transaction>).call(client, mode),
      notify,
    );
}

/** Inside a transaction nothing is visible to others yet: remember the change, notify after COMMIT. */
function watchTransaction(tx: Transaction, notify: (keys: WriteKeys) => void): Transaction {
  let touched: WriteKeys = [];
  const { execute, batch, executeMultiple, commit } = tx;
  const t = tx as unknown as Record<string, unknown>;
  t.execute = (statement: Statement | string, args?: unknown) => {
    touched = joinKeys(touched, keysOf(statement, args));
    return (execute as (...a: unknown[]) => Promise<unknown>).call(tx, statement, args);
  };
  t.batch = (statements: Statement[]) => {
    touched = joinKeys(touched, keysOfAll(statements));
    return (batch as (...a: unknown[]) => Promise<unknown>).call(tx, statements);
  };
  t.executeMultiple = (sql: string) => {
    if (MAY_WRITE.test(sql)) touched = null;
    return executeMultiple.call(tx, sql);
  };
  t.commit = async () => {
    try {
      return await commit.call(tx);
    } finally {
      notify(touched);
    }
  };
  return tx;
}

// ── Step 2's keys of what the client was given (write-keys.ts reads each statement) ──

type Statement = InStatement | [string, unknown[]?];
/** The keys of one statement as the client takes it: text, { sql, args } or [sql, args]. */
function keysOf(statement: Statement | string, args?: unknown): WriteKeys {
  if (typeof statement === 'string') return writeKeys(statement, Array.isArray(args) ? args : undefined);
  const [sql, values] = Array.isArray(statement) ? statement : [statement.sql, statement.args];
  return writeKeys(String(sql), Array.isArray(values) ? values : values === undefined ? [] : undefined);
}

/** Keys of several writes together: null (anything) wins. */
export function joinKeys(into: WriteKeys, more: WriteKeys): WriteKeys {
  if (into === null || more === null) return null;
  if (more.length) into.push(...more);
  return into;
}

/** Keys of a batch: every statement's. */
function keysOfAll(statements: readonly (Statement | string)[]): WriteKeys {
  return statements.reduce<WriteKeys>((keys, s) => joinKeys(keys, keysOf(s)), []);
}

/** Whether one SQL statement may change what a public page shows, whatever its arguments. */
export function changesPageData(sqlText: string): boolean {
  const keys = writeKeys(sqlText);
  return keys === null || keys.length > 0;
}
