// Step 2 of the page cache's invalidation (the whole story: write-watch.ts). Which rows a public page is built
// from, read off a write's SQL: the keys (`profile:7`, `company:3`…) of the rows a statement touches, so the
// page cache drops only the pages built from them. Drizzle's writes have few shapes
// (`update "t" set … where "t"."id" = ?`, `delete … where ("t"."a" = ? and …)`, `insert into "t" (…) values (?, …)`);
// anything else on a page's table answers null: every page may have changed.

import { isComma, isWord, params, splitTop, type Token, tokenize, unwrap } from './sql-tokens';

/**
 * Per page table, the columns that name a row for a page, and the key each makes. A page records the keys of
 * every such column of every row it reads (page-keys.ts), so a write naming any one of them reaches it.
 * A file is named by its short id: pages know files by that (`file:{shortId}`).
 */
export const KEY_COLUMNS: Record<string, Record<string, string>> = {
  users: { id: 'user' },
  profiles: { id: 'profile', user_id: 'user' },
  profile_companies: { profile_id: 'profile', membership_id: 'membership' },
  // A person's own links (issue 32): written only with their profile named (profiles/own-links.ts).
  profile_links: { profile_id: 'profile' },
  memberships: { id: 'membership', user_id: 'user', company_id: 'company' },
  companies: { id: 'company' },
  files: { short_id: 'file', company_id: 'company', membership_id: 'membership', dynatag_id: 'dynatag' },
  dynatags: { id: 'dynatag', company_id: 'company' },
  // A tag's split tests (issue 34) decide which version its visitors see: written only with the tag named
  // (dynatags/split.ts), so starting or ending one drops that tag's pages.
  dynatag_splits: { dynatag_id: 'dynatag' },
  // A card's link /c/{id} (card-link.ts): its holder and company are named by the membership and company keys;
  // an order's cards go with it (cancel, force delete: ON DELETE CASCADE, which no statement names).
  cards: { id: 'card', order_id: 'order' },
  orders: { id: 'order' },
};

/** A new row is on a page only through the rows it refers to: the keys of those columns (none: on no page yet). */
const INSERT_COLUMNS: Record<string, string[]> = {
  users: [],
  companies: [],
  dynatags: [],
  cards: [],
  orders: [],
  profiles: ['user_id'],
  profile_companies: ['profile_id', 'membership_id'],
  profile_links: ['profile_id'],
  memberships: ['user_id', 'company_id'],
  files: ['company_id', 'membership_id', 'dynatag_id'],
  dynatag_splits: ['dynatag_id'],
};

/** Deleting a user deletes the files they uploaded to their companies, which colleagues' pages show. */
const DELETE_REACHES_EVERYWHERE = new Set(['users']);

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
  // A tag's place in the owners' folder tree.
  dynatags: new Set(['folder_id', 'updated_at']),
  // A scan's count, written by the view counter.
  // A verified tap's chip counter, UID and time (cards/sun-taps.ts): the link and the page stay as they were.
  cards: new Set(['scans', 'last_scan_at', 'sun_uid', 'sun_counter', 'last_tap_at', 'updated_at']),
  // No page shows an order: only its delete matters (its cards go with it).
  orders: new Set([
    'short_id',
    'number',
    'year',
    'seq',
    'company_id',
    'created_by_user_id',
    'status',
    'step',
    'shipping_address',
    'invoice_marking',
    'coupon_codes',
    'coupons',
    'images',
    'buyer',
    'totals',
    'total',
    'lang',
    'created_at',
    'updated_at',
    'submitted_at',
    'processing_at',
    'shipped_at',
    'cancelled_at',
  ]),
};

/** Every table a public page is built from. */
export const PAGE_TABLES = new Set(Object.keys(KEY_COLUMNS));

/** The keys a write touches: [] when it changes no page, null when it may change any. */
export type WriteKeys = string[] | null;

const NAME = String.raw`["\`\[]?(\w+)["\`\]]?`;
const TABLE = String.raw`(?:${NAME}\.)?${NAME}`;
const INSERT = new RegExp(String.raw`^(?:insert(?:\s+or\s+\w+)?|replace)\s+into\s+${TABLE}`, 'i');
const UPDATE = new RegExp(String.raw`^update\s+(?:or\s+\w+\s+)?${TABLE}\s+set\b`, 'i');
const DELETE = new RegExp(String.raw`^delete\s+from\s+${TABLE}`, 'i');
export const MAY_WRITE = /\b(insert|update|delete|replace|drop|alter|create)\b/i;
const READ_ONLY = new Set(['select', 'pragma', 'explain', 'begin', 'savepoint', 'release', 'rollback']);

/** The key a column of a page table makes, if it names rows for pages. */
const kindOf = (table: string, column: string) =>
  Object.hasOwn(KEY_COLUMNS[table], column) ? KEY_COLUMNS[table][column] : undefined;

/** The key of a parameter's value: null for SQL NULL (names no row), undefined when it cannot be known. */
function keyOf(kind: string, args: unknown[], index: number): string | null | undefined {
  if (index >= args.length) return undefined;
  const value = args[index];
  if (value === null) return null;
  return typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string'
    ? `${kind}:${value}`
    : undefined;
}

/** The columns an UPDATE's SET clause assigns; null when a part is not `column = …`. */
export function assignedColumns(setClause: string): string[] | null {
  const tokens = tokenize(setClause);
  return tokens && columnsOf(splitTop(tokens, isComma, isWord('where', 'from', 'returning')).parts);
}

