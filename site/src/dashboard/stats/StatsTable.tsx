import type { StatPoint } from '@shared/types/dynatags';
import { useTagsT } from '../dynatags/list/i18n';

/** The chart's numbers for screen readers and anyone who wants them exact: a table behind a disclosure. */
export function StatsTable({
  series,
  labels,
  caption,
}: {
  series: StatPoint[];
  labels: string[];
  caption: string;
}) {
  const t = useTagsT();
  return (
    <details className="rounded-box border border-base-300">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">{t('statsShowNumbers')}</summary>
      <div className="max-h-72 overflow-y-auto">
        <table className="table table-sm">
          <caption className="sr-only">{caption}</caption>
          {/* Full-strength header text: daisyUI's muted header fell below AA contrast on the dialog. */}
          <thead className="text-base-content">
            <tr>
              <th scope="col">{t('statsColWhen')}</th>
              <th scope="col" className="text-end">
                {t('statsTotal')}
              </th>
              <th scope="col" className="text-end">
                {t('statsUnique')}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((point, i) => (
              <tr key={point.key}>
                <th scope="row" className="font-normal">
                  <time dateTime={point.key}>{labels[i]}</time>
                </th>
                <td className="text-end tabular-nums">{point.total}</td>
                <td className="text-end tabular-nums">{point.unique}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
