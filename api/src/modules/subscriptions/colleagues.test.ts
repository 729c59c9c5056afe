// Owners and their colleagues' subscriptions: the Colleagues rows (owners and colleagues of the companies I own,
// not invitations), enabling one paid by my company with a mail in the colleague's language, one paying company per
// user, ending one with the same 30-day period, and the refusals (a colleague 403, a stranger 404).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { ColleagueSubscriptionRow, SubscriptionView } from '@shared/types/billing';
import { createTestApp, type TestApp } from '../../../test/harness';
import { colleague, company, insertMember, person } from '../companies/test-kit';
import { CANCEL_PERIOD_MS } from '../pricing/prices';
import { colleagueRows, enable, mirrorOf, payingWorld, rowsOf, withBilling } from './test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof payingWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await payingWorld(t);
});
afterAll(() => t.close());

const enableFor = (c: Parameters<typeof enable>[0], body: Record<string, unknown>) =>
  c.post<ColleagueSubscriptionRow>('/api/v1/subscriptions/colleagues', body);
const cancelById = (c: Parameters<typeof enable>[0], id: string) =>
  c.post<SubscriptionView>(`/api/v1/subscriptions/${id}/cancel`);

describe('the Colleagues tab', () => {
  test('owners and colleagues of the companies I own, not invitations; not an owner: an empty list', async () => {
    const invited = await person(t);
    await insertMember(t, w.company.shortId, invited.user.id, 'invited');
    const res = await colleagueRows(w.owner.c);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        user: { id: w.owner.user.shortId, fullName: 'Åsa Öberg', email: w.owner.user.email },
        company: { id: w.company.shortId, name: 'Kvarn AB' },
        role: 'owner',
        subscription: null,
        subscribedElsewhere: false,
        canEnd: false,
        canEnable: true,
      },
      {
        user: { id: w.colleague.user.shortId, fullName: 'Kim Colleague', email: w.colleague.user.email },
        company: { id: w.company.shortId, name: 'Kvarn AB' },
        role: 'colleague',
        subscription: null,
        subscribedElsewhere: false,
        canEnd: false,
        canEnable: true,
      },
    ]);
    const none = await colleagueRows(w.colleague.c);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect((await t.client().get('/api/v1/subscriptions/colleagues')).status).toBe(401);
  });
});

