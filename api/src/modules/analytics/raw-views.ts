// The single views of an item, newest first, a page at a time (a cursor of time and row id, so a page costs an
// index step however deep it is), or all of a period as a CSV written while it is read. Never an address:
// the views table has none.
import { cards, dynatags, profiles, views } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { cityName } from '@shared/places';
import { and, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { csvResponse } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { invalid } from '../../platform/errors';
import { analysisPeriods } from '../profiles';
import type { Scope } from './scope';

type Query = { from?: string; to?: string; limit?: number; cursor?: string };

/** The most a CSV holds (a million views, ~100 MB): a bound on one download, however long the period. */
export const CSV_MAX_VIEWS = 1_000_000;
const CSV_PAGE = 2_000;
/** A folder's tags read as one merge of each tag's newest views up to this many tags, else one sorted read. */
const MERGE_MAX_TARGETS = 400;

const columns = {
  id: views.id,
  at: views.at,
  targetType: views.targetType,
  targetId: views.targetId,
  unique: views.isUnique,
  country: views.country,
  city: views.city,
  device: views.device,
  os: views.os,
  browser: views.browser,
  source: views.source,
  referrer: views.referrer,
  utmSource: views.utmSource,
  utmMedium: views.utmMedium,
  utmCampaign: views.utmCampaign,
};
type Columns = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };
/**
 * A scope names pages only: the clicks on a person's own links (target type `link`) and a tag's variants and clicks
 * (`variant`, `tagClick`) are never in one.
 */
type Row = Omit<Columns, 'targetType'> & {
  targetType: Exclude<Columns['targetType'], 'link' | 'variant' | 'tagClick'>;
};

type Cursor = { at: number; id: number };
type Bounds = { start: number; end: number };

function parseCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const [at, id] = cursor.split('.').map(Number);
  if (!Number.isSafeInteger(at) || !Number.isSafeInteger(id)) throw invalid('cursor', 'invalidValue');
  return { at, id };
}

/**
 * One page of the scope's views in the period, newest first, after the cursor. One upper bound on the time,
 * the lower of the period's end and the cursor's: SQLite walks the index from one bound only, and with two it
 * took the period's end and filtered its way down (62 ms three years deep, 1 ms now).
 */
async function readPage(deps: Deps, scope: Scope, bounds: Bounds, after: Cursor | null, limit: number) {
  const upper = after ? Math.min(bounds.end, after.at) : bounds.end;
  const range = and(gte(views.at, bounds.start), lte(views.at, upper));
  const beyond = after
    ? or(lt(views.at, after.at), and(eq(views.at, after.at), lt(views.id, after.id)))
    : undefined;
  const read = (where: SQL) =>
    deps.db
      .select(columns)
      .from(views)
      .where(and(where, range, beyond))
      .orderBy(desc(views.at), desc(views.id))
      .limit(limit);
  const targets = scope.byTarget;
  if (!targets || targets.length > MERGE_MAX_TARGETS) return (await read(scope.views)) as Row[];
  if (!targets.length) return [];
  // A folder: each tag's newest views through its own index, merged (one sorted read of all would sort them all).
  const pages = await Promise.all(
    targets.map((id) => read(and(eq(views.targetType, 'dynatag'), eq(views.targetId, id)) as SQL)),
  );
  return (pages.flat() as Row[]).sort((a, b) => b.at - a.at || b.id - a.id).slice(0, limit);
}

