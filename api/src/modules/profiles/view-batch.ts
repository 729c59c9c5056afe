import { PLACE_SPAN_DAYS, viewDays, viewFacetMonths, viewFacets, viewPlaceSpans, views } from '@db/schema';
import type { InStatement, InValue } from '@libsql/client';
import { DAY_MS, HOUR_MS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Deps } from '../../platform/deps';
import { geoLookupFor } from '../../platform/geo';
import type { ViewBump, ViewTarget } from './views';
import { detailsOf, type VisitDetails } from './visit-details';
import { type HashedVisit, hashed, visitOf } from './visits';

type Db = Deps['db'];
/** A view waiting to be written: what was viewed, and the visit (time, UTC day, visitor hash). */
export type PendingView = { target: ViewTarget; visit: HashedVisit };
/** A visit's place, device and source (visit-details.ts); without a lookup, only what the visit itself says. */
export type Describe = (visit: HashedVisit) => VisitDetails;
const noPlaces: Describe = (visit) => detailsOf(visit.request, () => null, '');

/** What describing a visit needs of the configuration (also all the view writer's thread is given). */
export type DescribeConfig = Pick<Deps['config'], 'geoipDb' | 'publicUrl'>;

/** How this server describes visits: its GeoLite2 database (GEOIP_DB) and its own host (links within are direct). */
export function describerFor(config: DescribeConfig): { details: Describe; hasPlaces: boolean } {
  const geo = geoLookupFor(config.geoipDb);
  const ownHost = new URL(config.publicUrl).hostname;
  return {
    details: (visit) => detailsOf(visit.request, geo.lookup, ownHost),
    hasPlaces: geo.source !== null,
  };
}

/**
 * The facets a breakdown reads (view_facets), each from the views rows of the batch: the column, or an
 * expression, that gives its value. `place` keeps the city's coordinates for the map; `hour` is the UTC hour.
 */
export const FACETS: [facet: string, value: string][] = [
  ['country', 'country'],
  [
    'place',
    "country || '|' || coalesce(city, '') || '|' || coalesce(round(latitude, 2), '') || '|' || coalesce(round(longitude, 2), '')",
  ],
  ['device', 'device'],
  ['os', 'os'],
  ['browser', 'browser'],
  ['source', 'source'],
  ['referrer', 'referrer'],
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_campaign', 'utm_campaign'],
  ['hour', "strftime('%H', at / 1000, 'unixepoch')"],
];

/** Views per INSERT statement: 19 bound values each, far below SQLite's 32,766 per statement. */
export const VIEWS_PER_INSERT = 1000;

/**
 * The statements that write many views at once, whoever made them (the counter's batch of scans):
 * - the `views` rows, in order, VIEWS_PER_INSERT per INSERT of bound values. A row is unique when it is its
 *   visitor's first of the batch for that target and day and the visitor has no row in `view_visitors` for that
 *   day and target (one primary-key step in a table of two days); then one INSERT OR IGNORE adds the batch's first
 *   views there. SQLite runs the SELECT of an INSERT to the end before inserting.
 * - one upsert of the day rollups (total, and unique), per target and day, and one of the facet rollups per day
 *   and per month (`rollupRows`); a dynatag's or card's views count for its company too.
 * The rollups do not read the rows back one by one: the batch's views are grouped here by everything a rollup tells
 * apart (target, hour, place, device, source, UTM), and each group joins the rollups as one row with its count and
 * its unique views, counted in the table among the group's rows that may be unique (each visitor's first view of
 * the batch for that target and day: a rowid look-up each). Views of a moment are few groups (one place, a few
 * devices and sources), so the rollups' eleven GROUP BYs read a handful of rows, not hundreds: summing per row
 * cost ~30 µs a view.
 * A few statements however many visitors there are: statements per visitor cost ~190 µs of CPU a view when each
 * scan is a different visitor. Bound values, not one JSON parameter: `->>` parses a row's JSON again for each of its
 * nineteen fields (~9 µs a view, against ~4 µs with the index on the hash gone as well).
 */
