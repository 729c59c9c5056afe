// Who may put a subscription on a company's bill (issue 19): a colleague who is not an owner asks, the owners are
// mailed and see the request beside every subscription the company pays for; an owner approves (it starts, billed)
// or declines (nothing billed); the colleague may withdraw; owners end any of them (a lifetime one at once); and
// leaving or being removed ends what the company paid for, with a mail.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companies, invoiceLines, invoices, subscriptionRequests } from '@db/schema';
import type { CompanySubscriptions, MySubscription, SubscriptionView } from '@shared/types/billing';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runBilling } from '../billing/run';
import { company, insertMember, person } from '../companies/test-kit';
import { enable, mirrorOf, payingWorld, rowsOf, withBilling } from './test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof payingWorld>>;
let coOwner: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await payingWorld(t);
  coOwner = await person(t, { fullName: 'Olli Omistaja', lang: 'fi' });
  await insertMember(t, w.company.shortId, coOwner.user.id, 'owner');
});
afterAll(() => t.close());

type Client = Parameters<typeof enable>[0];
const listOf = (c: Client) => c.get<CompanySubscriptions[]>('/api/v1/subscriptions/companies');
const approve = (c: Client, id: string) =>
  c.post<CompanySubscriptions>(`/api/v1/subscriptions/requests/${id}/approve`);
const decline = (c: Client, id: string) =>
  c.post<CompanySubscriptions>(`/api/v1/subscriptions/requests/${id}/decline`);
const endById = (c: Client, id: string) => c.post<SubscriptionView>(`/api/v1/subscriptions/${id}/cancel`);
const pendingOf = async (userId: number) =>
  (await t.db.select().from(subscriptionRequests).where(eq(subscriptionRequests.userId, userId))).filter(
    (r) => r.state === 'pending',
  );

/** A new colleague of Kvarn AB (in Swedish) with a request for `plan`; returns the request's id. */
async function asking(plan: 'monthly' | 'lifetime', name = 'Kim Asker') {
  const mate = await person(t, { fullName: name, lang: 'sv' });
  const membership = await insertMember(t, w.company.shortId, mate.user.id);
  const res = await enable(mate.c, plan, w.company.shortId);
  expect(res.status).toBe(202);
  await t.smtp.waitFor(w.owner.user.email, (m) => m.text.includes(name));
  await t.smtp.waitFor(coOwner.user.email, (m) => m.text.includes(name));
  return { ...mate, membership, requestId: res.body.data.request!.id };
}

