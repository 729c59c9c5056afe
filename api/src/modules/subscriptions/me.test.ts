// My subscription through the API: enable monthly or lifetime paid by a company I am in that has billing info,
// the refusals (no company, not my company, no billing info, twice), cancel with the 30-day period shown,
// re-enable before the end, upgrade to lifetime, a change of payer, and users/me mirroring it all.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { subscriptions } from '@db/schema';
import { PRICES } from '@shared/constants';
import type { MySubscription } from '@shared/types/billing';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { company, insertMember, person } from '../companies/test-kit';
import { CANCEL_PERIOD_MS } from '../pricing/prices';
import type { Me } from '../users/service';
import { cancelMine, enable, eventsOf, mirrorOf, payingWorld, rowsOf, withBilling } from './test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof payingWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await payingWorld(t);
});
afterAll(() => t.close());

const me = async (c: Parameters<typeof enable>[0]) => (await c.get<Me>('/api/v1/users/me')).body.data;

describe('my subscription page', () => {
  test('no subscription yet: the companies I am in as payers with their billing state, and the prices', async () => {
    const p = await person(t);
    const noBilling = await company(p.c, { name: 'Tom AB' });
    await insertMember(t, w.company.shortId, p.user.id);
    await insertMember(t, w.strangerCompany.shortId, p.user.id, 'invited');
    const res = await p.c.get<MySubscription>('/api/v1/subscriptions/me');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      subscription: null,
      request: null,
      privileges: false,
      payers: [
        { id: w.company.shortId, name: 'Kvarn AB', role: 'colleague', hasBilling: true },
        { id: noBilling.shortId, name: 'Tom AB', role: 'owner', hasBilling: false },
      ],
      prices: { monthly: 3900, daily: 128, lifetime: 99900 },
    });
    expect(res.body.data.prices).toEqual(PRICES.subscription);
    expect((await t.client().get('/api/v1/subscriptions/me')).status).toBe(401);
  });
});

