import { useStore } from '@nanostores/react';
import type { AnalyticsFacet } from '@shared/schemas/analytics';
import { $uiLang } from '../stores/prefs';
import { useAnalyticsT } from './i18n';
import { valueLabel } from './labels';

type Row = { value: string; total: number; previous: number };

/**
 * One breakdown as horizontal bars: a real table (value, views, the previous period's views) whose bar is a CSS
 * width behind the name, so screen readers and copy-paste get the numbers and the page no chart library.
 */
export function BarList({
  facet,
  title,
  rows,
  unknown,
  comparable,
}: {
  facet: AnalyticsFacet;
  title: string;
  rows: Row[];
  unknown: number;
  comparable: boolean;
}) {
  const t = useAnalyticsT();
  const lang = useStore($uiLang);
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
      {unknown > 0 && shown.length > 0 && (
        <p className="text-base-content/75 mt-1 text-xs">{t('unknownValues', { n: number(unknown) })}</p>
      )}
    </section>
  );
}
