// What a company is charged for the days of a month (docs/decisions.md "Billing"): the subscriptions it pays,
// prorated by day, a lifetime subscription once in the month it started, its services from the quantities of
// usage_changes, and the card orders shipped to it in the month. Days are UTC days; the quantity of a day is the largest in force at any moment of it.
import {
  type InvoiceItem,
  type InvoiceLineParams,
  type Order,
  orders,
  type Subscription,
  subscriptions,
  type UsageItem,
  usageChanges,
} from '@db/schema';
import { DAY_MS, LIMITS, PRICES } from '@shared/constants';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { dayStart, periodBounds, prorate } from '../pricing';

/** The billed days: from the month's start up to `until` (exclusive), prorated over the month's `days`. */
export type BillingWindow = { period: string; start: number; until: number; days: number };

export type ChargeLine = {
  item: InvoiceItem;
  params: InvoiceLineParams;
  unitDays: number;
  unitPrice: number;
  amount: number;
};

/** The whole month, or the month up to and including the day of `through` (a final invoice). */
export function billingWindow(period: string, through?: number): BillingWindow {
  const { start, end, days } = periodBounds(period);
  const until = through === undefined ? end : Math.min(end, dayStart(through) + DAY_MS);
  return { period, start, until, days };
}

/** The last moment a subscription runs: when it ends or expired, whichever is first; null while it runs. */
const lastMoment = (s: Subscription) => {
  const ends = [s.endsAt, s.expiredAt].filter((v): v is number => v !== null);
  return ends.length ? Math.min(...ends) : null;
};

export function subscriptionLines(subs: Subscription[], w: BillingWindow): ChargeLine[] {
  const lines: ChargeLine[] = [];
  for (const s of subs) {
    if (s.plan === 'lifetime') {
      if (s.startedAt >= w.start && s.startedAt < w.until) {
        const price = PRICES.subscription.lifetime;
        const from = dayStart(s.startedAt);
        lines.push({
          item: 'subscriptionLifetime',
          params: { name: s.userName, from },
          unitDays: 0,
          unitPrice: price,
          amount: price,
        });
      }
      continue;
    }
    const ends = lastMoment(s);
    const from = Math.max(dayStart(s.startedAt), w.start);
    const to = Math.min(ends === null ? Number.POSITIVE_INFINITY : dayStart(ends), w.until - DAY_MS);
    if (to < from) continue;
    const days = Math.round((to - from) / DAY_MS) + 1;
    const price = PRICES.subscription.monthly;
    lines.push({
      item: 'subscriptionMonthly',
      params: { name: s.userName, from, to, days },
      unitDays: days,
      unitPrice: price,
      amount: prorate(price, days, w.days),
    });
  }
  return lines;
}

/** The quantity of each day of the window: the largest in force during it (the last change before it carries in). */
export function dailyQuantities(changes: { quantity: number; at: number }[], w: BillingWindow): number[] {
  let current = 0;
  let i = 0;
  while (i < changes.length && changes[i].at < w.start) current = changes[i++].quantity;
  const days: number[] = [];
  for (let day = w.start; day < w.until; day += DAY_MS) {
    let max = current;
    while (i < changes.length && changes[i].at < day + DAY_MS) {
      current = changes[i++].quantity;
      max = Math.max(max, current);
    }
    days.push(max);
  }
  return days;
}

/** A line of unit-days: `counts` per day of the window; the same count every charged day shows as "n × days". */
function unitLine(item: InvoiceItem, monthly: number, counts: number[], w: BillingWindow): ChargeLine[] {
  const charged = counts.map((n, i) => ({ n, day: w.start + i * DAY_MS })).filter((d) => d.n > 0);
  if (!charged.length) return [];
  const unitDays = charged.reduce((sum, d) => sum + d.n, 0);
  const same = charged.every((d) => d.n === charged[0].n);
  const params: InvoiceLineParams = {
    from: charged[0].day,
    to: charged[charged.length - 1].day,
    days: charged.length,
    ...(same ? { quantity: charged[0].n } : {}),
  };
  return [{ item, params, unitDays, unitPrice: monthly, amount: prorate(monthly, unitDays, w.days) }];
}

export function serviceLines(usage: Record<UsageItem, number[]>, w: BillingWindow): ChargeLine[] {
  const included = PRICES.dynatags.includedUnits;
  return [
    ...unitLine(
      'dynatagService',
      PRICES.dynatags.serviceMonthly,
      usage.dynatags.map((n) => (n > 0 ? 1 : 0)),
      w,
    ),
    ...unitLine(
      'dynatagUnits',
      PRICES.dynatags.unitMonthly,
      usage.dynatags.map((n) => Math.max(0, n - included)),
      w,
    ),
    ...unitLine(
      'extraOwners',
      PRICES.extraOwner.monthly,
      usage.owners.map((n) => Math.max(0, n - LIMITS.ownersIncluded)),
      w,
    ),
  ];
}

/**
 * A line per card order shipped in the window: its frozen net (cards, coupons and shipping, without VAT). Billed
 * when shipped: an order can be cancelled only before, so a billed order is never cancelled afterwards.
 */
export function orderLines(shipped: Pick<Order, 'number' | 'invoiceMarking' | 'totals'>[]): ChargeLine[] {
  return shipped.map((order) => {
    const net = order.totals?.net ?? 0;
    return {
      item: 'cardOrder',
      params: {
        orderNumber: order.number ?? '',
        ...(order.invoiceMarking ? { marking: order.invoiceMarking } : {}),
      },
      unitDays: 0,
      unitPrice: net,
      amount: net,
    };
  });
}

/** The card orders of a company shipped in the window, oldest first. */
export const shippedOrders = (db: Deps['db'], companyId: number, w: BillingWindow) =>
  db
    .select({ number: orders.number, invoiceMarking: orders.invoiceMarking, totals: orders.totals })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.status, 'shipped'),
        gte(orders.shippedAt, w.start),
        lt(orders.shippedAt, w.until),
      ),
    )
    .orderBy(asc(orders.shippedAt), asc(orders.id));

/** Every line a company is charged for the window: subscriptions (in the order they started), services, orders. */
export async function chargesOf(db: Deps['db'], companyId: number, w: BillingWindow): Promise<ChargeLine[]> {
  const subs = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), lt(subscriptions.startedAt, w.until)))
    .orderBy(asc(subscriptions.startedAt), asc(subscriptions.id));
  const changes = await db
    .select({ item: usageChanges.item, quantity: usageChanges.quantity, at: usageChanges.at })
    .from(usageChanges)
    .where(and(eq(usageChanges.companyId, companyId), lt(usageChanges.at, w.until)))
    .orderBy(asc(usageChanges.at), asc(usageChanges.id));
  const of = (item: UsageItem) =>
    dailyQuantities(
      changes.filter((c) => c.item === item),
      w,
    );
  return [
    ...subscriptionLines(subs, w),
    ...serviceLines({ dynatags: of('dynatags'), owners: of('owners') }, w),
    ...orderLines(await shippedOrders(db, companyId, w)),
  ];
}
