// Submitted orders as the History tab, the administrator's table and the order preview show them.
import { companies, invoiceLines, invoices, type Order, orderCards, orders, users } from '@db/schema';
import type { OrderDetail, OrderSummary } from '@shared/types/orders';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { pdfPath } from '../billing';
import { cardsOfOrder } from '../cards';
import { periodOf } from '../pricing';
import { addressView, lineView, loadLines } from './lines';
import { frozenTotals } from './parcels';
import { DELIVERY_DAYS } from './quote';

type SummaryRow = {
  order: Order;
  companyShortId: string | null;
  companyName: string | null;
  creatorShortId: string | null;
  creatorName: string | null;
  cards: number;
};

/** The columns of a summary; `where` picks the orders (never drafts). */
export function summaryQuery(db: Deps['db']) {
  return db
    .select({
      order: orders,
      companyShortId: companies.shortId,
      companyName: companies.name,
      creatorShortId: users.shortId,
      creatorName: users.fullName,
      cards: sql<number>`(select coalesce(sum(${orderCards.quantity}), 0) from ${orderCards} where ${orderCards.orderId} = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(users, eq(users.id, orders.createdByUserId))
    .$dynamic();
}

export const newestFirst = [desc(orders.submittedAt), desc(orders.id)];

export function summaryView(row: SummaryRow): OrderSummary {
  const { order } = row;
  return {
    id: order.shortId,
    number: order.number ?? '',
    status: order.status as OrderSummary['status'],
    company: { id: row.companyShortId, name: row.companyName ?? order.buyer?.companyName ?? '' },
    createdBy: { id: row.creatorShortId, fullName: row.creatorName ?? '' },
    cards: Number(row.cards),
    total: order.total ?? 0,
    createdAt: order.createdAt,
    submittedAt: order.submittedAt ?? order.createdAt,
  };
}

export const receiptPath = (order: Pick<Order, 'shortId'>) => `/api/v1/orders/${order.shortId}/receipt.pdf`;
/** The print file of every card of the order on one sheet (design-routes.ts). */
export const orderDesignPath = (order: Pick<Order, 'shortId'>) =>
  `/api/v1/orders/${order.shortId}/design.svg`;

export function timelineOf(order: Order): OrderDetail['timeline'] {
  const steps: OrderDetail['timeline'] = [{ status: 'received', at: order.submittedAt ?? order.createdAt }];
  if (order.processingAt) steps.push({ status: 'processing', at: order.processingAt });
  if (order.shippedAt) steps.push({ status: 'shipped', at: order.shippedAt });
  if (order.cancelledAt) steps.push({ status: 'cancelled', at: order.cancelledAt });
  return steps;
}

/**
 * The monthly invoice whose line bills the order (billing/charges.ts `orderLines`): its company's invoice for the
 * month it shipped (one per company and month), if that has been issued with the order on it.
 */
async function invoiceOf(db: Deps['db'], order: Order): Promise<OrderDetail['invoice']> {
  if (order.status !== 'shipped' || !order.number || !order.shippedAt || order.companyId === null)
    return null;
  const [row] = await db
    .select({ id: invoices.shortId, number: invoices.number })
    .from(invoices)
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.companyId, order.companyId),
        eq(invoices.period, periodOf(order.shippedAt)),
        eq(invoiceLines.item, 'cardOrder'),
        sql`json_extract(${invoiceLines.params}, '$.orderNumber') = ${order.number}`,
      ),
    )
    .limit(1);
  return row ? { ...row, pdfPath: pdfPath({ shortId: row.id }) } : null;
}

export async function detailView(deps: Deps, order: Order, canChange: boolean): Promise<OrderDetail> {
  const [row] = await summaryQuery(deps.db).where(eq(orders.id, order.id));
  const lines = await loadLines(deps.db, order.id);
  const buyer = order.buyer;
  return {
    ...summaryView(row),
    lines: lines.map((l) => lineView(order.shortId, l)),
    cardsMade: await cardsOfOrder(deps, order.id),
    shippingAddress: addressView(order.shippingAddress) ?? {
      fullName: '',
      street: '',
      zipcode: '',
      city: '',
      country: '',
    },
    invoiceMarking: order.invoiceMarking,
    coupons: order.coupons.map((c) => ({ code: c.code, discount: c.discount, freeShipping: c.freeShipping })),
    totals: frozenTotals(order, lines),
    buyer: {
      companyName: buyer?.companyName ?? '',
      orgNumber: buyer?.orgNumber ?? '',
      email: buyer?.email ?? '',
      marking: buyer?.marking ?? '',
      street: buyer?.street ?? '',
      zipcode: buyer?.zipcode ?? '',
      city: buyer?.city ?? '',
      country: buyer?.country ?? '',
    },
    timeline: timelineOf(order),
    deliveryDays: { ...DELIVERY_DAYS },
    receiptPath: receiptPath(order),
    designPath: orderDesignPath(order),
    invoice: await invoiceOf(deps.db, order),
    canCancel: canChange && order.status === 'received',
  };
}
