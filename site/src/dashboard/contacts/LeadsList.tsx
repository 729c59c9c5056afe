import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import { matchesAll } from '../lib/search';
import { Icon } from '../ui/icons';
import { EmptyState, Spinner } from '../ui/parts';
import { ContactRows, ContactSearch, ShareQrAction } from './ContactList';
import { ExportPanel } from './ExportPanel';
import { LeadRow } from './LeadRow';
import { $leads, loadLeads } from './leads-store';

/** The contacts visitors left on my card page ("exchange contact"), newest first, a page at a time. */
export function LeadsList() {
  const t = useT();
  const page = useStore($leads);
  const [query, setQuery] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);

  if (!page) return <Spinner label={t('loading')} />;
  if (!page.total) {
    return (
      <EmptyState icon="contacts" title={t('leadsEmptyTitle')} actions={<ShareQrAction />}>
        {t('leadsEmptyText', { limit: page.max })}
      </EmptyState>
    );
  }
  const shown = page.items.filter((l) =>
    matchesAll(query, [l.fullName, l.company, l.email, l.phone, l.note]),
  );
  const markAll = async () => {
    const result = await client.PATCH('/api/v1/leads', { body: { read: true } });
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
        <ContactSearch label={t('leadsSearch')} value={query} onChange={setQuery} />
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
      <ExportPanel kind="leads" />
      <ContactRows label={t('tabReceived')} noMatch={t('leadsNoMatch')}>
        {shown.map((lead) => (
          <LeadRow key={lead.shortId} lead={lead} />
        ))}
      </ContactRows>
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
