import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { t } from '../lib/i18n';
import { openDialog } from '../stores/dialogs';
import { notify } from '../stores/notifications';
import { $companies } from '../stores/people';
import { $entitlements } from '../stores/user';

/**
 * "Create company", respecting the tier (SPEC §5): at the company limit, or a free user who already
 * belongs to a company, gets the API's own message as a notice instead of a form they cannot send.
 * The API checks the same again.
 */
/** On the free plan a subscription lifts both limits: the notice leads to where one is bought. */
const SUBSCRIBE = () => ({ label: t('upsellLink'), href: '/dashboard/subscriptions' });

export function useCreateCompany() {
  const rights = useStore($entitlements);
  return useCallback(() => {
    const list = $companies.get() ?? [];
    const owned = list.filter((c) => c.role === 'owner').length;
    const joined = list.filter((c) => c.role !== 'invited').length;
    if (rights && owned >= rights.maxOwnedCompanies) {
      if (rights.isSubscriber) {
        notify(t('companyLimitReachedSubscriber', { limit: rights.maxOwnedCompanies }), { color: 'error' });
      } else notify(t('companyLimitReached'), { color: 'error', action: SUBSCRIBE() });
      return;
    }
    if (rights && joined >= rights.maxMemberships) {
      notify(t('membershipLimitReached'), { color: 'error', action: SUBSCRIBE() });
      return;
    }
    openDialog('companyForm', {});
  }, [rights]);
}
