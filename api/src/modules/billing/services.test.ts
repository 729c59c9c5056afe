// GET api/v1/billing/companies/{id}: what a company pays each month for what it has (SPEC §9), at the edges of
// the pricing table — the dynatag service from the first tag, five tags included, 49 per further tag; two owners
// included, 29 per further owner — and the subscriptions it pays; and who may read it.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companies, dynatags, subscriptions } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import type { CompanyServices } from '@shared/types/billing';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { colleague, company, companyRow, insertMember, person } from '../companies/test-kit';
import { BILLING_INFO } from './services-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A company (created through the API, so its owner is on record) with `tags` dynatags and `owners` owners. */
async function companyWith(tags: number, owners: number) {
  const owner = await person(t);
  const made = await company(owner.c, { name: `Firm ${tags}-${owners}`, billing: BILLING_INFO });
  const row = (await companyRow(t, made.shortId))!;
  const now = t.clock.now();
  if (tags) {
    await t.db.insert(dynatags).values(
      Array.from({ length: tags }, (_, i) => ({
        shortId: shortId(),
        companyId: row.id,
        name: `Tag ${i}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  for (let i = 1; i < owners; i++) await insertMember(t, made.shortId, (await person(t)).user.id, 'owner');
  return { owner, company: made, row, path: `/api/v1/billing/companies/${made.shortId}` };
}

async function services(tags: number, owners: number) {
  const { owner, path } = await companyWith(tags, owners);
  const res = await owner.c.get<CompanyServices>(path);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('the monthly price of a company’s services', () => {
  test.each([
    // dynatags, service, units, next dynatag's total
    [0, 0, 0, 49_900],
    [1, 49_900, 0, 49_900],
    [5, 49_900, 0, 54_800],
    [6, 49_900, 4_900, 59_700],
    [7, 49_900, 9_800, 64_600],
  ])('%i dynatags: service %i, units %i; one more makes %i', async (tags, service, units, next) => {
    const data = await services(tags, 1);
    expect(data.dynatags).toBe(tags);
    expect(data.includedDynatags).toBe(5);
    expect(data.monthly).toEqual({
      dynatagService: service,
      dynatagUnits: units,
      ownerSeats: 0,
      subscriptions: 0,
      total: service + units,
    });
    expect(data.nextDynatagMonthly).toBe(next);
  });

  test.each([
    // owners, seats, next owner's total
    [2, 0, 2_900],
    [3, 2_900, 5_800],
    [4, 5_800, 8_700],
  ])('%i owners: seats %i; one more makes %i', async (owners, seats, next) => {
    const data = await services(0, owners);
    expect([data.owners, data.includedOwners]).toEqual([owners, 2]);
    expect(data.monthly.ownerSeats).toBe(seats);
    expect(data.monthly.total).toBe(seats);
    expect(data.nextOwnerMonthly).toBe(next);
    expect(data.hasBilling).toBe(true);
  });

  test('the monthly subscriptions it pays that run now count; lifetime, ended and expired ones do not', async () => {
    const { owner, row, path } = await companyWith(6, 3);
    const now = t.clock.now();
    const sub = (fields: Partial<typeof subscriptions.$inferInsert>) => ({
      shortId: shortId(),
      userName: 'Someone',
      userEmail: 'someone@example.com',
      companyId: row.id,
      companyName: row.name,
      plan: 'monthly' as const,
      startedAt: now - 40 * DAY_MS,
      createdAt: now,
      updatedAt: now,
      ...fields,
    });
    await t.db
      .insert(subscriptions)
      .values([
        sub({}),
        sub({ status: 'cancelled', cancelledAt: now - DAY_MS, endsAt: now + 29 * DAY_MS }),
        sub({ status: 'cancelled', cancelledAt: now - 31 * DAY_MS, endsAt: now - DAY_MS }),
        sub({ status: 'expired', expiredAt: now - DAY_MS }),
        sub({ plan: 'lifetime' }),
      ]);
    const { data } = (await owner.c.get<CompanyServices>(path)).body;
    expect(data.monthly).toEqual({
      dynatagService: 49_900,
      dynatagUnits: 4_900,
      ownerSeats: 2_900,
      subscriptions: 7_800,
      total: 49_900 + 4_900 + 2_900 + 7_800,
    });
    expect(data.nextDynatagMonthly).toBe(data.monthly.total + 4_900);
    expect(data.nextOwnerMonthly).toBe(data.monthly.total + 2_900);
  });

  test('a company without complete billing info says so', async () => {
    const owner = await person(t);
    const made = await company(owner.c, { name: 'No Billing AB', billing: BILLING_INFO });
    // Stored before billing info had to be complete to be saved (companies/billing-info.ts).
    await t.db
      .update(companies)
      .set({ billingCity: '' })
      .where(eq(companies.id, (await companyRow(t, made.shortId))!.id));
    const res = await owner.c.get<CompanyServices>(`/api/v1/billing/companies/${made.shortId}`);
    expect([res.status, res.body.data.hasBilling, res.body.data.owners]).toEqual([200, false, 1]);
  });
});

describe('who reads it', () => {
  test('owners: 200; a colleague 403; a stranger 404; anonymous 401; an unknown company 404', async () => {
    const { owner, company: made, path } = await companyWith(1, 1);
    const mate = await colleague(t, made.shortId);
    const stranger = await person(t);
    expect((await owner.c.get(path)).status).toBe(200);
    const refused = await mate.c.get(path);
    expect([refused.status, refused.body.message]).toEqual([403, 'Only an owner of the company can do that']);
    expect((await stranger.c.get(path)).status).toBe(404);
    expect((await t.client().get(path)).status).toBe(401);
    expect((await owner.c.get('/api/v1/billing/companies/nope')).status).toBe(404);
  });
});
