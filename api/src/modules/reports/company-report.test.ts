// The company report: only owners may turn it on (colleagues 403, others 404); it covers the company's dynatags
// and cards and the leads left through its tags; an owner who is made a colleague stops getting it.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { memberships, reportSubscriptions } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedDynatag } from '../dynatags/public-test-kit';
import { sendDueReports } from './sender';
import { leadAt, PREVIOUS_WEEK_DAY, REPORTED_WEEK_DAY, tagViews, WEEK_DUE } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEEK = 7 * 86_400_000;
const path = (shortId: string) => `/api/v1/companies/${shortId}/report`;

describe('the company report', () => {
  test('owners only: a colleague 403, someone else 404, nothing saved', async () => {
    const owner = await seedUser(t);
    const co = await seedCompany(t, { ownerId: owner.id, name: 'Fair AB' });
    const colleague = await seedUser(t);
    await seedMember(t, { companyId: co.id, userId: colleague.id });
    const stranger = await seedUser(t);
    const asColleague = await (await signIn(t, colleague)).send('PUT', path(co.shortId), {
      cadence: 'weekly',
    });
    expect(asColleague.status).toBe(403);
    const asStranger = await (await signIn(t, stranger)).send('PUT', path(co.shortId), { cadence: 'weekly' });
    expect(asStranger.status).toBe(404);
    expect((await (await signIn(t, stranger)).get(path(co.shortId))).status).toBe(404);
    expect(
      await t.db.select().from(reportSubscriptions).where(eq(reportSubscriptions.companyId, co.id)),
    ).toEqual([]);
    const mine = await signIn(t, owner);
    expect((await mine.get(path(co.shortId))).body.data).toEqual({ cadence: 'off' });
  });

  test("its tags' figures and top list to the owner, and no more once the owner is made a colleague", async () => {
    const owner = await seedUser(t, { lang: 'en' });
    const co = await seedCompany(t, { ownerId: owner.id, name: 'Expo AB' });
    const hall = await seedDynatag(t, co.id, { name: 'Hall entrance' });
    const stand = await seedDynatag(t, co.id, { name: 'Stand B12' });
    const res = await (await signIn(t, owner)).send('PUT', path(co.shortId), { cadence: 'weekly' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ cadence: 'weekly' });
    await tagViews(t, hall.shortId, 4, PREVIOUS_WEEK_DAY);
    await tagViews(t, hall.shortId, 2, REPORTED_WEEK_DAY);
    await tagViews(t, stand.shortId, 5, REPORTED_WEEK_DAY);
    await leadAt(t, owner.id, REPORTED_WEEK_DAY, stand.id);
    await leadAt(t, owner.id, REPORTED_WEEK_DAY); // on the owner's own card: not the company's
    t.clock.set(WEEK_DUE);
    await sendDueReports(t.deps);
    const mail = await t.smtp.waitFor(owner.email, (m) => m.subject.includes('Expo AB'));
    expect(mail.subject).toBe('Weekly report for Expo AB, 12 – 18 January 2026');
    expect(mail.text).toContain("Here is how Expo AB's dynatags and cards did in");
    expect(mail.text).toContain('Views: 7 (+75% from 4)');
    expect(mail.text).toContain('Dynatags: 7 (+75% from 4)');
    expect(mail.text).toContain('Cards: 0 (none the period before)');
    expect(mail.text).toContain('New leads: 1 (none the period before)');
    expect(mail.text).toContain('1. Stand B12 (dynatag): 5\n2. Hall entrance (dynatag): 2');

    await t.db
      .update(memberships)
      .set({ state: 'colleague' })
      .where(and(eq(memberships.companyId, co.id), eq(memberships.userId, owner.id)));
    t.clock.set(WEEK_DUE + WEEK);
    // The run is over when it answers (each of its mails accepted by the SMTP server by then): it sent none.
    expect(await sendDueReports(t.deps)).toBe(0);
    expect(t.smtp.inbox.filter((m) => m.to.includes(owner.email.toLowerCase()))).toEqual([]);
    expect(
      await t.db.select().from(reportSubscriptions).where(eq(reportSubscriptions.companyId, co.id)),
    ).toEqual([]);
  });
});
