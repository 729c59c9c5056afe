// The server's quote of a draft: prices from PRICES.cards, the coupon codes judged (coupon-rules.ts), the
// totals (totals.ts), and what still stops a submit (SPEC §5 rules with the §8 messages).
import { type Company, companies, coupons, memberships, type Order, type User } from '@db/schema';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import type { OrderDraft } from '@shared/types/orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { FieldError } from '../../platform/errors';
import { JOINED } from '../companies';
import { formatMoney, hasBilling } from '../pricing';
import { normaliseCode } from './coupon-rules';
import { addressView, type LineRow, lineView, loadLines } from './lines';
import { quoteOrder } from './totals';

type Db = Pick<Deps['db'], 'select'>;

/** SPEC §9: estimated delivery 2 to 7 days. */
export const DELIVERY_DAYS = { min: 2, max: 7 } as const;

/** SPEC §5: a company pays only with its billing info filled in (shared/billing-info.ts). */
export type DraftState = {
  order: Order;
  company: Company | null;
  /** The user owns the draft's company now. */
  owns: boolean;
  lines: LineRow[];
};

export async function loadDraftState(db: Db, user: Pick<User, 'id'>, order: Order): Promise<DraftState> {
  const lines = await loadLines(db, order.id);
  if (order.companyId === null) return { order, company: null, owns: false, lines };
  const [row] = await db
    .select({ company: companies, state: memberships.state })
    .from(companies)
    .leftJoin(memberships, and(eq(memberships.companyId, companies.id), eq(memberships.userId, user.id)))
    .where(eq(companies.id, order.companyId));
  return { order, company: row?.company ?? null, owns: row?.state === 'owner', lines };
}

export type Quote = Awaited<ReturnType<typeof quoteDraft>>;

/** Totals and coupon verdicts of the draft as it stands, at `now`. */
export async function quoteDraft(db: Db, state: DraftState, now: number) {
  const codes = state.order.couponCodes;
  const couponRows = codes.length
    ? await db
        .select()
        .from(coupons)
        .where(inArray(coupons.code, codes.map(normaliseCode)))
    : [];
  return quoteOrder({
    lines: state.lines.map(({ line }) => ({
      type: line.type,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      altAddress: line.altAddress,
    })),
    codes,
    couponRows,
    shippingAddress: state.order.shippingAddress,
    now,
  });
}

/** Everything that stops a submit, as field errors with their message keys and params in `lang` (first shown first). */
export function draftProblems(
  lang: Lang,
  user: Pick<User, 'isVerified'>,
  state: DraftState,
  quote: Quote,
): FieldError[] {
  const problems: FieldError[] = [];
  if (!user.isVerified) problems.push({ field: 'email', key: 'verifyToOrder' });
  const { company } = state;
  if (!company) problems.push({ field: 'companyId', key: 'selectCompany' });
  else if (!state.owns) problems.push({ field: 'companyId', key: 'ownersOnly' });
  else if (!hasBilling(company)) problems.push({ field: 'companyId', key: 'billingMissing' });
  if (state.lines.length === 0) problems.push({ field: 'cards', key: 'atLeastOneCard' });
  state.lines.forEach(({ membership }, i) => {
    const joined =
      membership && company && membership.companyId === company.id && JOINED.includes(membership.state);
    if (!joined) problems.push({ field: `cards.${i}.recipient`, key: 'recipientNotColleague' });
  });
  if (!state.order.shippingAddress)
    problems.push({ field: 'shippingAddress', key: 'shippingAddressMissing' });
  quote.coupons.forEach((c, i) => {
    if (c.error)
      problems.push({
        field: `couponCodes.${i}`,
        key: c.error,
        params: { min: formatMoney(lang, c.coupon?.minSubtotal ?? 0), code: c.code },
      });
  });
  return problems;
}

/** The wizard's state with the quote, in the request's language. */
export function draftView(lang: Lang, state: DraftState, quote: Quote, problems: FieldError[]): OrderDraft {
  const { order, company } = state;
  const message = (p: FieldError) => translate(lang, 'api', p.key, p.params);
  return {
    id: order.shortId,
    step: order.step,
    company: company ? { id: company.shortId, name: company.name, hasBilling: hasBilling(company) } : null,
    cards: state.lines.map((row) => lineView(order.shortId, row)),
    shippingAddress: addressView(order.shippingAddress),
    invoiceMarking: order.invoiceMarking,
    coupons: quote.coupons.map((c, i) => ({
      code: c.code,
      applied: c.applied,
      discount: c.discount,
      freeShipping: c.freeShipping,
      error: c.error
        ? message({ key: c.error, params: problems.find((p) => p.field === `couponCodes.${i}`)?.params })
        : null,
    })),
    totals: quote.totals,
    problems: problems.map((p) => ({ field: p.field ?? '', message: message(p) })),
    deliveryDays: { ...DELIVERY_DAYS },
    updatedAt: order.updatedAt,
  };
}
