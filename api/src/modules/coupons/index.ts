// Coupons (issue 10, SPEC §3 Coupon): the administrator's discount codes under api/v1/coupons. The rules that
// judge a code in an order and the totals are api/src/modules/orders/coupon-rules.ts and totals.ts.
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import { couponRoutes } from './routes';

// The door: what other modules may use (docs/modules.md).
export { createCoupon } from './coupons';

/** Everything under /api/v1/coupons. */
export const couponsModule = (deps: Deps) => new Elysia({ name: 'coupons' }).use(couponRoutes(deps));
