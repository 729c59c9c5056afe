// The company overview page (issue 32), /dashboard/companies/{id}/overview: one page with the company's views,
// visitors and scans this period against the last (the change in percent), the views chart with the previous
// period, the most viewed colleagues and tags and the map of places. Its own chunk, with the chart and the map.
import { useStore } from '@nanostores/react';
import type { CompanyOverviewData } from '@shared/schemas/company-overview';
import type { Static } from '@sinclair/typebox';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTagsT } from '../../dynatags/list/i18n';
import { client } from '../../lib/client';
import { sectionPath } from '../../lib/routes';
import { bucketSeries } from '../../stats/analytics-model';
import { type AnalyticsKey, useAnalyticsT } from '../../stats/i18n';
import { bucketLabel, isoDay, tickLabel } from '../../stats/period';
import { ViewsChart } from '../../stats/ViewsChart';
import { $uiLang } from '../../stores/prefs';
import { NavLink, Spinner } from '../../ui/parts';

const PlacesMap = lazy(() => import('../../stats/PlacesMap'));

type Overview = Static<typeof CompanyOverviewData>;
type Figure = Overview['views'];

const DAYS = [7, 30, 90] as const;

/** "+12 %", "−50 %", or "new" when there was nothing before. */
function Change({ figure }: { figure: Figure }) {
  const t = useAnalyticsT();
  const lang = useStore($uiLang);
  if (figure.change === null) return <span className="badge badge-ghost badge-sm">{t('overviewNew')}</span>;
  const sign = figure.change > 0 ? '+' : figure.change < 0 ? '−' : '±';
  const tone = figure.change > 0 ? 'text-success' : figure.change < 0 ? 'text-error' : 'text-base-content/75';
  return (
    <span className={`text-sm font-semibold ${tone}`}>
      {sign}
      {Math.abs(figure.change).toLocaleString(lang)} %
    </span>
  );
}

function FigureCard({ label, figure }: { label: string; figure: Figure }) {
  const t = useAnalyticsT();
  const lang = useStore($uiLang);
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-4" data-testid="overview-figure">
      <p className="text-base-content/75 text-sm">{label}</p>
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-bold">{figure.now.toLocaleString(lang)}</span>
        <Change figure={figure} />
      </p>
      <p className="text-base-content/75 text-xs">
        {t('overviewBefore', { n: figure.before.toLocaleString(lang) })}
      </p>
    </div>
  );
}

function Ranking({ title, rows, empty }: { title: string; rows: Overview['topTags']; empty: string }) {
  const t = useAnalyticsT();
  const lang = useStore($uiLang);
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 className="mb-2 font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-base-content/75 text-sm">{empty}</p>
      ) : (
        <table className="table table-sm">
          <thead className="text-base-content">
            <tr>
              <th scope="col">{t('overviewName')}</th>
              <th scope="col" className="text-end">
                {t('overviewViews')}
              </th>
              <th scope="col" className="text-end">
                {t('overviewChange')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="max-w-48 truncate">{row.name}</td>
                <td className="text-end tabular-nums">{row.now.toLocaleString(lang)}</td>
                <td className="text-end">
                  <Change figure={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function CompanyOverview({ companyId }: { companyId: string }) {
  const t = useAnalyticsT();
  const tt = useTagsT();
  const lang = useStore($uiLang);
  const [days, setDays] = useState<(typeof DAYS)[number]>(30);
  const [overview, setOverview] = useState<Overview | null>(null);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    const to = isoDay(Date.now());
    const from = isoDay(Date.now() - (days - 1) * 86_400_000);
    setOverview(null);
    setFailed('');
    void client
      .GET('/api/v1/analytics/companies/{companyId}/overview', {
        params: { path: { companyId }, query: { from, to } },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((result) => {
        if (result.aborted) return;
        if (result.ok && result.data) setOverview(result.data);
        else setFailed(result.message || t('failed'));
      });
    return () => controller.abort();
  }, [companyId, days, t]);

  const series = useMemo(() => bucketSeries(overview?.series ?? [], 'day'), [overview]);
  const labels = useMemo(() => series.map((p) => bucketLabel(p.key, lang)), [series, lang]);
  const ticks = useMemo(() => series.map((p) => tickLabel(p.key, lang)), [series, lang]);
  const names = useMemo(
    () => ({ when: tt('statsColWhen'), total: tt('statsTotal'), unique: tt('statsUnique') }),
    [tt],
  );
  const previous = useMemo(
    () => ({ name: t('chartPrevious'), values: series.map((p) => p.previous) }),
    [series, t],
  );
  const number = useCallback((n: number) => n.toLocaleString(lang), [lang]);
  const figures: [AnalyticsKey, Figure][] = overview
    ? [
        ['overviewViews', overview.views],
        ['overviewVisitors', overview.visitors],
        ['overviewScans', overview.scans],
      ]
    : [];

  return (
    <div className="space-y-4" data-testid="company-overview">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <NavLink href={sectionPath('companies')} className="link link-hover text-sm">
            {t('overviewBack')}
          </NavLink>
          <h2 className="text-xl font-semibold">{overview?.company.name ?? ''}</h2>
        </div>
        <label className="fieldset py-0">
          <span className="fieldset-legend py-0 text-sm">{t('overviewPeriod')}</span>
          <select
            className="select select-sm"
            value={days}
            onChange={(e) => setDays(Number(e.target.value) as (typeof DAYS)[number])}
          >
            {DAYS.map((n) => (
              <option key={n} value={n}>
                {t('overviewLastDays', { n })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failed && (
        <p role="alert" className="text-error">
          {failed}
        </p>
      )}
      {!overview && !failed && <Spinner label={t('overviewLoading')} />}
      {overview && (
        <>
          <p className="text-base-content/75 text-sm">{t('overviewScope')}</p>
          <div className="grid gap-3 sm:grid-cols-3">
            {figures.map(([key, figure]) => (
              <FigureCard key={key} label={t(key)} figure={figure} />
            ))}
          </div>
          {series.length > 0 && (
            <ViewsChart
              series={series}
              labels={labels}
              ticks={ticks}
              names={names}
              number={number}
              previous={previous}
            />
          )}
          <div className="grid gap-3 md:grid-cols-2">
            <Ranking title={t('overviewTopCards')} rows={overview.topCards} empty={t('noValues')} />
            <Ranking title={t('overviewTopTags')} rows={overview.topTags} empty={t('noValues')} />
          </div>
          <section
            className="space-y-2 rounded-box border border-base-300 bg-base-100 p-4"
            data-testid="map-section"
          >
            <h2 className="font-semibold">{t('sectionMap')}</h2>
            {overview.places.length === 0 ? (
              <p className="text-base-content/75 text-sm">{t('noValues')}</p>
            ) : (
              <Suspense fallback={<Spinner label={t('sectionMap')} />}>
                <PlacesMap places={overview.places} />
              </Suspense>
            )}
          </section>
        </>
      )}
    </div>
  );
}
