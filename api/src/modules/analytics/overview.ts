// The analysis of an item: its totals, its series and every breakdown against the previous period, and the
// heat map; or one breakdown in full. Every figure from the daily rollups.
import type { Lang } from '@shared/constants';
import { placeName } from '@shared/places';
import type { AnalyticsFacet } from '@shared/schemas/analytics';
import type { Deps } from '../../platform/deps';
import { analysisPeriods, DAILY_SERIES_MAX_DAYS, daysOf, describerFor, type Period } from '../profiles';
import { dayTotals, type FacetRow, facetValues, OVERVIEW_FACETS, placeValues, weekHours } from './rollups';
import type { Scope } from './scope';
import { checkTimeZone } from './time-zone';

type Query = { from?: string; to?: string; tz?: string };

/** Values shown per breakdown in the overview; places (the map) and a single breakdown show more. */
const OVERVIEW_TOP = 10;
const BREAKDOWN_TOP = 100;

/** Places' names by language and place, made once (Intl.DisplayNames and the city's names took a sixth of an answer). */
const placeNames = new Map<string, string>();
function nameOf(lang: Lang, country: string, city: string) {
  const key = `${lang}|${country}|${city}`;
  let name = placeNames.get(key);
  if (name === undefined) {
    name = placeName(lang, country, city) ?? '';
    placeNames.set(key, name);
  }
  return name;
}

/** A place's value is `country|city|latitude|longitude` (view-batch.ts): the map's point, named in `lang`. */
export function placeOf(row: FacetRow, lang: Lang) {
  const [country = '', city = '', latitude = '', longitude = ''] = row.value.split('|');
  const position = (text: string) => (text === '' ? null : Number(text));
  return {
    country,
    city,
    name: nameOf(lang, country, city),
    latitude: position(latitude),
    longitude: position(longitude),
    total: row.total,
    unique: row.unique,
  };
}

function breakdownOf(
  facet: AnalyticsFacet,
  found: { rows: FacetRow[]; known: number },
  total: number,
  top: number,
  lang: Lang,
) {
  const rows = found.rows.slice(0, facet === 'place' ? BREAKDOWN_TOP : top);
  return {
    facet,
    rows,
    ...(facet === 'place' && {
      places: rows.filter((row) => row.total > 0).map((row) => placeOf(row, lang)),
    }),
    unknown: Math.max(0, total - found.known),
    total,
  };
}

/** One breakdown of the period, its top 100 values (for `place` with the map's points). */
export async function breakdown(deps: Deps, scope: Scope, facet: AnalyticsFacet, query: Query, lang: Lang) {
  const { period, previous } = analysisPeriods(query, deps.clock.now());
  if (facet === 'place') {
    const places = await placeValues(deps, scope, period, previous);
    return breakdownOf(facet, places.found, places.total, BREAKDOWN_TOP, lang);
  }
  const days = await dayTotals(deps, scope, period, previous);
  const values = await facetValues(deps, scope, [facet], period, previous, days.byDay);
  const found = values.get(facet) ?? { rows: [], known: 0 };
  return breakdownOf(facet, found, days.totals.total, BREAKDOWN_TOP, lang);
}

/** Everything the dashboard's statistics view shows, in three reads of the rollups run side by side. */
export async function overview(deps: Deps, scope: Scope, query: Query, lang: Lang) {
  const zone = query.tz ?? 'UTC';
  checkTimeZone(zone);
  const { period, previous } = analysisPeriods(query, deps.clock.now());
  // The places need the days' views first (they tell which kept places still hold).
  const days = await dayTotals(deps, scope, period, previous);
  const [values, heatmap] = await Promise.all([
    facetValues(deps, scope, OVERVIEW_FACETS, period, previous, days.byDay),
    weekHours(deps, scope, period, zone),
  ]);
  const breakdowns = OVERVIEW_FACETS.map((facet) =>
    breakdownOf(facet, values.get(facet) ?? { rows: [], known: 0 }, days.totals.total, OVERVIEW_TOP, lang),
  );
  return {
    item: { type: scope.type, id: scope.id, name: scope.name },
    period,
    previous,
    totals: days.totals,
    previousTotals: days.previousTotals,
    series: seriesOf(period, previous, days.byDay),
    breakdowns,
    heatmap,
    hasPlaces: describerFor(deps.config).hasPlaces,
  };
}

/**
 * A point per day (or per month of the period beyond 366 days), each with the previous period's views at the
 * same place: day i of the period beside day i of the one before.
 */
export function seriesOf(
  period: Period,
  previous: Period,
  byDay: Map<string, { total: number; unique: number }>,
) {
  const days = daysOf(period);
  const before = daysOf(previous);
  const monthly = period.days > DAILY_SERIES_MAX_DAYS;
  const points: { day: string; total: number; unique: number; previous: number }[] = [];
  days.forEach((day, i) => {
    const key = monthly ? day.slice(0, 7) : day;
    const now = byDay.get(day);
    const then = byDay.get(before[i])?.total ?? 0;
    let point = points[points.length - 1];
    if (!point || point.day !== key) {
      point = { day: key, total: 0, unique: 0, previous: 0 };
      points.push(point);
    }
    point.total += now?.total ?? 0;
    point.unique += now?.unique ?? 0;
    point.previous += then;
  });
  return points;
}
