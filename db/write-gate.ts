import type { Client, InStatement, Transaction, TransactionMode } from '@libsql/client';

/**
 * One writer at a time inside this process, for a local database file (where it sits among the client's
 * layers: the top of db/client.ts).
 *
 * The local libSQL driver runs each statement synchronously on a pooled connection. A transaction holds its
 * connection across `await`s; if another connection then asks for the write lock (a second BEGIN IMMEDIATE, or a
 * plain INSERT), SQLite's busy handler sleeps *on the event loop* — so the transaction holding the lock can never
 * commit, the whole process stalls for the busy timeout (5 s) and the second writer fails with SQLITE_BUSY. Two
 * owners saving at the same moment did exactly that.
 *
 * The gate queues writers in JavaScript instead: a write transaction holds it from BEGIN to COMMIT or ROLLBACK, a
 * write statement or batch for its one call. Reads (SELECT, `read` transactions and batches) never wait: WAL lets
 * them run beside a writer. Other processes still meet SQLite's own lock. A writer that waited `maxWaitMs` goes
 * ahead as it would without the gate, so a transaction that never ends cannot hang the others for ever.
 */
export function gateWrites(client: Client, maxWaitMs = 5000): Client {
  let tail: Promise<void> = Promise.resolve();

  /** Waits for the writers before this one; returns the function that lets the next one go. */
  const acquire = async (): Promise<() => void> => {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = tail;
    tail = before.then(() => mine);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([before, new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
    clearTimeout(timer);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  const once = async <T>(call: () => Promise<T>): Promise<T> => {
    const release = await acquire();
    try {
      return await call();
    } finally {
      release();
    }
  };

  // The client's own methods are replaced in place (as the page cache's write watch does after us), so later
  // wrappers call through the gate instead of around it.
  const { execute, batch, migrate, executeMultiple } = client;
  const transaction = client.transaction as (mode?: TransactionMode) => Promise<Transaction>;
  const c = client as unknown as Record<string, unknown>;
  c.execute = (statement: InStatement, args?: unknown) => {
    const call = () => (execute as (...a: unknown[]) => Promise<unknown>).call(client, statement, args);
    return isRead(statement) ? call() : once(call);
  };
  c.batch = (statements: InStatement[], mode?: TransactionMode) => {
    const call = () => batch.call(client, statements, mode);
    return mode === 'read' ? call() : once(call);
  };
  c.migrate = (statements: InStatement[]) => once(() => migrate.call(client, statements));
  c.executeMultiple = (sql: string) => once(() => executeMultiple.call(client, sql));
  c.transaction = async (mode?: TransactionMode): Promise<Transaction> => {
    if (mode === 'read') return transaction.call(client, mode);
    const release = await acquire();
    let tx: Transaction;
    try {
      tx = await transaction.call(client, mode);
    } catch (error) {
      release();
      throw error;
    }
    const { commit, rollback, close } = tx;
    const t = tx as unknown as Record<string, unknown>;
    t.commit = async () => {
      try {
        return await commit.call(tx);
      } finally {
        release();
      }
    };
    t.rollback = async () => {
      try {
        return await rollback.call(tx);
      } finally {
        release();
      }
    };
    t.close = () => {
      try {
        close.call(tx);
      } finally {
        release();
      }
    };
    return tx;
  };
  return client;
}

/** A statement that only reads: a SELECT (a WITH may end in a write, so it waits like one). */
function isRead(statement: InStatement): boolean {
  const sql = typeof statement === 'string' ? statement : statement.sql;
  return /^\s*select\b/i.test(sql);
}
