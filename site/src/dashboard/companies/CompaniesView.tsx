import { useStore } from '@nanostores/react';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { Invitations } from '../profiles/Invitations';
import { useCompanies } from '../stores/people';
import { $entitlements } from '../stores/user';
import { Icon } from '../ui/icons';
import { EmptyState, NavLink, Spinner } from '../ui/parts';
import { CompanyCard } from './CompanyCard';
import { useCreateCompany } from './create-company';
import { useCrmReturn } from './crm/crm-return';

/**
 * Companies (SPEC §2): owners see and manage theirs. Someone who owns none is welcomed with what a company
 * gives and how to get one: create it, or be invited (their invitations show here to accept).
 */
export function CompaniesView() {
  const t = useT();
  const companies = useCompanies();
  const rights = useStore($entitlements);
  const create = useCreateCompany();
  useCrmReturn();
  if (!companies) return <Spinner label={t('loading')} />;
  const owned = companies.filter((c) => c.role === 'owner');
  const joined = companies.filter((c) => c.role === 'colleague');
  const invitations = <Invitations companies={companies.filter((c) => c.role === 'invited')} />;
  const createButton = (
    <button type="button" className="btn btn-primary btn-sm" onClick={create}>
      <Icon name="plus" className="size-4" />
      {t('createCompany')}
    </button>
  );
  const limits = rights?.isSubscriber
    ? t('companiesLimitSubscriber', { limit: rights.maxOwnedCompanies })
    : t('companiesLimitFree', { limit: rights?.maxOwnedCompanies ?? 1 });

  if (!owned.length) {
    // A free colleague already belongs to their one company: creating another would only be refused.
    const canCreate = !rights || joined.length < rights.maxMemberships;
    return (
      <div className="space-y-5">
        {invitations}
        {joined.length ? (
          <EmptyState
            icon="building"
            title={t('companiesMemberTitle', { companies: joined.map((c) => c.name).join(', ') })}
            actions={
              <>
                {canCreate && createButton}
                <NavLink href={sectionPath('profiles')} className="btn btn-sm">
                  {t('yourCompaniesOnProfile')}
                </NavLink>
              </>
            }
          >
            <p>{t('companiesMemberText')}</p>
            <p className="mt-2">{limits}</p>
          </EmptyState>
        ) : (
          <EmptyState icon="building" title={t('companiesWelcomeTitle')} actions={createButton}>
            <p>{t('companiesEmptyText')}</p>
            <p className="mt-2">{t('companiesInviteHint')}</p>
            <p className="mt-2">{limits}</p>
          </EmptyState>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-5">
      {invitations}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-base-content/75 text-sm">
          {t('companiesOwned', { count: owned.length, limit: rights?.maxOwnedCompanies ?? owned.length })}
        </p>
        {createButton}
      </div>
      {owned.map((company) => (
        <CompanyCard key={company.shortId} company={company} />
      ))}
    </div>
  );
}
