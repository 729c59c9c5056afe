import { useT } from '../lib/i18n';
import { Icon } from '../ui/icons';
import { Card } from '../ui/parts';
import { OrderHistory } from './OrdersView';

/** Administrator: every order (cancel, force delete) and the accounting integration (SPEC §6). */
export function AdministratorView() {
  const t = useT();
  return (
    <div className="space-y-5">
      <section aria-labelledby="admin-orders">
        <h2 id="admin-orders" className="mb-3 text-lg font-semibold">
          {t('adminOrders')}
        </h2>
        <OrderHistory admin />
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
        <div className="card-actions">
          <button type="button" className="btn btn-sm" disabled>
            <Icon name="external" className="size-4" />
            {t('adminConnect')}
          </button>
          <span className="text-base-content/70 self-center text-xs">{t('availableSoon')}</span>
        </div>
      </Card>
    </div>
  );
}