describe('an owner enables and ends a colleague’s subscription', () => {
  test('refused for a colleague of the company (403), a stranger (404), someone not in it (404), no billing (422)', async () => {
    const body = { userId: w.colleague.user.shortId, companyId: w.company.shortId, plan: 'monthly' };
    const byColleague = await enableFor(w.colleague.c, { ...body, userId: w.owner.user.shortId });
    expect(byColleague.status).toBe(403);
    expect(byColleague.body.message).toBe('Only an owner of the company can do that');
    expect((await enableFor(w.stranger.c, body)).status).toBe(404);
    const outsider = await enableFor(w.owner.c, { ...body, userId: w.stranger.user.shortId });
    expect(outsider.status).toBe(404);
    const bare = await person(t);
    const bareCompany = await company(bare.c, { name: 'Bare AB' });
    const mate = await colleague(t, bareCompany.shortId);
    const noBilling = await enableFor(bare.c, {
      ...body,
      userId: mate.user.shortId,
      companyId: bareCompany.shortId,
    });
    expect(noBilling.status).toBe(422);
    expect(noBilling.body.message).toContain('billing information');
    expect((await enableFor(w.owner.c, { ...body, companyId: undefined })).body.message).toBe(
      'Please select a company',
    );
    expect(await rowsOf(t, w.colleague.user.id)).toEqual([]);
  });

  test('enabled for a colleague: mailed in their language, their rights on; twice is one paying company too many', async () => {
    const body = { userId: w.colleague.user.shortId, companyId: w.company.shortId, plan: 'monthly' };
    const res = await enableFor(w.owner.c, body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('The subscription of Kim Colleague is on, paid by Kvarn AB');
    expect(res.body.data).toMatchObject({
      user: { id: w.colleague.user.shortId },
      subscription: {
        plan: 'monthly',
        status: 'active',
        company: { id: w.company.shortId, name: 'Kvarn AB' },
        activatedBy: { id: w.owner.user.shortId, fullName: 'Åsa Öberg' },
      },
      canEnd: true,
      canEnable: false,
    });
    const mail = await t.smtp.waitFor(w.colleague.user.email);
    expect(mail.subject).toBe('Åsa Öberg har aktiverat din Dynacard-prenumeration');
    expect(mail.text).toContain('betald av Kvarn AB');
    expect(mail.text).toMatch(/Prenumeration: Månad, 39,00\s+kr per månad exkl\. moms/);
    expect(await mirrorOf(t, w.colleague.user.id)).toMatchObject({ activeSubscription: 'monthly' });
    expect((await w.colleague.c.post('/api/v1/profiles', { label: 'Second' })).status).toBe(201);
    const [row] = await rowsOf(t, w.colleague.user.id);
    expect(row.activatedByUserId).toBe(w.owner.user.id);

    const twice = await enableFor(w.owner.c, { ...body, plan: 'lifetime' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      'Kim Colleague already has a subscription: each person’s subscription is paid by one company',
    );
    expect(await rowsOf(t, w.colleague.user.id)).toHaveLength(1);
  });

  test('ending it: a colleague 403, a stranger 404; the owner cancels with 30 days and the colleague is mailed', async () => {
    const [row] = await rowsOf(t, w.colleague.user.id);
    const other = await colleague(t, w.company.shortId);
    expect((await cancelById(other.c, row.shortId)).status).toBe(403);
    expect((await cancelById(w.stranger.c, row.shortId)).status).toBe(404);
    expect((await cancelById(w.owner.c, 'nosuchid')).status).toBe(404);
    const now = t.clock.now();
    const res = await cancelById(w.owner.c, row.shortId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      cancelledAt: now,
      endsAt: now + CANCEL_PERIOD_MS,
    });
    const mail = await t.smtp.waitFor(w.colleague.user.email);
    expect(mail.subject).toBe('Din Dynacard-prenumeration är uppsagd');
    expect(mail.text).toContain('Åsa Öberg har sagt upp');
    expect(await mirrorOf(t, w.colleague.user.id)).toMatchObject({
      subscriptionExpiresAt: now + CANCEL_PERIOD_MS,
    });
    const rows = (await colleagueRows(w.owner.c)).body.data;
    const mine = rows.find((r) => r.user.id === w.colleague.user.shortId)!;
    expect(mine).toMatchObject({ subscription: { status: 'cancelled' }, canEnd: false, canEnable: false });
    expect((await cancelById(w.owner.c, row.shortId)).status).toBe(409);
  });

  test('a subscription paid by another company: the owner sees that there is one, not who pays; may not end it', async () => {
    const p = await person(t, { fullName: 'Two Hats' });
    const own = await company(p.c, { name: 'Hats AB' });
    await insertMember(t, w.company.shortId, p.user.id);
    await withBilling(t, own.shortId);
    const mine = (await enable(p.c, 'monthly', own.shortId)).body.data.subscription!;
    const list = await colleagueRows(w.owner.c);
    const row = list.body.data.find((r) => r.user.id === p.user.shortId)!;
    expect(row).toMatchObject({
      subscription: null,
      subscribedElsewhere: true,
      canEnd: false,
      canEnable: false,
    });
    // Neither the paying company nor the one who started it, nor the subscription's id, reaches Kvarn's owner.
    const text = JSON.stringify(list.body);
    expect(text).not.toContain('Hats AB');
    expect(text).not.toContain(own.shortId);
    expect(text).not.toContain(mine.id);
    expect((await cancelById(w.owner.c, mine.id)).status).toBe(404);
    const enabling = await enableFor(w.owner.c, {
      userId: p.user.shortId,
      companyId: w.company.shortId,
      plan: 'monthly',
    });
    expect(enabling.status).toBe(409);
    const self = await cancelById(p.c, mine.id);
    expect(self.status).toBe(200);
    expect(self.body.data.status).toBe('cancelled');
    expect(t.smtp.inbox.filter((m) => m.to.includes(p.user.email))).toHaveLength(0);
  });
});
