// The product's events reach a company's endpoint where they happen: a lead left on a card of the company, its
// orders changing status, its invoices, the subscriptions it pays, and views as one digest per item and minute.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companies, profileCompanies, profiles } from '@db/schema';
import { eq } from 'drizzle-orm';
import { seedUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { issueInvoice } from '../billing/run';
import { insertMember } from '../companies/test-kit';
import { leave } from '../leads/test-kit';
import { administrator, orderingWorld, readyDraft, submit } from '../orders/test-kit';
import { cancelMine, enable } from '../subscriptions/test-kit';
import { sendDueWebhooks, sendersIdle } from './sender';
import { hooksPath, receiver, WEBHOOK_ENV } from './test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof orderingWorld>>;
let r: ReturnType<typeof receiver>;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_ENV);
  w = await orderingWorld(t);
  companyId = (await t.db.select().from(companies).where(eq(companies.shortId, w.company.shortId)))[0].id;
  const created = await w.owner.c.post<{ endpoint: { id: string }; secret: string }>(
    hooksPath(w.company.shortId),
    {
      url: 'http://127.0.0.1:9/placeholder',
      events: [
        'lead.created',
        'order.status_changed',
        'invoice.issued',
        'subscription.changed',
        'profile.viewed',
      ],
    },
  );
  r = receiver(t, [created.body.data.secret]);
  await w.owner.c.patch(`${hooksPath(w.company.shortId)}/${created.body.data.endpoint.id}`, { url: r.url });
});
afterAll(async () => {
  r.stop();
  await t.close();
});

const ofType = (type: string) => r.received.filter((x) => x.type === type);

/** A holder whose card page shows the company. */
async function holderOfCompany() {
  const holder = await seedUser(t, { fullName: 'Karin Ek' });
  const membership = await insertMember(t, w.company.shortId, holder.id);
  const now = t.clock.now();
  const [profile] = await t.db
    .insert(profiles)
    .values({
      shortId: shortId(),
      userId: holder.id,
      fullName: 'Karin Ek',
      isActive: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await t.db.insert(profileCompanies).values({ profileId: profile.id, membershipId: membership.id });
  return { holder, profile };
}

describe('events to webhooks', () => {
  test('lead.created: the lead left on a card page of the company, signed and verified', async () => {
    const { holder, profile } = await holderOfCompany();
    const res = await leave(t, t.client({ lang: 'en' }), holder.shortId);
    expect(res.status).toBe(201);
    await sendersIdle(t.deps);
    const [event] = ofType('lead.created');
    expect(event.body.version).toBe(1);
    expect(event.body.data).toMatchObject({
      lead: { fullName: 'Anna Berg', email: 'anna@example.com', company: 'Berg & Co', lang: 'en' },
      profile: { id: profile.shortId },
      holder: { id: holder.shortId, fullName: 'Karin Ek' },
    });
  });

  test('a lead on a card of no company sends nothing', async () => {
    const loner = await seedUser(t, { fullName: 'Solo Person' });
    const before = r.received.length;
    expect((await leave(t, t.client(), loner.shortId)).status).toBe(201);
    await sendersIdle(t.deps);
    expect(r.received.length).toBe(before);
  });

  test('order.status_changed: received on submit, then processing', async () => {
    await readyDraft(w.owner.c, w.company.shortId, [w.company.membershipId]);
    const submitted = await submit(w.owner.c);
    expect(submitted.status).toBe(201);
    const orderId = (submitted.body.data as { id: string }).id;
    await sendersIdle(t.deps);
    const admin = await administrator(t);
    expect((await admin.c.patch(`/api/v1/orders/${orderId}/status`, { status: 'processing' })).status).toBe(
      200,
    );
    await sendersIdle(t.deps);
    const changes = ofType('order.status_changed').map(
      (x) => x.body.data as { order: Record<string, unknown> },
    );
    expect(changes.map((c) => [c.order.previousStatus, c.order.status])).toEqual([
      ['draft', 'received'],
      ['received', 'processing'],
    ]);
    expect(changes[0].order).toMatchObject({ id: orderId, currency: 'SEK' });
    expect(Number.isInteger(changes[0].order.total)).toBe(true);
  });

  test('invoice.issued: once per invoice, amounts in öre', async () => {
    const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    const issued = await issueInvoice(t.deps, row, { period: '2026-01' } as never, [
      { item: 'subscription', params: {}, unitDays: 31, unitPrice: 9900, amount: 9900 } as never,
    ]);
    expect(issued).not.toBeNull();
    await sendersIdle(t.deps);
    const [event] = ofType('invoice.issued');
    expect(event.body.data).toMatchObject({
      invoice: { kind: 'invoice', period: '2026-01', net: 9900, vat: 2475, total: 12375, currency: 'SEK' },
    });
  });

  test('subscription.changed: the owner’s subscription paid by the company starts, then is cancelled', async () => {
    expect((await enable(w.owner.c, 'monthly', w.company.shortId)).status).toBe(200);
    expect((await cancelMine(w.owner.c)).status).toBe(200);
    await sendersIdle(t.deps);
    const changes = ofType('subscription.changed').map(
      (x) => x.body.data as { subscription: Record<string, unknown> },
    );
    expect(changes.map((c) => [c.subscription.plan, c.subscription.status])).toEqual([
      ['monthly', 'active'],
      ['monthly', 'cancelled'],
    ]);
    expect(changes[1].subscription.endsAt).toEqual(expect.any(String));
  });

  test('profile.viewed: the views of a minute are one digest, sent when the minute is over', async () => {
    const { profile } = await holderOfCompany();
    const minute = t.clock.now() - (t.clock.now() % 60_000) + 120_000;
    t.clock.set(minute + 1000);
    for (const [i, hash] of ['a', 'b', 'a', 'c'].entries()) {
      t.pages.counter.add(
        { type: 'profile', id: profile.id },
        { at: minute + 1000 + i, day: '2026-01-15', hash },
      );
      await t.pages.settle();
    }
    await sendDueWebhooks(t.deps);
    expect(ofType('profile.viewed')).toEqual([]);
    t.clock.set(minute + 60_000);
    await sendDueWebhooks(t.deps);
    const digests = ofType('profile.viewed');
    expect(digests.length).toBe(1);
    expect(digests[0].body.data).toEqual({
      item: { type: 'profile', id: profile.shortId },
      views: 4,
      uniqueViews: 3,
      from: new Date(minute).toISOString(),
      to: new Date(minute + 60_000).toISOString(),
    });
  });
});