describe('a colleague asks instead of billing the company', () => {
  test('lifetime by a colleague: 202 with the request, no subscription, no rights, nothing to bill', async () => {
    const res = await enable(w.colleague.c, 'lifetime', w.company.shortId);
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(
      'The owners of Kvarn AB are asked to approve it; nothing is invoiced until one of them does',
    );
    expect(res.body.data.subscription).toBeNull();
    expect(res.body.data.request).toMatchObject({
      user: { id: w.colleague.user.shortId, fullName: 'Kim Colleague' },
      company: { id: w.company.shortId, name: 'Kvarn AB' },
      plan: 'lifetime',
      price: 99900,
      requestedAt: t.clock.now(),
    });
    expect(await rowsOf(t, w.colleague.user.id)).toEqual([]);
    expect(await mirrorOf(t, w.colleague.user.id)).toEqual({
      activeSubscription: null,
      subscriptionProvider: null,
      subscriptionExpiresAt: null,
    });
    expect((await w.colleague.c.post('/api/v1/profiles', { label: 'Second' })).status).toBe(403);
  });

  test('every owner is mailed in their language with the way to answer', async () => {
    const en = await t.smtp.waitFor(w.owner.user.email);
    expect(en.subject).toBe('Kim Colleague asks Kvarn AB to pay for a Dynacard subscription');
    expect(en.text).toContain('Nothing is invoiced unless an owner approves');
    expect(en.text).toContain('Lifetime');
    expect(en.text).toContain('/dashboard/subscriptions/colleagues/');
    const fi = await t.smtp.waitFor(coOwner.user.email);
    expect(fi.subject).toBe('Kim Colleague pyytää, että Kvarn AB maksaa Dynacard-tilauksen');
    expect(t.smtp.inbox.filter((m) => m.to.includes(w.colleague.user.email))).toHaveLength(0);
  });

  test('a newer request replaces the pending one; withdrawing it leaves none', async () => {
    const again = await enable(w.colleague.c, 'monthly', w.company.shortId);
    expect(again.status).toBe(202);
    expect(again.body.data.request?.plan).toBe('monthly');
    await t.smtp.waitFor(w.owner.user.email, (m) => m.text.includes('Kim Colleague'));
    await t.smtp.waitFor(coOwner.user.email, (m) => m.text.includes('Kim Colleague'));
    expect(await pendingOf(w.colleague.user.id)).toHaveLength(1);
    const gone = await w.colleague.c.delete<MySubscription>('/api/v1/subscriptions/me/request');
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('The request is withdrawn');
    expect(gone.body.data.request).toBeNull();
    expect(await pendingOf(w.colleague.user.id)).toHaveLength(0);
    expect((await w.colleague.c.delete('/api/v1/subscriptions/me/request')).status).toBe(404);
  });

  test('the refusals of enabling come first: no billing info 422, a company I am not in 404', async () => {
    const bare = await person(t);
    const bareCompany = await company(bare.c, { name: 'Bare AB' });
    await insertMember(t, bareCompany.shortId, w.colleague.user.id);
    const noBilling = await enable(w.colleague.c, 'monthly', bareCompany.shortId);
    expect(noBilling.status).toBe(422);
    expect(noBilling.body.errors[0].field).toBe('companyId');
    expect((await enable(w.colleague.c, 'monthly', w.strangerCompany.shortId)).status).toBe(404);
    expect(await pendingOf(w.colleague.user.id)).toHaveLength(0);
  });

  test('an owner still pays with their own company at once', async () => {
    const res = await enable(coOwner.c, 'monthly', w.company.shortId);
    expect(res.status).toBe(200);
    expect(res.body.data.subscription).toMatchObject({ status: 'active', company: { name: 'Kvarn AB' } });
  });
});

