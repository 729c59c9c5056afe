/**
 * Which discount codes an order may use (SPEC §3 Coupon, §5, §8). Pure: no database, no clock of its own.
 *
 * judgeCoupons(codes, couponRows, subtotal, now) → CouponVerdict[] — one verdict per distinct code, in the
 * order entered (a code typed twice, in any case, counts once). A code is refused, with the first reason that
 * holds, in this order:
 *   couponUnknown     no coupon has that code (compared upper case)
 *   couponDisabled    the administrator disabled it
 *   couponNotYetValid now < validFrom
 *   couponExpired     now > validUntil (both ends are inclusive: valid at exactly validFrom and validUntil)
 *   couponUsedUp      uses ≥ maxUses
 *   couponMinSubtotal subtotal < minSubtotal (exactly met passes)
 *   couponConflict    "Conflicting coupons or tokens that cannot be combined": it is not combinable and another
 *                     code is already applied, or an applied one before it is not combinable. First entered wins:
 *                     only codes applied so far count, so a refused code never blocks another.
 * The error values are message keys of shared/i18n/{lang}/api.ts; couponMinSubtotal takes {min} (the amount).
 */
import type { Coupon } from '@db/schema';

export const COUPON_ERRORS = [
  'couponUnknown',
  'couponDisabled',
  'couponNotYetValid',
  'couponExpired',
  'couponUsedUp',
  'couponMinSubtotal',
  'couponConflict',
] as const;
export type CouponError = (typeof COUPON_ERRORS)[number];

/** The coupon fields the rules read; a full `coupons` row fits. Missing numbers count as 0, flags as false. */
export type RuleCoupon = Pick<Coupon, 'code'> &
  Partial<
    Pick<
      Coupon,
      | 'combinable'
      | 'minSubtotal'
      | 'disabled'
      | 'validFrom'
      | 'validUntil'
      | 'maxUses'
      | 'uses'
      | 'discountAmount'
      | 'discountPercent'
      | 'freeShipping'
      | 'maxValue'
    >
  >;

export type CouponVerdict<C extends RuleCoupon = RuleCoupon> = {
  /** The code as stored (upper case), or as entered, upper-cased, when unknown. */
  code: string;
  coupon: C | null;
  applied: boolean;
  error: CouponError | null;
};

export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** The rules that hang on the coupon alone and the time: unknown, disabled, validity window, use limit. */
export function standingError(coupon: RuleCoupon | null, now: number): CouponError | null {
  if (!coupon) return 'couponUnknown';
  if (coupon.disabled) return 'couponDisabled';
  if (coupon.validFrom != null && now < coupon.validFrom) return 'couponNotYetValid';
  if (coupon.validUntil != null && now > coupon.validUntil) return 'couponExpired';
  if (coupon.maxUses != null && (coupon.uses ?? 0) >= coupon.maxUses) return 'couponUsedUp';
  return null;
}

/**
 * The rules that hang on the order: minimum subtotal, then combinability against the coupons applied before
 * it. `applied` is the list of coupons applied so far, in order; the caller appends this one if it passes.
 */
export function orderError(coupon: RuleCoupon, applied: RuleCoupon[], subtotal: number): CouponError | null {
  if (subtotal < (coupon.minSubtotal ?? 0)) return 'couponMinSubtotal';
  if (applied.length > 0 && (!coupon.combinable || applied.some((c) => !c.combinable)))
    return 'couponConflict';
  return null;
}

/** Judges the codes an owner entered against the coupon rows found for them (see the top of this file). */
export function judgeCoupons<C extends RuleCoupon>(
  codes: readonly string[],
  couponRows: readonly C[],
  subtotal: number,
  now: number,
): CouponVerdict<C>[] {
  const byCode = new Map(couponRows.map((c) => [normaliseCode(c.code), c]));
  const seen = new Set<string>();
  const applied: C[] = [];
  const verdicts: CouponVerdict<C>[] = [];
  for (const entered of codes) {
    const code = normaliseCode(entered);
    if (!code || seen.has(code)) continue;
    seen.add(code);
    const coupon = byCode.get(code) ?? null;
    const error = standingError(coupon, now) ?? (coupon ? orderError(coupon, applied, subtotal) : null);
    if (coupon && !error) applied.push(coupon);
    verdicts.push({ code: coupon ? coupon.code : code, coupon, applied: !error, error });
  }
  return verdicts;
}
