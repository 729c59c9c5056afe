// Tells the page cache which public pages a write may have changed. It sits under drizzle, on the libSQL client
// every query of this process goes through, so no write path can forget it: a statement that writes a table a
// page reads from is reported once it is committed (after the statement, the batch or the transaction's
// COMMIT), with the keys of the rows it touched (write-keys.ts), or null when they cannot be known.
// Writes by another process (db:seed while the server runs) are not seen.
import type { Client, InStatement, Transaction } from '@libsql/client';
import { MAY_WRITE, type WriteKeys, writeKeys } from './write-keys';

export { PAGE_TABLES } from './write-keys';

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

const keysOfAll = (statements: readonly (Statement | string)[]) =>
  statements.reduce<WriteKeys>((keys, s) => joinKeys(keys, keysOf(s)), []);

/** Whether one SQL statement may change what a public page shows, whatever its arguments. */
export function changesPageData(sqlText: string): boolean {
  const keys = writeKeys(sqlText);
  return keys === null || keys.length > 0;
}

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
