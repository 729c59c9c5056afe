import { useStore } from '@nanostores/react';
import type { AnalyticsFacet } from '@shared/schemas/analytics';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTagsT } from '../dynatags/list/i18n';
import { $uiLang } from '../stores/prefs';
import { Spinner } from '../ui/parts';
import { bucketSeries, grainOf, hourTotals, type Overview } from './analytics-model';
import { BarList } from './BarList';
import { HeatMap } from './HeatMap';
import { HourBars } from './HourBars';
import { type AnalyticsKey, useAnalyticsT } from './i18n';
import { bucketLabel, type Choice, tickLabel } from './period';
import { StatsTable } from './StatsTable';
import { Totals } from './Totals';
import { ViewsChart } from './ViewsChart';

// Leaflet comes with the map's own chunk, loaded when a period with places is shown.
const PlacesMap = lazy(() => import('./PlacesMap'));

/** The bar lists, in the order a marketer reads them: how they came, on what, from where, from which link. */
const SECTIONS: [AnalyticsFacet, AnalyticsKey][] = [
  ['source', 'sectionSources'],
  ['device', 'sectionDevices'],
  ['os', 'sectionSystems'],
  ['browser', 'sectionBrowsers'],
  ['country', 'sectionCountries'],
  ['place', 'sectionCities'],
  ['referrer', 'sectionReferrers'],
  ['utm_campaign', 'sectionUtmCampaign'],
  ['utm_source', 'sectionUtmSource'],
  ['utm_medium', 'sectionUtmMedium'],
];

/**
 * An analysis of one period: totals with the change against the period before, the views chart with the previous
 * period as a muted line, the map, the weekday × hour heat map, and every breakdown as bars with their numbers.
 */
export function AnalyticsOverview({
  overview,
  choice,
  timeZone,
  query,
}: {
  overview: Overview;
  /** The overview's query, for a breakdown's whole list. */
  query: string;
  choice: Choice;
  timeZone: string;
}) {
  const t = useAnalyticsT();
  const tt = useTagsT();
  const lang = useStore($uiLang);
  const comparable = choice.period !== 'all';
  const series = useMemo(() => bucketSeries(overview.series, grainOf(choice)), [overview, choice]);
  const labels = useMemo(() => series.map((p) => bucketLabel(p.key, lang)), [series, lang]);
  const ticks = useMemo(() => series.map((p) => tickLabel(p.key, lang)), [series, lang]);
  const names = useMemo(
    () => ({ when: tt('statsColWhen'), total: tt('statsTotal'), unique: tt('statsUnique') }),
    [tt],
  );
  const previous = useMemo(
    () => (comparable ? { name: t('chartPrevious'), values: series.map((p) => p.previous) } : undefined),
    [comparable, series, t],
  );
  const number = useCallback((n: number) => n.toLocaleString(lang), [lang]);
  const hours = useMemo(() => hourTotals(overview.heatmap), [overview]);
  const byFacet = new Map(overview.breakdowns.map((b) => [b.facet, b]));
  const places = byFacet.get('place')?.places ?? [];

  return (
    <div className="space-y-4">
      <Totals overview={overview} comparable={comparable} />
      {overview.totals.total === 0 && <p className="text-base-content/75 text-sm">{tt('statsNone')}</p>}
      {series.length > 0 && (
        <>
          <ViewsChart
            series={series}
            labels={labels}
            ticks={ticks}
            names={names}
            number={number}
            previous={previous}
          />
          <StatsTable series={series} labels={labels} caption={tt('statsTableCaption')} />
        </>
      )}
      <section className="space-y-2" data-testid="map-section">
        <h3 className="text-sm font-semibold">{t('sectionMap')}</h3>
        {!overview.hasPlaces ? (
          <p className="text-base-content/75 text-sm">{t('noPlaces')}</p>
        ) : places.length === 0 ? (
          <p className="text-base-content/75 text-sm">{t('noValues')}</p>
        ) : (
          <Suspense fallback={<Spinner label={t('sectionMap')} />}>
            <PlacesMap places={places} />
          </Suspense>
        )}
      </section>
      <HeatMap heatmap={overview.heatmap} timeZone={timeZone} />
      <HourBars hours={hours} label={t('sectionHours')} />
      <div className="grid gap-3 sm:grid-cols-2">
        {SECTIONS.map(([facet, key]) => {
          const breakdown = byFacet.get(facet);
          return (
            <BarList
              key={`${facet} ${query}`}
              facet={facet}
              title={t(key)}
              breakdown={breakdown}
              target={overview.item}
              query={query}
              comparable={comparable}
            />
          );
        })}
      </div>
    </div>
  );
}
