import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { CardsTab } from '../orders/fleet/CardsTab';
import { HistoryTab } from '../orders/history/HistoryTab';
import { useOrdersT } from '../orders/history/i18n';
import { OrderWizard } from '../orders/wizard/OrderWizard';
import { RouteTabs } from '../ui/parts';

/** Orders: tab Order (the new-order wizard starts here), tab History (SPEC §2) and tab Cards (the card fleet). */
export function OrdersView({ tab }: { tab?: string }) {
  const t = useT();
  const ot = useOrdersT();
  const current = tab === 'history' || tab === 'cards' ? tab : 'order';
  return (
    <>
      <RouteTabs
        label={t('titleOrders')}
        current={current}
        tabs={[
          { id: 'order', href: sectionPath('orders'), label: t('tabOrder') },
          { id: 'history', href: sectionPath('orders', 'history'), label: t('tabHistory') },
          { id: 'cards', href: sectionPath('orders', 'cards'), label: ot('fleetTab') },
        ]}
      />
      {current === 'history' ? <HistoryTab /> : current === 'cards' ? <CardsTab /> : <OrderWizard />}
    </>
  );
}
