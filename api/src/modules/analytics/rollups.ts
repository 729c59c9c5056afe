// Reads of the daily rollups (view_days, view_facets) for a scope: the period and the one before it in one
// pass each, so the comparison costs no second query.
import { viewDays, viewFacets } from '@db/schema';
import { ANALYTICS_FACETS, type AnalyticsFacet } from '@shared/schemas/analytics';
import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Period } from './period';
import type { Scope } from './scope';
import { offsetSpans } from './time-zone';

type Table = typeof viewDays | typeof viewFacets;

/** The rollup rows of the scope (one target, a company's own rows, or each tag of a folder). */
const ofScope = (table: Table, scope: Scope): SQL => {
  const ids = scope.rollupIds;
  const id = ids.length === 1 ? eq(table.targetId, ids[0]) : inArray(table.targetId, ids.length ? ids : [-1]);
  return and(eq(table.targetType, scope.rollupType), id) as SQL;
};

export type Counts = { total: number; unique: number; returning: number };
const counts = (total: number, unique: number): Counts => ({ total, unique, returning: total - unique });

/** The views of each day of both periods, and the totals of each. */
export async function dayTotals(deps: Deps, scope: Scope, period: Period, previous: Period) {
  const rows = await deps.db
    .select({ day: viewDays.day, total: viewDays.total, unique: viewDays.unique })
    .from(viewDays)
    .where(and(ofScope(viewDays, scope), between(viewDays.day, previous.from, period.to)));
  const byDay = new Map<string, { total: number; unique: number }>();
  let [total, unique, previousTotal, previousUnique] = [0, 0, 0, 0];
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (day) {
      day.total += row.total;
      day.unique += row.unique;
    } else byDay.set(row.day, { total: row.total, unique: row.unique });
    if (row.day >= period.from) {
      total += row.total;
      unique += row.unique;
    } else {
      previousTotal += row.total;
      previousUnique += row.unique;
    }
  }
  return { byDay, totals: counts(total, unique), previousTotals: counts(previousTotal, previousUnique) };
}

export type FacetRow = { value: string; total: number; unique: number; previous: number };

/**
 * Each value of the facets in the period, with its views of the previous period, most views first; and what
 * the period's views with a value add up to (the rest have none: an unknown place or browser).
 */
export async function facetValues(
  deps: Deps,
  scope: Scope,
  facets: readonly AnalyticsFacet[],
  period: Period,
  previous: Period,
) {
  const inPeriod = sql`${viewFacets.day} >= ${period.from}`;
  const total = sql<number>`coalesce(sum(case when ${inPeriod} then ${viewFacets.total} end), 0)`;
  const rows = await deps.db
    .select({
      facet: viewFacets.facet,
      value: viewFacets.value,
      total,
      unique: sql<number>`coalesce(sum(case when ${inPeriod} then ${viewFacets.unique} end), 0)`,
      previous: sql<number>`coalesce(sum(case when ${viewFacets.day} < ${period.from} then ${viewFacets.total} end), 0)`,
    })
    .from(viewFacets)
    .where(
      and(
        ofScope(viewFacets, scope),
        facets.length === 1 ? eq(viewFacets.facet, facets[0]) : inArray(viewFacets.facet, [...facets]),
        between(viewFacets.day, previous.from, period.to),
      ),
    )
    .groupBy(viewFacets.facet, viewFacets.value);
  const byFacet = new Map<AnalyticsFacet, { rows: FacetRow[]; known: number }>(
    facets.map((facet) => [facet, { rows: [], known: 0 }]),
  );
  for (const { facet, ...row } of rows) {
    const found = byFacet.get(facet as AnalyticsFacet);
    if (!found) continue;
    found.rows.push(row);
    found.known += row.total;
  }
  for (const found of byFacet.values()) {
    found.rows.sort((a, b) => b.total - a.total || b.previous - a.previous || (a.value < b.value ? -1 : 1));
  }
  return byFacet;
}

/** The facets of an overview: every breakdown but the hour (the heat map). */
export const OVERVIEW_FACETS = ANALYTICS_FACETS;

/**
 * Views per weekday (Monday first) and hour in the reader's time zone: the hour rollups (UTC) grouped by UTC
 * weekday, hour and the zone's offset on that day (one group per span of days with one offset), then moved by
 * the offset. Exact but for the hours around a daylight-saving change; a zone off UTC by a part of an hour is
 * placed by its whole hours.
 */
export async function weekHours(deps: Deps, scope: Scope, period: Period, zone: string) {
  const spans = offsetSpans(zone, period);
  const changes = spans.slice(1).reverse();
  const offset = changes.length
    ? sql.join(
        [
          sql`case`,
          ...changes.map((span) => sql`when ${viewFacets.day} >= ${span.from} then ${span.offset}`),
          sql`else ${spans[0].offset} end`,
        ],
        sql` `,
      )
    : sql`${spans[0].offset}`;
  const rows = await deps.db
    .select({
      offset: sql<number>`${offset}`,
      weekday: sql<number>`cast(strftime('%w', ${viewFacets.day}) as integer)`,
      hour: sql<number>`cast(${viewFacets.value} as integer)`,
      total: sql<number>`sum(${viewFacets.total})`,
    })
    .from(viewFacets)
    .where(
      and(
        ofScope(viewFacets, scope),
        eq(viewFacets.facet, 'hour'),
        between(viewFacets.day, period.from, period.to),
      ),
    )
    .groupBy(sql`1`, sql`2`, sql`3`);
  const grid = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  const week = 7 * 24;
  for (const row of rows) {
    // Hours since Monday 00:00 UTC (strftime's %w counts from Sunday), moved into the zone.
    const utcHour = ((row.weekday + 6) % 7) * 24 + row.hour;
    const local = (((utcHour + Math.floor(row.offset / 60)) % week) + week) % week;
    grid[Math.floor(local / 24)][local % 24] += row.total;
  }
  return grid;
}
