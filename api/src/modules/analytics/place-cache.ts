// The place breakdown's pieces kept in memory (issue 29): each piece of a period (placePieces: a span of 2 … 1024
// days or a single day) as it was read, its places as small integer ids with their views, stamped with the
// views of its days (view_days) read in the same statement. A piece is used again while its days still hold the
// same views, whatever the clock says: views do land in days already over (a batch written just after midnight,
// the journal written again after a crash, another server on the same database), and each such view changes
// view_days in the transaction that changes the places, so the stamp tells. Only pieces whose views changed are
// read again; a period's places are summed here, in typed arrays, not grouped by SQLite.
import { DAY_MS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Scope } from './scope';

/** A place's value (`country|city|lat|lon`) as a small integer, the same in the whole process. */
const idOfPlace = new Map<string, number>();
const placeOfId: string[] = [];
function placeId(value: string): number {
  let id = idOfPlace.get(value);
  if (id === undefined) {
    id = placeOfId.length;
    placeOfId.push(value);
    idOfPlace.set(value, id);
  }
  return id;
}

/** One piece of a period: `days` 1 is a day of view_facets, more a span of view_place_spans. */
export type Piece = { days: number; day: string };

/** A piece's places as read: ids, their views and unique views, and the views of its days when read. */
type Entry = { ids: Uint32Array; totals: Float64Array; uniques: Float64Array; stamp: string; size: number };

/** Place entries kept per app before the oldest used pieces go (~20 bytes each: about 40 MB at most). */
export const PLACE_CACHE_ENTRIES = 2_000_000;

class PlaceCache {
  readonly pieces = new Map<string, Entry>();
  entries = 0;
  /** Pieces answered from memory, and pieces read from the database (for tests and the bench). */
  hits = 0;
  reads = 0;

  get(key: string, stamp: string): Entry | undefined {
    const entry = this.pieces.get(key);
    if (!entry || entry.stamp !== stamp) return undefined;
    // Most recently used last: the oldest are the first to go.
    this.pieces.delete(key);
    this.pieces.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry) {
    const old = this.pieces.get(key);
    if (old) {
      this.entries -= old.size;
      this.pieces.delete(key);
    }
    this.pieces.set(key, entry);
    this.entries += entry.size;
    for (const [oldest, dropped] of this.pieces) {
      if (this.entries <= PLACE_CACHE_ENTRIES || oldest === key) break;
      this.pieces.delete(oldest);
      this.entries -= dropped.size;
    }
  }
}

/** One cache per app (its database): tests run several apps in one process. */
const caches = new WeakMap<Deps, PlaceCache>();
function cacheOf(deps: Deps): PlaceCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new PlaceCache();
    caches.set(deps, cache);
  }
  return cache;
}

/** How many pieces this app answered from memory and read from the database so far. */
export function placeCacheStats(deps: Deps) {
  const { hits, reads, entries } = cacheOf(deps);
  return { hits, reads, entries, pieces: cacheOf(deps).pieces.size };
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

type Sum = { total: number; unique: number };

/**
 * The views and unique views of each piece's days (`byDay`, from view_days: dayTotals), as the stamp its entry
 * must carry to be used. Pieces are consecutive: each day goes to the last piece starting on or before it.
 */
function sumsOf(pieces: Piece[], byDay: Map<string, Sum>): Sum[] {
  const starts = pieces.map((piece) => dayNumber(piece.day));
  const sums = pieces.map(() => ({ total: 0, unique: 0 }));
  for (const [day, counts] of byDay) {
    const n = dayNumber(day);
    let [lo, hi] = [0, starts.length - 1];
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= n) lo = mid;
      else hi = mid - 1;
    }
    if (starts[lo] <= n && n < starts[lo] + pieces[lo].days) {
      sums[lo].total += counts.total;
      sums[lo].unique += counts.unique;
    }
  }
  return sums;
}

const lastDayOf = (piece: Piece) =>
  new Date((dayNumber(piece.day) + piece.days - 1) * DAY_MS).toISOString().slice(0, 10);

/** The same sums read from view_days, a few hundred days summed by SQLite into a row per piece. */
async function sumsRead(deps: Deps, scope: Scope, pieces: Piece[]): Promise<Sum[]> {
  const of = scopeSql(scope);
  const rows = await deps.db.all<{ k: number } & Sum>(
    sql.join(
      pieces.map(
        (
          piece,
          k,
        ) => sql`select ${k} as k, coalesce(sum(total), 0) as total, coalesce(sum("unique"), 0) as "unique"
          from view_days where ${of} and day between ${piece.day} and ${lastDayOf(piece)}`,
      ),
      sql` union all `,
    ),
  );
  const sums = pieces.map(() => ({ total: 0, unique: 0 }));
  for (const row of rows) sums[row.k] = { total: row.total, unique: row.unique };
  return sums;
}

const keyOf = (scope: Scope, piece: Piece) =>
  `${scope.rollupType}:${scope.rollupIds.join(',')}:${piece.days}:${piece.day}`;

