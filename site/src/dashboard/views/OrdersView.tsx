import { useEffect } from 'react';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { CardsTab } from '../orders/fleet/CardsTab';
import { HistoryTab } from '../orders/history/HistoryTab';
import { useOrdersT } from '../orders/history/i18n';
import { OrderWizard } from '../orders/wizard/OrderWizard';
import { openDialog } from '../stores/dialogs';
import { navigate } from '../stores/router';
import { RouteTabs } from '../ui/parts';

/**
 * An order's link in a mail (/dashboard/orders/?order=ID, api/src/modules/orders/mail.ts): the History tab with
 * that order's preview open, the address without the query (a reload is the history, not the dialog again).
 */
function useOrderLink() {
  useEffect(() => {
    const id = new URLSearchParams(location.search).get('order');
    if (!id) return;
    history.replaceState(history.state, '', location.pathname);
    navigate(sectionPath('orders', 'history'), { replace: true });
    openDialog('orderPreview', { orderId: id });
  }, []);
}

/** Orders: tab Order (the new-order wizard starts here), tab History (SPEC §2) and tab Cards (the card fleet). */
export function OrdersView({ tab }: { tab?: string }) {
  const t = useT();
  const ot = useOrdersT();
  useOrderLink();
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
