import { StateBadge } from '../companies/ColleagueActions';
import { CompanyLogo } from '../companies/CompanyLogo';
import { client } from '../lib/client';
import { t as translate, useT } from '../lib/i18n';
import type { Company } from '../lib/people';
import { sectionPath } from '../lib/routes';
import { openDialog } from '../stores/dialogs';
import { refreshPeople } from '../stores/people';
import { Icon } from '../ui/icons';
import { Card, NavLink } from '../ui/parts';

function leave(company: Company) {
  openDialog('confirm', {
    title: translate('leaveTitle'),
    message: translate('leaveText', { company: company.name }),
    confirmLabel: translate('leaveCompany'),
    danger: true,
    onConfirm: async () => {
      const result = await client.POST('/api/v1/companies/{shortId}/leave', {
        params: { path: { shortId: company.shortId } },
        notifySuccess: true,
      });
      if (result.ok) await refreshPeople();
    },
  });
}

/**
 * The companies I belong to (SPEC §6 colleague): my colleague profile in each, and leaving. Owners
 * manage the company itself on the companies page.
 */
export function MyCompanies({ companies }: { companies: Company[] }) {
  const t = useT();
  return (
    <Card title={t('myCompanies')}>
      {companies.length === 0 ? (
        <div className="text-sm">
          <p>{t('profileNoCompaniesText')}</p>
          <NavLink href={sectionPath('companies')} className="btn btn-ghost btn-sm mt-2">
            <Icon name="building" className="size-4" />
            {t('goToCompanies')}
          </NavLink>
        </div>
      ) : (
        <ul className="divide-y divide-base-300" data-testid="my-companies">
          {companies.map((company) => (
            <li key={company.shortId} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
              <CompanyLogo company={company} size="size-10" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{company.name}</p>
                <StateBadge state={company.role} />
              </div>
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className="btn btn-sm"
                  aria-label={t('editMyColleagueProfileAt', { company: company.name })}
                  onClick={() =>
                    openDialog('colleagueProfile', {
                      companyShortId: company.shortId,
                      membershipId: company.membershipId,
                    })
                  }
                >
                  <Icon name="pencil" className="size-4" />
                  {t('editMyColleagueProfile')}
                </button>
                {company.role === 'owner' && (
                  <NavLink href={sectionPath('companies')} className="btn btn-ghost btn-sm">
                    {t('manageCompany')}
                  </NavLink>
                )}
                {/* The last owner cannot leave: they delete the company instead. */}
                {(company.role !== 'owner' || company.counts.owners > 1) && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm text-error"
                    aria-label={t('leaveNamed', { company: company.name })}
                    onClick={() => leave(company)}
                  >
                    <Icon name="door" className="size-4" />
                    {t('leaveCompany')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