/** The scope's rollup rows of a table (one target, a company's own rows, or each tag of a folder). */
const scopeSql = (scope: Scope) => {
  const ids = scope.rollupIds.length ? scope.rollupIds : [-1];
  return sql`target_type = ${scope.rollupType} and target_id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
};

/**
 * Reads the pieces in one statement (one snapshot): each piece's place rows, and its days' views and unique views
 * from view_days (value null), as the stamp of what was read.
 */
async function readPieces(deps: Deps, scope: Scope, pieces: Piece[]): Promise<Map<number, Entry>> {
  const of = scopeSql(scope);
  const parts = pieces.flatMap((piece, k) => {
    const last = lastDayOf(piece);
    const places =
      piece.days === 1
        ? sql`select ${k} as k, value, total, "unique" from view_facets
            where ${of} and facet = 'place' and day = ${piece.day}`
        : sql`select ${k} as k, value, total, "unique" from view_place_spans
            where ${of} and days = ${piece.days} and day = ${piece.day}`;
    const stamp = sql`select ${k} as k, null as value, coalesce(sum(total), 0) as total,
      coalesce(sum("unique"), 0) as "unique" from view_days where ${of} and day between ${piece.day} and ${last}`;
    return [places, stamp];
  });
  type Read = { k: number; value: string | null; total: number; unique: number };
  const rows = await deps.db.all<Read>(
    sql`select k, value, total, "unique" from (${sql.join(parts, sql` union all `)})`,
  );
  const read = pieces.map(() => ({
    ids: [] as number[],
    totals: [] as number[],
    uniques: [] as number[],
    stamp: '',
  }));
  for (const row of rows) {
    const piece = read[row.k];
    if (row.value === null) {
      piece.stamp = `${row.total}/${row.unique}`;
      continue;
    }
    piece.ids.push(placeId(row.value));
    piece.totals.push(row.total);
    piece.uniques.push(row.unique);
  }
  const entries = new Map<number, Entry>();
  read.forEach((piece, k) => {
    // A folder's tags each have their rows: one entry per place.
    const at = new Map<number, number>();
    const ids: number[] = [];
    const totals: number[] = [];
    const uniques: number[] = [];
    piece.ids.forEach((id, i) => {
      const found = at.get(id);
      if (found === undefined) {
        at.set(id, ids.length);
        ids.push(id);
        totals.push(piece.totals[i]);
        uniques.push(piece.uniques[i]);
      } else {
        totals[found] += piece.totals[i];
        uniques[found] += piece.uniques[i];
      }
    });
    entries.set(k, {
      ids: Uint32Array.from(ids),
      totals: Float64Array.from(totals),
      uniques: Float64Array.from(uniques),
      stamp: piece.stamp,
      size: ids.length,
    });
  });
  return entries;
}

/** Sums of one breakdown, per place id (grown as the dictionary grows; reset after each use). */
let scratch = {
  totals: new Float64Array(1024),
  uniques: new Float64Array(1024),
  previous: new Float64Array(1024),
};
let seen = new Uint8Array(1024);

export type PlaceRow = { value: string; total: number; unique: number; previous: number };

/**
 * Every place of the period and of the one before (`previous` and `period` as their pieces, in day order and
 * next to each other), with its views in each, and the period's views (with a place or not): the pieces whose
 * days' views (`byDay` when the caller read view_days anyway, else summed per piece there) are those kept come
 * from memory, the others are read in one statement and kept.
 */
export async function periodPlaces(
  deps: Deps,
  scope: Scope,
  pieces: { previous: Piece[]; period: Piece[] },
  byDay?: Map<string, Sum>,
): Promise<{ rows: PlaceRow[]; total: number }> {
  const cache = cacheOf(deps);
  const all = [...pieces.previous, ...pieces.period];
  const sums = byDay ? sumsOf(all, byDay) : await sumsRead(deps, scope, all);
  const stamps = sums.map((sum) => `${sum.total}/${sum.unique}`);
  const total = sums.slice(pieces.previous.length).reduce((n, sum) => n + sum.total, 0);
  const keys = all.map((piece) => keyOf(scope, piece));
  const found: (Entry | undefined)[] = all.map((_, i) => cache.get(keys[i], stamps[i]));
  const missing = all.flatMap((piece, i) => (found[i] ? [] : [{ piece, i }]));
  cache.hits += all.length - missing.length;
  if (missing.length) {
    cache.reads += missing.length;
    const read = await readPieces(
      deps,
      scope,
      missing.map((m) => m.piece),
    );
    missing.forEach(({ i }, k) => {
      const entry = read.get(k) as Entry;
      found[i] = entry;
      cache.set(keys[i], entry);
    });
  }
  if (scratch.totals.length < placeOfId.length) {
    const size = placeOfId.length * 2;
    scratch = {
      totals: new Float64Array(size),
      uniques: new Float64Array(size),
      previous: new Float64Array(size),
    };
    seen = new Uint8Array(size);
  }
  // Summed with no await between: the scratch arrays are this call's until it returns.
  const { totals, uniques, previous } = scratch;
  const touched: number[] = [];
  found.forEach((entry, i) => {
    const current = i >= pieces.previous.length;
    const { ids, totals: t, uniques: u } = entry as Entry;
    for (let j = 0; j < ids.length; j++) {
      const id = ids[j];
      if (!seen[id]) {
        seen[id] = 1;
        touched.push(id);
      }
      if (current) {
        totals[id] += t[j];
        uniques[id] += u[j];
      } else previous[id] += t[j];
    }
  });
  const rows = touched.map((id) => {
    const row = { value: placeOfId[id], total: totals[id], unique: uniques[id], previous: previous[id] };
    totals[id] = 0;
    uniques[id] = 0;
    previous[id] = 0;
    seen[id] = 0;
    return row;
  });
  return { rows, total };
}
