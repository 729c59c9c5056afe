// A company's overview (issue 32): one page of the dashboard with its views this period against the last (its
// tags and NFC cards, as the company's statistics, and its colleagues' card pages that show it), the scans
// among them, the most viewed colleagues and tags, and the map of places. Every figure from the daily rollups,
// with the analytics' own reads (dayTotals, facetValues) over two scopes: the company's rows and the profiles'.
import { dynatags, memberships, profileCompanies, profiles, users, viewDays } from '@db/schema';
import type { Lang } from '@shared/constants';
import { and, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { analysisPeriods, type Period } from '../profiles';
import { placeOf, seriesOf } from './overview';
import { type Counts, dayTotals, type FacetRow, facetValues } from './rollups';
import { resolveScope, type Scope } from './scope';

/** Colleagues and tags listed as the most viewed. */
const TOP = 5;

/** The change from `before` to `now` in whole percent; null when there was nothing before. */
export const changeOf = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 100);

const figure = (now: number, before: number) => ({ now, before, change: changeOf(now, before) });

const add = (a: Counts, b: Counts): Counts => ({
  total: a.total + b.total,
  unique: a.unique + b.unique,
  returning: a.returning + b.returning,
});

/** The profiles of the company's people that show the company on their card page. */
async function colleagueProfiles(deps: Deps, companyId: number) {
  return deps.db
    .select({
      id: profiles.id,
      shortId: profiles.shortId,
      // A profile without a name of its own shows its owner's.
      name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), nullif(${users.fullName}, ''), ${profiles.label})`,
    })
    .from(profileCompanies)
    .innerJoin(memberships, eq(memberships.id, profileCompanies.membershipId))
    .innerJoin(profiles, eq(profiles.id, profileCompanies.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(memberships.companyId, companyId), inArray(memberships.state, ['colleague', 'owner'])));
}

/** Views per target of one type in both periods, most viewed in the period first. */
async function viewsByTarget(
  deps: Deps,
  type: 'profile' | 'dynatag',
  ids: number[],
  period: Period,
  previous: Period,
) {
  if (!ids.length) return [];
  const now = sql<number>`coalesce(sum(case when ${viewDays.day} >= ${period.from} then ${viewDays.total} end), 0)`;
  return deps.db
    .select({
      id: viewDays.targetId,
      total: now,
      previous: sql<number>`coalesce(sum(case when ${viewDays.day} < ${period.from} then ${viewDays.total} end), 0)`,
    })
    .from(viewDays)
    .where(
      and(
        eq(viewDays.targetType, type),
        inArray(viewDays.targetId, ids),
        between(viewDays.day, previous.from, period.to),
      ),
    )
    .groupBy(viewDays.targetId)
    .orderBy(desc(now), viewDays.targetId)
    .limit(TOP);
}

const sources = (found: Map<string, { rows: FacetRow[] }>) => {
  const rows = found.get('source')?.rows ?? [];
  const scans = rows.filter((row) => row.value === 'qr' || row.value === 'nfc');
  return {
    now: scans.reduce((sum, row) => sum + row.total, 0),
    before: scans.reduce((sum, row) => sum + row.previous, 0),
  };
};

/** GET api/v1/analytics/companies/{companyId}/overview (owners). */
export async function companyOverview(
  deps: Deps,
  user: { id: number; shortId: string },
  companyShortId: string,
  query: { from?: string; to?: string },
  lang: Lang,
) {
  const company = await resolveScope(deps, user, 'company', companyShortId);
  const companyId = company.rollupIds[0];
  const { period, previous } = analysisPeriods(query, deps.clock.now());
  const [people, tags] = await Promise.all([
    colleagueProfiles(deps, companyId),
    deps.db
      .select({ id: dynatags.id, shortId: dynatags.shortId, name: dynatags.name })
      .from(dynatags)
      .where(eq(dynatags.companyId, companyId)),
  ]);
  const cards: Scope = {
    ...company,
    rollupType: 'profile',
    rollupIds: [...new Set(people.map((p) => p.id))],
  };
  // The place breakdown is kept per piece while its days' totals stay the same (place-cache.ts): each scope's
  // facets are read with that scope's days.
  const [ownDays, cardDays] = await Promise.all([
    dayTotals(deps, company, period, previous),
    dayTotals(deps, cards, period, previous),
  ]);
  const [ownFacets, cardFacets, topPeople, topTags] = await Promise.all([
    facetValues(deps, company, ['source', 'place'], period, previous, ownDays.byDay),
    facetValues(deps, cards, ['source', 'place'], period, previous, cardDays.byDay),
    viewsByTarget(deps, 'profile', cards.rollupIds, period, previous),
    viewsByTarget(
      deps,
      'dynatag',
      tags.map((tag) => tag.id),
      period,
      previous,
    ),
  ]);
  const totals = add(ownDays.totals, cardDays.totals);
  const before = add(ownDays.previousTotals, cardDays.previousTotals);
  const byDay = new Map(ownDays.byDay);
  for (const [day, counts] of cardDays.byDay) {
    const known = byDay.get(day);
    byDay.set(
      day,
      known ? { total: known.total + counts.total, unique: known.unique + counts.unique } : counts,
    );
  }
  const scans = [sources(ownFacets), sources(cardFacets)];
  const places = new Map<string, FacetRow>();
  for (const row of [...(ownFacets.get('place')?.rows ?? []), ...(cardFacets.get('place')?.rows ?? [])]) {
    const known = places.get(row.value);
    places.set(
      row.value,
      known ? { ...known, total: known.total + row.total, unique: known.unique + row.unique } : row,
    );
  }
  const personOf = new Map(people.map((p) => [p.id, p]));
  const tagOf = new Map(tags.map((tag) => [tag.id, tag]));
  return {
    company: { id: companyShortId, name: company.name },
    period,
    previous,
    views: figure(totals.total, before.total),
    visitors: figure(totals.unique, before.unique),
    scans: figure(scans[0].now + scans[1].now, scans[0].before + scans[1].before),
    series: seriesOf(period, previous, byDay),
    topCards: topPeople.map((row) => {
      const person = personOf.get(row.id);
      return {
        id: person?.shortId ?? '',
        name: person?.name ?? '',
        ...figure(row.total, row.previous),
      };
    }),
    topTags: topTags.map((row) => ({
      id: tagOf.get(row.id)?.shortId ?? '',
      name: tagOf.get(row.id)?.name ?? '',
      ...figure(row.total, row.previous),
    })),
    places: [...places.values()]
      .filter((row) => row.total > 0)
      .sort((a, b) => b.total - a.total)
      .slice(0, 100)
      .map((row) => placeOf(row, lang)),
  };
}
