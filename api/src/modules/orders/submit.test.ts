// Submitting the draft: the next number of the year, prices, buyer, coupons and totals frozen, the cards made,
// the audit entry, the mails — all or nothing; a changed total is refused with 409 and changes nothing.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { auditLog, cards, companies, coupons, orders } from '@db/schema';
import { PRICES } from '@shared/constants';
import type { OrderDetail, OrderDraft } from '@shared/types/orders';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { person, signIn } from '../companies/test-kit';
import { takeCouponUses } from './submit';
import { card, insertCoupon, orderingWorld, putDraft, readyDraft, submit } from './test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderingWorld(t);
});
afterAll(() => t.close());

const rowOf = async (shortId: string) =>
  (await t.db.select().from(orders).where(eq(orders.shortId, shortId)))[0];

describe('submit', () => {
  test('without a draft: 404; anonymous: 401', async () => {
    const me = await person(t);
    const res = await me.c.post('/api/v1/orders/draft/submit', { total: 0 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('There is no order in progress');
    expect((await t.client().post('/api/v1/orders/draft/submit', { total: 0 })).status).toBe(401);
  });

  test('a problem of the draft stops it with its message (422), nothing changes', async () => {
    await putDraft(w.owner.c, { companyId: w.company.shortId, cards: [], shippingAddress: null });
    const res = await submit(w.owner.c);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('You need to order at least one card');
    expect(res.body.errors.map((e) => e.field)).toEqual(['cards', 'shippingAddress']);
    expect((await rowOf((await w.owner.c.get<OrderDraft>('/api/v1/orders/draft')).body.data.id)).status).toBe(
      'draft',
    );
  });

  test('a refused coupon stops it with its message, amounts in kronor', async () => {
    await insertCoupon(t, { code: 'BIG', discountAmount: 100, minSubtotal: 1_000_000 });
    const draft = await readyDraft(w.owner.c, w.company.shortId, [w.company.membershipId], {
      couponCodes: ['BIG'],
    });
    expect(draft.coupons[0]).toMatchObject({ applied: false, error: expect.stringContaining('10,000.00') });
    const res = await w.owner.c.post('/api/v1/orders/draft/submit', { total: draft.totals.total });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'couponCodes.0', message: draft.coupons[0].error! }]);
    await readyDraft(w.owner.c, w.company.shortId, [w.company.membershipId], { couponCodes: [] });
  });

  test('a total other than the server’s: 409 totalChanged, nothing changes', async () => {
    const draft = await readyDraft(w.owner.c, w.company.shortId, [w.company.membershipId]);
    const res = await w.owner.c.post('/api/v1/orders/draft/submit', { total: draft.totals.total - 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'The total has changed since you saw it; check the new total and confirm again',
    );
    const row = await rowOf(draft.id);
    expect(row.status).toBe('draft');
    expect(row.number).toBeNull();
    expect(await t.db.select().from(cards).where(eq(cards.orderId, row.id))).toEqual([]);
  });

  test('numbers the order per year, freezes prices, buyer, coupons and totals, makes its cards, logs and mails', async () => {
    await insertCoupon(t, { code: 'TIO', discountPercent: 10, combinable: true, maxUses: 5 });
    const draft = await readyDraft(
      w.owner.c,
      w.company.shortId,
      [w.company.membershipId, w.colleague.membership.shortId],
      {
        cards: [
          card(w.company.membershipId, { quantity: 2 }),
          card(w.colleague.membership.shortId, { type: 'goldCompany' }),
        ],
        couponCodes: ['tio'],
      },
    );
    const subtotal = 2 * PRICES.cards.blackPersonal + PRICES.cards.goldCompany;
    expect(draft.coupons).toEqual([
      { code: 'TIO', applied: true, discount: subtotal / 10, freeShipping: false, error: null },
    ]);
    const res = await w.owner.c.post<OrderDetail>('/api/v1/orders/draft/submit', {
      total: draft.totals.total,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you! Order 2026-0001 is received');
    const order = res.body.data;
    expect(order).toMatchObject({
      id: draft.id,
      number: '2026-0001',
      status: 'received',
      cards: 3,
      total: draft.totals.total,
      totals: draft.totals,
      coupons: [{ code: 'TIO', discount: subtotal / 10, freeShipping: false }],
      buyer: {
        companyName: 'Kvarn AB',
        orgNumber: '556677-8899',
        email: 'invoices@kvarn.example',
        city: 'Västerås',
      },
      canCancel: true,
    });
    expect(order.cardsMade).toHaveLength(3);
    expect((await w.owner.c.get('/api/v1/orders/draft')).body.data).toBeNull();
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'TIO'));
    expect(coupon.uses).toBe(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, '2026-0001'));
    expect(audit).toMatchObject([{ entity: 'order', action: 'submitted', actorName: 'Åsa Öberg' }]);

    // The buyer is a snapshot: later billing changes do not touch the order.
    await t.db.update(companies).set({ billingCity: 'Umeå' }).where(eq(companies.shortId, w.company.shortId));
    const later = await w.owner.c.get<OrderDetail>(`/api/v1/orders/${order.id}`);
    expect(later.body.data.buyer.city).toBe('Västerås');
    await t.db
      .update(companies)
      .set({ billingCity: 'Västerås' })
      .where(eq(companies.shortId, w.company.shortId));

    // Mailed to the orderer and the billing email.
    const mail = await t.smtp.waitFor(w.owner.user.email, (m) => m.subject.includes('2026-0001'));
    expect(mail.subject).toBe('Order 2026-0001 is received');
    expect(mail.text).toContain('2–7 days');
    const billing = await t.smtp.waitFor('invoices@kvarn.example', (m) => m.subject.includes('2026-0001'));
    expect(billing.text).toContain(`Order number: 2026-0001`);

    // The next one is 0002; a new year starts again at 0001.
    await readyDraft(w.owner.c, w.company.shortId, [w.company.membershipId]);
    expect((await submit(w.owner.c)).body.data.number).toBe('2026-0002');
    t.clock.set(Date.UTC(2027, 0, 1, 8));
    const again = await signIn(t, w.owner.user.id);
    await readyDraft(again, w.company.shortId, [w.company.membershipId]);
    expect((await submit(again)).body.data.number).toBe('2027-0001');
  });

  test('two owners submitting at once get two numbers', async () => {
    const a = await orderingWorld(t, 'Alfa AB');
    const b = await orderingWorld(t, 'Beta AB');
    await readyDraft(a.owner.c, a.company.shortId, [a.company.membershipId]);
    await readyDraft(b.owner.c, b.company.shortId, [b.company.membershipId]);
    const [ra, rb] = await Promise.all([submit(a.owner.c), submit(b.owner.c)]);
    expect([ra.status, rb.status]).toEqual([201, 201]);
    expect([ra.body.data.number, rb.body.data.number].sort()).toEqual(['2027-0002', '2027-0003']);
  });

  test('a coupon whose use limit is reached meanwhile: refused, nothing changes', async () => {
    await insertCoupon(t, { code: 'ONCE', discountAmount: 1000, maxUses: 1 });
    const a = await orderingWorld(t, 'Gamma AB');
    const b = await orderingWorld(t, 'Delta AB');
    await readyDraft(a.owner.c, a.company.shortId, [a.company.membershipId], { couponCodes: ['ONCE'] });
    const draftB = await readyDraft(b.owner.c, b.company.shortId, [b.company.membershipId], {
      couponCodes: ['ONCE'],
    });
    expect((await submit(a.owner.c)).status).toBe(201);
    // B saw the discount; it is gone now: the quote changed, so B is told the total changed.
    const res = await b.owner.c.post('/api/v1/orders/draft/submit', { total: draftB.totals.total });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      (await b.owner.c.get<OrderDraft>('/api/v1/orders/draft')).body.data.coupons[0].error!,
    );
    expect((await rowOf(draftB.id)).status).toBe('draft');
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'ONCE'));
    expect(coupon.uses).toBe(1);
  });

  test('the count of a coupon use refuses one whose limit was reached after the quote (all or nothing)', async () => {
    const full = await insertCoupon(t, { code: 'FULL', discountAmount: 500, maxUses: 2, uses: 2 });
    const open = await insertCoupon(t, { code: 'OPEN', discountAmount: 500, maxUses: 2, uses: 1 });
    const attempt = t.db.transaction((tx) => takeCouponUses(tx, [open, full], t.clock.now()));
    expect(attempt).rejects.toMatchObject({ code: 'CONFLICT', key: 'couponUsedUp' });
    await attempt.catch(() => {});
    const uses = await t.db
      .select({ code: coupons.code, uses: coupons.uses })
      .from(coupons)
      .where(inArray(coupons.code, ['FULL', 'OPEN']));
    expect(uses.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: 'FULL', uses: 2 },
      { code: 'OPEN', uses: 1 },
    ]);
    await t.db.transaction((tx) => takeCouponUses(tx, [open], t.clock.now()));
    expect((await t.db.select().from(coupons).where(eq(coupons.code, 'OPEN')))[0].uses).toBe(2);
  });
});
