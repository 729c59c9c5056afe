import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { useCompanies } from '../stores/people';
import { Icon } from '../ui/icons';
import { EmptyState, NavLink, Spinner } from '../ui/parts';
import { ContactRows, ContactSearch, ShareQrAction } from './ContactList';
import { WaitingCaptures } from './capture/WaitingCaptures';
import { ExportPanel } from './ExportPanel';
import { LeadRow } from './LeadRow';
import { ORIGIN_LABELS } from './lead-labels';
import { $leadQuery, $leads, type LeadQuery, loadLeads, setLeadQuery } from './leads-store';

function Select({
  label,
  value,
  onChange,
  options,
  all,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  all: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="label-text mb-1 block text-xs font-medium">
        {label}
      </label>
      <select
        id={id}
        className="select select-sm w-full"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The leads (issue 31): those visitors left on my card page and those I captured, in one list, newest first, a
 * page at a time; searched on the server (name, email, company, note) and filtered by event, tag and source; an
 * owner also sees each company's leads, filtered by who captured them.
 */
export function LeadsList() {
  const t = useT();
  const page = useStore($leads);
  const query = useStore($leadQuery);
  const companies = useCompanies();
  const owned = (companies ?? []).filter((c) => c.role === 'owner');
  const [text, setText] = useState(query.q);
  const [loadingMore, setLoadingMore] = useState(false);

  // The search goes to the server once typing pauses.
  useEffect(() => {
    if (text === $leadQuery.get().q) return;
    const timer = setTimeout(() => setLeadQuery({ q: text }), 300);
    return () => clearTimeout(timer);
  }, [text]);

  if (!page) {
    return (
      <div className="space-y-4">
        <WaitingCaptures />
        <Spinner label={t('loading')} />
      </div>
    );
  }
  const filtered = (['q', 'event', 'tag', 'origin', 'person'] as (keyof LeadQuery)[]).some((k) => query[k]);
  if (!page.total && !query.company) {
    return (
      <div className="space-y-4">
        <WaitingCaptures />
        <EmptyState
          icon="contacts"
          title={t('leadsEmptyTitle')}
          actions={
            <>
              <NavLink href={sectionPath('contacts', 'scan')} className="btn btn-primary btn-sm">
                <Icon name="camera" className="size-4" />
                {t('captureOpen')}
              </NavLink>
              <ShareQrAction />
            </>
          }
        >
          {t('leadsEmptyText', { limit: page.max })}
        </EmptyState>
      </div>
    );
  }
  const markAll = async () => {
    const result = await client.PATCH('/api/v1/leads', { body: { read: true } });
    if (result.ok) await loadLeads();
  };
  const companyView = Boolean(query.company);
  return (
    <div className="space-y-4">
      <WaitingCaptures />
      {!companyView && page.total >= page.max * 0.9 && (
        <p role="status" className={`alert ${page.total >= page.max ? 'alert-error' : 'alert-warning'}`}>
          <Icon name="warning" className="size-5" />
          {page.total >= page.max ? t('leadsFull') : t('leadsAlmostFull', { limit: page.max })}
        </p>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ContactSearch label={t('leadsSearch')} value={text} onChange={setText} />
        <NavLink href={sectionPath('contacts', 'scan')} className="btn btn-primary btn-sm">
          <Icon name="camera" className="size-4" />
          {t('captureOpen')}
        </NavLink>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="lead-filters">
        {owned.length > 0 && (
          <Select
            label={t('leadsScope')}
            value={query.company}
            onChange={(company) => setLeadQuery({ company })}
            all={t('leadsScopeMine')}
            options={owned.map((c) => ({
              value: c.shortId,
              label: t('leadsScopeCompany', { name: c.name }),
            }))}
          />
        )}
        <Select
          label={t('leadsFilterEvent')}
          value={query.event}
          onChange={(event) => setLeadQuery({ event })}
          all={t('leadsFilterAny')}
          options={page.events.map((e) => ({ value: e.shortId, label: e.name }))}
        />
        <Select
          label={t('leadsFilterTag')}
          value={query.tag}
          onChange={(tag) => setLeadQuery({ tag })}
          all={t('leadsFilterAny')}
          options={page.labels.map((l) => ({ value: l, label: l }))}
        />
        <Select
          label={t('leadsFilterSource')}
          value={query.origin}
          onChange={(origin) => setLeadQuery({ origin })}
          all={t('leadsFilterAny')}
          options={Object.entries(ORIGIN_LABELS).map(([value, key]) => ({ value, label: t(key) }))}
        />
        {companyView && (
          <Select
            label={t('leadsFilterPerson')}
            value={query.person}
            onChange={(person) => setLeadQuery({ person })}
            all={t('leadsFilterAnyone')}
            options={page.people.map((p) => ({ value: p.shortId, label: p.fullName }))}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-base-content/70 text-sm" aria-live="polite">
          {filtered
            ? t('leadsShown', { count: page.matched, total: page.total })
            : companyView
              ? t('leadsCompanyCount', { count: page.total })
              : t('leadsCount', { count: page.total, limit: page.max })}
        </p>
        {!companyView && page.unread > 0 && (
          <button type="button" className="btn btn-sm" onClick={() => void markAll()}>
            <Icon name="check" className="size-4" />
            {t('leadsMarkAllRead')}
          </button>
        )}
      </div>
      {!companyView && <ExportPanel kind="leads" />}
      <ContactRows label={t('tabReceived')} noMatch={t('leadsNoMatch')}>
        {page.items.map((lead) => (
          <LeadRow key={lead.shortId} lead={lead} companyView={companyView} events={page.events} />
        ))}
      </ContactRows>
      {page.items.length < page.matched && (
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
