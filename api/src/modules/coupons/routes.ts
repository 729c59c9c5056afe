import { Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { couponView, createCoupon, deleteCoupon, findCoupon, listCoupons, updateCoupon } from './coupons';
import { CouponFields, CouponParams, CouponUpdateFields } from './request-schemas';
import { CouponData, CouponDeleteData, CouponListData } from './response-schemas';

const tags = ['Coupons'];

/** The administrator's discount codes; every route needs the administrator role (401 anonymous, 403 others). */
export const couponRoutes = (deps: Deps) =>
  new Elysia({ name: 'coupons-routes', prefix: '/coupons' })
    .use(authGuard(deps))
    // GET /coupons – every coupon, newest first
    .get('', () => listCoupons(deps), {
      admin: true,
      detail: {
        tags,
        summary: 'List coupons (administrator)',
        responses: answers(CouponListData, 'Every coupon'),
      },
    })
    // POST /coupons – a new coupon; the code is stored upper case (409 when taken in any case)
    .post('', async ({ user, body }) => reply(await createCoupon(deps, user, body), 'couponCreated', 201), {
      admin: true,
      body: CouponFields,
      detail: {
        tags,
        summary: 'Create a coupon (administrator)',
        description:
          'Money in öre excluding VAT. At least one effect: discountAmount, discountPercent or freeShipping (422 couponNoEffect); validUntil after validFrom (422); a code taken in any case: 409.',
        responses: answers(CouponData, 'The new coupon', 201),
      },
    })
    // GET /coupons/:id – one coupon
    .get('/:id', async ({ params }) => couponView(await findCoupon(deps, params.id)), {
      admin: true,
      params: CouponParams,
      detail: { tags, summary: 'Get a coupon (administrator)', responses: answers(CouponData, 'The coupon') },
    })
    // PATCH /coupons/:id – change any fields (disabled: true/false disables or enables)
    .patch(
      '/:id',
      async ({ user, params, body }) =>
        reply(await updateCoupon(deps, user, params.id, body), 'couponUpdated'),
      {
        admin: true,
        params: CouponParams,
        body: CouponUpdateFields,
        detail: {
          tags,
          summary: 'Edit, disable or enable a coupon (administrator)',
          description: 'The same fields as POST, all optional; the rules apply to the coupon as it will be.',
          responses: answers(CouponData, 'The coupon as saved'),
        },
      },
    )
    // DELETE /coupons/:id – deleted when never used, else disabled (orders keep its code)
    .delete(
      '/:id',
      async ({ user, params }) => {
        const result = await deleteCoupon(deps, user, params.id);
        return reply(result, result.deleted ? 'couponDeleted' : 'couponDisabledInstead');
      },
      {
        admin: true,
        params: CouponParams,
        detail: {
          tags,
          summary: 'Delete a coupon (administrator)',
          description: 'A coupon no submitted order used is deleted; a used one is disabled instead.',
          responses: answers(CouponDeleteData, 'Deleted, or disabled when used'),
        },
      },
    );
