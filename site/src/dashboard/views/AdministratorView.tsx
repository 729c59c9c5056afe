import { CouponsAdmin } from '../admin/coupons/CouponsAdmin';
import { useT } from '../lib/i18n';
import { AdminOrders } from '../orders/history/AdminOrders';
import { useOrdersT } from '../orders/history/i18n';
import { Card } from '../ui/parts';

/**
 * Administrator: every company's orders (status, cancel, force delete, print file), the coupons, and what the
 * accounting integration will carry (SPEC §6). The integration itself is issue 11's: until it exists the card
 * only informs, with no button standing in for it.
 */
export function AdministratorView() {
  const t = useT();
  const ot = useOrdersT();
  return (
    <div className="space-y-5">
      <section aria-labelledby="admin-orders">
        <h2 id="admin-orders" className="mb-3 text-lg font-semibold">
          {ot('adminOrdersTitle')}
        </h2>
        <AdminOrders />
      </section>
      <section aria-labelledby="admin-coupons">
        <h2 id="admin-coupons" className="mb-3 text-lg font-semibold">
          {ot('couponsTitle')}
        </h2>
        <CouponsAdmin />
      </section>
      <Card title={t('adminAccounting')}>
        <p className="text-sm">{t('adminAccountingText')}</p>
        <ul className="flex flex-wrap gap-2">
          {[t('scopeCompany'), t('scopeCustomer'), t('scopeOrder')].map((scope) => (
            <li key={scope} className="badge badge-outline">
              {scope}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
