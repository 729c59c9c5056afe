import { useStore } from '@nanostores/react';
import type { OrderDetail } from '@shared/types/orders';
import { useEffect, useState } from 'react';
import { client } from '../../lib/client';
import { formatDate } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';
import { DialogFrame } from '../../ui/Dialog';
import type { DialogComponentProps } from '../../ui/dialog-types';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/parts';
import { $ordersVersion, confirmCancel, orderDesignHref, receiptHref } from './actions';
import { useOrdersT } from './i18n';
import { STATUS_LABEL } from './model';
import { OrderLines } from './OrderLines';
import { StatusBadge } from './OrdersTable';
import { OrderTotals } from './OrderTotals';

/** When each status began, and the delivery estimate while the order is on its way (SPEC §9: 2–7 days). */
function Timeline({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const lang = useStore($uiLang);
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold">{t('historyTimeline')}</h3>
      <ol className="space-y-1 text-sm" data-testid="order-timeline">
        {order.timeline.map((step) => (
          <li key={step.status} className="flex flex-wrap items-center gap-2">
            <Icon name="check" className="text-success size-4" />
            <span className="font-medium">{t(STATUS_LABEL[step.status])}</span>
            <span className="text-base-content/70">{formatDate(step.at, lang)}</span>
          </li>
        ))}
      </ol>
      {order.status !== 'cancelled' && (
        <p className="text-base-content/80 mt-2 text-sm">
          {t('historyDelivery', { min: order.deliveryDays.min, max: order.deliveryDays.max })}
        </p>
      )}
    </div>
  );
}

function Facts({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const a = order.shippingAddress;
  const fact = (label: string, value: React.ReactNode) => (
    <div>
      <dt className="text-base-content/70 text-xs">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  );
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {fact(t('historyCreatedBy'), order.createdBy.fullName)}
      {fact(t('historyCompany'), order.company.name)}
      {fact(t('historyShipTo'), [a.fullName, a.street, `${a.zipcode} ${a.city}`, a.country].join(', '))}
      {order.invoiceMarking && fact(t('historyMarking'), order.invoiceMarking)}
    </dl>
  );
}

/** The order preview (SPEC §2): status, creator, company, card rows, totals, receipt, design, links. */
export default function OrderPreviewDialog({ props, isTop, close }: DialogComponentProps<'orderPreview'>) {
  const t = useOrdersT();
  const version = useStore($ordersVersion);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [failed, setFailed] = useState<'notFound' | string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    void client
      .GET('/api/v1/orders/{id}', {
        params: { path: { id: props.orderId } },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((result) => {
        if (result.aborted) return;
        if (result.ok && result.data) setOrder(result.data);
        // Not found: an id that is no order, or another company's (the API answers 404 for both).
        else if (result.status === 404) setFailed('notFound');
        else setFailed(result.status === 403 ? result.message : t('historyLoadFailed'));
      });
    return () => controller.abort();
  }, [props.orderId, version]);

  return (
    <DialogFrame
      title={
        (props.number ?? order?.number)
          ? t('historyPreviewTitle', { number: props.number ?? order?.number ?? '' })
          : t(failed === 'notFound' ? 'historyOrderNotFoundTitle' : 'historyPreviewLoading')
      }
      onClose={close}
      isTop={isTop}
      size="xl"
      headerExtra={order && <StatusBadge status={order.status} />}
    >
      {!order ? (
        failed ? (
          <p role="alert" className="text-error text-sm" data-testid="order-preview-failed">
            {failed === 'notFound' ? t('historyOrderNotFound') : failed}
          </p>
        ) : (
          <Spinner label={t('historyPreviewLoading')} />
        )
      ) : (
        <div className="space-y-5" data-testid="order-preview">
          <div className="grid gap-4 sm:grid-cols-2">
            <Timeline order={order} />
            <Facts order={order} />
          </div>
          <OrderLines order={order} />
          <OrderTotals order={order} />
          <div className="flex flex-wrap justify-end gap-2">
            <a className="btn btn-sm" href={receiptHref(order.id)} target="_blank" rel="noopener">
              <Icon name="receipt" className="size-4" />
              {t('historyReceipt')}
            </a>
            <a className="btn btn-sm" href={orderDesignHref(order.id)} download={`order-${order.number}.svg`}>
              <Icon name="download" className="size-4" />
              {t('historyDesignAll')}
            </a>
            {order.canCancel && !props.admin && (
              <button
                type="button"
                className="btn btn-sm btn-error btn-outline"
                onClick={() => confirmCancel(order)}
              >
                <Icon name="close" className="size-4" />
                {t('historyCancel')}
              </button>
            )}
          </div>
        </div>
      )}
    </DialogFrame>
  );
}
