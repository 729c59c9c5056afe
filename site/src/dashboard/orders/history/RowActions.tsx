import type { OrderSummary } from '@shared/types/orders';
import { Icon, type IconName } from '../../ui/icons';
import { confirmCancel, openPreview, receiptHref } from './actions';
import { useOrdersT } from './i18n';

const BUTTON = 'btn btn-ghost btn-sm btn-square';

/** An icon button whose accessible name carries the order number ("Cancel order 2026-0003"). */
export function ActionButton({
  icon,
  title,
  label,
  onClick,
  className = '',
}: {
  icon: IconName;
  title: string;
  label: string;
  onClick: () => unknown;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${BUTTON} ${className}`}
      title={title}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name={icon} className="size-4" />
    </button>
  );
}

/** The receipt PDF in a new tab (the browser's own viewer). */
export function ReceiptLink({ order }: { order: OrderSummary }) {
  const t = useOrdersT();
  return (
    <a
      className={BUTTON}
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
        onClick={() => openPreview(order, false)}
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
