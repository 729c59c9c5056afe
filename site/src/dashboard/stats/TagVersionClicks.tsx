import { useStore } from '@nanostores/react';
import { LOCALES } from '@shared/i18n/format';
import { useEffect, useState } from 'react';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import { $uiLang } from '../stores/prefs';
import { type Choice, statsQuery } from './period';

type Versions = { variant: string; name: string; views: number; clicks: number }[];

const percent = (clicks: number, views: number, locale: string) =>
  views > 0
    ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(clicks / views)
    : '–';

/**
 * The clicks in a tag in the chosen period (issue 34: its links, buttons, files, calls, mails, maps and forms are
 * its conversions), per version shown — the own content and each variant — with views and click rate, from the
 * tag's statistics answer (GET api/v1/dynatags/{id}/statistics `variants`, `clicks`).
 */
export function TagVersionClicks({ id, choice }: { id: string; choice: Choice }) {
  const t = useT();
  const locale = LOCALES[useStore($uiLang)];
  const [answer, setAnswer] = useState<{ query: string; clicks: number; versions: Versions } | null>(null);
  const query = statsQuery(choice);
  useEffect(() => {
    const controller = new AbortController();
    const params = Object.fromEntries(new URLSearchParams(query.slice(1))) as { period?: 'range' };
    void client
      .GET('/api/v1/dynatags/{id}/statistics', {
        params: { path: { id }, query: params },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((result) => {
        if (!result.aborted && result.ok && result.data)
          setAnswer({ query, clicks: result.data.clicks, versions: result.data.variants });
      });
    return () => controller.abort();
  }, [id, query]);
  if (!answer || answer.query !== query) return null;
  return (
    <section className="space-y-2" data-testid="tag-clicks">
      <h3 className="text-sm font-semibold">{t('tagClicksTitle')}</h3>
      <p className="text-base-content/80 text-sm">{t('tagClicksTotal', { count: String(answer.clicks) })}</p>
      <section
        className="overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={t('tagClicksTitle')}
      >
        <table className="table-sm table">
          <thead className="text-base-content">
            <tr>
              <th scope="col">{t('tagClicksVersion')}</th>
              <th scope="col" className="text-end">
                {t('tagClicksViews')}
              </th>
              <th scope="col" className="text-end">
                {t('tagClicksClicks')}
              </th>
              <th scope="col" className="text-end">
                {t('tagClicksRate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.versions.map((version) => (
              <tr key={version.variant} data-testid="tag-clicks-row">
                <th scope="row" className="font-medium">
                  {version.name}
                </th>
                <td className="text-end tabular-nums">{version.views}</td>
                <td className="text-end tabular-nums">{version.clicks}</td>
                <td className="text-end tabular-nums">{percent(version.clicks, version.views, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
