import { LIMITS } from '@shared/constants';
import { useT } from '../lib/i18n';
import { BlockedAction, EmptyState } from '../ui/parts';

/** Companies: the list and edit come with the companies feature; until one exists, this says how to start. */
export function CompaniesView() {
  const t = useT();
  return (
    <EmptyState
      icon="building"
      title={t('companiesEmptyTitle')}
      actions={<BlockedAction label={t('createCompany')} reason={t('availableSoon')} />}
    >
      <p>{t('companiesEmptyText')}</p>
      <p className="mt-2">{t('companiesEmptyInvites', { limit: LIMITS.companies })}</p>
    </EmptyState>
  );
}
