import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { API_BASE, client } from '../lib/client';
import { $uiLang } from '../stores/prefs';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/parts';
import { type AnalyticsTarget, analyticsParams, type RawView } from './analytics-model';
import { useAnalyticsT } from './i18n';
import { LOCALES, placeLabel, valueLabel } from './labels';

/** Views per page: a screenful on a desktop, and "Load more" for the next. */
const PAGE = 25;

/**
 * The period's single views, newest first (time in the reader's zone, item, place, device, source, UTM — never
 * an address), a page at a time by the API's cursor, and the whole period as the API's CSV.
 */
export function RawViews({ target, query }: { target: AnalyticsTarget; query: string }) {
  const t = useAnalyticsT();
  const lang = useStore($uiLang);
  const [views, setViews] = useState<RawView[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');

  async function load(after: string | null, signal?: AbortSignal) {
    setBusy(true);
    const result = await client.GET('/api/v1/analytics/views', {
      params: { query: { ...analyticsParams(target, query), limit: PAGE, cursor: after || undefined } },
      signal,
      notifyErrors: false,
    });
    if (result.aborted) return;
    setBusy(false);
    if (!result.ok || !result.data) return setFailed(result.message || t('failed'));
    const page = result.data;
    setViews((before) => [...(after ? (before ?? []) : []), ...page.views]);
    setCursor(page.nextCursor);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new period or item starts from its first page
  useEffect(() => {
    const controller = new AbortController();
    setViews(null);
    setFailed('');
    void load(null, controller.signal);
    return () => controller.abort();
  }, [query]);

  // A folder's or a company's views come from several tags and cards: which one is a column of its own.
  const many = target.type === 'folder' || target.type === 'company';
  const time = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'short', timeStyle: 'medium' });
  const device = (v: RawView) =>
    [v.device && valueLabel('device', v.device, lang), v.os, v.browser].filter(Boolean).join(' · ') || '–';
  const utm = (v: RawView) => [v.utmCampaign, v.utmSource, v.utmMedium].filter(Boolean).join(' / ') || '–';

  return (
    <div className="space-y-3" data-testid="raw-views">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base-content/75 text-sm" aria-live="polite">
          {views ? t('viewsShown', { n: views.length.toLocaleString(lang) }) : ''}
        </p>
        <a
          className="btn btn-sm"
          href={`${API_BASE}/analytics/views${query}&format=csv`}
          download={`views-${target.type}-${target.id}.csv`}
        >
          <Icon name="download" className="size-4" />
          {t('downloadViews')}
        </a>
      </div>
      {failed && (
        <p className="text-error text-sm" role="alert">
          {failed}
        </p>
      )}
      {!views && !failed && <Spinner label={t('viewsLoading')} />}
      {views?.length === 0 && <p className="text-base-content/75 text-sm">{t('viewsNone')}</p>}
      {views && views.length > 0 && (
        // A phone shows a card per view (dc-stack); a box a little too narrow for the table scrolls it sideways,
        // so the box takes the keyboard's focus and arrow keys scroll it too.
        <section
          className="overflow-x-auto rounded-box border border-base-300"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          aria-label={t('viewsCaption')}
        >
          <table className="table table-sm dc-stack">
            <caption className="sr-only">{t('viewsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colTime')}</th>
                {many && <th scope="col">{t('colItem')}</th>}
                <th scope="col">{t('colPlace')}</th>
                <th scope="col">{t('colDevice')}</th>
                <th scope="col">{t('colSource')}</th>
                <th scope="col">{t('colUtm')}</th>
                <th scope="col">{t('colVisitor')}</th>
              </tr>
            </thead>
            <tbody>
              {views.map((v, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a view has no id (none is kept that could follow a visitor); pages only add at the end
                <tr key={`${v.at}-${i}`}>
                  <td data-label={t('colTime')} className="whitespace-nowrap tabular-nums">
                    <time dateTime={new Date(v.at).toISOString()}>{time.format(v.at)}</time>
                  </td>
                  {many && <td data-label={t('colItem')}>{v.item.name}</td>}
                  <td data-label={t('colPlace')}>
                    {v.country ? placeLabel(v.country, v.city, lang) : t('unknown')}
                  </td>
                  <td data-label={t('colDevice')}>{device(v)}</td>
                  <td data-label={t('colSource')}>
                    <span>
                      {v.source ? valueLabel('source', v.source, lang) : '–'}
                      {v.referrer && <span className="text-base-content/75 block text-xs">{v.referrer}</span>}
                    </span>
                  </td>
                  <td data-label={t('colUtm')}>{utm(v)}</td>
                  <td data-label={t('colVisitor')}>{v.unique ? t('visitorFirst') : t('visitorReturning')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {cursor && views && (
        <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void load(cursor)}>
          {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('loadMore')}
        </button>
      )}
    </div>
  );
}
