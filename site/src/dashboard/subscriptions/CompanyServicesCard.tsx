import { client } from '../lib/client';
import { formatMoney } from '../lib/i18n';
import { openDialog } from '../stores/dialogs';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/parts';
import { subscriptionsChanged, useLoad } from './data';
import { useBillingT } from './i18n';

/** A company's services now: dynatags and owners, and the monthly price by part and in all, excluding VAT. */
export function CompanyServicesCard({ companyId }: { companyId: string }) {
  const b = useBillingT();
  const { data, failed } = useLoad(`/billing/companies/${companyId}`, (options) =>
    client.GET('/api/v1/billing/companies/{companyId}', { params: { path: { companyId } }, ...options }),
  );
  if (!data)
    return failed ? (
      <p className="text-error text-sm">{b('invServicesFailed')}</p>
    ) : (
      <Spinner label={b('invLoading')} className="loading-sm" />
    );
  const parts: [string, number][] = [
    [b('invServiceBase'), data.monthly.dynatagService],
    [b('invServiceUnits'), data.monthly.dynatagUnits],
    [b('invServiceOwners'), data.monthly.ownerSeats],
    [b('invServiceSubscriptions'), data.monthly.subscriptions],
  ];
  return (
    <section className="space-y-2" aria-labelledby={`services-${companyId}`} data-testid="company-services">
      <h3 id={`services-${companyId}`} className="text-sm font-semibold">
        {b('invServicesTitle')}
      </h3>
      {!data.hasBilling && (
        <div className="alert alert-warning alert-soft dc-alert alert-vertical sm:alert-horizontal justify-items-start text-start text-sm">
          <Icon name="warning" />
          <span className="min-w-0 flex-1">{b('invNoBilling')}</span>
          <button
            type="button"
            className="btn btn-xs"
            onClick={() => openDialog('billing', { shortId: companyId }, subscriptionsChanged)}
          >
            {b('invAddBilling')}
          </button>
        </div>
      )}
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-base-content/75">{b('invServicesDynatags')}</dt>
        <dd className="text-end tabular-nums">
          {b('invServicesCount', { count: data.dynatags, included: data.includedDynatags })}
        </dd>
        <dt className="text-base-content/75">{b('invServicesOwners')}</dt>
        <dd className="text-end tabular-nums">
          {b('invServicesCount', { count: data.owners, included: data.includedOwners })}
        </dd>
        {parts.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt className="text-base-content/75">{label}</dt>
            <dd className="text-end tabular-nums">{formatMoney(amount)}</dd>
          </div>
        ))}
        <dt className="border-base-300 border-t pt-1 font-semibold">{b('invServiceTotal')}</dt>
        <dd
          className="border-base-300 border-t pt-1 text-end font-semibold tabular-nums"
          data-testid="services-total"
        >
          {formatMoney(data.monthly.total)}
        </dd>
      </dl>
    </section>
  );
}
