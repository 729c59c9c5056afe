// A company that goes gets its final invoice (a month the run missed, and the current month up to the day),
// its invoices keep the buyer and are marked with the deletion; 60 days later the job removes them and the
// expired subscriptions of people and companies that are gone — not a day before, and nothing of anyone else.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { invoiceLines, invoices, subscriptions, users } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { asc, eq, inArray } from 'drizzle-orm';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { deleteAccount } from '../accounts/delete-account';
import { at, attachedPdf, billedCompany, insertSubscription, insertUsage } from './invoice-kit';
import { removeExpiredBillingData } from './retention';
import { runBilling } from './run';

let t: TestApp;
let gone: Awaited<ReturnType<typeof billedCompany>>;
let stays: Awaited<ReturnType<typeof billedCompany>>;
const DELETED_AT = at(2, 10, 12);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(at(1, 1));
  gone = await billedCompany(t, 'Slut AB', { lang: 'en', email: 'ap@slut.example' });
  stays = await billedCompany(t, 'Kvar AB');
  await insertUsage(t, gone.company.id, 'dynatags', [[at(1, 1), 6]]);
  await insertSubscription(t, { companyId: gone.company.id, userName: 'Anna Berg', startedAt: at(1, 1) });
  await insertUsage(t, stays.company.id, 'dynatags', [[at(1, 1), 1]]);
  // Kvar AB is billed for January on time; Slut AB's January run was missed.
  t.clock.set(at(2, 1, 4));
  const company = await t.db.select().from(invoices);
  expect(company).toHaveLength(0);
  await runBilling(t.deps, '2026-01');
  await t.db.delete(invoices).where(eq(invoices.companyId, gone.company.id));
  t.clock.set(DELETED_AT);
});
afterAll(() => t.close());

const invoicesOf = (name: string) =>
  t.db
    .select()
    .from(invoices)
    .orderBy(asc(invoices.number))
    .then((rows) => rows.filter((i) => i.buyer.companyName === name));

describe('final invoice', () => {
  test('deleting a company bills the month the run missed and this month up to today, mailed', async () => {
    const c = await signIn(t, gone.owner);
    const res = await c.delete(`/api/v1/companies/${gone.company.shortId}`, { name: 'Slut AB' });
    expect(res.status).toBe(200);
    const rows = await invoicesOf('Slut AB');
    expect(rows.map((i) => [i.period, i.net, i.companyId, i.companyDeletedAt])).toEqual([
      // January: Anna Berg, the service, one extra dynatag, all month.
      ['2026-01', 3900 + 49900 + 4900, null, DELETED_AT],
      // 1–10 February of 28 days: 3900 × 10 / 28 = 1392.86; 49900 × 10 / 28 = 17821.43; 4900 × 10 / 28 = 1750.
      ['2026-02', 1393 + 17821 + 1750, null, DELETED_AT],
    ]);
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, rows[1].id));
    expect(lines.map((l) => [l.item, l.params.to])).toEqual([
      ['subscriptionMonthly', at(2, 10)],
      ['dynatagService', at(2, 10)],
      ['dynatagUnits', at(2, 10)],
    ]);
    expect(rows[1].buyer).toMatchObject({ companyName: 'Slut AB', email: 'ap@slut.example' });
    for (const invoice of rows) {
      const mail = await t.smtp.waitFor('ap@slut.example', (m) => m.subject.includes(String(invoice.number)));
      expect((await attachedPdf(mail)).filename).toBe(`invoice-${invoice.number}.pdf`);
    }
    // The other company's invoice is not touched.
    const [kept] = await invoicesOf('Kvar AB');
    expect(kept).toMatchObject({ companyId: stays.company.id, companyDeletedAt: null });
  });

  test('deleting an account deletes the companies only it owned, each with its final invoice', async () => {
    const solo = await billedCompany(t, 'Ensam AB', { email: 'ap@ensam.example' });
    await insertUsage(t, solo.company.id, 'dynatags', [[at(2, 1), 1]]);
    const [user] = await t.db.select().from(users).where(eq(users.id, solo.owner.id));
    await deleteAccount(t.deps, user);
    const rows = await invoicesOf('Ensam AB');
    // 1–10 February: 49900 × 10 / 28 = 17821.43
    expect(rows.map((i) => [i.period, i.net, i.companyId, i.companyDeletedAt])).toEqual([
      ['2026-02', 17821, null, DELETED_AT],
    ]);
  });
});

describe('retention', () => {
  test('billing data of the deleted is removed after 60 days, not before; the living keep theirs', async () => {
    const living = await seedUser(t);
    // Expired subscriptions: of a deleted account, of a deleted payer, and of a person and company that exist.
    const ofDeletedUser = await insertSubscription(t, {
      userId: null,
      userDeletedAt: DELETED_AT,
      companyId: stays.company.id,
      userName: 'Gone Person',
      startedAt: at(1, 1),
      status: 'expired',
      expiredAt: DELETED_AT,
    });
    const [ofDeletedPayer] = await t.db
      .update(subscriptions)
      .set({ status: 'expired', expiredAt: DELETED_AT, updatedAt: DELETED_AT })
      .where(eq(subscriptions.userName, 'Anna Berg'))
      .returning();
    expect(ofDeletedPayer.companyId).toBeNull();
    const ofLiving = await insertSubscription(t, {
      userId: living.id,
      companyId: stays.company.id,
      userName: 'Still Here',
      startedAt: at(1, 1),
      status: 'expired',
      expiredAt: DELETED_AT,
    });
    const goneIds = [...(await invoicesOf('Slut AB')), ...(await invoicesOf('Ensam AB'))].map((i) => i.id);
    expect(goneIds).toHaveLength(3);

    t.clock.set(DELETED_AT + 59 * DAY_MS);
    expect(await removeExpiredBillingData(t.deps)).toEqual({
      invoices: 0,
      subscriptions: 0,
      accountingPushes: 0,
    });
    expect(await t.db.select().from(invoices).where(inArray(invoices.id, goneIds))).toHaveLength(3);

    t.clock.set(DELETED_AT + 60 * DAY_MS + 1);
    expect(await removeExpiredBillingData(t.deps)).toMatchObject({ invoices: 3, subscriptions: 2 });
    expect(await t.db.select().from(invoices).where(inArray(invoices.id, goneIds))).toHaveLength(0);
    expect(
      await t.db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, goneIds)),
    ).toHaveLength(0);
    const left = await t.db.select({ id: subscriptions.id }).from(subscriptions);
    expect(left.map((s) => s.id)).toEqual([ofLiving.id]);
    expect(left.map((s) => s.id)).not.toContain(ofDeletedUser.id);
    expect(await invoicesOf('Kvar AB')).toHaveLength(1);
  });
});