describe('the owners answer', () => {
  test('the list: requests and every subscription the company pays; a colleague and another owner see nothing', async () => {
    const kim = await asking('monthly', 'Kim Listed');
    const res = await listOf(w.owner.c);
    expect(res.status).toBe(200);
    const [kvarn] = res.body.data;
    expect(kvarn.company).toEqual({ id: w.company.shortId, name: 'Kvarn AB', hasBilling: true });
    expect(kvarn.requests).toEqual([
      expect.objectContaining({
        id: kim.requestId,
        plan: 'monthly',
        user: expect.objectContaining({ fullName: 'Kim Listed' }),
      }),
    ]);
    expect(kvarn.subscriptions).toEqual([
      expect.objectContaining({
        subscriber: { id: coOwner.user.shortId, fullName: 'Olli Omistaja', email: coOwner.user.email },
        approvedRequest: false,
        subscription: expect.objectContaining({
          activatedBy: { id: coOwner.user.shortId, fullName: 'Olli Omistaja' },
        }),
      }),
    ]);
    expect((await listOf(kim.c)).body.data).toEqual([]);
    const other = (await listOf(w.stranger.c)).body.data;
    expect(other.map((c) => c.company.name)).toEqual(['Other AB']);
    expect(JSON.stringify(other)).not.toContain('Kim Listed');
    // Answering it: a colleague 403, another company's owner 404, an unknown id 404.
    expect((await approve(kim.c, kim.requestId)).status).toBe(403);
    expect((await approve(w.stranger.c, kim.requestId)).status).toBe(404);
    expect((await decline(w.stranger.c, kim.requestId)).status).toBe(404);
    expect((await approve(w.owner.c, 'nosuchid')).status).toBe(404);
    expect(await rowsOf(t, kim.user.id)).toEqual([]);
  });

  test('approved: it starts paid by the company, activated by the owner, the colleague mailed; twice 409', async () => {
    const kim = await asking('monthly', 'Kim Approved');
    const res = await approve(w.owner.c, kim.requestId);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The subscription of Kim Approved is on, paid by Kvarn AB');
    expect(res.body.data.requests.map((r) => r.id)).not.toContain(kim.requestId);
    const row = res.body.data.subscriptions.find((s) => s.subscriber.id === kim.user.shortId)!;
    expect(row).toMatchObject({
      approvedRequest: true,
      subscription: {
        plan: 'monthly',
        status: 'active',
        company: { id: w.company.shortId, name: 'Kvarn AB' },
        activatedBy: { id: w.owner.user.shortId, fullName: 'Åsa Öberg' },
      },
    });
    const mail = await t.smtp.waitFor(kim.user.email);
    expect(mail.subject).toBe('Din Dynacard-prenumeration är aktiverad');
    expect(mail.text).toContain('Åsa Öberg godkände din förfrågan: Kvarn AB betalar din prenumeration');
    expect(await mirrorOf(t, kim.user.id)).toMatchObject({ activeSubscription: 'monthly' });
    expect((await kim.c.post('/api/v1/profiles', { label: 'Second' })).status).toBe(201);
    const twice = await approve(coOwner.c, kim.requestId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('The request has already been answered or withdrawn');
    expect(await rowsOf(t, kim.user.id)).toHaveLength(1);
  });

  test('declined: nothing starts, the colleague is mailed, their page has no request', async () => {
    const kim = await asking('lifetime', 'Kim Declined');
    const res = await decline(coOwner.c, kim.requestId);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The request of Kim Declined is declined');
    expect(res.body.data.requests.map((r) => r.id)).not.toContain(kim.requestId);
    const mail = await t.smtp.waitFor(kim.user.email);
    expect(mail.subject).toBe('Din förfrågan om prenumeration avböjdes');
    expect(mail.text).toContain('Olli Omistaja avböjde din förfrågan om att Kvarn AB ska betala');
    expect(await rowsOf(t, kim.user.id)).toEqual([]);
    const page = await kim.c.get<MySubscription>('/api/v1/subscriptions/me');
    expect(page.body.data).toMatchObject({ subscription: null, request: null });
    expect((await approve(w.owner.c, kim.requestId)).status).toBe(409);
  });

  test('an owner ends a lifetime one at once: expired today, rights gone, the subscriber mailed', async () => {
    const kim = await asking('lifetime', 'Kim Lifetime');
    await approve(w.owner.c, kim.requestId);
    await t.smtp.waitFor(kim.user.email);
    const [sub] = await rowsOf(t, kim.user.id);
    expect((await endById(kim.c, sub.shortId)).status).toBe(409); // the subscriber cannot cancel a lifetime one
    const now = t.clock.now();
    const res = await endById(coOwner.c, sub.shortId);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The subscription has ended');
    expect(res.body.data).toMatchObject({ status: 'expired', endsAt: now });
    expect((await rowsOf(t, kim.user.id))[0]).toMatchObject({
      status: 'expired',
      expiredAt: now,
      endsAt: now,
    });
    expect(await mirrorOf(t, kim.user.id)).toEqual({
      activeSubscription: null,
      subscriptionProvider: null,
      subscriptionExpiresAt: null,
    });
    const mail = await t.smtp.waitFor(kim.user.email);
    expect(mail.subject).toBe('Din Dynacard-prenumeration har upphört');
    expect(mail.text).toContain('Olli Omistaja avslutade i dag din prenumeration som Kvarn AB betalade');
    const list = (await listOf(w.owner.c)).body.data[0];
    expect(list.subscriptions.map((s) => s.subscriber.id)).not.toContain(kim.user.shortId);
  });
});

describe('leaving or being removed ends what the company paid', () => {
  test('leaving: the subscription Kvarn paid ends today and the request is cancelled; the leaver is mailed', async () => {
    const kim = await asking('monthly', 'Kim Leaver');
    await approve(w.owner.c, kim.requestId);
    await t.smtp.waitFor(kim.user.email);
    const now = t.clock.now();
    const left = await kim.c.post(`/api/v1/companies/${w.company.shortId}/leave`);
    expect(left.status).toBe(200);
    expect((await rowsOf(t, kim.user.id))[0]).toMatchObject({
      status: 'expired',
      endsAt: now,
      expiredAt: now,
    });
    expect(await mirrorOf(t, kim.user.id)).toMatchObject({ activeSubscription: null });
    const mail = await t.smtp.waitFor(kim.user.email);
    expect(mail.subject).toBe('Din Dynacard-prenumeration har upphört');
    expect(mail.text).toContain('Du lämnade Kvarn AB, som betalade din prenumeration, så den upphörde i dag');
  });

  test('leaving cancels a pending request; a subscription another company pays is not touched', async () => {
    const kim = await asking('monthly', 'Kim Two Firms');
    const founder = await person(t);
    const own = await company(founder.c, { name: 'Kim Egen AB' });
    await insertMember(t, own.shortId, kim.user.id, 'owner');
    await withBilling(t, own.shortId);
    expect((await enable(kim.c, 'monthly', own.shortId)).status).toBe(200);
    expect((await kim.c.post(`/api/v1/companies/${w.company.shortId}/leave`)).status).toBe(200);
    expect(await pendingOf(kim.user.id)).toHaveLength(0);
    expect((await rowsOf(t, kim.user.id))[0]).toMatchObject({ companyName: 'Kim Egen AB', status: 'active' });
    expect((await approve(w.owner.c, kim.requestId)).status).toBe(409);
  });

  test('removed by an owner: a lifetime one ends today too, and the mail names who removed them', async () => {
    const kim = await asking('lifetime', 'Kim Removed');
    await approve(coOwner.c, kim.requestId);
    await t.smtp.waitFor(kim.user.email);
    const now = t.clock.now();
    const res = await w.owner.c.delete(
      `/api/v1/companies/${w.company.shortId}/colleagues/${kim.membership.shortId}`,
    );
    expect(res.status).toBe(200);
    expect((await rowsOf(t, kim.user.id))[0]).toMatchObject({
      plan: 'lifetime',
      status: 'expired',
      endsAt: now,
    });
    expect(await mirrorOf(t, kim.user.id)).toMatchObject({ activeSubscription: null });
    const mail = await t.smtp.waitFor(kim.user.email);
    expect(mail.text).toContain('Åsa Öberg tog bort dig från Kvarn AB, som betalade din prenumeration');
  });
});

describe('the billing run', () => {
  test('bills only what owners started or approved: requests never, an ended one up to its last day', async () => {
    const [kvarn] = await t.db.select().from(companies).where(eq(companies.shortId, w.company.shortId));
    t.clock.set(Date.UTC(2026, 1, 2, 4));
    await runBilling(t.deps, '2026-01');
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.companyId, kvarn.id));
    const lines = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(invoiceLines.position);
    const billed = lines.map((l) => [l.item, l.params.name, l.unitDays]).sort();
    // Started 15 January: Olli (an owner, his own) and Kim Approved run to the month's end (17 days); Kim Leaver
    // left the day it was approved (1 day); the approved lifetime ones are billed once, also the one ended at once.
    // Kim Colleague, Kim Declined and Kim Two Firms only asked: no line.
    expect(billed).toEqual(
      [
        ['subscriptionMonthly', 'Olli Omistaja', 17],
        ['subscriptionMonthly', 'Kim Approved', 17],
        ['subscriptionMonthly', 'Kim Leaver', 1],
        ['subscriptionLifetime', 'Kim Lifetime', 0],
        ['subscriptionLifetime', 'Kim Removed', 0],
      ].sort(),
    );
  });
});
