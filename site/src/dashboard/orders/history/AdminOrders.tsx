import { SELECT_DEBOUNCE_MS } from '@shared/constants';
import type { OrderSummary } from '@shared/types/orders';

import { useId, useMemo, useState } from 'react';
import { useDebounced } from '../../admin/use-debounced';
import { ActionButton } from '../../ui/ActionButton';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/parts';
import { RowMenu, RowMenuItem } from '../../ui/RowMenu';
import {
  changeStatus,
  confirmCancel,
  confirmDelete,
  downloadChipFile,
  orderDesignHref,
  ordersChanged,
  receiptHref,
  useOrders,
} from './actions';
import { useOrdersT } from './i18n';
import { filterOrders, nextStatus, type OrderStatusShown, STATUS_LABEL } from './model';
import { OrdersTable } from './OrdersTable';
import { ViewOrderButton } from './RowActions';

const STATUSES: OrderStatusShown[] = ['received', 'processing', 'shipped', 'cancelled'];

/**
 * The administrator's actions on an order: view and the next status (an arrow) at hand, the rest in the row's menu
 * (receipt, the print file of the whole order, cancel while received, force delete), so the row fits the page.
 */
function AdminRowActions({ order }: { order: OrderSummary }) {
  const t = useOrdersT();
  const next = nextStatus(order.status);
  const number = order.number;
  return (
    <div className="flex flex-nowrap items-center justify-end gap-0.5">
      <ViewOrderButton order={order} admin />
      {next && (
        <ActionButton
          icon="forward"
          title={t(next === 'processing' ? 'adminToProcessing' : 'adminToShipped')}
          label={t(next === 'processing' ? 'adminToProcessingNamed' : 'adminToShippedNamed', { number })}
          onClick={() => changeStatus(order, next)}
        />
      )}
      <RowMenu title={t('historyMore')} label={t('historyMoreNamed', { number })}>
        <RowMenuItem icon="receipt" href={receiptHref(order.id)}>
          {t('historyReceipt')}
        </RowMenuItem>
        <RowMenuItem icon="download" href={orderDesignHref(order.id)} download={`order-${number}.svg`}>
          {t('adminPrintFileAll')}
        </RowMenuItem>
        <RowMenuItem icon="nfc" onClick={() => downloadChipFile(order)}>
          {t('adminChipFile')}
        </RowMenuItem>
        {order.status === 'received' && (
          <RowMenuItem icon="close" onClick={() => confirmCancel(order)} danger>
            {t('historyCancel')}
          </RowMenuItem>
        )}
        <RowMenuItem icon="trash" onClick={() => confirmDelete(order)} danger>
          {t('adminDelete')}
        </RowMenuItem>
      </RowMenu>
    </div>
  );
}

/** Administrator: every company's orders with filters (status, company, number) and every action on them. */
export function AdminOrders() {
  const t = useOrdersT();
  const id = useId();
  const [status, setStatus] = useState<OrderStatusShown | ''>('');
  const [company, setCompany] = useState('');
  const [number, setNumber] = useState('');
  // The status narrows the server's list (every company's orders can be many); company (name or ID) and
  // number match any part here, which the server's exact-ID and prefix filters cannot.
  const statusAsked = useDebounced(status, SELECT_DEBOUNCE_MS);
  const { orders, failed } = useOrders({ admin: true, status: statusAsked || undefined });
  const filtering = Boolean(status || company.trim() || number.trim());
  const rows = useMemo(
    () => filterOrders(orders ?? [], { status, company, number }),
    [orders, status, company, number],
  );
  if (!orders)
    return failed ? (
      <div className="space-y-2 text-sm">
        <p className="text-error">{t('historyLoadFailed')}</p>
        <button type="button" className="btn btn-sm" onClick={ordersChanged}>
          {t('historyRetry')}
        </button>
      </div>
    ) : (
      <Spinner label={t('historyLoading')} />
    );
  const field = 'flex flex-col gap-1 text-sm';
  return (
    <div className="space-y-2">
      <p className="text-base-content/75 flex items-center gap-2 text-sm">
        <Icon name="mail" className="size-4 shrink-0" />
        {t('adminMailNote')}
      </p>
      <OrdersTable
        rows={rows}
        caption={t('adminOrdersTitle')}
        testId="admin-orders"
        ids
        empty={filtering ? t('historyNoMatch') : t('adminOrdersEmpty')}
        actions={(order) => <AdminRowActions order={order} />}
        toolbar={
          <>
            <div className={field}>
              <label htmlFor={`${id}-status`}>{t('adminFilterStatus')}</label>
              <select
                id={`${id}-status`}
                className="select select-sm w-40"
                value={status}
                onChange={(e) => setStatus(e.target.value as OrderStatusShown | '')}
              >
                <option value="">{t('adminFilterAll')}</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(STATUS_LABEL[s])}
                  </option>
                ))}
              </select>
            </div>
            <div className={field}>
              <label htmlFor={`${id}-company`}>{t('adminFilterCompany')}</label>
              <input
                id={`${id}-company`}
                type="search"
                className="input input-sm w-48"
                value={company}
                onChange={(e) => setCompany(e.target.value)}
              />
            </div>
            <div className={field}>
              <label htmlFor={`${id}-number`}>{t('adminFilterNumber')}</label>
              <input
                id={`${id}-number`}
                type="search"
                className="input input-sm w-36"
                value={number}
                onChange={(e) => setNumber(e.target.value)}
              />
            </div>
          </>
        }
      />
    </div>
  );
}
