// Submitted orders: who sees them (owners of the company, the administrator; a colleague 403, others 404,
// anonymous 401), the history, cancel while received, the administrator's status steps, list and force delete.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { auditLog, cards, coupons, memberships, orderCards, orders } from '@db/schema';
import type { OrderDetail, OrderSummary } from '@shared/types/orders';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { insertMember } from '../companies/test-kit';
import {
  administrator,
  card,
  design,
  imageFile,
  insertCoupon,
  orderingWorld,
  readyDraft,
  submit,
} from './test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof orderingWorld>>;
let admin: Awaited<ReturnType<typeof administrator>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderingWorld(t);
  admin = await administrator(t);
});
afterAll(() => t.close());

async function placeOrder(world = w, extra: Record<string, unknown> = {}) {
  await readyDraft(
    world.owner.c,
    world.company.shortId,
    [world.company.membershipId, world.colleague.membership.shortId],
    extra,
  );
  const res = await submit(world.owner.c);
  if (res.status !== 201) throw new Error(`not submitted: ${res.body.message}`);
  return res.body.data as unknown as OrderDetail;
}

const auditOf = (number: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, number)));

describe('who sees an order', () => {
  test('owners and the administrator; a colleague 403, another company’s owner 404, anonymous 401', async () => {
    const order = await placeOrder();
    const path = `/api/v1/orders/${order.id}`;
    expect((await w.owner.c.get(path)).status).toBe(200);
    expect((await admin.c.get(path)).status).toBe(200);
    const colleague = await w.colleague.c.get(path);
    expect(colleague.status).toBe(403);
    expect(colleague.body.message).toBe('Only an owner of the company can do that');
    expect((await w.other.c.get(path)).status).toBe(404);
    expect((await t.client().get(path)).status).toBe(401);
    for (const sub of ['/receipt.pdf']) {
      expect((await w.colleague.c.get(path + sub)).status).toBe(403);
      expect((await w.other.c.get(path + sub)).status).toBe(404);
      expect((await t.client().get(path + sub)).status).toBe(401);
    }
    for (const c of [w.colleague.c, w.other.c, t.client()])
      expect([401, 403, 404]).toContain((await c.post(`${path}/cancel`)).status);
    expect((await w.owner.c.get<OrderDetail>(path)).body.data.status).toBe('received');
  });

  test('a second owner of the company sees it too; the creator no longer once they stop owning it', async () => {
    const order = await placeOrder();
    const [own] = await t.db.select().from(memberships).where(eq(memberships.userId, w.owner.user.id));
    const second = await orderingWorld(t, 'Second AB');
    await insertMember(t, w.company.shortId, second.other.user.id, 'owner');
    expect((await second.other.c.get(`/api/v1/orders/${order.id}`)).status).toBe(200);
    await t.db.update(memberships).set({ state: 'colleague' }).where(eq(memberships.id, own.id));
    expect((await w.owner.c.get(`/api/v1/orders/${order.id}`)).status).toBe(403);
    await t.db.update(memberships).set({ state: 'owner' }).where(eq(memberships.id, own.id));
  });

  test('history: the orders of the companies I own, newest first; a colleague sees none', async () => {
    const mine = await w.owner.c.get<OrderSummary[]>('/api/v1/orders');
    expect(mine.status).toBe(200);
    const numbers = mine.body.data.map((o) => o.number);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(mine.body.data[0]).toMatchObject({
      company: { id: w.company.shortId, name: 'Kvarn AB' },
      createdBy: { fullName: 'Åsa Öberg' },
      cards: 2,
      status: 'received',
    });
    expect((await w.colleague.c.get<OrderSummary[]>('/api/v1/orders')).body.data).toEqual([]);
    expect((await w.other.c.get<OrderSummary[]>('/api/v1/orders')).body.data).toEqual([]);
    expect((await w.owner.c.get<OrderSummary[]>('/api/v1/orders?limit=1')).body.data).toHaveLength(1);
    expect((await w.owner.c.get('/api/v1/orders?limit=101')).status).toBe(422);
    // Whole numbers in bounds only: SQLite refused these offsets with a 500 before.
    for (const offset of ['1.5', '1.7976931348623157e+308', '1000001']) {
      expect((await w.owner.c.get(`/api/v1/orders?offset=${offset}`)).status).toBe(422);
    }
    expect((await w.owner.c.get('/api/v1/orders?limit=2.5')).status).toBe(422);
    expect((await t.client().get('/api/v1/orders')).status).toBe(401);
    expect((await t.client().get('/api/v1/orders/admin')).status).toBe(401);
  });
});

