import type { OrderSummary } from '@shared/types/orders';
import type { OrdersKey } from './i18n';

// The order tables' rows as shown (History tab and the administrator's orders): filtered, sorted, with the
// status labels of SPEC §2. Pure, so the rules are tested without a browser; pages come from the dynatags
// table model (the same SPEC §9 page sizes).

export type OrderStatusShown = OrderSummary['status'];

export const STATUS_LABEL: Record<OrderStatusShown, OrdersKey> = {
  received: 'historyStatusReceived',
  processing: 'historyStatusProcessing',
  shipped: 'historyStatusShipped',
  cancelled: 'historyStatusCancelled',
};

export const STATUS_BADGE: Record<OrderStatusShown, string> = {
  received: 'badge-info',
  processing: 'badge-warning',
  shipped: 'badge-success',
  cancelled: 'badge-ghost',
};

/** The next status an administrator may set (Received → Processing → Shipped), or null. */
export const nextStatus = (status: OrderStatusShown): 'processing' | 'shipped' | null =>
  status === 'received' ? 'processing' : status === 'processing' ? 'shipped' : null;

export type OrderSortKey = 'number' | 'company' | 'orderedBy' | 'status' | 'cards' | 'total' | 'createdAt';
export type OrderSort = { key: OrderSortKey; dir: 'asc' | 'desc' };

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const STATUS_ORDER: OrderStatusShown[] = ['received', 'processing', 'shipped', 'cancelled'];

const compare: Record<OrderSortKey, (a: OrderSummary, b: OrderSummary) => number> = {
  number: (a, b) => collator.compare(a.number, b.number),
  company: (a, b) => collator.compare(a.company.name, b.company.name),
  orderedBy: (a, b) => collator.compare(a.createdBy.fullName, b.createdBy.fullName),
  status: (a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status),
  cards: (a, b) => a.cards - b.cards,
  total: (a, b) => a.total - b.total,
  createdAt: (a, b) => a.createdAt - b.createdAt,
};

/** Sorted by the column; ties fall back to the newest first, so equal rows never shuffle. */
export function sortOrders(rows: OrderSummary[], sort: OrderSort): OrderSummary[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      sign * compare[sort.key](a, b) || b.createdAt - a.createdAt || collator.compare(b.number, a.number),
  );
}

/** A click on a column: the same column turns around; another starts ascending (numbers and dates: descending). */
export function nextOrderSort(current: OrderSort, key: OrderSortKey): OrderSort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  const descending = key === 'createdAt' || key === 'total' || key === 'cards' || key === 'number';
  return { key, dir: descending ? 'desc' : 'asc' };
}

export type OrderFilter = {
  text?: string;
  status?: OrderStatusShown | '';
  company?: string;
  number?: string;
};

const has = (value: string | null | undefined, needle: string) =>
  (value ?? '').toLocaleLowerCase().includes(needle);

/**
 * Rows that match every given part: free text (number, company name or ID, orderer), a status, a company
 * (name or ID) and an order number; empty parts match everything.
 */
export function filterOrders(rows: OrderSummary[], filter: OrderFilter): OrderSummary[] {
  const text = filter.text?.trim().toLocaleLowerCase() ?? '';
  const company = filter.company?.trim().toLocaleLowerCase() ?? '';
  const number = filter.number?.trim().toLocaleLowerCase() ?? '';
  return rows.filter(
    (r) =>
      (!filter.status || r.status === filter.status) &&
      (!company || has(r.company.name, company) || has(r.company.id, company)) &&
      (!number || has(r.number, number)) &&
      (!text ||
        [r.number, r.company.name, r.company.id, r.createdBy.fullName, r.createdBy.id].some((v) =>
          has(v, text),
        )),
  );
}
