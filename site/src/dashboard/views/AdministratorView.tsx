import { lazy, Suspense } from 'react';
import { useT } from '../lib/i18n';
import { Spinner } from '../ui/parts';

// The administrator's desk (its tabs, tables and texts in three languages) loads when it is first shown, so
// no other user downloads it.
const AdminDesk = lazy(() => import('../admin/AdminDesk'));

/**
 * Administrator (SPEC §2, §6): every company's orders, the coupons, users, companies, invoices, the contact
 * form's inquiries, the accounting integration and the Wallet services, one tab each.
 */
export function AdministratorView({ tab }: { tab?: string }) {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <AdminDesk tab={tab} />
    </Suspense>
  );
}
