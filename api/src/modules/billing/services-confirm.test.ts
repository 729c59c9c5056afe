// A change that raises a company's monthly price (its first dynatag, a dynatag beyond the included five, an owner
// beyond the included two) needs complete billing info and the owner's confirmation of the new price; refused, it
// changes nothing. Every change of a count is on record in usage_changes, which the billing run reads.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatags, usageChanges } from '@db/schema';
import { LIMITS } from '@shared/constants';
import type { BillingInfoNeeded, PriceChange } from '@shared/types/billing';
import { asc, count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { deleteAccount } from '../accounts/delete-account';
import { colleague, company, companyRow, person } from '../companies/test-kit';
import { tagForm } from '../dynatags/test-kit';
import { BILLING_INFO } from './services-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const history = async (companyShortId: string) => {
  const row = (await companyRow(t, companyShortId))!;
  const rows = await t.db
    .select()
    .from(usageChanges)
    .where(eq(usageChanges.companyId, row.id))
    .orderBy(asc(usageChanges.id));
  return rows.map((r) => `${r.item}=${r.quantity}`);
};
const tagCount = async (companyShortId: string) => {
  const row = (await companyRow(t, companyShortId))!;
  const [n] = await t.db.select({ n: count() }).from(dynatags).where(eq(dynatags.companyId, row.id));
  return n.n;
};

/** An owner of a new company with `billing`, or without billing info (null). */
async function ownerOf(billing: Record<string, string> | null = BILLING_INFO) {
  const owner = await person(t);
  const made = await company(owner.c, { name: 'Mässan AB', ...(billing ? { billing } : {}) });
  const tags = `/api/v1/dynatags/companies/${made.shortId}`;
  const create = (name: string, accept?: number) =>
    owner.c.post(tags, tagForm(accept === undefined ? { name } : { name, acceptMonthlyPrice: accept }));
  return { owner, company: made, create };
}

