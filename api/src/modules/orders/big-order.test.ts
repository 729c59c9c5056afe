// The documented maximum order, 50 lines of 100 cards, is made in one submit: 5,000 cards, each with its own
// link. One multi-row insert of that many cards passed SQLite's limit of bound variables and answered 500.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { cards, orders } from '@db/schema';
import type { OrderDetail } from '@shared/types/orders';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ADDRESS, card, orderingWorld, putDraft, submit } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('50 lines of 100 cards: submitted with its 5,000 cards', async () => {
  const w = await orderingWorld(t);
  const recipients = [w.company.membershipId, w.colleague.membership.shortId];
  const saved = await putDraft(w.owner.c, {
    companyId: w.company.shortId,
    cards: Array.from({ length: 50 }, (_, i) => card(recipients[i % 2], { quantity: 100 })),
    shippingAddress: ADDRESS,
  });
  expect(saved.status).toBe(200);
  const res = await submit(w.owner.c);
  expect(res.status).toBe(201);
  const order = res.body.data as unknown as OrderDetail;
  expect(order.cards).toBe(5000);
  const [row] = await t.db.select().from(orders).where(eq(orders.shortId, order.id));
  const [made] = await t.db.select({ n: count() }).from(cards).where(eq(cards.orderId, row.id));
  expect(made.n).toBe(5000);
  const links = await t.db.select({ id: cards.shortId }).from(cards).where(eq(cards.orderId, row.id));
  expect(new Set(links.map((l) => l.id)).size).toBe(5000);
}, 60_000);
