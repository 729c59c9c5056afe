// The clicks on a person's own links in a profile's statistics (issue 32): per link and per source for the asked
// period, read from the same rollups as views (view_days for the totals, view_facets' `source` rows), where the
// view writer puts each click as a view of target type `link`.
import { profileLinks, viewDays, viewFacets } from '@db/schema';
import { and, asc, eq, gte, inArray, lte, sum } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { type StatsQueryInput, statsPeriod } from './view-statistics';
import type { Source } from './visit-details';

export const CLICK_SOURCES: Source[] = ['qr', 'nfc', 'referrer', 'direct'];
type BySource = Record<Source, number>;
const noSources = (): BySource => ({ qr: 0, nfc: 0, referrer: 0, direct: 0 });

export type LinkClicks = {
  total: number;
  unique: number;
  bySource: BySource;
  links: {
    id: number;
    label: string;
    url: string;
    featured: boolean;
    total: number;
    unique: number;
    bySource: BySource;
  }[];
};

/**
 * The clicks of the profile's current links in the period of `query` (the links in their order; a removed link's
 * clicks go with it). `unique`: visitors per link and UTC day, summed as views' are.
 */
export async function linkClicks(deps: Deps, profileId: number, query: StatsQueryInput): Promise<LinkClicks> {
  const { from, to } = statsPeriod(query, deps.clock.now());
  const links = await deps.db
    .select()
    .from(profileLinks)
    .where(eq(profileLinks.profileId, profileId))
    .orderBy(asc(profileLinks.position), asc(profileLinks.id));
  const ids = links.map((l) => l.id);
  const inPeriod = (day: typeof viewDays.day | typeof viewFacets.day) =>
    and(from ? gte(day, from) : undefined, lte(day, to));
  const [days, sources] = ids.length
    ? await Promise.all([
        deps.db
          .select({ id: viewDays.targetId, total: sum(viewDays.total), unique: sum(viewDays.unique) })
          .from(viewDays)
          .where(
            and(eq(viewDays.targetType, 'link'), inArray(viewDays.targetId, ids), inPeriod(viewDays.day)),
          )
          .groupBy(viewDays.targetId),
        deps.db
          .select({ id: viewFacets.targetId, source: viewFacets.value, total: sum(viewFacets.total) })
          .from(viewFacets)
          .where(
            and(
              eq(viewFacets.targetType, 'link'),
              inArray(viewFacets.targetId, ids),
              eq(viewFacets.facet, 'source'),
              inPeriod(viewFacets.day),
            ),
          )
          .groupBy(viewFacets.targetId, viewFacets.value),
      ])
    : [[], []];
  const result: LinkClicks = { total: 0, unique: 0, bySource: noSources(), links: [] };
  for (const link of links) {
    const day = days.find((d) => d.id === link.id);
    const bySource = noSources();
    for (const row of sources) {
      if (row.id !== link.id || !(CLICK_SOURCES as string[]).includes(row.source)) continue;
      bySource[row.source as Source] += Number(row.total ?? 0);
      result.bySource[row.source as Source] += Number(row.total ?? 0);
    }
    const total = Number(day?.total ?? 0);
    const unique = Number(day?.unique ?? 0);
    result.total += total;
    result.unique += unique;
    result.links.push({
      id: link.id,
      label: link.label,
      url: link.url,
      featured: link.featured,
      total,
      unique,
      bySource,
    });
  }
  return result;
}
