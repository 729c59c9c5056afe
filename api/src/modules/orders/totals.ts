/**
 * The money of an order, computed only here, in integer öre (SPEC §9; docs/decisions.md "Orders: totals").
 *
 *   computeTotals({ lines, coupons, shippingCountry }) → Totals
 *
 *   lines            { type, quantity, unitPrice }[]  unitPrice in öre excluding VAT (PRICES.cards[type] if omitted)
 *   coupons          coupon rows in the order the codes were entered (already past judgeCoupons: known, enabled,
 *                    valid now, not used up); a full `coupons` row fits, missing numbers count as 0
 *   shippingAddress  the main shipping address; null (not given yet) is quoted as national, the home market
 *   lines[].altAddress  where that line goes instead of the main address (parcels.ts)
 *
 *   Totals = OrderTotals (subtotal, discount, shipping, net, vat, total, parcels) & { coupons: TotalsCoupon[] }
 *
 * Rules:
 *   subtotal  Σ unitPrice × quantity (excluding VAT)
 *   coupons   in the order given, each checked again against the order: subtotal below its minSubtotal
 *             (exactly met passes) → refused couponMinSubtotal; not combinable with one applied before it, or
 *             one applied before it not combinable → refused couponConflict (the first entered wins)
 *   discount  per applied coupon: discountAmount + round(subtotal × discountPercent / 100), rounded half up to
 *             whole öre, capped at its maxValue (null: no cap), then at what is left of the subtotal after the
 *             coupons before it; so the total discount is never more than the subtotal
 *   parcels   one per distinct destination of the cards (parcels.ts), the main address's first; each priced
 *             PRICES.shipping.national (4900) to SE (any case), PRICES.shipping.international (9900) elsewhere,
 *             0 with an applied free-shipping coupon (it frees every parcel of the order)
 *   shipping  Σ parcels' shipping; 0 without cards (no card, no parcel)
 *   net       subtotal − discount + shipping
 *   vat       vatOf(net): round(net × 25 %) once on the net, half up (x.5 öre → x + 1)
 *   total     net + vat
 *
 * Also here: quoteOrder({ lines, codes, couponRows, shippingAddress, now }) — judgeCoupons (coupon-rules.ts) then
 * computeTotals, one entry per distinct code entered — which the draft quote and the submit call; subtotalOf.
 * Every coupons[i] of the answer: { code, applied, discount, freeShipping, error: message key | null }.
 */
import { type CardType, PRICES, vatOf } from '@shared/constants';
import type { Address, OrderTotals, Parcel } from '@shared/types/orders';
import { type CouponError, judgeCoupons, orderError, type RuleCoupon } from './coupon-rules';
import { parcelsOf } from './parcels';

export type TotalsLine = {
  type: CardType;
  quantity: number;
  unitPrice?: number;
  altAddress?: Address | null;
};

export type TotalsInput = {
  lines: readonly TotalsLine[];
  coupons: readonly RuleCoupon[];
  shippingAddress: Address | null;
};

/** What one coupon did to this order: its discount (öre) and free shipping, or why it was refused. */
export type TotalsCoupon = {
  code: string;
  applied: boolean;
  discount: number;
  freeShipping: boolean;
  error: CouponError | null;
};

export type Totals = OrderTotals & { coupons: TotalsCoupon[] };

/** Whole öre, half up: 12.5 → 13 (amounts are never negative here). */
const roundOre = (value: number) => Math.floor(value + 0.5);

/** The percent part exactly, in integers: subtotal × percent is whole, so only the division rounds. */
const percentOf = (subtotal: number, percent: number) => roundOre((subtotal * percent) / 100);

export const unitPriceOf = (line: TotalsLine) => line.unitPrice ?? PRICES.cards[line.type];

/** Each destination's parcel with its price (free with a free-shipping coupon). */
export function pricedParcels(input: Pick<TotalsInput, 'lines' | 'shippingAddress'>, freeShipping: boolean) {
  return parcelsOf(input.shippingAddress, input.lines).map(
    (p): Parcel => ({
      ...p,
      shipping: freeShipping ? 0 : p.international ? PRICES.shipping.international : PRICES.shipping.national,
    }),
  );
}

export const subtotalOf = (lines: readonly TotalsLine[]) =>
  lines.reduce((sum, line) => sum + unitPriceOf(line) * line.quantity, 0);

/** The order's totals and what each coupon did (see the top of this file for every rule). */
export function computeTotals(input: TotalsInput): Totals {
  const subtotal = subtotalOf(input.lines);
  const applied: RuleCoupon[] = [];
  const coupons: TotalsCoupon[] = [];
  let discount = 0;
  for (const coupon of input.coupons) {
    const error = orderError(coupon, applied, subtotal);
    if (error) {
      coupons.push({ code: coupon.code, applied: false, discount: 0, freeShipping: false, error });
      continue;
    }
    applied.push(coupon);
    let own = (coupon.discountAmount ?? 0) + percentOf(subtotal, coupon.discountPercent ?? 0);
    if (coupon.maxValue != null) own = Math.min(own, coupon.maxValue);
    own = Math.min(own, subtotal - discount);
    discount += own;
    coupons.push({
      code: coupon.code,
      applied: true,
      discount: own,
      freeShipping: Boolean(coupon.freeShipping),
      error: null,
    });
  }
  const freeShipping = applied.some((c) => c.freeShipping);
  const parcels = pricedParcels(input, freeShipping);
  const shipping = parcels.reduce((sum, p) => sum + p.shipping, 0);
  const net = subtotal - discount + shipping;
  const vat = vatOf(net);
  return { subtotal, discount, shipping, net, vat, total: net + vat, parcels, coupons };
}

/**
 * The quote of a draft or a submit in one call: the codes judged (judgeCoupons: unknown, disabled, dates, use
 * limit, minimum, conflict) and the totals with the applied ones. `coupons` has one entry per distinct code
 * entered, in order, with its discount, for CouponResult (map `error` to its message) and AppliedCoupon.
 */
export function quoteOrder<C extends RuleCoupon>(input: {
  lines: readonly TotalsLine[];
  codes: readonly string[];
  couponRows: readonly C[];
  shippingAddress: Address | null;
  now: number;
}): { totals: OrderTotals; coupons: (TotalsCoupon & { coupon: C | null })[] } {
  const verdicts = judgeCoupons(input.codes, input.couponRows, subtotalOf(input.lines), input.now);
  const usable = verdicts.flatMap((v) => (v.applied && v.coupon ? [v.coupon] : []));
  const { coupons: effects, ...totals } = computeTotals({
    lines: input.lines,
    coupons: usable,
    shippingAddress: input.shippingAddress,
  });
  let next = 0;
  const coupons = verdicts.map((v) => {
    if (!v.applied)
      return {
        code: v.code,
        applied: false,
        discount: 0,
        freeShipping: false,
        error: v.error,
        coupon: v.coupon,
      };
    const effect = effects[next++] as TotalsCoupon;
    return { ...effect, coupon: v.coupon };
  });
  return { totals, coupons };
}