function columnsOf(parts: Token[][]): string[] | null {
  const columns: string[] = [];
  for (const part of parts) {
    if (part[0]?.kind !== 'name' || part[1]?.text !== '=') return null;
    columns.push(part[0].text);
  }
  return columns;
}

/** `"t"."col" = ?` or `"col" in (?, …)`: the column, when the term has that form and names this table. */
function termColumn(table: string, term: Token[]): string | null {
  let tokens = unwrap(term);
  if (tokens[1]?.kind === 'other' && tokens[1].text === '.') {
    if (tokens[0].text !== table) return null;
    tokens = tokens.slice(2);
  }
  const [column, op, ...value] = tokens;
  if (column?.kind !== 'name') return null;
  const shape = value.map((t) => t.text).join('');
  if (op?.text === '=' && shape === '?') return column.text;
  if (op?.text === 'in' && /^\(\?(,\?)*\)$/.test(shape)) return column.text;
  return null;
}

/** Keys named by a WHERE clause: a conjunction, each term narrows the rows, one recognised term is enough. */
function whereKeys(table: string, where: Token[], args: unknown[], offset: number): WriteKeys {
  const terms = splitTop(unwrap(where), isWord('and'));
  if (terms.parts.some((term) => splitTop(term, () => false, isWord('or')).rest.length)) return null;
  const keys: string[] = [];
  let known = false;
  for (const term of terms.parts) {
    const column = termColumn(table, term);
    const kind = column === null ? undefined : kindOf(table, column);
    const count = params(term);
    if (kind) {
      known = true;
      for (let i = 0; i < count; i++) {
        const key = keyOf(kind, args, offset + i);
        if (key === undefined) return null;
        if (key) keys.push(key);
      }
    }
    offset += count;
  }
  return known ? keys : null;
}

/** Keys from the top-level WHERE of the tokens after the table (SET assignments before it count their `?`). */
function rowKeys(table: string, tokens: Token[], args: unknown[] | undefined): WriteKeys {
  const { parts, rest } = splitTop(tokens, () => false, isWord('where'));
  if (!rest.length || !args) return null;
  const where = splitTop(rest.slice(1), () => false, isWord('returning', 'limit', 'order')).parts[0];
  return whereKeys(table, where, args, params(parts[0]));
}

/** A new row reaches pages through the rows it refers to: the keys of those columns in each VALUES tuple. */
function insertKeys(table: string, tokens: Token[], args: unknown[] | undefined): WriteKeys {
  const upsert = splitTop(tokens, () => false, isWord('on')).rest;
  if (upsert.some(isWord('update'))) return null;
  const columns = INSERT_COLUMNS[table];
  if (columns.length === 0) return [];
  if (!args || tokens[0]?.text !== '(') return null;
  const close = tokens.findIndex((t) => t.text === ')');
  const names = splitTop(tokens.slice(1, close), isComma).parts.map((p) => (p.length === 1 ? p[0].text : ''));
  if (!isWord('values')(tokens[close + 1] ?? { kind: 'other', text: '' })) return null;
  const tuples = splitTop(tokens.slice(close + 2), isComma, isWord('on', 'returning')).parts;
  const keys: string[] = [];
  let offset = 0;
  for (const tuple of tuples) {
    if (tuple[0]?.text !== '(' || tuple.at(-1)?.text !== ')') return null;
    const items = splitTop(tuple.slice(1, -1), isComma).parts;
    if (items.length !== names.length) return null;
    for (const [i, item] of items.entries()) {
      const kind = columns.includes(names[i]) ? kindOf(table, names[i]) : undefined;
      if (kind && !(item.length === 1 && isWord('null')(item[0]))) {
        if (item.length !== 1 || item[0].kind !== 'param') return null;
        const key = keyOf(kind, args, offset);
        if (key === undefined) return null;
        if (key) keys.push(key);
      }
      offset += params(item);
    }
  }
  return keys;
}

/** The keys of the rows one statement may change on a public page. */
export function writeKeys(sqlText: string, args?: unknown[]): WriteKeys {
  const text = sqlText.trim();
  const head = /^\w+/.exec(text)?.[0]?.toLowerCase() ?? '';
  if (READ_ONLY.has(head)) return [];
  const insert = head === 'insert' || head === 'replace' ? INSERT.exec(text) : null;
  const update = head === 'update' ? UPDATE.exec(text) : null;
  const del = head === 'delete' ? DELETE.exec(text) : null;
  const match = insert ?? update ?? del;
  if (!match) return MAY_WRITE.test(text) ? null : [];
  const table = match[2].toLowerCase();
  if (!PAGE_TABLES.has(table)) return [];
  const tokens = tokenize(text.slice(match[0].length));
  if (!tokens) return null;
  if (insert) {
    if (/^replace|^insert\s+or\s+replace/i.test(text)) return null;
    return insertKeys(table, tokens, args);
  }
  if (update) {
    const columns = columnsOf(splitTop(tokens, isComma, isWord('where', 'from', 'returning')).parts);
    if (columns === null) return null;
    const unshown = UNSHOWN_COLUMNS[table];
    if (unshown && columns.every((column) => unshown.has(column))) return [];
    // A row moving to another parent reaches pages its old keys do not name.
    if (columns.some((column) => kindOf(table, column))) return null;
    return rowKeys(table, tokens, args);
  }
  if (DELETE_REACHES_EVERYWHERE.has(table)) return null;
  return rowKeys(table, tokens, args);
}