describe('a dynatag that raises the price', () => {
  test('the first: refused without billing info, then asks to confirm 499 a month; the wrong figure is refused', async () => {
    const { owner, company: made, create } = await ownerOf(null);
    const noBilling = await create('First', 49_900);
    expect([noBilling.status, noBilling.body.message]).toEqual([
      409,
      'Fill in the company’s billing information (organization number, email, street, zip code, city and country) before it pays for dynatags or extra owners',
    ]);
    expect(noBilling.body.data).toEqual({
      reason: 'billingInfo',
      companyId: made.shortId,
    } satisfies BillingInfoNeeded);
    await owner.c.patch(`/api/v1/companies/${made.shortId}`, { billing: BILLING_INFO });

    const ask = await create('First');
    expect([ask.status, ask.body.message]).toEqual([
      409,
      'This raises the company’s monthly price: confirm the new price to go on',
    ]);
    expect(ask.body.data).toEqual({
      reason: 'dynatag',
      current: 0,
      next: 49_900,
      nextVat: 12_475,
      nextWithVat: 62_375,
    } satisfies PriceChange);
    for (const wrong of [4_900, 49_899, 54_800]) expect((await create('First', wrong)).status).toBe(409);
    expect(await tagCount(made.shortId)).toBe(0);
    expect(await history(made.shortId)).toEqual(['owners=1']);

    expect((await create('First', 49_900)).status).toBe(201);
    expect(await history(made.shortId)).toEqual(['owners=1', 'dynatags=1']);
  });

  test('the 2nd to 5th need nothing; the 6th asks for 499 + 49; the 7th for 499 + 2 × 49', async () => {
    const { company: made, create } = await ownerOf();
    expect((await create('1', 49_900)).status).toBe(201);
    for (const n of [2, 3, 4, 5]) expect((await create(`${n}`)).status).toBe(201);
    const sixth = await create('6');
    expect([
      sixth.status,
      (sixth.body.data as PriceChange).current,
      (sixth.body.data as PriceChange).next,
    ]).toEqual([409, 49_900, 54_800]);
    expect(await tagCount(made.shortId)).toBe(5);
    expect((await create('6', 54_800)).status).toBe(201);
    expect((await create('7', 54_800)).status).toBe(409);
    expect((await create('7', 59_700)).status).toBe(201);
    expect(await history(made.shortId)).toEqual([
      'owners=1',
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => `dynatags=${n}`),
    ]);
  });

  test('deleting lowers the price with no confirmation; the tag that fills the gap again needs none', async () => {
    const { owner, company: made, create } = await ownerOf();
    expect((await create('A', 49_900)).status).toBe(201);
    const b = await create('B');
    const id = (b.body.data as { id: string }).id;
    expect((await owner.c.delete(`/api/v1/dynatags/${id}`, { name: 'B' })).status).toBe(200);
    expect((await create('C')).status).toBe(201);
    expect(await history(made.shortId)).toEqual([
      'owners=1',
      'dynatags=1',
      'dynatags=2',
      'dynatags=1',
      'dynatags=2',
    ]);
  });

  test('the 500-dynatag limit answers first, with its own message', async () => {
    const { company: made, create } = await ownerOf();
    const row = (await companyRow(t, made.shortId))!;
    const now = t.clock.now();
    await t.db.insert(dynatags).values(
      Array.from({ length: LIMITS.dynatags }, (_, i) => ({
        shortId: shortId(),
        companyId: row.id,
        name: `Tag ${i}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const over = await create('One too many');
    expect([over.status, over.body.message]).toEqual([
      422,
      'Dynatag limit reached: a company can have at most 500 dynatags',
    ]);
  });
});

describe('an owner beyond the included two', () => {
  test('the 2nd needs nothing; the 3rd needs billing info and the confirmation of +29 a month', async () => {
    const { owner, company: made } = await ownerOf(null);
    const path = `/api/v1/companies/${made.shortId}/owners`;
    const [second, third] = [await colleague(t, made.shortId), await colleague(t, made.shortId)];
    expect((await owner.c.post(path, { membershipId: second.membership.shortId })).status).toBe(200);

    const noBilling = await owner.c.post(path, {
      membershipId: third.membership.shortId,
      acceptMonthlyPrice: 2_900,
    });
    expect([noBilling.status, (noBilling.body.data as BillingInfoNeeded).reason]).toEqual([
      409,
      'billingInfo',
    ]);
    await owner.c.patch(`/api/v1/companies/${made.shortId}`, { billing: BILLING_INFO });
    const ask = await owner.c.post(path, { membershipId: third.membership.shortId });
    expect([ask.status, ask.body.data]).toEqual([
      409,
      { reason: 'owner', current: 0, next: 2_900, nextVat: 725, nextWithVat: 3_625 },
    ]);
    const wrong = await owner.c.post(path, { membershipId: third.membership.shortId, acceptMonthlyPrice: 0 });
    expect(wrong.status).toBe(409);
    const members = await owner.c.get<{ id: string; state: string }[]>(
      `/api/v1/companies/${made.shortId}/colleagues`,
    );
    expect(members.body.data.find((m) => m.id === third.membership.shortId)?.state).toBe('colleague');
    expect(await history(made.shortId)).toEqual(['owners=1', 'owners=2']);

    const ok = await owner.c.post(path, {
      membershipId: third.membership.shortId,
      acceptMonthlyPrice: 2_900,
    });
    expect(ok.status).toBe(200);
    expect(await history(made.shortId)).toEqual(['owners=1', 'owners=2', 'owners=3']);
  });

  test('removing an owner, an owner leaving and an owner deleting their account are on record', async () => {
    const { owner, company: made } = await ownerOf();
    const path = `/api/v1/companies/${made.shortId}/owners`;
    const people = [
      await colleague(t, made.shortId),
      await colleague(t, made.shortId),
      await colleague(t, made.shortId),
    ];
    for (const [i, p] of people.entries()) {
      const res = await owner.c.post(path, {
        membershipId: p.membership.shortId,
        acceptMonthlyPrice: i ? i * 2_900 : undefined,
      });
      expect(res.status).toBe(200);
    }
    expect(await history(made.shortId)).toEqual(['owners=1', 'owners=2', 'owners=3', 'owners=4']);
    expect((await owner.c.delete(path, { membershipId: people[0].membership.shortId })).status).toBe(200);
    expect((await people[1].c.post(`/api/v1/companies/${made.shortId}/leave`)).status).toBe(200);
    await deleteAccount(t.deps, people[2].user);
    expect(await history(made.shortId)).toEqual([
      ...['owners=1', 'owners=2', 'owners=3', 'owners=4'],
      ...['owners=3', 'owners=2', 'owners=1'],
    ]);
  });
});
