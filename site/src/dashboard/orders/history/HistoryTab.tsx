import { useMemo, useState } from 'react';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/parts';
import { ordersChanged, useOrders } from './actions';
import { useOrdersT } from './i18n';
import { filterOrders } from './model';
import { OrdersTable } from './OrdersTable';
import { OrderRowActions } from './RowActions';

/** Orders › History (SPEC §2): the orders of the companies I own, newest first. */
export function HistoryTab() {
  const t = useOrdersT();
  const { orders, failed } = useOrders({ admin: false });
  const [text, setText] = useState('');
  const rows = useMemo(() => filterOrders(orders ?? [], { text }), [orders, text]);
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
  return (
    <OrdersTable
      rows={rows}
      caption={t('historyCaption')}
      testId="order-history"
      empty={text ? t('historyNoMatch') : t('historyEmpty')}
      actions={(order) => <OrderRowActions order={order} />}
      toolbar={
        <label className="input input-sm w-full sm:w-72">
          <Icon name="search" className="size-4 opacity-70" />
          <span className="sr-only">{t('historyFilter')}</span>
          <input
            type="search"
            value={text}
            placeholder={t('historyFilterPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      }
    />
  );
}