export function batchViewQueries(
  db: Db,
  pending: readonly PendingView[],
  detailsOfVisit: Describe = noPlaces,
  options: { returning?: boolean } = {},
) {
  if (!pending.length) throw new Error('batchViewQueries needs at least one view');
  const seen = new Set<string>();
  /** The batch's views by all a rollup reads of them: [type, id, hour, …counted, count, offsets that may be unique]. */
  const groups = new Map<string, (string | number | null | number[])[]>();
  /** The visitors' first views of the batch, for view_visitors: day, type, id, hash. */
  const firsts: (string | number)[] = [];
  const rows = pending.map(({ target, visit }, offset) => {
    const key = `${target.type} ${target.id} ${visit.day} ${visit.hash}`;
    const isFirst = !seen.has(key);
    seen.add(key);
    if (isFirst) firsts.push(visit.day, target.type, target.id, visit.hash);
    const d = detailsOfVisit(visit);
    const counted = [
      d.country,
      d.city,
      d.latitude,
      d.longitude,
      d.device,
      d.os,
      d.browser,
      d.source,
      d.referrer,
      d.utmSource,
      d.utmMedium,
      d.utmCampaign,
    ];
    const by = [target.type, target.id, visit.at - (visit.at % HOUR_MS), ...counted];
    const groupKey = JSON.stringify(by);
    const group = groups.get(groupKey) ?? [...by, 0, []];
    groups.set(groupKey, group);
    (group[GROUP_COUNT] as number)++;
    if (isFirst) (group[GROUP_FIRSTS] as number[]).push(offset);
    return [offset, target.type, target.id, visit.at, visit.hash, isFirst ? 1 : 0, visit.day, ...counted];
  });
  // Built by hand, not by drizzle's `sql` (an object per bound value cost ~10 µs a view): the VALUES of the rows,
  // column1 the offset (the rows' order), 2–5 type, id, time, hash, 6 first of the batch, 7 day, 8–19 counted.
  const row = `(${Array.from({ length: 19 }, () => '?').join(',')})`;
  const inserts: InStatement[] = [];
  for (let i = 0; i < rows.length; i += VIEWS_PER_INSERT) {
    const chunk = rows.slice(i, i + VIEWS_PER_INSERT);
    inserts.push({
      sql: `insert into views (${VIEW_COLUMNS}) select column2, column3, column4, column5,
        column6 = 1 and not exists (select 1 from view_visitors vv where vv.day = column7
          and vv.target_type = column2 and vv.target_id = column3 and vv.visitor_hash = column5),
        column8, column9, column10, column11, column12, column13, column14, column15, column16, column17,
        column18, column19,
        ${companySql('column2', 'column3')}
        from (values ${Array(chunk.length).fill(row).join(',')}) order by column1
        ${options.returning ? 'returning target_type, target_id, at, is_unique' : ''}`,
      args: chunk.flat() as InValue[],
    });
  }
  const visitors: InStatement[] = [];
  for (let i = 0; i < firsts.length; i += VIEWS_PER_INSERT * 4) {
    const chunk = firsts.slice(i, i + VIEWS_PER_INSERT * 4);
    visitors.push({
      sql: `insert or ignore into view_visitors (day, target_type, target_id, visitor_hash) values ${Array(
        chunk.length / 4,
      )
        .fill('(?,?,?,?)')
        .join(',')}`,
      args: chunk,
    });
  }
  const rollups = rollupRows(rows.length, [...groups.values()]);
  const upsertDays = db
    .insert(viewDays)
    .select(
      sql`${rollups} select rt, ri, strftime('%Y-%m-%d', at / 1000, 'unixepoch'), sum(n), sum(is_unique)
        from scoped group by rt, ri, 3`,
    )
    .onConflictDoUpdate({
      target: [viewDays.targetType, viewDays.targetId, viewDays.day],
      set: {
        total: sql`${viewDays.total} + excluded."total"`,
        unique: sql`${viewDays.unique} + excluded."unique"`,
      },
    });
  // The facets of the same rows: one SELECT per facet, its nulls left out (unknown is total − the facet's sum),
  // per day and (but the hour, read by day for the heat map) per month.
  const facetRows = (bucket: string, facets: typeof FACETS) =>
    sql.join(
      facets.map(
        ([facet, value]) =>
          sql`select rt, ri, ${facet}, strftime(${bucket}, at / 1000, 'unixepoch') as bucket,
            ${sql.raw(value)} as value, sum(n), sum(is_unique)
            from scoped where ${sql.raw(value)} is not null group by 1, 2, 4, 5`,
      ),
      sql` union all `,
    );
  const adding = (table: typeof viewFacets | typeof viewFacetMonths) => ({
    total: sql`${table.total} + excluded."total"`,
    unique: sql`${table.unique} + excluded."unique"`,
  });
  const upsertFacets = db
    .insert(viewFacets)
    .select(sql`${rollups} ${facetRows('%Y-%m-%d', FACETS)}`)
    .onConflictDoUpdate({
      target: [
        viewFacets.targetType,
        viewFacets.targetId,
        viewFacets.facet,
        viewFacets.day,
        viewFacets.value,
      ],
      set: adding(viewFacets),
    });
  const upsertMonths = db
    .insert(viewFacetMonths)
    .select(
      sql`${rollups} ${facetRows(
        '%Y-%m',
        FACETS.filter(([facet]) => facet !== 'hour'),
      )}`,
    )
    .onConflictDoUpdate({
      target: [
        viewFacetMonths.targetType,
        viewFacetMonths.targetId,
        viewFacetMonths.facet,
        viewFacetMonths.month,
        viewFacetMonths.value,
      ],
      set: adding(viewFacetMonths),
    });
  // The place facet once more per span of 2, 4, … 1024 days it falls in (view_place_spans: a span starts on a
  // multiple of its length in days since 1970-01-01), so a long period's places read a few spans, not every day.
  const place = FACETS.find(([facet]) => facet === 'place')?.[1] as string;
  const upsertSpans = db
    .insert(viewPlaceSpans)
    .select(
      sql`${rollups} select rt, ri, s.value, date(at / ${sql.raw(String(DAY_MS))} / s.value * s.value * 86400, 'unixepoch'),
        ${sql.raw(place)}, sum(n), sum(is_unique)
        from scoped, json_each(${JSON.stringify(PLACE_SPAN_DAYS)}) s where country is not null group by 1, 2, 3, 4, 5`,
    )
    .onConflictDoUpdate({
      target: [
        viewPlaceSpans.targetType,
        viewPlaceSpans.targetId,
        viewPlaceSpans.days,
        viewPlaceSpans.day,
        viewPlaceSpans.value,
      ],
      set: {
        total: sql`${viewPlaceSpans.total} + excluded."total"`,
        unique: sql`${viewPlaceSpans.unique} + excluded."unique"`,
      },
    });
  // With `returning`, the first answers of the batch (one per VIEWS_PER_INSERT views) are its rows as written (the
  // webhook digests add them up: `writtenViews`). The visitors are added after the rows, which read them. Run them
  // with `runViewStatements`, in one transaction.
  return [...inserts, ...visitors, ...[upsertDays, upsertFacets, upsertMonths, upsertSpans].map(statementOf)];
}

