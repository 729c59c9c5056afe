// Deleting an account ends its subscription at once (kept for billing with the name, the user gone); deleting a
// company cancels the subscriptions it paid with the normal 30-day period (the company's name kept) and mails
// their subscribers, also when the company goes with its last owner's account.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { subscriptions } from '@db/schema';
import type { MySubscription } from '@shared/types/billing';
import { eq } from 'drizzle-orm';
import { SEED_PASSWORD, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { colleague, company } from '../companies/test-kit';
import { CANCEL_PERIOD_MS } from '../pricing/prices';
import { enable, mirrorOf, rowsOf, withBilling } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const byShortId = async (id: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.shortId, id)))[0];

/** An owner (with a password) of a company with billing info, and a colleague subscribed paid by it. */
async function payingCompany(name: string) {
  const owner = await seedUser(t, { fullName: `${name} Owner` });
  const c = await signIn(t, owner);
  const firm = await company(c, { name });
  await withBilling(t, firm.shortId);
  const mate = await colleague(t, firm.shortId, { fullName: `${name} Mate` });
  // The owner enables it: a company pays only for what its owners started or approved.
  await c.post('/api/v1/subscriptions/colleagues', {
    userId: mate.user.shortId,
    companyId: firm.shortId,
    plan: 'monthly',
  });
  await t.smtp.waitFor(mate.user.email); // "turned on your subscription"
  const sub = (await mate.c.get<MySubscription>('/api/v1/subscriptions/me')).body.data.subscription!;
  return { owner, c, firm, mate, sub };
}

describe('account deletion', () => {
  test('the subscription ends now and stays for billing with the name; the user is gone from it', async () => {
    const { owner, c, firm } = await payingCompany('Leaving AB');
    const mine = (await enable(c, 'monthly', firm.shortId)).body.data.subscription!;
    const now = t.clock.now();
    const gone = await c.delete('/api/v1/users/me', { password: SEED_PASSWORD });
    expect(gone.status).toBe(200);
    expect(await byShortId(mine.id)).toMatchObject({
      status: 'expired',
      expiredAt: now,
      userDeletedAt: now,
      userId: null,
      userName: 'Leaving AB Owner',
      userEmail: owner.email,
    });
  });

  test('a company that goes with its last owner’s account: the subscriptions it paid run 30 days, mailed', async () => {
    const { c, mate, sub } = await payingCompany('Sole AB');
    const now = t.clock.now();
    expect((await c.delete('/api/v1/users/me', { password: SEED_PASSWORD })).status).toBe(200);
    expect(await byShortId(sub.id)).toMatchObject({
      status: 'cancelled',
      endsAt: now + CANCEL_PERIOD_MS,
      companyId: null,
      companyName: 'Sole AB',
      userId: mate.user.id,
    });
    const mail = await t.smtp.waitFor(mate.user.email);
    expect(mail.subject).toBe('The company that paid your Dynacard subscription was deleted');
    expect(mail.text).toContain('Sole AB, which paid your subscription, was deleted');
  });
});

describe('company deletion', () => {
  test('subscriptions it paid become cancelled with 30 days, the subscriber mailed and still a subscriber', async () => {
    const { c, firm, mate, sub } = await payingCompany('Closing AB');
    const now = t.clock.now();
    const res = await c.delete(`/api/v1/companies/${firm.shortId}`, { name: 'Closing AB' });
    expect(res.status).toBe(200);
    const row = await byShortId(sub.id);
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelledAt: now,
      endsAt: now + CANCEL_PERIOD_MS,
      companyId: null,
      companyName: 'Closing AB',
    });
    expect(await mirrorOf(t, mate.user.id)).toEqual({
      activeSubscription: 'monthly',
      subscriptionProvider: 'invoice',
      subscriptionExpiresAt: now + CANCEL_PERIOD_MS,
    });
    const mail = await t.smtp.waitFor(mate.user.email);
    expect(mail.text).toContain('Closing AB, which paid your subscription, was deleted');
    expect(mail.text).toContain('14 February 2026');
    const page = await mate.c.get<{ subscription: { company: unknown; endsAt: number } }>(
      '/api/v1/subscriptions/me',
    );
    expect(page.body.data.subscription).toMatchObject({
      company: { id: null, name: 'Closing AB' },
      endsAt: now + CANCEL_PERIOD_MS,
    });
    expect(await rowsOf(t, mate.user.id)).toHaveLength(1);
  });
});
