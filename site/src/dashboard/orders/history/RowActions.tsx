import type { OrderSummary } from '@shared/types/orders';
import { ActionButton } from '../../ui/ActionButton';
import { Icon } from '../../ui/icons';
import { confirmCancel, openPreview, receiptHref } from './actions';
import { useOrdersT } from './i18n';

/** The receipt PDF in a new tab (the browser's own viewer). */
export function ReceiptLink({ order }: { order: OrderSummary }) {
  const t = useOrdersT();
  return (
    <a
      className="btn btn-ghost btn-sm btn-square"
      href={receiptHref(order.id)}
      target="_blank"
      rel="noopener"
      title={t('historyReceipt')}
      aria-label={t('historyReceiptNamed', { number: order.number })}
    >
      <Icon name="receipt" className="size-4" />
    </a>
  );
}

/** Opens the order preview (the administrator's also shows the whole timeline and their actions). */
export function ViewOrderButton({ order, admin = false }: { order: OrderSummary; admin?: boolean }) {
  const t = useOrdersT();
  return (
    <ActionButton
      icon="eye"
      title={t('historyView')}
      label={t('historyViewNamed', { number: order.number })}
      onClick={() => openPreview(order, admin)}
    />
  );
}

/** The owner's actions: view, receipt and (while Received) cancel. */
export function OrderRowActions({ order }: { order: OrderSummary }) {
  const t = useOrdersT();
  const number = order.number;
  return (
    <div className="flex flex-nowrap items-center justify-end gap-0.5">
      <ViewOrderButton order={order} />
      <ReceiptLink order={order} />
      {order.status === 'received' && (
        <ActionButton
          icon="close"
          title={t('historyCancel')}
          label={t('historyCancelNamed', { number })}
          onClick={() => confirmCancel(order)}
          className="text-error"
        />
      )}
    </div>
  );
}