/** A drizzle query as the driver's statement (the view batch runs on the driver: `runViewStatements`). */
export function statementOf(query: BatchItem<'sqlite'>): InStatement {
  const { sql: text, params } = (query as unknown as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
  return { sql: text, args: params as InValue[] };
}

/** Runs a batch's statements (and any more) in one write transaction; their answers in order. */
export function runViewStatements(db: Db, statements: InStatement[]) {
  return db.$client.batch(statements, 'write');
}

/** A written view as a batch with `returning` answers it: what a digest counts. */
export type WrittenView = { targetType: ViewTarget['type']; targetId: number; at: number; isUnique: boolean };

/** The rows the first `inserts` answers of a batch with `returning` give (see `batchViewQueries`). */
export function writtenViews(results: { rows: unknown[] }[], inserts: number): WrittenView[] {
  return results.slice(0, inserts).flatMap((result) =>
    (result.rows as unknown as [string, number, number, number][]).map((r) => ({
      targetType: r[0] as ViewTarget['type'],
      targetId: Number(r[1]),
      at: Number(r[2]),
      isUnique: Boolean(r[3]),
    })),
  );
}

/** The company of a dynatag or a card now, from the SQL of its target type and id: null for profiles. */
const companySql = (type: string, id: string) => `case ${type}
    when 'dynatag' then (select company_id from dynatags where id = ${id})
    when 'card' then (select company_id from cards where id = ${id}) end`;
/** The same for a JSON row `alias` (target type, then id). */
const companyOf = (alias: string) => sql.raw(companySql(`${alias}.value ->> 0`, `${alias}.value ->> 1`));

/** The columns a rollup reads, in the order of a group (after target type, id and hour), then its count and firsts. */
const COUNTED = `country, city, latitude, longitude, device, os, browser, source, referrer, utm_source,
  utm_medium, utm_campaign`;
/** The columns of `views` the INSERTs fill, in the order of their SELECT. */
const VIEW_COLUMNS = `target_type, target_id, at, visitor_hash, is_unique, ${COUNTED}, company_id`;
const GROUP_COUNT = 15;
const GROUP_FIRSTS = 16;

/**
 * The rows a batch's rollups are made of, as a WITH clause: a row per group of the batch's views (`groups`) with
 * its count `n` and its unique views, read from the rows just inserted that may be unique (the group's offsets
 * in the batch: the rows of one INSERT get consecutive ids under the write lock, the newest of the table in this
 * transaction); each once for its target (`rt`, `ri`) and once more for its company when it has one: a company's
 * breakdown reads its own rows.
 */
const rollupRows = (count: number, groups: (string | number | null | number[])[][]) => {
  const fields = COUNTED.split(',').map((name, i) => `g.value ->> ${i + 3} as ${name.trim()}`);
  return sql`with base as (select max(id) - ${count} + 1 as id from ${views}),
  batch as (
    select g.value ->> 0 as target_type, g.value ->> 1 as target_id, g.value ->> 2 as at,
      (select count(*) from ${views} where is_unique
        and id in (select (select id from base) + f.value from json_each(g.value -> ${sql.raw(String(GROUP_FIRSTS))}) f)) as is_unique,
      ${sql.raw(fields.join(', '))}, ${companyOf('g')} as company_id, g.value ->> ${sql.raw(String(GROUP_COUNT))} as n
      from json_each(${JSON.stringify(groups)}) g),
  scoped as (select target_type as rt, target_id as ri, * from batch
    union all select 'company', company_id, * from batch where company_id is not null)`;
};

/**
 * Counts one view of a request at once (an app's read with `?count=true`; pages go through the batched counter):
 * the row with its place, device and source, the day and facet rollups, and `bump`, in one batch.
 */
export async function countView(deps: Deps, target: ViewTarget, request: Request, bump?: ViewBump) {
  const visit = visitOf(deps, request);
  if (!visit) return false;
  const view = { target, visit: hashed(visit, deps.config.secret) };
  const statements = batchViewQueries(deps.db, [view], describerFor(deps.config).details);
  await runViewStatements(deps.db, bump ? [...statements, statementOf(bump(deps.db, 1))] : statements);
  return true;
}
