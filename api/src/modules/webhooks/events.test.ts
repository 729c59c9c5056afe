// The product's events reach a company's endpoint where they happen: a lead left on a card of the company, its
// orders changing status, its invoices, the subscriptions it pays, and views as one digest per item and minute.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companies, dynatags, memberships, profileCompanies, profiles } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { seedUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { deleteAccount } from '../accounts/delete-account';
import { issueInvoice } from '../billing/run';
import { orderWithCards } from '../cards/test-kit';
import { insertMember, person } from '../companies/test-kit';
import { createTag } from '../dynatags/test-kit';
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
        'card.scanned',
        'dynatag.viewed',
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
  test('subscription.changed: a co-owner whose subscription the company pays leaves it, another deletes their account', async () => {
    const before = ofType('subscription.changed').length;
    const leaver = await person(t, { fullName: 'Lea Leaver' });
    const deleter = await person(t, { fullName: 'Dan Deleter' });
    for (const p of [leaver, deleter]) {
      await insertMember(t, w.company.shortId, p.user.id, 'owner');
      expect((await enable(p.c, 'monthly', w.company.shortId)).status).toBe(200);
    }
    expect((await leaver.c.post(`/api/v1/companies/${w.company.shortId}/leave`)).status).toBe(200);
    await deleteAccount(t.deps, deleter.user);
    await sendersIdle(t.deps);
    const changes = ofType('subscription.changed')
      .slice(before)
      .map(
        (x) =>
          (x.body.data as { subscription: { subscriber: { name: string }; status: string } }).subscription,
      );
    expect(changes.map((c) => [c.subscriber.name, c.status])).toEqual([
      ['Lea Leaver', 'active'],
      ['Dan Deleter', 'active'],
      ['Lea Leaver', 'expired'],
      ['Dan Deleter', 'expired'],
    ]);
  });

  test('card.scanned and dynatag.viewed: one digest per item and minute, named by the item', async () => {
    const tag = await createTag(w.owner.c, w.company.shortId, { name: 'Stand 4' });
    const [row] = await t.db.select().from(dynatags).where(eq(dynatags.shortId, tag.id));
    const [membership] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, w.owner.user.id)));
    const made = await orderWithCards(t, companyId, w.owner.user.id, [
      { recipient: membership, quantity: 1 },
    ]);
    const [card] = made.cards;
    const minute = t.clock.now() - (t.clock.now() % 60_000) + 120_000;
    t.clock.set(minute + 1000);
    for (const [i, hash] of ['a', 'b', 'a'].entries()) {
      t.pages.counter.add(
        { type: 'dynatag', id: row.id },
        { at: minute + 1000 + i, day: '2026-01-15', hash },
      );
      t.pages.counter.add({ type: 'card', id: card.id }, { at: minute + 2000 + i, day: '2026-01-15', hash });
      await t.pages.settle();
    }
    t.clock.set(minute + 60_000);
    await sendDueWebhooks(t.deps);
    const window = { from: new Date(minute).toISOString(), to: new Date(minute + 60_000).toISOString() };
    expect(ofType('dynatag.viewed').map((x) => x.body.data)).toEqual([
      { item: { type: 'dynatag', id: tag.id }, views: 3, uniqueViews: 2, ...window },
    ]);
    expect(ofType('card.scanned').map((x) => x.body.data)).toEqual([
      { item: { type: 'card', id: card.shortId }, views: 3, uniqueViews: 2, ...window },
    ]);
  });
});
