import { persistentAtom } from '@nanostores/persistent';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useColleagues, useCompanies } from '../../stores/people';
import { EmptyState, Spinner } from '../../ui/parts';
import { useOrdersT } from '../history/i18n';
import { AuditPanel } from './AuditPanel';
import { FleetTable } from './FleetTable';
import { reloadFleet, useAudit, useFleet } from './fleet-api';

/** The company whose cards the tab shows, kept for the next visit. */
const $fleetCompany = persistentAtom<string>('fleetCompany', '');

/** Change-log entries shown at first and added per click, up to the API's largest page. */
const AUDIT_STEP = 50;
const AUDIT_MAX = 200;

function Fleet({ companyId, companyName }: { companyId: string; companyName: string }) {
  const t = useOrdersT();
  const fleet = useFleet(companyId);
  const [auditLimit, setAuditLimit] = useState(AUDIT_STEP);
  const audit = useAudit(companyId, auditLimit);
  const { colleagues } = useColleagues(companyId);
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
      <div className="min-w-0">
        {fleet.failed ? (
          <div className="space-y-2 text-sm">
            <p className="text-error">{t('fleetLoadFailed')}</p>
            <button type="button" className="btn btn-sm" onClick={reloadFleet}>
              {t('historyRetry')}
            </button>
          </div>
        ) : !fleet.data || !colleagues ? (
          <Spinner label={t('fleetLoading')} />
        ) : fleet.data.length ? (
          <FleetTable cards={fleet.data} people={colleagues} company={companyName} />
        ) : (
          <p className="text-base-content/75 rounded-box border border-base-300 border-dashed p-6 text-center text-sm">
            {t('fleetEmpty')}
          </p>
        )}
      </div>
      <AuditPanel
        entries={audit.data}
        onMore={
          audit.data && audit.data.length >= auditLimit && auditLimit < AUDIT_MAX
            ? () => setAuditLimit(Math.min(auditLimit + AUDIT_STEP, AUDIT_MAX))
            : undefined
        }
      />
    </div>
  );
}

/** Orders › Cards: the physical cards of a company I own, their holders, status and change log. */
export function CardsTab() {
  const t = useOrdersT();
  const id = useId();
  const companies = useCompanies();
  const chosen = useStore($fleetCompany);
  if (!companies) return <Spinner label={t('fleetLoading')} />;
  const owned = companies.filter((c) => c.role === 'owner');
  if (!owned.length)
    return (
      <EmptyState icon="card" title={t('fleetTitle')}>
        {t('fleetNoCompany')}
      </EmptyState>
    );
  const company = owned.find((c) => c.shortId === chosen) ?? owned[0];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-base-content/75 max-w-prose text-sm">{t('fleetIntro')}</p>
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="text-sm font-medium">
            {t('fleetCompany')}
          </label>
          <select
            id={id}
            className="select select-sm w-64 max-w-full"
            value={company.shortId}
            onChange={(e) => $fleetCompany.set(e.target.value)}
          >
            {owned.map((c) => (
              <option key={c.shortId} value={c.shortId}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Fleet key={company.shortId} companyId={company.shortId} companyName={company.name} />
    </div>
  );
}
