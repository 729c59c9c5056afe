// Card orders are billed on their company's monthly invoice for the month they shipped (docs/decisions.md
// "Billing"): at their frozen net, once, never when cancelled or not yet shipped; the order preview then names the
// invoice.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companies, invoiceLines, invoices } from '@db/schema';
import { vatOf } from '@shared/constants';
import type { InvoiceDetail } from '@shared/types/billing';
import type { OrderDetail } from '@shared/types/orders';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { administrator, orderingWorld, readyDraft, submit } from '../orders/test-kit';
import { at } from './invoice-kit';
import { finalInvoice, runBilling } from './run';

let t: TestApp;
let world: Awaited<ReturnType<typeof orderingWorld>>;
let admin: Awaited<ReturnType<typeof administrator>>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(at(11, 2));
  world = await orderingWorld(t, 'Kvarn AB');
  admin = await administrator(t);
});
afterAll(() => t.close());

type World = Awaited<ReturnType<typeof orderingWorld>>;

/** A submitted order of the world's owner (one card to the owner), with an invoice marking. */
async function order(w: World, marking = '') {
  await readyDraft(w.owner.c, w.company.shortId, [w.company.membershipId], { invoiceMarking: marking });
  const res = await submit(w.owner.c);
  if (res.status !== 201) throw new Error(`not submitted: ${res.body.message}`);
  return res.body.data;
}

async function ship(id: string, when: number) {
  t.clock.set(when);
  for (const status of ['processing', 'shipped'])
    expect((await admin.c.patch(`/api/v1/orders/${id}/status`, { status })).status).toBe(200);
}

const detail = async (id: string) => (await world.owner.c.get<OrderDetail>(`/api/v1/orders/${id}`)).body.data;

const linesOf = (invoiceId: number) =>
  t.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));

describe('card orders on the monthly invoice', () => {
  let shipped: { id: string; number: string };
  let shippedLate: { id: string; number: string };
  let processing: { id: string; number: string };

  test('an order shipped in November is billed on November’s invoice at its net; others are not', async () => {
    const c = world.owner.c;
    t.clock.set(at(11, 5));
    shipped = await order(world, 'Mässa 2026');
    const cancelled = await order(world);
    expect((await c.post(`/api/v1/orders/${cancelled.id}/cancel`)).status).toBe(200);
    processing = await order(world);
    t.clock.set(at(11, 20));
    shippedLate = await order(world);
    await ship(shipped.id, at(11, 10, 9));
    t.clock.set(at(11, 12));
    expect(
      (await admin.c.patch(`/api/v1/orders/${processing.id}/status`, { status: 'processing' })).status,
    ).toBe(200);
    await ship(shippedLate.id, at(12, 2, 9));
    const net = (await detail(shipped.id)).totals.net;
    expect(net).toBeGreaterThan(0);
    expect((await detail(shipped.id)).invoice).toBeNull();

    t.clock.set(at(12, 1, 3));
    const run = await runBilling(t.deps, '2026-11');
    expect(run.invoices).toBe(1);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.period, '2026-11'));
    const lines = await linesOf(invoice.id);
    expect(lines.map((l) => [l.item, l.params, l.amount])).toEqual([
      ['cardOrder', { orderNumber: shipped.number, marking: 'Mässa 2026' }, net],
    ]);
    expect([invoice.net, invoice.vat, invoice.total]).toEqual([net, vatOf(net), net + vatOf(net)]);

    // Its text in the invoice's answer, and the order preview names the invoice.
    const answer = await world.owner.c.get<InvoiceDetail>(`/api/v1/invoices/${invoice.shortId}`);
    expect(answer.body.data.lines[0].text).toBe(`Card order ${shipped.number} (marking: Mässa 2026)`);
    expect((await detail(shipped.id)).invoice).toEqual({
      id: invoice.shortId,
      number: invoice.number,
      pdfPath: `/api/v1/invoices/${invoice.shortId}/pdf`,
    });
    expect((await detail(processing.id)).invoice).toBeNull();

    // A second run bills nothing twice.
    expect((await runBilling(t.deps, '2026-11')).invoices).toBe(0);
    expect(await linesOf(invoice.id)).toHaveLength(1);
  });

  test('an order shipped in December is on December’s invoice, without a marking', async () => {
    t.clock.set(Date.UTC(2027, 0, 1, 3));
    expect((await runBilling(t.deps, '2026-12')).invoices).toBe(1);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.period, '2026-12'));
    const lines = await linesOf(invoice.id);
    expect(lines.map((l) => [l.item, l.params])).toEqual([
      ['cardOrder', { orderNumber: shippedLate.number }],
    ]);
    const answer = await world.owner.c.get<InvoiceDetail>(`/api/v1/invoices/${invoice.shortId}`);
    expect(answer.body.data.lines[0].text).toBe(`Card order ${shippedLate.number}`);
  });

  test('a company deleted in the month it received an order gets it on its final invoice', async () => {
    t.clock.set(Date.UTC(2027, 0, 4));
    const leaving = await orderingWorld(t, 'Lämnar AB');
    admin = await administrator(t); // the first one's session has run out by now
    const placed = await order(leaving);
    await ship(placed.id, Date.UTC(2027, 0, 8));
    const [row] = await t.db.select().from(companies).where(eq(companies.shortId, leaving.company.shortId));
    t.clock.set(Date.UTC(2027, 0, 9));
    await finalInvoice(t.deps, row.id);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.companyId, row.id));
    expect(invoice.period).toBe('2027-01');
    expect((await linesOf(invoice.id)).map((l) => [l.item, l.params.orderNumber])).toEqual([
      ['cardOrder', placed.number],
    ]);
  });
});
