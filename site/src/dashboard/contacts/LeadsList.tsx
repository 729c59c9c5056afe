import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { api } from '../lib/api';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { matchesAll } from '../lib/search';
import { Icon } from '../ui/icons';
import { EmptyState, NavLink, Spinner } from '../ui/parts';
import { LeadRow } from './LeadRow';
import { $leads, loadLeads } from './leads-store';

/** The contacts visitors left on my card page ("exchange contact"), newest first, a page at a time. */
export function LeadsList() {
  const t = useT();
  const searchId = useId();
  const page = useStore($leads);
  const [query, setQuery] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);

  if (!page) return <Spinner label={t('loading')} />;
  if (!page.total) {
    return (
      <EmptyState
        icon="contacts"
        title={t('leadsEmptyTitle')}
        actions={
          <NavLink href={sectionPath('profiles', 'qr-code')} className="btn btn-primary btn-sm">
            <Icon name="qr" className="size-4" />
            {t('shareYourQr')}
          </NavLink>
        }
      >
        {t('leadsEmptyText', { limit: page.max })}
      </EmptyState>
    );
  }
  const shown = page.items.filter((l) =>
    matchesAll(query, [l.fullName, l.company, l.email, l.phone, l.note]),
  );
  const markAll = async () => {
    const result = await api('PATCH', '/leads', { body: { read: true } });
    if (result.ok) await loadLeads();
  };
  return (
    <div className="space-y-4">
      {page.total >= page.max * 0.9 && (
        <p role="status" className={`alert ${page.total >= page.max ? 'alert-error' : 'alert-warning'}`}>
          <Icon name="warning" className="size-5" />
          {page.total >= page.max ? t('leadsFull') : t('leadsAlmostFull', { limit: page.max })}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="w-full max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            {t('leadsSearch')}
          </label>
          <div className="input w-full">
            <Icon name="search" className="size-4 opacity-60" />
            <input
              id={searchId}
              type="search"
              placeholder={t('leadsSearch')}
              className="grow"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-base-content/70 text-sm" aria-live="polite">
            {query.trim()
              ? t('leadsShown', { count: shown.length, total: page.items.length })
              : t('leadsCount', { count: page.total, limit: page.max })}
          </p>
          {page.unread > 0 && (
            <button type="button" className="btn btn-sm" onClick={() => void markAll()}>
              <Icon name="check" className="size-4" />
              {t('leadsMarkAllRead')}
            </button>
          )}
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-box border border-base-300 border-dashed px-4 py-8 text-center text-sm">
          {t('leadsNoMatch')}
        </p>
      ) : (
        <ul
          className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
          aria-label={t('tabReceived')}
        >
          {shown.map((lead) => (
            <LeadRow key={lead.shortId} lead={lead} />
          ))}
        </ul>
      )}
      {page.items.length < page.total && (
        <div className="text-center">
          <button
            type="button"
            className="btn btn-sm"
            disabled={loadingMore}
            onClick={async () => {
              setLoadingMore(true);
              await loadLeads({ more: true });
              setLoadingMore(false);
            }}
          >
            {loadingMore && <span className="loading loading-spinner loading-sm" />}
            {t('leadsMore')}
          </button>
        </div>
      )}
    </div>
  );
}
