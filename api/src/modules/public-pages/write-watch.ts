// Tells the page cache when data a public page shows may have changed. It sits under drizzle, on the libSQL
// client every query of this process goes through, so no write path can forget it: a statement that writes
// a table a page reads from is reported once it is committed (after the statement, the batch or the
// transaction's COMMIT). Writes by another process (db:seed while the server runs) are not seen.
import type { Client, InStatement, Transaction } from '@libsql/client';

/** Every table the public view of a profile is built from (profiles/public-view.ts, lookup.ts). */
export const PAGE_TABLES = new Set([
  'users',
  'profiles',
  'profile_companies',
  'memberships',
  'companies',
  'files',
]);

/**
 * Columns no page shows: an update that sets only these changes nothing a visitor sees. The list may only
 * hold columns that are certainly not shown; anything not listed counts as a change.
 */
const UNSHOWN_COLUMNS: Record<string, Set<string>> = {
  users: new Set([
    'last_login_at',
    'keep_logged_in',
    'password_hash',
    'otp_secret',
    'otp_pending_secret',
    'otp_enabled',
    'otp_last_step',
    'updated_at',
  ]),
  // `views` is bumped by every counted scan; counting must not empty the cache.
  profiles: new Set(['views', 'updated_at']),
};

const NAME = String.raw`["\`\[]?(\w+)["\`\]]?`;
const TABLE = String.raw`(?:${NAME}\.)?${NAME}`;
const INSERT = new RegExp(String.raw`^(insert(?:\s+or\s+\w+)?|replace)\s+into\s+${TABLE}`, 'i');
const UPDATE = new RegExp(String.raw`^update\s+(?:or\s+\w+\s+)?${TABLE}\s+set\s+([\s\S]*)$`, 'i');
const DELETE = new RegExp(String.raw`^delete\s+from\s+${TABLE}`, 'i');
const MAY_WRITE = /\b(insert|update|delete|replace|drop|alter|create)\b/i;
const READ_ONLY = new Set(['select', 'pragma', 'explain', 'begin', 'savepoint', 'release', 'rollback']);

/**
 * The columns an UPDATE's SET clause assigns, read up to the top-level WHERE / FROM / RETURNING.
 * Null when a part does not have the form `column = …` (row values, anything unexpected).
 */
export function assignedColumns(setClause: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let end = setClause.length;
  for (let i = 0; i < setClause.length; i++) {
    const ch = setClause[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      const close = setClause.indexOf(ch, i + 1);
      if (close < 0) return null;
      i = close;
    } else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && ch === ',') {
      parts.push(setClause.slice(start, i));
      start = i + 1;
    } else if (
      depth === 0 &&
      /\s/.test(ch) &&
      /^\s(where|from|returning)\b/i.test(setClause.slice(i, i + 11))
    ) {
      end = i;
      break;
    }
  }
  parts.push(setClause.slice(start, end));
  const columns: string[] = [];
  for (const part of parts) {
    const column = /^\s*["`[]?(\w+)["`\]]?\s*=/.exec(part)?.[1];
    if (!column) return null;
    columns.push(column.toLowerCase());
  }
  return columns;
}

/** Whether one SQL statement may change what a public page shows. Unknown statements count as changes. */
export function changesPageData(sqlText: string): boolean {
  const text = sqlText.trim();
  const head = /^\w+/.exec(text)?.[0]?.toLowerCase() ?? '';
  if (READ_ONLY.has(head)) return false;
  if (head === 'insert' || head === 'replace') {
    const match = INSERT.exec(text);
    if (!match) return true;
    const table = match[3].toLowerCase();
    if (!PAGE_TABLES.has(table)) return false;
    // A new account cannot be on a page that is already cached; an upsert or replace can change one.
    const isPlainInsert = /^insert\s+into\b/i.test(text) && !/\bon\s+conflict\b/i.test(text);
    return !(table === 'users' && isPlainInsert);
  }
  if (head === 'update') {
    const match = UPDATE.exec(text);
    if (!match) return true;
    const table = match[2].toLowerCase();
    if (!PAGE_TABLES.has(table)) return false;
    const unshown = UNSHOWN_COLUMNS[table];
    if (!unshown) return true;
    const columns = assignedColumns(match[3]);
    return columns === null || columns.some((column) => !unshown.has(column));
  }
  if (head === 'delete') {
    const match = DELETE.exec(text);
    return match ? PAGE_TABLES.has(match[2].toLowerCase()) : true;
  }
  return MAY_WRITE.test(text);
}

type Statement = InStatement | [string, unknown[]?];
const sqlOf = (statement: Statement | string): string =>
  typeof statement === 'string'
    ? statement
    : Array.isArray(statement)
      ? String(statement[0])
      : String(statement.sql);
const anyChanges = (statements: readonly (Statement | string)[]) =>
  statements.some((s) => changesPageData(sqlOf(s)));

type Listener = () => void;
const watched = new WeakMap<Client, Set<Listener>>();

/**
 * Calls `listener` after every committed write that may change a public page. The client is wrapped once;
 * more listeners (another app on the same database in a test) share the wrapper. Returns an unsubscribe.
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
  const notify = () => {
    for (const listener of listeners) listener();
  };
  /** Runs a call, then notifies when `changes` (also when the call fails: a spurious clear is harmless). */
  const after = async <T>(changes: boolean, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } finally {
      if (changes) notify();
    }
  };

  const { execute, batch, migrate, executeMultiple, transaction } = client;
  const c = client as unknown as Record<string, unknown>;
  c.execute = (statement: Statement | string, args?: unknown) =>
    after(changesPageData(sqlOf(statement)), () =>
      (execute as (...a: unknown[]) => Promise<unknown>).call(client, statement, args),
    );
  c.batch = (statements: Statement[], mode?: unknown) =>
    after(anyChanges(statements), () =>
      (batch as (...a: unknown[]) => Promise<unknown>).call(client, statements, mode),
    );
  c.migrate = (statements: Statement[]) =>
    after(anyChanges(statements), () =>
      (migrate as (...a: unknown[]) => Promise<unknown>).call(client, statements),
    );
  c.executeMultiple = (sql: string) => after(MAY_WRITE.test(sql), () => executeMultiple.call(client, sql));
  c.transaction = async (mode?: unknown) =>
    watchTransaction(
      await (transaction as (...a: unknown[]) => Promise<Transaction>).call(client, mode),
      notify,
    );
}

/** Inside a transaction nothing is visible to others yet: remember the change, notify after COMMIT. */
function watchTransaction(tx: Transaction, notify: () => void): Transaction {
  let changed = false;
  const { execute, batch, executeMultiple, commit } = tx;
  const t = tx as unknown as Record<string, unknown>;
  t.execute = (statement: Statement | string, args?: unknown) => {
    if (changesPageData(sqlOf(statement))) changed = true;
    return (execute as (...a: unknown[]) => Promise<unknown>).call(tx, statement, args);
  };
  t.batch = (statements: Statement[]) => {
    if (anyChanges(statements)) changed = true;
    return (batch as (...a: unknown[]) => Promise<unknown>).call(tx, statements);
  };
  t.executeMultiple = (sql: string) => {
    if (MAY_WRITE.test(sql)) changed = true;
    return executeMultiple.call(tx, sql);
  };
  t.commit = async () => {
    try {
      return await commit.call(tx);
    } finally {
      if (changed) notify();
    }
  };
  return tx;
}
