import { useEffect, useState } from 'react';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import { type Choice, statsQuery } from './period';

type Sources = { qr: number; nfc: number; referrer: number; direct: number };
type Clicks = {
  total: number;
  bySource: Sources;
  links: { id: number; label: string; url: string; total: number; bySource: Sources }[];
};
const SOURCES = [
  ['qr', 'clickSourceQr'],
  ['nfc', 'clickSourceNfc'],
  ['referrer', 'clickSourceReferrer'],
  ['direct', 'clickSourceDirect'],
] as const;

/**
 * The clicks on a person's own links in the chosen period (issue 32), per link and per source of the visit they
 * were part of, from the profile's statistics answer (GET api/v1/profiles/{shortId}/statistics `clicks`).
 */
export function LinkClicks({ shortId, choice }: { shortId: string; choice: Choice }) {
  const t = useT();
  const [clicks, setClicks] = useState<{ query: string; data: Clicks } | null>(null);
  const query = statsQuery(choice);
  useEffect(() => {
    const controller = new AbortController();
    const params = Object.fromEntries(new URLSearchParams(query.slice(1))) as { period?: 'range' };
    void client
      .GET('/api/v1/profiles/{shortId}/statistics', {
        params: { path: { shortId }, query: params },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((result) => {
        if (!result.aborted && result.ok && result.data) setClicks({ query, data: result.data.clicks });
      });
    return () => controller.abort();
  }, [shortId, query]);
  if (!clicks || clicks.query !== query || !clicks.data.links.length) return null;
  const { data } = clicks;
  return (
    <section className="space-y-2" data-testid="link-clicks">
      <h3 className="text-sm font-semibold">{t('ownLinkClicks')}</h3>
      {data.total === 0 ? (
        <p className="text-base-content/70 text-sm">{t('ownLinkClicksEmpty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table-sm table">
            <thead>
              <tr>
                <th scope="col">{t('ownLinkLabel')}</th>
                <th scope="col" className="text-end">
                  {t('ownLinkClicks')}
                </th>
                {SOURCES.map(([key, label]) => (
                  <th key={key} scope="col" className="text-end">
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.links.map((link) => (
                <tr key={link.id} data-testid="link-clicks-row">
                  <th scope="row" className="max-w-48 truncate font-medium" title={link.url}>
                    {link.label}
                  </th>
                  <td className="text-end tabular-nums">{link.total}</td>
                  {SOURCES.map(([key]) => (
                    <td key={key} className="text-end tabular-nums">
                      {link.bySource[key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
