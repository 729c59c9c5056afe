import { useStore } from '@nanostores/react';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { useCompanies } from '../stores/people';
import { $entitlements } from '../stores/user';
import { Icon } from '../ui/icons';
import { EmptyState, NavLink, Spinner } from '../ui/parts';
import { CompanyCard } from './CompanyCard';
import { useCreateCompany } from './create-company';

/** Companies (SPEC §2): owners see and manage theirs; everyone else is told how to become one. */
export function CompaniesView() {
  const t = useT();
  const companies = useCompanies();
  const rights = useStore($entitlements);
  const create = useCreateCompany();
  if (!companies) return <Spinner label={t('loading')} />;
  const owned = companies.filter((c) => c.role === 'owner');
  const joined = companies.filter((c) => c.role !== 'owner');
  const createButton = (
    <button type="button" className="btn btn-primary btn-sm" onClick={create}>
      <Icon name="plus" className="size-4" />
      {t('createCompany')}
    </button>
  );

  if (!owned.length) {
    return (
      <EmptyState
        icon="building"
        title={t('ownerOnlyPage')}
        actions={
          <>
            {createButton}
            {joined.length > 0 && (
              <NavLink href={sectionPath('profiles')} className="btn btn-ghost btn-sm">
                {t('yourCompaniesOnProfile')}
              </NavLink>
            )}
          </>
        }
      >
        <p>{t('companiesEmptyText')}</p>
        <p className="mt-2">
          {rights?.isSubscriber
            ? t('companiesLimitSubscriber', { limit: rights.maxOwnedCompanies })
            : t('companiesLimitFree', { limit: rights?.maxOwnedCompanies ?? 1 })}
        </p>
      </EmptyState>
    );
  }

  return (
    <div className="space-y-5">
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