describe('cancel', () => {
  test('the owner cancels while received: coupon use back, the cards deleted, audit-logged, mailed', async () => {
    await insertCoupon(t, { code: 'BACK', discountAmount: 1000, maxUses: 1 });
    const order = await placeOrder(w, { couponCodes: ['BACK'] });
    const [row] = await t.db.select().from(orders).where(eq(orders.shortId, order.id));
    expect(await t.db.select().from(cards).where(eq(cards.orderId, row.id))).toHaveLength(2);
    const res = await w.owner.c.post<OrderDetail>(`/api/v1/orders/${order.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The order is cancelled');
    expect(res.body.data).toMatchObject({ status: 'cancelled', canCancel: false, cardsMade: [] });
    expect(res.body.data.timeline.map((s) => s.status)).toEqual(['received', 'cancelled']);
    expect((await t.db.select().from(coupons).where(eq(coupons.code, 'BACK')))[0].uses).toBe(0);
    expect(await t.db.select().from(cards).where(eq(cards.orderId, row.id))).toEqual([]);
    expect((await auditOf(order.number)).map((a) => a.action)).toEqual(['submitted', 'cancelled']);
    const mail = await t.smtp.waitFor(
      w.owner.user.email,
      (m) => m.subject === `Order ${order.number} is cancelled`,
    );
    expect(mail.text).toContain(order.number);
    const again = await w.owner.c.post(`/api/v1/orders/${order.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only an order that is still received can be cancelled');
  });

  test('not once it is processing', async () => {
    const order = await placeOrder();
    await admin.c.patch(`/api/v1/orders/${order.id}/status`, { status: 'processing' });
    const res = await w.owner.c.post(`/api/v1/orders/${order.id}/cancel`);
    expect(res.status).toBe(409);
    expect((await w.owner.c.get<OrderDetail>(`/api/v1/orders/${order.id}`)).body.data.status).toBe(
      'processing',
    );
  });
});

describe('administrator', () => {
  test('status goes received → processing → shipped one step at a time; shipped is mailed; owners may not', async () => {
    const order = await placeOrder();
    const path = `/api/v1/orders/${order.id}/status`;
    const byOwner = await w.owner.c.patch(path, { status: 'processing' });
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.message).toBe('Only an administrator can do that');
    expect((await t.client().patch(path, { status: 'processing' })).status).toBe(401);
    const skip = await admin.c.patch(path, { status: 'shipped' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(
      'An order goes from received to processing to shipped, one step at a time',
    );
    expect((await admin.c.patch(path, { status: 'received' })).status).toBe(422);
    expect((await admin.c.patch(path, { status: 'processing' })).status).toBe(200);
    expect((await admin.c.patch(path, { status: 'processing' })).status).toBe(409);
    t.clock.advance(60_000);
    const shipped = await admin.c.patch<OrderDetail>(path, { status: 'shipped' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.timeline.map((s) => s.status)).toEqual(['received', 'processing', 'shipped']);
    const mail = await t.smtp.waitFor(
      w.owner.user.email,
      (m) => m.subject === `Order ${order.number} is on its way`,
    );
    expect(mail.text).toContain('2–7 days');
    expect((await auditOf(order.number)).map((a) => a.action)).toEqual([
      'submitted',
      'processing',
      'shipped',
    ]);
    expect((await admin.c.patch(path, { status: 'processing' })).status).toBe(409);
  });

  test('lists every order, filtered by status, company and number; others get 403', async () => {
    const b = await orderingWorld(t, 'Filter AB');
    const theirs = await placeOrder(b);
    const all = await admin.c.get<OrderSummary[]>('/api/v1/orders/admin');
    expect(all.status).toBe(200);
    expect(all.body.data[0].number).toBe(theirs.number);
    const byCompany = await admin.c.get<OrderSummary[]>(`/api/v1/orders/admin?company=${b.company.shortId}`);
    expect(byCompany.body.data.map((o) => o.number)).toEqual([theirs.number]);
    const shipped = await admin.c.get<OrderSummary[]>('/api/v1/orders/admin?status=shipped');
    expect(shipped.body.data.every((o) => o.status === 'shipped')).toBe(true);
    expect(shipped.body.data.length).toBeGreaterThan(0);
    const byNumber = await admin.c.get<OrderSummary[]>(`/api/v1/orders/admin?number=${theirs.number}`);
    expect(byNumber.body.data.map((o) => o.id)).toEqual([theirs.id]);
    expect((await w.owner.c.get('/api/v1/orders/admin')).status).toBe(403);
  });

  test('force delete: the order, its lines, cards and images go; audit-logged; owners may not', async () => {
    const upload = new FormData();
    upload.set('file', await imageFile('png'));
    upload.set('kind', 'logo');
    const image = (await w.owner.c.post<{ id: string; path: string }>('/api/v1/orders/draft/images', upload))
      .body.data;
    const order = await placeOrder(w, {
      cards: [card(w.company.membershipId, { type: 'goldSimple', design: design({ logoId: image.id }) })],
    });
    expect((await w.owner.c.get(image.path)).status).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.shortId, order.id));
    expect((await w.owner.c.delete(`/api/v1/orders/${order.id}`)).status).toBe(403);
    const res = await admin.c.delete(`/api/v1/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The order is deleted');
    expect(await t.db.select().from(orders).where(eq(orders.id, row.id))).toEqual([]);
    expect(await t.db.select().from(orderCards).where(eq(orderCards.orderId, row.id))).toEqual([]);
    expect(await t.db.select().from(cards).where(eq(cards.orderId, row.id))).toEqual([]);
    expect(await t.deps.storage.get(row.images[0].key)).toBeNull();
    expect((await auditOf(order.number)).map((a) => a.action)).toEqual(['submitted', 'deleted']);
    expect((await admin.c.get(`/api/v1/orders/${order.id}`)).status).toBe(404);
  });
});