/** The names and public ids of the items of a page's views. */
async function itemsOf(deps: Deps, rows: Row[]) {
  const ids = (type: Row['targetType']) => [
    ...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId)),
  ];
  const [profileIds, tagIds, cardIds] = [ids('profile'), ids('dynatag'), ids('card')];
  const [profileRows, tagRows, cardRows] = await Promise.all([
    profileIds.length
      ? deps.db
          .select({
            id: profiles.id,
            shortId: profiles.shortId,
            name: sql<string>`coalesce(nullif(${profiles.label}, ''), nullif(${profiles.fullName}, ''), ${profiles.shortId})`,
          })
          .from(profiles)
          .where(inArray(profiles.id, profileIds))
      : [],
    tagIds.length
      ? deps.db
          .select({ id: dynatags.id, shortId: dynatags.shortId, name: dynatags.name })
          .from(dynatags)
          .where(inArray(dynatags.id, tagIds))
      : [],
    cardIds.length
      ? deps.db
          .select({ id: cards.id, shortId: cards.shortId, name: cards.shortId })
          .from(cards)
          .where(inArray(cards.id, cardIds))
      : [],
  ]);
  const names = new Map<string, { id: string; name: string }>();
  for (const [type, found] of [
    ['profile', profileRows],
    ['dynatag', tagRows],
    ['card', cardRows],
  ] as const) {
    for (const row of found) names.set(`${type} ${row.id}`, { id: row.shortId, name: row.name });
  }
  return (row: Row) => ({
    type: row.targetType,
    ...(names.get(`${row.targetType} ${row.targetId}`) ?? { id: '', name: '' }),
  });
}

const periodRange = (query: Query, now: number) => {
  const { period } = analysisPeriods(query, now);
  const start = Date.parse(`${period.from}T00:00:00Z`);
  const end = Date.parse(`${period.to}T00:00:00Z`) + DAY_MS - 1;
  return { period, bounds: { start, end } };
};

async function shown(deps: Deps, rows: Row[]) {
  const itemOf = await itemsOf(deps, rows);
  return rows.map((row) => {
    const { id, targetType, targetId, ...view } = row;
    return { ...view, item: itemOf(row) };
  });
}

/** A page of views, newest first, and the cursor of the next (null on the last). */
export async function viewsPage(deps: Deps, scope: Scope, query: Query) {
  const { bounds } = periodRange(query, deps.clock.now());
  const limit = query.limit ?? 100;
  const rows = await readPage(deps, scope, bounds, parseCursor(query.cursor), limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    views: await shown(deps, page),
    nextCursor: rows.length > limit && last ? `${last.at}.${last.id}` : null,
  };
}

const HEADER = [
  'time',
  'item_type',
  'item_id',
  'item_name',
  'unique',
  'country',
  'city',
  'device',
  'os',
  'browser',
  'source',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
];

/**
 * Every view of the period (up to CSV_MAX_VIEWS) as a CSV download, read a page at a time as it is sent; the city
 * by its own name (shared/places.ts), as the leads' export has it.
 */
export function viewsCsv(deps: Deps, scope: Scope, query: Query): Response {
  const { period, bounds } = periodRange(query, deps.clock.now());
  async function* batches() {
    let cursor: Cursor | null = null;
    let sent = 0;
    while (sent < CSV_MAX_VIEWS) {
      const rows = await readPage(deps, scope, bounds, cursor, Math.min(CSV_PAGE, CSV_MAX_VIEWS - sent));
      if (!rows.length) return;
      const page = await shown(deps, rows);
      yield page.map((view) =>
        [
          new Date(view.at).toISOString(),
          view.item.type,
          view.item.id,
          view.item.name,
          view.unique ? 1 : 0,
          view.country,
          view.city && cityName(null, view.country ?? '', view.city),
          ...[view.device, view.os, view.browser, view.source, view.referrer],
          ...[view.utmSource, view.utmMedium, view.utmCampaign],
        ].map((cell) => (cell === null ? '' : String(cell))),
      );
      sent += rows.length;
      const last = rows[rows.length - 1];
      cursor = { at: last.at, id: last.id };
    }
  }
  const name = `${scope.type}-${scope.id}`.replace(/[^A-Za-z0-9_-]/g, '');
  return csvResponse(`${name}-views-${period.from}_${period.to}.csv`, HEADER, batches());
}
