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
export function gateWrites(client: Client, maxWaitMs = 5000, shared?: SharedGate): Client {
  let tail: Promise<void> = Promise.resolve();

  /** Waits for the writers before this one; returns the function that lets the next one go. */
  const acquire = async (): Promise<() => void> => {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = tail;
    tail = before.then(() => mine);
    const deadline = performance.now() + maxWaitMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([before, new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
    clearTimeout(timer);
    const owned = shared ? await takeShared(shared, deadline) : false;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (owned && shared) giveShared(shared);
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

/**
 * The write lock of one database file shared by this process's threads: the server's (the `first` side, whose
 * writers wait on the event loop) and the view writer's (a Worker with its own connection to the file, writing
 * counted views in long batches under load). Without it the server's writes met SQLite's own lock while the writer
 * held it, and SQLite's busy handler slept on the event loop (1, 2, 5, 10… ms at a time) until the writer's
 * batch committed: at ten profile edits a second the pages lost up to a fifth of their throughput (issue 29).
 * With it a writer of either thread waits here, the server's without blocking its loop (Atomics.waitAsync),
 * and the server's go first: the view writer takes the lock only when none of them waits.
 * Two Int32 slots of shared memory: [0] who holds it (0 nobody, 1 the server's thread, 2 the view writer's), [1]
 * how many of the server's writers wait.
 */
export type SharedGate = { state: Int32Array; side: 'first' | 'writer' };

const locks = new Map<string, Int32Array>();
/** The server thread's lock of a database file (created once per URL): hand it to the view writer's thread. */
export function writeLockOf(url: string): Int32Array {
  let lock = locks.get(url);
  if (!lock) {
    lock = new Int32Array(new SharedArrayBuffer(8));
    locks.set(url, lock);
  }
  return lock;
}

const HOLDER = 0;
const WAITING = 1;
/** Waits at most this long at a time, then looks again (a wake-up lost between threads costs no more). */
const POLL_MS = 20;

/** Takes the shared lock (true), or gives up at `deadline` and goes ahead as without it (false). */
async function takeShared({ state, side }: SharedGate, deadline: number): Promise<boolean> {
  const me = side === 'first' ? 1 : 2;
  if (side === 'first') Atomics.add(state, WAITING, 1);
  try {
    for (;;) {
      const waiting = side === 'writer' ? Atomics.load(state, WAITING) : 0;
      if (waiting === 0 && Atomics.compareExchange(state, HOLDER, 0, me) === 0) return true;
      const left = deadline - performance.now();
      if (left <= 0) return false;
      const holder = Atomics.load(state, HOLDER);
      // The view writer lets the server's writers go first: it waits for their count to fall, else for the holder.
      const [slot, value] = holder === 0 && waiting > 0 ? [WAITING, waiting] : [HOLDER, holder];
      const wait = Atomics.waitAsync(state, slot, value, Math.min(left, POLL_MS));
      if (wait.async) await wait.value;
    }
  } finally {
    if (side === 'first' && Atomics.sub(state, WAITING, 1) === 1) Atomics.notify(state, WAITING);
  }
}

function giveShared({ state }: SharedGate) {
  Atomics.store(state, HOLDER, 0);
  Atomics.notify(state, HOLDER);
}

/** A statement that only reads: a SELECT (a WITH may end in a write, so it waits like one). */
function isRead(statement: InStatement): boolean {
  const sql = typeof statement === 'string' ? statement : statement.sql;
  return /^\s*select\b/i.test(sql);
}
