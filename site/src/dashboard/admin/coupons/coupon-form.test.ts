import { describe, expect, test } from 'bun:test';
import type { CouponView } from '@shared/types/orders';
import {
  checkCouponForm,
  couponStatus,
  dayStart,
  dayText,
  emptyCouponForm,
  formOf,
  kronorText,
  parseKronor,
} from './coupon-form';

describe('kronor', () => {
  test.each([
    ['49', 4900],
    ['49,9', 4990],
    ['49.90', 4990],
    ['1 000', 100000],
    ['0,01', 1],
    ['12 kr', 1200],
    ['49,901', null],
    ['-1', null],
    ['abc', null],
  ])('%s → %p öre', (text, ore) => expect(parseKronor(text)).toBe(ore));

  test('öre back to kronor', () => {
    expect([kronorText(4900), kronorText(4990), kronorText(5), kronorText(0), kronorText(0, true)]).toEqual([
      '49',
      '49,90',
      '0,05',
      '',
      '0',
    ]);
  });
});

describe('checkCouponForm', () => {
  const form = (fields: Partial<ReturnType<typeof emptyCouponForm>>) => ({ ...emptyCouponForm(), ...fields });

  test('kronor become öre; empty optional fields become null', () => {
    const { body, problems } = checkCouponForm(
      form({ code: 'spring', discountAmount: '100,50', maxValue: '' }),
    );
    expect(problems).toEqual({});
    expect(body).toMatchObject({ code: 'spring', discountAmount: 10050, maxValue: null, maxUses: null });
  });

  test.each([
    [{ code: 'ab', discountAmount: '1' }, 'code', 'invalidCoupon'],
    [{ code: 'OK1', discountPercent: '101' }, 'discountPercent', 'invalidPercent'],
    [{ code: 'OK1', discountPercent: '2.5' }, 'discountPercent', 'couponFieldWhole'],
    [{ code: 'OK1' }, 'discountAmount', 'couponNoEffect'],
    [{ code: 'OK1', discountAmount: '1,234' }, 'discountAmount', 'couponFieldKronor'],
    [{ code: 'OK1', discountAmount: '1', maxUses: '0' }, 'maxUses', 'invalidValue'],
    [
      { code: 'OK1', freeShipping: true, validFrom: '2026-05-02', validUntil: '2026-05-01' },
      'validUntil',
      'couponDatesOrder',
    ],
  ] as const)('%p: %s %s', (fields, field, key) => {
    const { body, problems } = checkCouponForm(form(fields));
    expect(body).toBeNull();
    expect(problems[field]?.key).toBe(key);
  });

  test('one day is a valid window: from its start to its end', () => {
    const { body } = checkCouponForm(
      form({ code: 'DAY', freeShipping: true, validFrom: '2026-05-01', validUntil: '2026-05-01' }),
    );
    expect(body?.validFrom).toBe(new Date(2026, 4, 1).getTime());
    expect(body?.validUntil).toBe(new Date(2026, 4, 1, 23, 59, 59, 999).getTime());
  });

  test('a coupon survives the round trip through the form', () => {
    const view: CouponView = {
      id: 'x',
      code: 'ROUND',
      description: 'Trip',
      discountAmount: 4990,
      discountPercent: 10,
      freeShipping: true,
      combinable: true,
      minSubtotal: 49900,
      maxValue: 0,
      validFrom: dayStart('2026-01-01'),
      validUntil: dayStart('2026-12-31', true),
      maxUses: 5,
      uses: 1,
      disabled: false,
      createdAt: 0,
      updatedAt: 0,
    };
    const { body } = checkCouponForm(formOf(view));
    expect(body).toEqual({
      code: 'ROUND',
      description: 'Trip',
      discountAmount: 4990,
      discountPercent: 10,
      freeShipping: true,
      combinable: true,
      minSubtotal: 49900,
      maxValue: 0,
      validFrom: view.validFrom,
      validUntil: view.validUntil,
      maxUses: 5,
    });
    expect(dayText(view.validUntil)).toBe('2026-12-31');
  });
});

test('status in the order the API refuses a code', () => {
  const base = { disabled: false, validFrom: null, validUntil: null, maxUses: null, uses: 0 } as CouponView;
  expect(couponStatus(base, 10)).toBe('active');
  expect(couponStatus({ ...base, disabled: true, validUntil: 1 }, 10)).toBe('disabled');
  expect(couponStatus({ ...base, validFrom: 11 }, 10)).toBe('scheduled');
  expect(couponStatus({ ...base, validUntil: 10 }, 10)).toBe('active');
  expect(couponStatus({ ...base, validUntil: 9 }, 10)).toBe('expired');
  expect(couponStatus({ ...base, maxUses: 2, uses: 2 }, 10)).toBe('usedUp');
});
