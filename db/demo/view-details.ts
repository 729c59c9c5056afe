// The demo's views as the view writer records them (issue 22): each view with its time, place, device and source,
// so the statistics dialog's map, heat map, breakdowns and single views have a story to tell. Written through the
// real writer (batchViewQueries: rows, day, facet and month rollups, a tag's company's own rollups); the visitor
// hashes are labelled demo-… and never collide with a real one (a real hash is hex).
import { viewDays, viewFacetMonths, viewFacets, viewPlaceSpans, views } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import {
  batchViewQueries,
  type HashedVisit,
  type PendingView,
  runViewStatements,
  type ViewTarget,
  type VisitDetails,
} from '../../api/src/modules/profiles';
import type { Deps } from '../../api/src/platform/deps';

/** Where the demo's visitors are: mostly the fair's city, then the Nordic capitals and a few further away. */
const PLACES = [
  { country: 'SE', city: 'Gothenburg', latitude: 57.71, longitude: 11.97, weight: 8 },
  { country: 'SE', city: 'Stockholm', latitude: 59.33, longitude: 18.07, weight: 5 },
  { country: 'SE', city: 'Malmö', latitude: 55.6, longitude: 13.0, weight: 3 },
  { country: 'NO', city: 'Oslo', latitude: 59.91, longitude: 10.75, weight: 2 },
  { country: 'FI', city: 'Helsinki', latitude: 60.17, longitude: 24.94, weight: 2 },
  { country: 'DK', city: 'Copenhagen', latitude: 55.68, longitude: 12.57, weight: 2 },
  { country: 'DE', city: 'Hamburg', latitude: 53.55, longitude: 9.99, weight: 1 },
  { country: 'GB', city: 'London', latitude: 51.51, longitude: -0.13, weight: 1 },
];
const AGENTS = [
  { device: 'mobile', os: 'iOS', browser: 'Mobile Safari', weight: 9 },
  { device: 'mobile', os: 'Android', browser: 'Chrome', weight: 6 },
  { device: 'desktop', os: 'Windows', browser: 'Edge', weight: 3 },
  { device: 'desktop', os: 'macOS', browser: 'Safari', weight: 1 },
  { device: 'tablet', os: 'iPadOS', browser: 'Mobile Safari', weight: 1 },
];
const SOURCES = [
  { source: 'qr', referrer: null, utm: null, weight: 10 },
  { source: 'nfc', referrer: null, utm: null, weight: 4 },
  { source: 'referrer', referrer: 'www.linkedin.com', utm: null, weight: 2 },
  { source: 'direct', referrer: null, utm: ['newsletter', 'email', 'autumn-fair'], weight: 2 },
  { source: 'direct', referrer: null, utm: null, weight: 2 },
] as const;
/** Busier in office hours (UTC, a little before Swedish time). */
const HOURS = [7, 8, 8, 9, 9, 10, 11, 11, 12, 13, 13, 14, 15, 16, 17, 19];

/** The `n`th pick of a weighted list, spread evenly and always the same for the same `n`. */
function pick<T extends { weight: number }>(list: readonly T[], n: number): T {
  const sum = list.reduce((s, x) => s + x.weight, 0);
  let k = (n * 7919) % sum;
  for (const item of list) {
    if (k < item.weight) return item;
    k -= item.weight;
  }
  return list[0];
}

/** A view's details, by its number: deterministic, so a re-seed gives the same story. */
function detailsOf(n: number): VisitDetails {
  const place = pick(PLACES, n);
  const agent = pick(AGENTS, n + 3);
  const from = pick(SOURCES, n + 5);
  return {
    country: place.country,
    city: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
    device: agent.device,
    os: agent.os,
    browser: agent.browser,
    source: from.source,
    referrer: from.referrer,
    utmSource: from.utm?.[0] ?? null,
    utmMedium: from.utm?.[1] ?? null,
    utmCampaign: from.utm?.[2] ?? null,
  };
}

/** Views per batch: one JSON parameter each, well within SQLite's limits. */
const CHUNK = 500;

/**
 * Replaces the target's views with `days` (each day's total and unique visitors) of views with details, at
 * office hours up to `now`. The target's own rows and rollups go first; a company's rollups are cleared by the
 * caller once for all of its tags (clearCompanyViews).
 */
export async function writeDemoViews(
  deps: Deps,
  target: ViewTarget,
  days: { day: string; total: number; unique: number }[],
  now: number,
) {
  const own = (table: typeof viewDays | typeof viewFacets | typeof viewFacetMonths | typeof viewPlaceSpans) =>
    deps.db.delete(table).where(and(eq(table.targetType, target.type), eq(table.targetId, target.id)));
  await deps.db.batch([
    deps.db.delete(views).where(and(eq(views.targetType, target.type), eq(views.targetId, target.id))),
    own(viewDays),
    own(viewFacets),
    own(viewFacetMonths),
    own(viewPlaceSpans),
  ]);
  const pending: PendingView[] = [];
  const details = new Map<HashedVisit, VisitDetails>();
  let n = target.id * 1000;
  for (const { day, total, unique } of days) {
    const start = Date.parse(`${day}T00:00:00Z`);
    const visitors = Math.max(1, Math.min(unique, total));
    for (let i = 0; i < total; i++) {
      const hour = HOURS[(n + i) % HOURS.length];
      const at = Math.max(start, Math.min(start + hour * 3_600_000 + ((i * 137) % 3_600) * 1000, now - 1000));
      // The first `visitors` views are each a visitor's first; the rest come back, as the counter would see.
      const visit: HashedVisit = { at, day, hash: `demo-${target.type}-${target.id}-${day}-${i % visitors}` };
      details.set(visit, detailsOf(n + (i % visitors)));
      pending.push({ target, visit });
    }
    n += total;
  }
  // In time order, as the counter writes them (a visitor's first view of the day is the one marked unique).
  pending.sort((a, b) => a.visit.at - b.visit.at);
  for (let i = 0; i < pending.length; i += CHUNK) {
    const chunk = pending.slice(i, i + CHUNK);
    await runViewStatements(
      deps.db,
      batchViewQueries(deps.db, chunk, (visit) => details.get(visit) as VisitDetails),
    );
  }
  return pending.length;
}

/** Clears a company's own rollups before its tags' demo views are written again (they add up into them). */
export async function clearCompanyViews(deps: Deps, companyId: number) {
  const own = (table: typeof viewDays | typeof viewFacets | typeof viewFacetMonths | typeof viewPlaceSpans) =>
    deps.db.delete(table).where(and(eq(table.targetType, 'company'), eq(table.targetId, companyId)));
  await deps.db.batch([own(viewDays), own(viewFacets), own(viewFacetMonths), own(viewPlaceSpans)]);
}
