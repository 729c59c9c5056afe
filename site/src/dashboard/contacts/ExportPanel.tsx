import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { API_BASE } from '../lib/client';
import { useT } from '../lib/i18n';
import { notifySuccess } from '../stores/notifications';
import { $profiles, loadProfiles } from '../stores/people';
import { $uiLang } from '../stores/prefs';
import { Icon } from '../ui/icons';
import { $leads } from './leads-store';

type Format = 'hubspot' | 'salesforce' | 'vcard';

/**
 * Export to a CRM (GET leads/export, contacts/export): the layout, and the filters the API takes — for leads
 * the card, the period and "new only", for saved contacts the period. The file is fetched rather than linked,
 * so a refused filter (422) is said here in the server's words instead of opening a page of JSON.
 */
export function ExportPanel({ kind }: { kind: 'leads' | 'contacts' }) {
  const t = useT();
  const id = useId();
  const profiles = useStore($profiles);
  const [format, setFormat] = useState<Format>('hubspot');
  const [card, setCard] = useState('');
  const [tag, setTag] = useState('');
  const tags = useStore($leads)?.tags ?? [];
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [unread, setUnread] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (kind === 'leads' && $profiles.get() === null) void loadProfiles();
  }, [kind]);

  const download = async () => {
    const query = new URLSearchParams({ format });
    if (kind === 'leads' && card) query.set('card', card);
    if (kind === 'leads' && tag) query.set('tag', tag);
    if (from) query.set('from', from);
    if (to) query.set('to', to);
    if (kind === 'leads' && unread) query.set('unread', 'true');
    setBusy(true);
    setProblem('');
    try {
      const res = await fetch(`${API_BASE}/${kind}/export?${query}`, {
        credentials: 'include',
        headers: { 'x-target-lang': $uiLang.get() },
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        setProblem(body?.message || t('unknownError'));
        return;
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? `${kind}.${format === 'vcard' ? 'vcf' : 'csv'}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      notifySuccess(t('exportDone'));
    } catch {
      setProblem(t('unknownError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="collapse collapse-arrow rounded-box border border-base-300 bg-base-100">
      <summary className="collapse-title min-h-0 py-3 font-medium">
        <Icon name="download" className="mr-2 inline size-4" />
        {t('exportOpen')}
      </summary>
      <div className="collapse-content space-y-3">
        <p className="text-base-content/75 text-sm">{t('exportHelp')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="form-control">
            <label htmlFor={`${id}-format`} className="label-text mb-1 block text-sm">
              {t('exportFormat')}
            </label>
            <select
              id={`${id}-format`}
              className="select select-bordered select-sm w-full"
              value={format}
              onChange={(e) => setFormat(e.target.value as Format)}
            >
              <option value="hubspot">{t('exportHubspot')}</option>
              <option value="salesforce">{t('exportSalesforce')}</option>
              <option value="vcard">{t('exportVcard')}</option>
            </select>
          </div>
          {kind === 'leads' && (
            <div className="form-control">
              <label htmlFor={`${id}-card`} className="label-text mb-1 block text-sm">
                {t('exportCard')}
              </label>
              <select
                id={`${id}-card`}
                className="select select-bordered select-sm w-full"
                value={card}
                onChange={(e) => setCard(e.target.value)}
              >
                <option value="">{t('exportAllCards')}</option>
                {(profiles ?? []).map((p) => (
                  <option key={p.shortId} value={p.shortId}>
                    {p.label || p.fullName}
                  </option>
                ))}
              </select>
            </div>
          )}
          {kind === 'leads' && tags.length > 0 && (
            <div className="form-control">
              <label htmlFor={`${id}-tag`} className="label-text mb-1 block text-sm">
                {t('exportTag')}
              </label>
              <select
                id={`${id}-tag`}
                className="select select-bordered select-sm w-full"
                value={tag}
                onChange={(e) => setTag(e.target.value)}
              >
                <option value="">{t('exportAnyTag')}</option>
                {tags.map((x) => (
                  <option key={x.shortId} value={x.shortId}>
                    {x.label || x.shortId}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="form-control">
            <label htmlFor={`${id}-from`} className="label-text mb-1 block text-sm">
              {t('exportFrom')}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className="input input-bordered input-sm w-full"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="form-control">
            <label htmlFor={`${id}-to`} className="label-text mb-1 block text-sm">
              {t('exportTo')}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className="input input-bordered input-sm w-full"
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
        </div>
        {kind === 'leads' && (
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={unread}
              onChange={(e) => setUnread(e.target.checked)}
            />
            {t('exportUnread')}
          </label>
        )}
        {problem && (
          <p role="alert" className="text-error text-sm">
            {problem}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={busy}
          onClick={() => void download()}
        >
          {busy ? (
            <span className="loading loading-spinner loading-sm" />
          ) : (
            <Icon name="download" className="size-4" />
          )}
          {t('exportDownload')}
        </button>
      </div>
    </details>
  );
}