describe('enable', () => {
  test('refused without a company, for a company I am not in, for one without billing info: nothing changes', async () => {
    const p = await person(t);
    const own = await company(p.c, { name: 'Bare AB' });
    const missing = await enable(p.c, 'monthly');
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Please select a company');
    expect(missing.body.errors).toEqual([{ message: 'Please select a company', field: 'companyId' }]);
    const badPlan = await enable(p.c, 'weekly', own.shortId);
    expect(badPlan.status).toBe(422);
    expect(badPlan.body.message).toBe('Choose monthly or lifetime');
    const notMine = await enable(p.c, 'monthly', w.strangerCompany.shortId);
    expect(notMine.status).toBe(404);
    const noBilling = await enable(p.c, 'monthly', own.shortId);
    expect(noBilling.status).toBe(422);
    expect(noBilling.body.message).toContain('billing information');
    expect(noBilling.body.errors[0].field).toBe('companyId');
    expect(await rowsOf(t, p.user.id)).toEqual([]);
    expect(await mirrorOf(t, p.user.id)).toEqual({
      activeSubscription: null,
      subscriptionProvider: null,
      subscriptionExpiresAt: null,
    });
  });

  test('monthly paid by my company: the row, the mirror in users/me, a live event; twice is refused', async () => {
    const p = await person(t, { fullName: 'Pia Payer' });
    const own = await company(p.c, { name: 'Pia AB' });
    await withBilling(t, own.shortId);
    const events = eventsOf(t, p.user.id);
    const res = await enable(p.c, 'monthly', own.shortId);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The subscription is on');
    expect(res.body.data.subscription).toMatchObject({
      plan: 'monthly',
      status: 'active',
      provider: 'invoice',
      company: { id: own.shortId, name: 'Pia AB' },
      startedAt: t.clock.now(),
      cancelledAt: null,
      endsAt: null,
      activatedBy: { id: p.user.shortId, fullName: 'Pia Payer' },
      price: 3900,
    });
    expect(events).toContainEqual({ service: 'global', actions: ['refetch-user', 'refetch-subscription'] });
    const [row] = await rowsOf(t, p.user.id);
    expect(row).toMatchObject({ userName: 'Pia Payer', userEmail: p.user.email, companyName: 'Pia AB' });
    expect((await me(p.c)).subscription).toEqual({
      privileges: false,
      active: 'monthly',
      provider: 'invoice',
      expiresAt: null,
    });
    const twice = await enable(p.c, 'monthly', own.shortId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You already have this subscription, paid by this company');
    expect(await rowsOf(t, p.user.id)).toHaveLength(1);
  });

  test('two enables at once: one subscription, the other refused', async () => {
    const p = await person(t);
    const own = await company(p.c, { name: 'Twice AB' });
    await withBilling(t, own.shortId);
    const answers = await Promise.all([
      enable(p.c, 'monthly', own.shortId),
      enable(p.c, 'monthly', own.shortId),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await rowsOf(t, p.user.id)).toHaveLength(1);
  });

  test('a company I only belong to is asked, not billed: a request to its owners (requests.test.ts)', async () => {
    const res = await enable(w.colleague.c, 'monthly', w.company.shortId);
    expect(res.status).toBe(202);
    expect(res.body.data.subscription).toBeNull();
    expect(res.body.data.request).toMatchObject({ company: { id: w.company.shortId, name: 'Kvarn AB' } });
    expect(res.body.data.payers).toEqual([
      { id: w.company.shortId, name: 'Kvarn AB', role: 'colleague', hasBilling: true },
    ]);
    expect(await rowsOf(t, w.colleague.user.id)).toEqual([]);
  });

  test('lifetime: 999 once, cannot be cancelled, and nothing replaces it', async () => {
    const p = await person(t);
    const own = await company(p.c, { name: 'Life AB' });
    await withBilling(t, own.shortId);
    const res = await enable(p.c, 'lifetime', own.shortId);
    expect(res.status).toBe(200);
    expect(res.body.data.subscription).toMatchObject({ plan: 'lifetime', price: 99900 });
    expect((await me(p.c)).subscription.active).toBe('lifetime');
    const cancel = await cancelMine(p.c);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('A lifetime subscription cannot be cancelled');
    const monthly = await enable(p.c, 'monthly', own.shortId);
    expect(monthly.status).toBe(409);
    expect(monthly.body.message).toBe('You have a lifetime subscription: it never needs renewing');
    const [row] = await rowsOf(t, p.user.id);
    expect(row.status).toBe('active');
  });
});

describe('cancel, re-enable, upgrade', () => {
  test('cancel: it runs 30 more days, the page and users/me show until when; twice is refused', async () => {
    const p = await person(t);
    const own = await company(p.c, { name: 'Cancel AB' });
    await withBilling(t, own.shortId);
    await enable(p.c, 'monthly', own.shortId);
    const now = t.clock.now();
    const res = await cancelMine(p.c);
    expect(res.status).toBe(200);
    const endsAt = now + CANCEL_PERIOD_MS;
    expect(res.body.message).toBe('The subscription is cancelled; it runs until 14 February 2026');
    expect(res.body.data.subscription).toMatchObject({ status: 'cancelled', cancelledAt: now, endsAt });
    expect((await me(p.c)).subscription).toMatchObject({ active: 'monthly', expiresAt: endsAt });
    const again = await cancelMine(p.c);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The subscription is already cancelled');
    const sv = await p.c.post('/api/v1/subscriptions/me/cancel', {}, { 'x-target-lang': 'sv' });
    expect(sv.body.message).toBe('Prenumerationen är redan uppsagd');
  });

  test('re-enable before the end: the same subscription is active again, the end is gone', async () => {
    const p = await person(t);
    const own = await company(p.c, { name: 'Again AB' });
    await withBilling(t, own.shortId);
    const first = (await enable(p.c, 'monthly', own.shortId)).body.data.subscription!;
    await cancelMine(p.c);
    const res = await enable(p.c, 'monthly', own.shortId);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The subscription is on again; everything is kept');
    expect(res.body.data.subscription).toMatchObject({
      id: first.id,
      status: 'active',
      cancelledAt: null,
      endsAt: null,
      startedAt: first.startedAt,
    });
    expect(await rowsOf(t, p.user.id)).toHaveLength(1);
    expect((await me(p.c)).subscription).toMatchObject({ active: 'monthly', expiresAt: null });
  });

  test('monthly → lifetime: the monthly one ends today and a lifetime one starts, in one step', async () => {
    const p = await person(t);
    const own = await company(p.c, { name: 'Up AB' });
    await withBilling(t, own.shortId);
    await enable(p.c, 'monthly', own.shortId);
    const now = t.clock.now();
    const res = await enable(p.c, 'lifetime', own.shortId);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The subscription is now lifetime');
    const [monthly, lifetime] = await rowsOf(t, p.user.id);
    expect(monthly).toMatchObject({ plan: 'monthly', status: 'expired', expiredAt: now, endsAt: now });
    expect(lifetime).toMatchObject({ plan: 'lifetime', status: 'active', startedAt: now });
    expect(res.body.data.subscription?.id).toBe(lifetime.shortId);
    expect(await mirrorOf(t, p.user.id)).toEqual({
      activeSubscription: 'lifetime',
      subscriptionProvider: 'invoice',
      subscriptionExpiresAt: null,
    });
  });

  test('re-enabled with another paying company: the old row ends, a new one has the new payer', async () => {
    const p = await person(t);
    const own = await company(p.c, { name: 'First Payer AB' });
    const other = await person(t);
    const second = await company(other.c, { name: 'Second Payer AB' });
    await insertMember(t, second.shortId, p.user.id, 'owner');
    await withBilling(t, own.shortId);
    await withBilling(t, second.shortId);
    await enable(p.c, 'monthly', own.shortId);
    await cancelMine(p.c);
    const res = await enable(p.c, 'monthly', second.shortId);
    expect(res.status).toBe(200);
    const rows = await rowsOf(t, p.user.id);
    expect(rows.map((r) => [r.companyName, r.status])).toEqual([
      ['First Payer AB', 'expired'],
      ['Second Payer AB', 'active'],
    ]);
    const current = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.shortId, res.body.data.subscription!.id));
    expect(current[0].status).toBe('active');
  });

  test('cancel without a subscription: 404', async () => {
    const p = await person(t);
    const res = await cancelMine(p.c);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('There is no current subscription');
  });
});
