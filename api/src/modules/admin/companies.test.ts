// GET api/v1/admin/companies through app.handle: the search, the counts (owners, colleagues, dynatags, cards),
// whether billing info is complete, and the monthly price from billing's prices on what the company has now.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import {
  type Company,
  cards,
  companies,
  dynatags,
  orderCards,
  orders,
  subscriptions,
  type User,
} from '@db/schema';
import { DAY_MS, PRICES } from '@shared/constants';
import type { AdminCompanyRow } from '@shared/types/billing';
import { eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUsers } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { BILLING } from '../orders/test-kit';
import { type AdminClient, adminList, openAdminApp } from './test-kit';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
});
afterAll(() => t.close());

const list = (query = '') => adminList<AdminCompanyRow>(admin, 'companies', query);

async function addDynatags(company: Company, count: number) {
  const now = t.clock.now();
  await t.db.insert(dynatags).values(
    Array.from({ length: count }, (_, i) => ({
      shortId: shortId(),
      companyId: company.id,
      name: `Tag ${i}`,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

async function addCards(company: Company, count: number) {
  const now = t.clock.now();
  const [order] = await t.db
    .insert(orders)
    .values({ shortId: shortId(), companyId: company.id, status: 'received', createdAt: now, updatedAt: now })
    .returning();
  const [line] = await t.db
    .insert(orderCards)
    .values({
      shortId: shortId(),
      orderId: order.id,
      position: 0,
      recipientEmail: 'holder@example.com',
      type: 'blackPersonal',
      quantity: count,
      unitPrice: PRICES.cards.blackPersonal,
      design: {} as never,
    })
    .returning();
  await t.db.insert(cards).values(
    Array.from({ length: count }, () => ({
      shortId: shortId(),
      orderId: order.id,
      orderCardId: line.id,
      companyId: company.id,
      type: 'blackPersonal' as const,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

async function addSubscription(
  user: User,
  company: Company,
  fields: Partial<typeof subscriptions.$inferInsert>,
) {
  const now = t.clock.now();
  await t.db.insert(subscriptions).values({
    shortId: shortId(),
    userId: user.id,
    userName: user.fullName,
    userEmail: user.email,
    companyId: company.id,
    companyName: company.name,
    plan: 'monthly',
    startedAt: now,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
}

describe('companies', () => {
  let big: Company;
  let small: Company;
  beforeAll(async () => {
    const [o1, o2, o3, c1, c2, invited, lifer, leaver, gone] = await seedUsers(t, 9);
    big = await seedCompany(t, { ownerId: o1.id, name: 'Kvarnen Åkesson AB', ...BILLING });
    t.clock.advance(1000);
    small = await seedCompany(t, { ownerId: o1.id, name: 'Liten firma', billingOrgNumber: '999999-0000' });
    for (const u of [o2, o3]) await seedMember(t, { companyId: big.id, userId: u.id, state: 'owner' });
    for (const u of [c1, c2, lifer, leaver, gone])
      await seedMember(t, { companyId: big.id, userId: u.id, state: 'colleague' });
    await seedMember(t, { companyId: big.id, userId: invited.id, state: 'invited' });
    await addDynatags(big, 7);
    await addCards(big, 4);
    const now = t.clock.now();
    // Paid by the company each month: two running (one cancelled, still in its cancel period); not a lifetime
    // one, not one whose cancel period is over, not an expired one.
    await addSubscription(c1, big, {});
    await addSubscription(c2, big, { status: 'cancelled', cancelledAt: now, endsAt: now + 10 * DAY_MS });
    await addSubscription(lifer, big, { plan: 'lifetime' });
    await addSubscription(leaver, big, {
      status: 'cancelled',
      cancelledAt: now - 40 * DAY_MS,
      endsAt: now - DAY_MS,
    });
    await addSubscription(gone, big, { status: 'expired', expiredAt: now });
  });

  test('each with its counts, billing state and monthly price, newest first', async () => {
    const rows = await list();
    expect(rows.map((r) => r.id)).toEqual([small.shortId, big.shortId]);
    const bigRow = rows[1];
    expect(bigRow).toEqual({
      id: big.shortId,
      name: 'Kvarnen Åkesson AB',
      orgNumber: BILLING.billingOrgNumber,
      billingEmail: BILLING.billingEmail,
      hasBilling: true,
      owners: 3,
      colleagues: 5,
      dynatags: 7,
      cards: 4,
      // 499 service + 2 × 49 extra dynatags + 1 × 29 extra owner + 2 × 39 monthly subscriptions
      monthly: 49900 + 2 * 4900 + 2900 + 2 * 3900,
      createdAt: big.createdAt,
    });
    expect(rows[0]).toMatchObject({
      name: 'Liten firma',
      hasBilling: false,
      owners: 1,
      colleagues: 0,
      dynatags: 0,
      cards: 0,
      monthly: 0,
    });
  });

  test('the monthly price follows what the company has now', async () => {
    await t.db.delete(dynatags).where(eq(dynatags.companyId, big.id));
    const [row] = await list('?q=Kvarnen');
    expect(row.monthly).toBe(2900 + 2 * 3900);
    await addDynatags(big, 1);
    expect((await list('?q=Kvarnen'))[0].monthly).toBe(49900 + 2900 + 2 * 3900);
  });

  test('found by name in any case or by organisation number', async () => {
    expect((await list('?q=åkesson')).map((r) => r.id)).toEqual([big.shortId]);
    expect((await list('?q=KVARNEN%20Å')).map((r) => r.id)).toEqual([big.shortId]);
    expect((await list('?q=556677')).map((r) => r.id)).toEqual([big.shortId]);
    expect((await list('?q=999999-0000')).map((r) => r.id)).toEqual([small.shortId]);
    expect(await list('?q=nothing%20like%20it')).toEqual([]);
    expect((await admin.get(`/api/v1/admin/companies?q=${'x'.repeat(101)}`)).status).toBe(422);
  });

  test('internal ids never leave', async () => {
    const text = JSON.stringify(await list());
    const [row] = await t.db.select().from(companies).where(eq(companies.id, big.id));
    expect(text).not.toContain(`"id":${row.id}`);
  });
});
