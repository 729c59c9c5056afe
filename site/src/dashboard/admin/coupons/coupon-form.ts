// The coupon dialog's form and how it travels: amounts are typed in kronor and sent in öre, dates are whole
// days in the administrator's time zone (valid from the start of the first day to the end of the last), and
// the body is checked with the API's own schema (shared/schemas/orders.ts CouponFields) before it is sent.
import { CouponFields, type CouponInput } from '@shared/schemas/orders';
import type { CouponView } from '@shared/types/orders';
import { Value } from '@sinclair/typebox/value';

export type CouponForm = {
  code: string;
  description: string;
  /** Kronor as typed: "49", "49,90" or "49.90"; empty is 0. */
  discountAmount: string;
  /** Whole percent as typed; empty is 0. */
  discountPercent: string;
  freeShipping: boolean;
  combinable: boolean;
  minSubtotal: string;
  /** Empty: no cap. */
  maxValue: string;
  /** YYYY-MM-DD or empty. */
  validFrom: string;
  validUntil: string;
  /** Empty: no limit. */
  maxUses: string;
};

export const emptyCouponForm = (): CouponForm => ({
  code: '',
  description: '',
  discountAmount: '',
  discountPercent: '',
  freeShipping: false,
  combinable: false,
  minSubtotal: '',
  maxValue: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
});

/** Öre as kronor for an input: 4990 → "49,90", 4900 → "49", 0 → "". */
export function kronorText(ore: number | null, keepZero = false): string {
  if (ore === null || (ore === 0 && !keepZero)) return '';
  const kr = Math.floor(ore / 100);
  const rest = ore % 100;
  return rest ? `${kr},${String(rest).padStart(2, '0')}` : String(kr);
}

/** Kronor as typed → öre; null when it is not an amount (at most two decimals, comma or point). */
export function parseKronor(text: string): number | null {
  const v = text.replace(/[\s\u00a0]/g, '').replace(/kr$/i, '');
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(v);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A time as the local day YYYY-MM-DD. */
export function dayText(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The first (or, with `end`, the last) millisecond of a local day. */
export function dayStart(text: string, end = false): number | null {
  const m = DAY.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  return end ? new Date(y, mo, d, 23, 59, 59, 999).getTime() : new Date(y, mo, d).getTime();
}

export function formOf(c: CouponView): CouponForm {
  return {
    code: c.code,
    description: c.description,
    discountAmount: kronorText(c.discountAmount),
    discountPercent: c.discountPercent ? String(c.discountPercent) : '',
    freeShipping: c.freeShipping,
    combinable: c.combinable,
    minSubtotal: kronorText(c.minSubtotal),
    maxValue: kronorText(c.maxValue, true),
    validFrom: dayText(c.validFrom),
    validUntil: dayText(c.validUntil),
    maxUses: c.maxUses === null ? '' : String(c.maxUses),
  };
}

/** A field's problem: a message key of the `orders` texts (typing) or of the API (the schema's rules). */
export type Problem = { ns: 'orders' | 'api'; key: string };
export type FormCheck = { body: CouponInput | null; problems: Partial<Record<keyof CouponForm, Problem>> };

/** The form as the API's body, or the problems per field (the first of each), as the API would answer. */
export function checkCouponForm(form: CouponForm): FormCheck {
  const problems: FormCheck['problems'] = {};
  const money = (field: 'discountAmount' | 'minSubtotal' | 'maxValue', empty: 0 | null) => {
    if (!form[field].trim()) return empty;
    const ore = parseKronor(form[field]);
    if (ore === null) problems[field] = { ns: 'orders', key: 'couponFieldKronor' };
    return ore ?? 0;
  };
  const whole = (field: 'discountPercent' | 'maxUses', empty: 0 | null) => {
    const v = form[field].trim();
    if (!v) return empty;
    if (!/^\d{1,9}$/.test(v)) problems[field] = { ns: 'orders', key: 'couponFieldWhole' };
    return Number.parseInt(v, 10) || 0;
  };
  const day = (field: 'validFrom' | 'validUntil') => {
    if (!form[field]) return null;
    const ms = dayStart(form[field], field === 'validUntil');
    if (ms === null) problems[field] = { ns: 'api', key: 'invalidDate' };
    return ms;
  };
  const body: CouponInput = {
    code: form.code.trim(),
    description: form.description.trim(),
    discountAmount: money('discountAmount', 0) ?? 0,
    discountPercent: whole('discountPercent', 0) ?? 0,
    freeShipping: form.freeShipping,
    combinable: form.combinable,
    minSubtotal: money('minSubtotal', 0) ?? 0,
    maxValue: money('maxValue', null),
    validFrom: day('validFrom'),
    validUntil: day('validUntil'),
    maxUses: whole('maxUses', null),
  };
  for (const error of Value.Errors(CouponFields, body)) {
    const field = error.path.split('/')[1] as keyof CouponForm | undefined;
    if (!field || problems[field]) continue;
    const key = (error.schema as { error?: unknown }).error;
    problems[field] = { ns: 'api', key: typeof key === 'string' ? key : 'invalidValue' };
  }
  if (!body.discountAmount && !body.discountPercent && !body.freeShipping && !problems.discountAmount)
    problems.discountAmount = { ns: 'api', key: 'couponNoEffect' };
  if (body.validFrom != null && body.validUntil != null && body.validUntil <= body.validFrom)
    problems.validUntil ??= { ns: 'api', key: 'couponDatesOrder' };
  return { body: Object.keys(problems).length ? null : body, problems };
}

export type CouponStatus = 'active' | 'disabled' | 'expired' | 'scheduled' | 'usedUp';

/** What the table's status column says, in the order the API refuses a code. */
export function couponStatus(c: CouponView, now: number): CouponStatus {
  if (c.disabled) return 'disabled';
  if (c.validFrom !== null && now < c.validFrom) return 'scheduled';
  if (c.validUntil !== null && now > c.validUntil) return 'expired';
  if (c.maxUses !== null && c.uses >= c.maxUses) return 'usedUp';
  return 'active';
}
