import { viewDays, viewFacetMonths, viewFacets, views } from '@db/schema';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { geoLookupFor } from '../../platform/geo';
import type { ViewBump, ViewTarget } from './views';
import { detailsOf, type VisitDetails } from './visit-details';
import { type Visit, visitOf } from './visits';

type Db = Deps['db'];
/** A view waiting to be written: what was viewed, and the visit (time, UTC day, visitor hash). */
export type PendingView = { target: ViewTarget; visit: Visit };
/** A visit's place, device and source (visit-details.ts); without a lookup, only what the visit itself says. */
export type Describe = (visit: Visit) => VisitDetails;
const noPlaces: Describe = (visit) => detailsOf(visit.request, () => null, '');

/** How this server describes visits: its GeoLite2 database (GEOIP_DB) and its own host (links within are direct). */
export function describerFor(deps: Deps): { details: Describe; hasPlaces: boolean } {
  const geo = geoLookupFor(deps.config.geoipDb);
  const ownHost = new URL(deps.config.publicUrl).hostname;
  return {
    details: (visit) => detailsOf(visit.request, geo.lookup, ownHost),
    hasPlaces: geo.source !== null,
  };
}

/**
 * The facets a breakdown reads (view_facets), each from the views rows of the batch: the column, or an
 * expression, that gives its value. `place` keeps the city's coordinates for the map; `hour` is the UTC hour.
 */
const FACETS: [facet: string, value: string][] = [
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

/**
 * The two statements that write many views at once, whoever made them (the counter's batch of scans):
 * - one INSERT of a `views` row per visit, in order, from a single JSON parameter. A row is unique when it
 *   is its visitor's first of the batch for that target and day and the visitor had not viewed the target
 *   earlier that day (their latest view is before the day began: one index step). SQLite runs the SELECT of
 *   an INSERT that reads its own table to the end before inserting, so the rows of this batch are not seen.
 * - one upsert of the day rollups (total, and unique from those rows), per target and day, and one of the
 *   facet rollups, read back from the rows just inserted (`rollupRows`); a dynatag's or card's views count for
 *   its company too.
 * The same rows and rollups as `viewQueries` per visitor, in two statements however many visitors there are:
 * per-visitor statements cost ~190 µs of CPU a view when each scan is a different visitor.
 */
export function batchViewQueries(
  db: Db,
  pending: readonly PendingView[],
  detailsOfVisit: Describe = noPlaces,
) {
  if (!pending.length) throw new Error('batchViewQueries needs at least one view');
  const seen = new Set<string>();
  const rows = pending.map(({ target, visit }) => {
    const key = `${target.type} ${target.id} ${visit.day} ${visit.hash}`;
    const isFirst = !seen.has(key);
    seen.add(key);
    const d = detailsOfVisit(visit);
    return [
      target.type,
      target.id,
      visit.at,
      visit.hash,
      isFirst ? 1 : 0,
      Date.parse(`${visit.day}T00:00:00Z`),
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
  });
  const latestView = sql`(select w.at from ${views} w
    where w.target_type = v.value ->> 0 and w.target_id = v.value ->> 1 and w.visitor_hash = v.value ->> 3
    order by w.id desc limit 1)`;
  // The company of a dynatag or a card now: its raw views and its own rollups (below).
  const companyOf = sql`case v.value ->> 0
    when 'dynatag' then (select company_id from dynatags where id = v.value ->> 1)
    when 'card' then (select company_id from cards where id = v.value ->> 1) end`;
  const insertViews = db.insert(views).select(
    sql`select null, v.value ->> 0, v.value ->> 1, v.value ->> 2, v.value ->> 3,
      case when v.value ->> 4 = 1 then coalesce(${latestView}, 0) < v.value ->> 5 else 0 end,
      v.value ->> 6, v.value ->> 7, v.value ->> 8, v.value ->> 9, v.value ->> 10, v.value ->> 11, v.value ->> 12,
      v.value ->> 13, v.value ->> 14, v.value ->> 15, v.value ->> 16, v.value ->> 17, ${companyOf}
      from json_each(${JSON.stringify(rows)}) v order by v.key`,
  );
  const rollups = rollupRows(rows.length);
  const upsertDays = db
    .insert(viewDays)
    .select(
      sql`${rollups} select rt, ri, strftime('%Y-%m-%d', at / 1000, 'unixepoch'), count(*), sum(is_unique)
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
            ${sql.raw(value)} as value, count(*), sum(is_unique)
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
  return [insertViews, upsertDays, upsertFacets, upsertMonths] as const;
}

/**
 * The rows a batch's rollups are made of, as a WITH clause: the batch's rows (the rows of one INSERT get
 * consecutive ids under the write lock, and they are the newest of the table in this transaction; NOT INDEXED:
 * else the planner walks an index of the whole table, not the batch's id range), each once for its target
 * (`rt`, `ri`) and once more for its company when it has one: a company's breakdown reads its own rows.
 */
const rollupRows = (count: number) => sql`with batch as (
    select * from ${views} not indexed where id > (select max(id) from ${views}) - ${count}),
  scoped as (select target_type as rt, target_id as ri, * from batch
    union all select 'company', company_id, * from batch where company_id is not null)`;

/**
 * Counts one view of a request at once (an app's read with `?count=true`; pages go through the batched counter):
 * the row with its place, device and source, the day and facet rollups, and `bump`, in one batch.
 */
export async function countView(deps: Deps, target: ViewTarget, request: Request, bump?: ViewBump) {
  const visit = visitOf(deps, request);
  if (!visit) return false;
  const queries = batchViewQueries(deps.db, [{ target, visit }], describerFor(deps).details);
  await (bump ? deps.db.batch([...queries, bump(deps.db, 1)]) : deps.db.batch(queries));
  return true;
}
