// The order mails — received, shipped, cancelled — to the orderer in their language and to the company's
// billing email, in the one mail layout, with the order number, lines, totals, the delivery estimate and a
// link to the Orders page in the reader's language.
import { type Order, orders, users } from '@db/schema';
import type { Lang } from '@shared/constants';
import { placeOf } from '@shared/countries';
import { type Params, translate } from '@shared/i18n';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { type MailMessage, renderMail } from '../../platform/mail';
import { formatMoney } from '../pricing';
import { type LineRow, loadLines } from './lines';
import { frozenTotals } from './parcels';
import { DELIVERY_DAYS } from './quote';

export type OrderMail = 'received' | 'shipped' | 'cancelled';

const SUBJECT = {
  received: 'orderReceivedSubject',
  shipped: 'orderShippedSubject',
  cancelled: 'orderCancelledSubject',
} as const;
const BODY = {
  received: 'orderReceivedBody',
  shipped: 'orderShippedBody',
  cancelled: 'orderCancelledBody',
} as const;

/**
 * The Orders page with this order's preview open. Dashboard addresses carry no language prefix (the site
 * answers /dashboard/* with the shell of the reader's language and sends /en/dashboard/… there with a 302).
 */
export const ordersLink = (deps: Pick<Deps, 'config'>, order: Pick<Order, 'shortId'>) =>
  `${deps.config.publicUrl}/dashboard/orders/?order=${order.shortId}`;

export function renderOrderMail(
  lang: Lang,
  kind: OrderMail,
  to: string,
  input: { name: string | null; order: Order; lines: LineRow[]; link: string },
): MailMessage {
  const t = (key: Parameters<typeof translate<'mail'>>[2], p?: Params) => translate(lang, 'mail', key, p);
  const { order } = input;
  const totals = frozenTotals(order, input.lines);
  const money = (ore: number) => formatMoney(lang, ore);
  const company = order.buyer?.companyName ?? '';
  const cards = input.lines.reduce((n, { line }) => n + line.quantity, 0);
  const params = { number: order.number!, company, cards, ...DELIVERY_DAYS };
  const details: [string, string][] = [
    [t('orderNumber'), order.number!],
    [t('orderCompany'), company],
    ...input.lines.map(({ line, person }): [string, string] => [
      t('orderLine', {
        quantity: line.quantity,
        type: translate(lang, 'orders', `receiptType_${line.type}`),
        recipient: person?.fullName || line.recipientEmail,
      }),
      money(line.unitPrice * line.quantity),
    ]),
    [t('orderSubtotal'), money(totals.subtotal)],
    ...order.coupons
      .filter((c) => c.discount > 0)
      .map((c): [string, string] => [t('orderDiscount', { code: c.code }), `-${money(c.discount)}`]),
    ...totals.parcels.map((p): [string, string] => [
      p.address ? t('orderParcel', { place: placeOf(lang, p.address) }) : t('orderShipping'),
      money(p.shipping),
    ]),
    [t('orderNet'), money(totals.net)],
    [t('orderVat'), money(totals.vat)],
    [t('orderTotal'), money(totals.total)],
    ...(kind === 'cancelled'
      ? []
      : [[t('orderDelivery'), t('orderDeliveryDays', DELIVERY_DAYS)] as [string, string]]),
  ];
  return renderMail({
    lang,
    to,
    subject: t(SUBJECT[kind], params),
    ...(input.name ? { greeting: t('greeting', { name: input.name }) } : {}),
    paragraphs: [t(BODY[kind], params)],
    details,
    action: { label: t('orderAction'), link: input.link },
  });
}

/**
 * Mails the orderer (in their language) and the billing email of the buyer (in the order's language) about the
 * order. A mail failure is logged; the order stands (it is in the dashboard).
 */
export async function mailOrder(deps: Deps, orderId: number, kind: OrderMail) {
  try {
    await sendOrderMails(deps, orderId, kind);
  } catch (error) {
    deps.log.error('order mail failed; the order stands', { orderId, kind, error });
  }
}

/** The mails of `mailOrder`; a failed send throws (the order-mails job sets the order due again). */
export async function sendOrderMails(deps: Deps, orderId: number, kind: OrderMail) {
  const [row] = await deps.db
    .select({ order: orders, user: users })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.createdByUserId))
    .where(eq(orders.id, orderId));
  if (!row?.order.number) return;
  const { order, user } = row;
  const lines = await loadLines(deps.db, order.id);
  const sent = new Set<string>();
  const send = async (to: string, lang: Lang, name: string | null) => {
    if (!to || sent.has(to.toLowerCase())) return;
    sent.add(to.toLowerCase());
    await deps.mailer.send(
      renderOrderMail(lang, kind, to, { name, order, lines, link: ordersLink(deps, order) }),
    );
  };
  if (user) await send(user.email, user.lang, user.fullName);
  if (order.buyer?.email) await send(order.buyer.email, user?.lang ?? order.lang, null);
}
