// The request shapes of api/v1/coupons live in shared/schemas/orders.ts (DESIGN §8): the dashboard's coupon
// dialog checks with the same schema. Re-exported here with the route params.
import { t } from 'elysia';

export { CouponFields, type CouponInput, CouponUpdateFields } from '@shared/schemas/orders';

export const CouponParams = t.Object({
  id: t.String({ maxLength: 32, error: 'couponNotFound', description: 'The coupon’s public id' }),
});
