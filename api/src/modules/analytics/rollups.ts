// Reads of the daily rollups (view_days, view_facets) for a scope: the period and the one before it in one
// pass each, so the comparison costs no second query.
import { PLACE_SPAN_DAYS, viewDays, viewFacetMonths, viewFacets } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { ANALYTICS_FACETS, type AnalyticsFacet } from '@shared/schemas/analytics';
import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { type Period, utcDay } from '../profiles';
import { periodPlaces } from './place-cache';
import type { Scope } from './scope';
import { offsetSpans } from './time-zone';

type Table = typeof viewDays | typeof viewFacets | typeof viewFacetMonths;

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
  // A plain statement, not the query builder: its building was a tenth of a kept place breakdown's time.
  const rows = await deps.db.all<{ day: string; total: number; unique: number }>(
    sql`select day, total, "unique" from view_days where ${ofScope(viewDays, scope)}
      and day between ${previous.from} and ${period.to}`,
  );
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
 * A period as its whole months (read from the month rollups) and the days at its ends (from the day rollups):
 * a year is eleven or twelve months and at most two part-months of days, whatever the day it starts.
 */
export function monthsAndDays(period: Period): { months: [string, string] | null; days: [string, string][] } {
  const { from, to } = period;
  const firstFull = from.endsWith('-01') ? from.slice(0, 7) : shiftMonth(from.slice(0, 7), 1);
  const lastFull = to === lastDayOf(to.slice(0, 7)) ? to.slice(0, 7) : shiftMonth(to.slice(0, 7), -1);
  if (firstFull > lastFull) return { months: null, days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < `${firstFull}-01`) days.push([from, lastDayOf(shiftMonth(firstFull, -1))]);
  if (to > lastDayOf(lastFull)) days.push([`${shiftMonth(lastFull, 1)}-01`, to]);
  return { months: [firstFull, lastFull], days };
}

function shiftMonth(month: string, by: number): string {
  const at = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return at.toISOString().slice(0, 7);
}
const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The facet rollup rows of one period, each marked as of the period (1) or of the one before (0). */
function periodRows(scope: Scope, facets: SQL, period: Period, current: 0 | 1): SQL[] {
  const { months, days } = monthsAndDays(period);
  const rows = days.map(
    ([from, to]) => sql`select ${viewFacets.facet} as facet, ${viewFacets.value} as value,
      ${viewFacets.total} as total, ${viewFacets.unique} as "unique", ${current} as current
      from ${viewFacets} where ${ofScope(viewFacets, scope)} and ${viewFacets.facet} in ${facets}
      and ${viewFacets.day} between ${from} and ${to}`,
  );
  if (months) {
    const m = viewFacetMonths;
    rows.push(sql`select ${m.facet} as facet, ${m.value} as value, ${m.total} as total, ${m.unique} as "unique",
      ${current} as current from ${m} where ${ofScope(m, scope)} and ${m.facet} in ${facets}
      and ${m.month} between ${months[0]} and ${months[1]}`);
  }
  return rows;
}

const LONGEST_SPAN = PLACE_SPAN_DAYS[PLACE_SPAN_DAYS.length - 1];

/**
 * A period as the spans of the place rollups (view_place_spans: 2, 4, … 1024 days, each starting on a multiple of
 * its length in days since 1970-01-01) and single days (`days` 1, from view_facets): from its first day on, each
 * time the longest span that starts there and ends within the period. At most two spans of each length: 30 days
 * are about six pieces, a year about ten, whatever the days they start and end.
 */
export function placePieces(period: Period): { days: number; day: string }[] {
  const pieces: { days: number; day: string }[] = [];
  let day = Date.parse(`${period.from}T00:00:00Z`) / DAY_MS;
  const last = day + period.days - 1;
  while (day <= last) {
    let days = LONGEST_SPAN;
    while (days > 1 && (day % days !== 0 || day + days - 1 > last)) days /= 2;
    pieces.push({ days, day: utcDay(day * DAY_MS) });
    day += days;
  }
  return pieces;
}

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
  byDay: Map<string, { total: number; unique: number }>,
) {
  // Places from their pieces, kept in memory while their days' views (`byDay`, from dayTotals) stay the same
  // (place-cache.ts); the other facets, a few values each, from days and months.
  const others = facets.filter((facet) => facet !== 'place');
  const names = sql`(${sql.join(
    others.map((facet) => sql`${facet}`),
    sql`, `,
  )})`;
  type Summed = { facet: string; value: string; total: number; unique: number; previous: number };
  const summed = (facet: SQL, parts: SQL[], by: SQL) =>
    deps.db.all<Summed>(
      sql`select ${facet} as facet, value, coalesce(sum(case when current then total end), 0) as total,
        coalesce(sum(case when current then "unique" end), 0) as "unique",
        coalesce(sum(case when current then 0 else total end), 0) as previous
        from (${sql.join(parts, sql` union all `)}) group by ${by}`,
    );
  const rows: Summed[] = [];
  if (others.length) {
    const parts = [...periodRows(scope, names, period, 1), ...periodRows(scope, names, previous, 0)];
    rows.push(...(await summed(sql`facet`, parts, sql`facet, value`)));
  }
  if (others.length < facets.length) {
    const pieces = { previous: placePieces(previous), period: placePieces(period) };
    for (const row of (await periodPlaces(deps, scope, pieces, byDay)).rows)
      rows.push({ facet: 'place', ...row });
  }
  const byFacet = new Map<AnalyticsFacet, { rows: FacetRow[]; known: number }>(
    facets.map((facet) => [facet, { rows: [], known: 0 }]),
  );
  for (const { facet, ...row } of rows) {
    const found = byFacet.get(facet as AnalyticsFacet);
    if (!found) continue;
    found.rows.push(row);
    found.known += row.total;
  }
  for (const found of byFacet.values()) found.rows.sort(mostFirst);
  return byFacet;
}

const mostFirst = (a: FacetRow, b: FacetRow) =>
  b.total - a.total || b.previous - a.previous || (a.value < b.value ? -1 : 1);

/**
 * The place breakdown alone: the places as facetValues gives them, and the period's views, summed per piece of
 * view_days by SQLite (the pieces' stamps) rather than read day by day (730 rows for a year and the one before).
 */
export async function placeValues(deps: Deps, scope: Scope, period: Period, previous: Period) {
  const pieces = { previous: placePieces(previous), period: placePieces(period) };
  const { rows, total } = await periodPlaces(deps, scope, pieces);
  rows.sort(mostFirst);
  return { found: { rows, known: rows.reduce((n, row) => n + row.total, 0) }, total };
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
