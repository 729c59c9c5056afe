import { useStore } from '@nanostores/react';
import type { AnalyticsFacet } from '@shared/schemas/analytics';
import { useState } from 'react';
import { client } from '../lib/client';
import { $uiLang } from '../stores/prefs';
import { type AnalyticsTarget, analyticsParams, type Breakdown, hasMore } from './analytics-model';
import { useAnalyticsT } from './i18n';
import { valueLabel } from './labels';

type Row = { value: string; total: number; previous: number };

/**
 * One breakdown as horizontal bars: a real table (value, views, the previous period's views) whose bar is a CSS
 * width behind the name, so screen readers and copy-paste get the numbers and the page no chart library. The
 * overview lists the top 10; "Show all" asks the breakdown's own endpoint for its top 100.
 */
export function BarList({
  facet,
  title,
  breakdown,
  target,
  query,
  comparable,
}: {
  facet: AnalyticsFacet;
  title: string;
  breakdown: Breakdown | undefined;
  /** The overview's item and query (item, id, days), for the whole breakdown. */
  target: AnalyticsTarget;
  query: string;
  comparable: boolean;
}) {
  const t = useAnalyticsT();
  const lang = useStore($uiLang);
  const [all, setAll] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const rows: Row[] = all ?? breakdown?.rows ?? [];
  const unknown = breakdown?.unknown ?? 0;
  const showAll = async () => {
    setBusy(true);
    setFailed('');
    const result = await client.GET('/api/v1/analytics/breakdowns/{facet}', {
      params: { path: { facet }, query: analyticsParams(target, query) },
      notifyErrors: false,
    });
    setBusy(false);
    if (result.ok && result.data) setAll(result.data.rows);
    else setFailed(result.message || t('failed'));
  };
  const shown = rows.filter((row) => row.total > 0);
  const max = Math.max(1, ...shown.map((row) => row.total));
  const number = (n: number) => n.toLocaleString(lang);
  return (
    <section className="min-w-0 rounded-box border border-base-300 p-3" data-testid={`bars-${facet}`}>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {shown.length === 0 ? (
        <p className="text-base-content/75 text-sm">{t('noValues')}</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{title}</caption>
          <colgroup>
            <col />
            <col className="w-16" />
            {comparable && <col className="w-20" />}
          </colgroup>
          <thead className="text-base-content/75 text-xs">
            <tr>
              <th scope="col" className="pb-1 text-start font-normal">
                <span className="sr-only">{t('colValue')}</span>
              </th>
              <th scope="col" className="pb-1 text-end font-normal">
                {t('colViews')}
              </th>
              {comparable && (
                <th scope="col" className="pb-1 text-end font-normal">
                  <span aria-hidden="true">{t('colPreviousShort')}</span>
                  <span className="sr-only">{t('colPrevious')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.value}>
                <th scope="row" className="py-0.5 pe-2 text-start font-normal">
                  <div className="relative overflow-hidden rounded-sm">
                    <div
                      aria-hidden="true"
                      className="absolute inset-y-0 start-0 rounded-sm bg-primary/20"
                      style={{ width: `${(row.total / max) * 100}%` }}
                    />
                    <span
                      className="relative block truncate px-1.5 py-0.5"
                      title={valueLabel(facet, row.value, lang)}
                    >
                      {valueLabel(facet, row.value, lang)}
                    </span>
                  </div>
                </th>
                <td className="py-0.5 text-end font-medium tabular-nums">{number(row.total)}</td>
                {comparable && (
                  <td className="text-base-content/75 py-0.5 text-end tabular-nums">
                    {number(row.previous)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!all && breakdown && hasMore(breakdown) && (
        <button
          type="button"
          className="btn btn-ghost btn-xs mt-1"
          aria-label={`${t('showAll')}: ${title}`}
          onClick={() => void showAll()}
        >
          {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('showAll')}
        </button>
      )}
      {failed && (
        <p className="text-error text-xs" role="alert">
          {failed}
        </p>
      )}
      {unknown > 0 && shown.length > 0 && (
        <p className="text-base-content/75 mt-1 text-xs">{t('unknownValues', { n: number(unknown) })}</p>
      )}
    </section>
  );
}
