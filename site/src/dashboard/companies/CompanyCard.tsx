import { useT } from '../lib/i18n';
import type { Company } from '../lib/people';
import { companyAuditPath, companyOverviewPath } from '../lib/routes';
import { ReportCadence } from '../settings/ReportCadence';
import { openDialog } from '../stores/dialogs';
import { Icon } from '../ui/icons';
import { NavLink } from '../ui/parts';
import { useAuditT } from './audit/i18n';
import { hasBillingInfo } from './billing';
import { ColleaguesTable } from './ColleaguesTable';
import { CompanyLogo } from './CompanyLogo';

/** One owned company: its details, the owner's actions and its colleagues table. */
export function CompanyCard({ company }: { company: Company }) {
  const t = useT();
  const at = useAuditT();
  const id = `company-${company.shortId}`;
  const billingMissing = !hasBillingInfo(company);
  const action = 'btn btn-sm';
  return (
    <section
      aria-labelledby={id}
      className="card border border-base-300 bg-base-100"
      data-testid="company-card"
    >
      <div className="card-body gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-start gap-3">
          <CompanyLogo company={company} />
          <div className="min-w-0 flex-1">
            <h2 id={id} className="truncate text-lg font-semibold">
              {company.name}
            </h2>
            <p className="text-base-content/75 flex flex-wrap gap-x-3 text-sm">
              {company.websiteUrl && (
                <a
                  className="link link-hover truncate"
                  href={company.websiteUrl}
                  target="_blank"
                  rel="noopener"
                >
                  {company.websiteUrl.replace(/^https?:\/\//, '')}
                </a>
              )}
              {company.city && <span>{company.city}</span>}
              <span>
                {t('companyCounts', {
                  members: company.counts.members,
                  owners: company.counts.owners,
                  invited: company.counts.invited,
                })}
              </span>
            </p>
          </div>
          {company.useColorInProfiles && (
            <span
              className="size-6 shrink-0 rounded-full border border-base-300"
              style={{ background: company.color }}
              title={t('companyColor')}
              role="img"
              aria-label={t('colorIs', { color: company.color })}
            />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={`${action} btn-primary`}
            onClick={() => openDialog('companyForm', { shortId: company.shortId })}
          >
            <Icon name="pencil" className="size-4" />
            {t('editCompany')}
          </button>
          <NavLink
            href={companyOverviewPath(company.shortId)}
            className={action}
            aria-label={t('companyOverviewOf', { name: company.name })}
          >
            <Icon name="chart" className="size-4" />
            {t('companyOverview')}
          </NavLink>
          <NavLink
            href={companyAuditPath(company.shortId)}
            className={action}
            aria-label={at('openOf', { name: company.name })}
          >
            <Icon name="table" className="size-4" />
            {at('open')}
          </NavLink>
          <button
            type="button"
            className={action}
            onClick={() => openDialog('manageColleagues', { shortId: company.shortId })}
          >
            <Icon name="userPlus" className="size-4" />
            {t('manageColleagues')}
          </button>
          <button
            type="button"
            className={action}
            onClick={() => openDialog('billing', { shortId: company.shortId })}
          >
            <Icon name="receipt" className="size-4" />
            {t('billingInfo')}
            {billingMissing && <span className="badge badge-warning badge-xs">{t('missing')}</span>}
          </button>
          <button
            type="button"
            className={action}
            onClick={() => openDialog('webhooks', { shortId: company.shortId })}
          >
            <Icon name="link" className="size-4" />
            {t('webhooks')}
          </button>
          <button
            type="button"
            className={action}
            onClick={() => openDialog('pageDomain', { shortId: company.shortId })}
          >
            <Icon name="globe" className="size-4" />
            {t('domainTitle')}
          </button>
          <button
            type="button"
            className={`${action} btn-ghost text-error ms-auto`}
            onClick={() => openDialog('deleteCompany', { shortId: company.shortId, name: company.name })}
          >
            <Icon name="trash" className="size-4" />
            {t('deleteCompany')}
          </button>
        </div>
        <ReportCadence company={company.shortId} label={t('reportCompany')} hint={t('reportWhen')} />
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t('colleagues')}</h3>
          <ColleaguesTable company={company} />
        </div>
      </div>
    </section>
  );
}
