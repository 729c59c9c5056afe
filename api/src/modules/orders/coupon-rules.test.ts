// judgeCoupons and quoteOrder (coupon-rules.ts, totals.ts): every rule at its edge, table-driven.
import { describe, expect, test } from 'bun:test';
import { type CouponError, judgeCoupons, type RuleCoupon } from './coupon-rules';
import { quoteOrder } from './totals';

const NOW = Date.UTC(2026, 5, 1, 12);
const c = (code: string, fields: Partial<RuleCoupon> = {}): RuleCoupon => ({
  code,
  combinable: true,
  ...fields,
});

type Row = {
  name: string;
  codes: string[];
  rows: RuleCoupon[];
  subtotal?: number;
  expect: (string | CouponError)[];
};
// `expect`: per distinct code entered, 'ok' when applied, else the refusal key.
const rows: Row[] = [
  { name: 'unknown code', codes: ['NOPE'], rows: [c('YES')], expect: ['couponUnknown'] },
  { name: 'known code, any case and spaces', codes: [' yes '], rows: [c('YES')], expect: ['ok'] },
  { name: 'disabled', codes: ['OFF'], rows: [c('OFF', { disabled: true })], expect: ['couponDisabled'] },
  { name: 'valid from exactly now', codes: ['A'], rows: [c('A', { validFrom: NOW })], expect: ['ok'] },
  {
    name: 'valid from one ms later',
    codes: ['A'],
    rows: [c('A', { validFrom: NOW + 1 })],
    expect: ['couponNotYetValid'],
  },
  { name: 'valid until exactly now', codes: ['A'], rows: [c('A', { validUntil: NOW })], expect: ['ok'] },
  {
    name: 'valid until one ms before',
    codes: ['A'],
    rows: [c('A', { validUntil: NOW - 1 })],
    expect: ['couponExpired'],
  },
  { name: 'one use left', codes: ['A'], rows: [c('A', { maxUses: 3, uses: 2 })], expect: ['ok'] },
  {
    name: 'use limit reached',
    codes: ['A'],
    rows: [c('A', { maxUses: 3, uses: 3 })],
    expect: ['couponUsedUp'],
  },
  { name: 'no use limit', codes: ['A'], rows: [c('A', { maxUses: null, uses: 99999 })], expect: ['ok'] },
  {
    name: 'minimum exactly met',
    codes: ['A'],
    rows: [c('A', { minSubtotal: 49900 })],
    subtotal: 49900,
    expect: ['ok'],
  },
  {
    name: 'minimum one öre short',
    codes: ['A'],
    rows: [c('A', { minSubtotal: 49901 })],
    subtotal: 49900,
    expect: ['couponMinSubtotal'],
  },
  { name: 'two combinable', codes: ['A', 'B'], rows: [c('A'), c('B')], expect: ['ok', 'ok'] },
  {
    name: 'non-combinable then another',
    codes: ['S', 'B'],
    rows: [c('S', { combinable: false }), c('B')],
    expect: ['ok', 'couponConflict'],
  },
  {
    name: 'another then non-combinable',
    codes: ['B', 'S'],
    rows: [c('S', { combinable: false }), c('B')],
    expect: ['ok', 'couponConflict'],
  },
  {
    name: 'an expired non-combinable blocks nothing',
    codes: ['S', 'B'],
    rows: [c('S', { combinable: false, validUntil: 1 }), c('B')],
    expect: ['couponExpired', 'ok'],
  },
  {
    name: 'an unknown code blocks nothing',
    codes: ['X', 'S'],
    rows: [c('S', { combinable: false })],
    expect: ['couponUnknown', 'ok'],
  },
  {
    name: 'the same code twice counts once',
    codes: ['S', 's'],
    rows: [c('S', { combinable: false })],
    expect: ['ok'],
  },
  {
    name: 'disabled wins over the other reasons',
    codes: ['A'],
    rows: [c('A', { disabled: true, validUntil: 1, maxUses: 1, uses: 1 })],
    expect: ['couponDisabled'],
  },
];

describe('judgeCoupons', () => {
  test.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const verdicts = judgeCoupons(row.codes, row.rows, row.subtotal ?? 100000, NOW);
    expect(verdicts.map((v): string | null => (v.applied ? 'ok' : v.error))).toEqual(row.expect);
    for (const v of verdicts) expect(v.coupon === null).toBe(v.error === 'couponUnknown');
  });

  test('answers the stored code, upper case', () => {
    expect(judgeCoupons(['summer-10'], [c('SUMMER-10')], 0, NOW)[0]?.code).toBe('SUMMER-10');
    expect(judgeCoupons(['nope'], [], 0, NOW)[0]?.code).toBe('NOPE');
  });
});

describe('quoteOrder', () => {
  test('judges, prices and lines up every code with its effect', () => {
    const { totals, coupons } = quoteOrder({
      lines: [{ type: 'blackSimple', quantity: 2 }],
      codes: ['old', 'ten', 'solo', 'ship'],
      couponRows: [
        c('OLD', { discountAmount: 5000, validUntil: NOW - 1 }),
        c('TEN', { discountPercent: 10 }),
        c('SOLO', { discountAmount: 1000, combinable: false }),
        c('SHIP', { freeShipping: true }),
      ],
      shippingAddress: { fullName: 'A', street: 'Katu 1', zipcode: '00100', city: 'Helsinki', country: 'FI' },
      now: NOW,
    });
    expect(coupons.map((e) => [e.code, e.applied, e.discount, e.freeShipping, e.error])).toEqual([
      ['OLD', false, 0, false, 'couponExpired'],
      ['TEN', true, 9980, false, null],
      ['SOLO', false, 0, false, 'couponConflict'],
      ['SHIP', true, 0, true, null],
    ]);
    expect(totals).toEqual({
      subtotal: 99800,
      discount: 9980,
      shipping: 0,
      net: 89820,
      vat: 22455,
      total: 112275,
      parcels: [
        { address: expect.objectContaining({ country: 'FI' }), cards: 2, international: true, shipping: 0 },
      ],
    });
  });
});
