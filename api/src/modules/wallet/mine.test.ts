import { afterAll, beforeAll, expect, test } from 'bun:test';
import { cards } from '@db/schema';
import { eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { orderWithCards } from '../cards/test-kit';
import { makeAppleSigning } from './test-kit';

type Mine = { apple: boolean; google: boolean; passes: { serial: string; kind: string; company: string }[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(makeAppleSigning().env);
});
afterAll(() => t.close());

test('my card and the active metal cards I hold, not a colleague’s, not a disabled one; signed in only', async () => {
  const owner = await seedUser(t);
  const mate = await seedUser(t);
  const company = await seedCompany(t, { ownerId: owner.id, name: 'Engines AB' });
  const mateMembership = await seedMember(t, { companyId: company.id, userId: mate.id });
  const { cards: made } = await orderWithCards(t, company.id, owner.id, [
    { recipient: company.ownerMembership, quantity: 2 },
    { recipient: mateMembership },
  ]);
  const [mine, disabled, theirs] = made;
  await t.db.update(cards).set({ status: 'disabled' }).where(eq(cards.id, disabled.id));

  expect((await t.client().get('/api/v1/wallet/mine')).status).toBe(401);
  const res = await (await signIn(t, owner)).get<Mine>('/api/v1/wallet/mine');
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({
    apple: true,
    google: false,
    passes: [
      { serial: `p.${owner.shortId}`, kind: 'card', company: '' },
      { serial: `c.${mine.shortId}`, kind: 'metalCard', company: 'Engines AB' },
    ],
  });
  const mates = await (await signIn(t, mate)).get<Mine>('/api/v1/wallet/mine');
  expect(mates.body.data.passes.map((p) => p.serial)).toEqual([`p.${mate.shortId}`, `c.${theirs.shortId}`]);
});
