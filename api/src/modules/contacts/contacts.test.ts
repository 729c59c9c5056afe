import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { contacts, memberships, profiles, type User } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser, seedUsers, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import type { ContactItem } from './service';

let t: TestApp;
let me: User;
let c: Awaited<ReturnType<typeof signIn>>;
let asa: User;
let bo: User;

beforeAll(async () => {
  t = await createTestApp();
  me = await seedUser(t);
  c = await signIn(t, me);
  asa = await seedUser(t, { fullName: 'Åsa Berg' });
  bo = await seedUser(t, { fullName: 'Bo Ek' });
  const company = await seedCompany(t, { ownerId: bo.id, name: 'Nordvik Bygg' });
  await t.db
    .update(memberships)
    .set({ jobTitle: 'CEO' })
    .where(eq(memberships.id, company.ownerMembership.id));
  expect(await seedMember(t, { companyId: company.id, userId: asa.id, hideCompany: true })).toBeTruthy();
});
afterAll(() => t.close());

const list = (query = '') =>
  c.get<ContactItem[]>(`/api/v1/contacts${query ? `?query=${encodeURIComponent(query)}` : ''}`);
const mine = () => t.db.select().from(contacts).where(eq(contacts.userId, me.id));

describe('saving', () => {
  test('needs a session; an unknown link is 404', async () => {
    expect((await t.client().post('/api/v1/contacts', { shortId: asa.shortId })).status).toBe(401);
    expect((await c.post('/api/v1/contacts', { shortId: 'nosuchid00' })).status).toBe(404);
  });

  test('a card link saves the active profile; saving again changes nothing', async () => {
    const first = await c.post<ContactItem>('/api/v1/contacts', { shortId: asa.shortId });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('The contact is saved');
    expect(first.body.data.fullName).toBe('Åsa Berg');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, asa.id));
    expect(first.body.data.shortId).toBe(profile.shortId);
    const again = await c.post('/api/v1/contacts', { shortId: profile.shortId });
    expect(again.status).toBe(200);
    expect(await mine()).toHaveLength(1);
  });
});

describe('listing and searching', () => {
  test('newest first, with the public summary as the flags allow', async () => {
    t.clock.advance(1000);
    await c.post('/api/v1/contacts', { shortId: bo.shortId });
    const res = await list();
    expect(res.body.data.map((x) => x.fullName)).toEqual(['Bo Ek', 'Åsa Berg']);
    expect(res.body.data[0].companies).toEqual([
      expect.objectContaining({ name: 'Nordvik Bygg', jobTitle: 'CEO' }),
    ]);
    // Åsa hides the company on her profile.
    expect(res.body.data[1].companies).toEqual([]);
  });

  test('by name (diacritics folded) or company substring', async () => {
    expect((await list('asa')).body.data.map((x) => x.fullName)).toEqual(['Åsa Berg']);
    expect((await list('BERG')).body.data.map((x) => x.fullName)).toEqual(['Åsa Berg']);
    expect((await list('vik byg')).body.data.map((x) => x.fullName)).toEqual(['Bo Ek']);
    expect((await list('nobody')).body.data).toEqual([]);
  });
});

describe('removing', () => {
  test('by profile shortId; a second time is 404', async () => {
    const [bosContact] = (await list('bo ek')).body.data;
    const res = await c.delete(`/api/v1/contacts/${bosContact.shortId}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The contact is removed');
    expect((await list()).body.data.map((x) => x.fullName)).toEqual(['Åsa Berg']);
    expect((await c.delete(`/api/v1/contacts/${bosContact.shortId}`)).status).toBe(404);
  });
});

describe(`at most ${LIMITS.contacts} contacts`, () => {
  test('the 100th is saved, saving one again is fine, the 101st is refused', async () => {
    const have = (await mine()).length;
    const now = t.clock.now();
    const people = await seedUsers(t, LIMITS.contacts - 1 - have);
    const saved = await t.db
      .insert(profiles)
      .values(
        people.map((u) => ({
          shortId: shortId(),
          userId: u.id,
          isActive: true,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    await t.db
      .insert(contacts)
      .values(saved.map((p) => ({ userId: me.id, profileId: p.id, createdAt: now })));
    expect(await mine()).toHaveLength(LIMITS.contacts - 1);
    const hundredth = await c.post('/api/v1/contacts', { shortId: (await seedUser(t)).shortId });
    expect(hundredth.status).toBe(201);
    expect((await c.post('/api/v1/contacts', { shortId: asa.shortId })).status).toBe(200);
    const over = await c.post('/api/v1/contacts', { shortId: (await seedUser(t)).shortId });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Contact limit reached');
    expect(await mine()).toHaveLength(LIMITS.contacts);
    expect((await list()).body.data).toHaveLength(LIMITS.contacts);
  });
});
