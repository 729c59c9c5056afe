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

/** The owner's actions: view, receipt and (while Received) cancel. */
export function OrderRowActions({ order }: { order: OrderSummary }) {
  const t = useOrdersT();
  const number = order.number;
  return (
    <div className="flex flex-nowrap items-center justify-end gap-0.5">
      <ActionButton
        icon="eye"
        title={t('historyView')}
        label={t('historyViewNamed', { number })}
        onClick={() => openPreview(order)}
      />
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
