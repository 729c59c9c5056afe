import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companies, memberships, users } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { BILLING_INFO, confirmingPrice } from '../billing/services-test-kit';
import {
  type CompanyView,
  colleague,
  company,
  companyRow,
  createCompany,
  form,
  insertMember,
  person,
} from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COMPANY_LIMIT =
  'Company limit reached: you own the most companies the free plan allows; activate a subscription (Subscriptions in the menu) or delete one';
const SUBSCRIBER_LIMIT =
  'Company limit reached: you own the most companies a subscription allows (30); delete one to create a new one';

/** `n` people inserted at once (no sessions), for limits that need many. */
async function manyUsers(n: number) {
  const now = t.clock.now();
  return t.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        const id = shortId();
        return {
          shortId: id,
          email: `${id.toLowerCase()}@bulk.example`,
          username: `bulk${id}`,
          fullName: 'Bulk Person',
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .returning({ id: users.id });
}

async function bulkMembers(companyShortId: string, userIds: number[], state: 'colleague' | 'owner') {
  const company = (await companyRow(t, companyShortId))!;
  const now = t.clock.now();
  await t.db.insert(memberships).values(
    userIds.map((userId) => ({
      shortId: shortId(),
      companyId: company.id,
      userId,
      state,
      invitedAt: now,
      joinedAt: now,
      updatedAt: now,
    })),
  );
}

describe('the company limit (entitlements)', () => {
  test('a free user owns one company: the 2nd is refused', async () => {
    const free = await person(t);
    expect((await createCompany(free.c, { name: 'First' })).status).toBe(201);
    const second = await createCompany(free.c, { name: 'Second' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(COMPANY_LIMIT);
  });

  test('the free limit offers the subscription that lifts it, in sv and fi too', async () => {
    const free = await person(t);
    await company(free.c, { name: 'Only' });
    const say = async (lang: string) => {
      const body = form({ json: JSON.stringify({ name: 'Another' }) });
      const res = await free.c.post('/api/v1/companies', body, { 'x-target-lang': lang });
      expect(res.status).toBe(409);
      return res.body.message;
    };
    expect(await say('sv')).toBe(
      'Företagsgränsen är nådd: du äger så många företag som gratisplanen tillåter; aktivera en prenumeration (Prenumerationer i menyn) eller radera ett',
    );
    expect(await say('fi')).toBe(
      'Yritysraja on täynnä: omistat niin monta yritystä kuin ilmainen taso sallii; ota tilaus käyttöön (Kestotilaukset valikossa) tai poista yksi',
    );
  });

  test('a free user who is a colleague elsewhere cannot create one (one company in total)', async () => {
    const owner = await person(t);
    const elsewhere = await company(owner.c, { name: 'Elsewhere' });
    const mate = await colleague(t, elsewhere.shortId);
    const res = await createCompany(mate.c, { name: 'Mine' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'On the free plan you can belong to one company; activate a subscription (Subscriptions in the menu) to join more, or leave your company or delete the one you own',
    );
  });

  test('a subscriber owns up to 30: the 30th is created, the 31st refused; deleting one makes room', async () => {
    const sub = await person(t, { subscriber: true });
    const now = t.clock.now();
    const rows = await t.db
      .insert(companies)
      .values(
        Array.from({ length: 29 }, (_, i) => ({
          shortId: shortId(),
          name: `Bulk ${i}`,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    await t.db.insert(memberships).values(
      rows.map((c) => ({
        shortId: shortId(),
        companyId: c.id,
        userId: sub.user.id,
        state: 'owner' as const,
        invitedAt: now,
        updatedAt: now,
      })),
    );
    const thirtieth = await createCompany(sub.c, { name: 'Thirtieth' });
    expect(thirtieth.status).toBe(201);
    const refused = await createCompany(sub.c, { name: 'Thirty-first' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SUBSCRIBER_LIMIT);
    const list = await sub.c.get<CompanyView[]>('/api/v1/companies');
    expect(list.body.data).toHaveLength(LIMITS.companies);

    await sub.c.delete(`/api/v1/companies/${thirtieth.body.data.shortId}`, { name: 'Thirtieth' });
    expect((await createCompany(sub.c, { name: 'Room again' })).status).toBe(201);
  });
});

describe('custom links', () => {
  const links = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      text: `Link ${i}`,
      url: `https://example.com/${i}`,
      color: '#ff0000',
    }));

  test('subscribers: 20 links are fine, 21 give "Link limit reached"', async () => {
    const sub = await person(t, { subscriber: true });
    const ok = await createCompany(sub.c, { name: 'Linked', customLinks: links(20) });
    expect(ok.status).toBe(201);
    expect(ok.body.data.customLinks).toHaveLength(20);
    const over = await sub.c.patch(`/api/v1/companies/${ok.body.data.shortId}`, { customLinks: links(21) });
    expect(over.status).toBe(422);
    expect(over.body.errors[0]).toEqual({ message: 'Link limit reached', field: 'customLinks' });
    const bad = await sub.c.patch(`/api/v1/companies/${ok.body.data.shortId}`, {
      customLinks: [{ text: 'x', url: 'javascript:alert(1)' }],
    });
    expect(bad.body.errors[0]).toEqual({
      message: 'Enter a web address that starts with http:// or https://',
      field: 'customLinks.0.url',
    });
  });

  test('free users cannot add custom links (403) but can clear them', async () => {
    const free = await person(t);
    const res = await createCompany(free.c, { name: 'Plain', customLinks: links(1) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Custom links come with a subscription (Subscriptions in the menu)');
    const made = await company(free.c, { name: 'Plain', customLinks: [] });
    expect((await free.c.patch(`/api/v1/companies/${made.shortId}`, { customLinks: [] })).status).toBe(200);
  });
});

describe('colleague and owner limits', () => {
  test('200 people per company: the 200th invitation works, the 201st is refused', async () => {
    const owner = await person(t);
    const created = await company(owner.c, { name: 'Crowded' });
    await bulkMembers(
      created.shortId,
      (await manyUsers(LIMITS.colleagues - 2)).map((u) => u.id),
      'colleague',
    );
    const last = await owner.c.post(`/api/v1/companies/${created.shortId}/colleagues`, {
      email: 'number200@example.com',
    });
    expect(last.status).toBe(201);
    const over = await owner.c.post(`/api/v1/companies/${created.shortId}/colleagues`, {
      email: 'number201@example.com',
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Colleague limit reached: a company can have at most 200 colleagues');
    await t.smtp.waitFor('number200@example.com');
    expect(t.smtp.inbox.some((m) => m.to.includes('number201@example.com'))).toBe(false);
  });

  test('50 owners: the 50th is made (its price confirmed), the 51st refused', async () => {
    const owner = await person(t);
    const created = await company(owner.c, { name: 'Top heavy', billing: BILLING_INFO });
    await bulkMembers(
      created.shortId,
      (await manyUsers(LIMITS.ownersPerCompany - 2)).map((u) => u.id),
      'owner',
    );
    const fiftieth = await person(t);
    const fiftyFirst = await person(t);
    const m50 = await insertMember(t, created.shortId, fiftieth.user.id);
    const m51 = await insertMember(t, created.shortId, fiftyFirst.user.id);
    const path = `/api/v1/companies/${created.shortId}/owners`;
    const ok = await confirmingPrice((acceptMonthlyPrice) =>
      owner.c.post(path, { membershipId: m50.shortId, acceptMonthlyPrice }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('The colleague is now an owner');
    const over = await owner.c.post(path, { membershipId: m51.shortId });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Owner limit reached: a company can have at most 50 owners');
  });

  test('a free colleague who already owns a company cannot be made owner of another', async () => {
    const owner = await person(t, { subscriber: true });
    const created = await company(owner.c, { name: 'Two hats' });
    const mate = await colleague(t, created.shortId, { subscriber: true });
    await company(mate.c, { name: 'Own shop' });
    await t.db.update(users).set({ activeSubscription: null }).where(eq(users.id, mate.user.id));
    const res = await owner.c.post(`/api/v1/companies/${created.shortId}/owners`, {
      membershipId: mate.membership.shortId,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('That person already owns the maximum number of companies');
  });
});
