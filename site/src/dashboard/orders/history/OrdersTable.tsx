import { useStore } from '@nanostores/react';
import type { OrderSummary } from '@shared/types/orders';
import { type ReactNode, useMemo, useState } from 'react';
import { pageOf } from '../../dynatags/list/table-model';
import { formatDate, formatDateOnly, formatMoney } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';
import { EmptyRow } from '../../ui/parts';
import { SortHeader } from '../../ui/SortHeader';
import { useOrdersT } from './i18n';
import {
  nextOrderSort,
  type OrderSort,
  type OrderSortKey,
  STATUS_BADGE,
  STATUS_LABEL,
  sortOrders,
} from './model';
import { $orderPageSize, Pager, PageSizeSelect } from './table-parts';

/** The status of an order as a badge with its SPEC §2 label (Received, Processing, Shipped, Cancelled). */
export function StatusBadge({ status }: { status: OrderSummary['status'] }) {
  const t = useOrdersT();
  return (
    <span className={`badge badge-sm whitespace-nowrap ${STATUS_BADGE[status]}`}>
      {t(STATUS_LABEL[status])}
    </span>
  );
}

/** The administrator's look-up id under a name (a customer reads names only). */
function IdLine({ label, id }: { label: string; id: string | null }) {
  if (!id) return null;
  return (
    <span className="text-base-content/70 block font-mono text-xs" title={label}>
      <span className="sr-only">{label}: </span>
      {id}
    </span>
  );
}

/**
 * An orders table (SPEC §2): number, company, who ordered it, status, cards, total, created, actions; every
 * column sorts, page sizes 5 to all, and on a phone each order is a card (`dc-stack`). A customer reads names
 * only; the administrator (`ids`) also gets the company's ID and the orderer's user ID under the names, to look them up.
 */
export function OrdersTable({
  rows,
  caption,
  empty,
  toolbar,
  actions,
  testId,
  ids = false,
}: {
  rows: OrderSummary[];
  caption: string;
  empty: ReactNode;
  toolbar?: ReactNode;
  actions: (order: OrderSummary) => ReactNode;
  testId: string;
  ids?: boolean;
}) {
  const t = useOrdersT();
  const lang = useStore($uiLang);
  const size = useStore($orderPageSize);
  const [sort, setSort] = useState<OrderSort>({ key: 'createdAt', dir: 'desc' });
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => sortOrders(rows, sort), [rows, sort]);
  const view = pageOf(sorted, size, page);
  const header = {
    sort,
    onSort: (key: OrderSortKey) => {
      setSort(nextOrderSort(sort, key));
      setPage(0);
    },
  };
  const none = <span className="text-base-content/70">–</span>;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-end gap-3">{toolbar}</div>
        <PageSizeSelect onChange={() => setPage(0)} />
      </div>
      <div className="rounded-box border border-base-300 bg-base-100 overflow-x-auto">
        <table className="table table-sm dc-stack @3xl:[&_td]:px-2 @3xl:[&_th]:px-2" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead className="text-base-content/80">
            <tr>
              <SortHeader label={t('historyColNumber')} column="number" {...header} />
              <SortHeader label={t('historyColCompany')} column="company" {...header} />
              <SortHeader label={t('historyColOrderedBy')} column="orderedBy" {...header} />
              <SortHeader label={t('historyColStatus')} column="status" {...header} />
              <SortHeader label={t('historyColCards')} column="cards" {...header} className="text-end" />
              <SortHeader label={t('historyColTotal')} column="total" {...header} className="text-end" />
              <SortHeader label={t('historyColCreated')} column="createdAt" {...header} />
              <th scope="col" className="text-end">
                {t('historyColActions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((order) => (
              <tr key={order.id} data-testid="order-row" data-order={order.number}>
                <td className="font-medium tabular-nums whitespace-nowrap">{order.number}</td>
                <td data-label={t('historyColCompany')} className="@3xl:max-w-48 @3xl:truncate">
                  {order.company.name}
                  {ids && <IdLine label={t('historyColCompanyId')} id={order.company.id} />}
                </td>
                <td data-label={t('historyColOrderedBy')} data-testid="order-orderer">
                  {order.createdBy.fullName || none}
                  {ids && <IdLine label={t('historyColUserId')} id={order.createdBy.id} />}
                </td>
                <td data-label={t('historyColStatus')}>
                  <StatusBadge status={order.status} />
                </td>
                <td data-label={t('historyColCards')} className="text-end tabular-nums">
                  {order.cards}
                </td>
                <td data-label={t('historyColTotal')} className="text-end tabular-nums whitespace-nowrap">
                  {formatMoney(order.total, lang)}
                </td>
                <td data-label={t('historyColCreated')} className="whitespace-nowrap">
                  <span title={formatDate(order.createdAt, lang)}>
                    {formatDateOnly(order.createdAt, lang)}
                  </span>
                </td>
                <td data-label={t('historyColActions')}>{actions(order)}</td>
              </tr>
            ))}
            {!view.rows.length && <EmptyRow columns={8}>{empty}</EmptyRow>}
          </tbody>
        </table>
      </div>
      <Pager view={view} onPage={setPage} />
    </div>
  );
}
