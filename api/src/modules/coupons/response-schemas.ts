// The `data` of api/v1/coupons answers, for the OpenAPI document (platform/envelope.ts `answers`), checked at
// compile time against shared/types/orders.ts CouponView and the service's answers.
import type { CouponView } from '@shared/types/orders';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { Timestamp } from '../users';
import type { couponView } from './coupons';

export const CouponData = t.Object(
  {
    id: t.String({ description: 'Public id: api/v1/coupons/{id}' }),
    code: t.String({ description: 'The code owners type, upper case (typed in any case)' }),
    description: t.String({ description: 'What it is for (administrators only)' }),
    discountAmount: t.Integer({ description: 'Fixed discount, öre excluding VAT' }),
    discountPercent: t.Integer({ description: 'Whole percent of the subtotal, 0–100' }),
    freeShipping: t.Boolean(),
    combinable: t.Boolean({ description: 'May be used together with other codes' }),
    minSubtotal: t.Integer({
      description: 'The least subtotal it needs, öre excluding VAT (exactly met passes)',
    }),
    maxValue: t.Nullable(t.Integer({ description: 'The most it takes off, öre; null: no cap' })),
    validFrom: t.Nullable(Timestamp),
    validUntil: t.Nullable(Timestamp),
    maxUses: t.Nullable(t.Integer({ description: 'How many submitted orders may use it; null: no limit' })),
    uses: t.Integer({ description: 'Submitted orders that used it' }),
    disabled: t.Boolean({ description: 'A disabled code is refused' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { description: 'A discount code (SPEC §3 Coupon)' },
);

export const CouponListData = t.Array(CouponData, { description: 'Every coupon, newest first' });

export const CouponDeleteData = t.Object({
  deleted: t.Boolean({ description: 'true: removed; false: it had been used, so it is disabled instead' }),
  coupon: CouponData,
});

export type CouponFits = Fits<CouponView, Static<typeof CouponData>>;
export type CouponServiceFits = Fits<ReturnType<typeof couponView>, CouponView>;
