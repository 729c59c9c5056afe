import { VAT_RATE } from '@shared/constants';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { useCompanies } from '../stores/people';
import { Card, EmptyState, NavLink, Spinner } from '../ui/parts';
import { CompanyServicesCard } from './CompanyServicesCard';
import { InvoiceTable } from './InvoiceTable';
import { useBillingT, useSubsT } from './i18n';

/** Subscriptions › Invoices (owners): per company I own, its services now and its invoices to download. */
export function InvoicesTab() {
  const t = useT();
  const b = useBillingT();
  const s = useSubsT();
  const companies = useCompanies();
  if (!companies) return <Spinner label={t('loading')} />;
  const owned = companies.filter((c) => c.role === 'owner');
  if (!owned.length) {
    return (
      <EmptyState
        icon="receipt"
        title={b('invEmptyTitle')}
        actions={
          <NavLink href={sectionPath('companies')} className="btn btn-primary">
            {s('mineGoCompanies')}
          </NavLink>
        }
      >
        {b('invEmptyText')}
      </EmptyState>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-base-content/80 text-sm">{b('invIntro')}</p>
      {owned.map((company) => (
        <Card key={company.shortId} title={company.name}>
          <div
            className="grid gap-5 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]"
            data-testid="company-billing"
            data-company={company.shortId}
          >
            <CompanyServicesCard companyId={company.shortId} />
            <section className="min-w-0 space-y-2" aria-labelledby={`invoices-${company.shortId}`}>
              <h3 id={`invoices-${company.shortId}`} className="text-sm font-semibold">
                {b('invListTitle')}
              </h3>
              <InvoiceTable company={{ id: company.shortId, name: company.name }} />
            </section>
          </div>
        </Card>
      ))}
      <p className="text-base-content/75 text-xs">{b('invVatNote', { rate: VAT_RATE * 100 })}</p>
    </div>
  );
}
