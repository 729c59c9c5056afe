import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { profileCompanies, profiles } from '@db/schema';
import { SUBSCRIBER_PROFILE_LIMIT } from '@shared/entitlements';
import { eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';

type Item = {
  shortId: string;
  label: string;
  isActive: boolean;
  fullName: string;
  ownFullName: string;
  description: string;
  phone: string;
  email: string;
  cardUrl: string;
  companies: { shortId: string; name: string }[];
};
type View = { shortId: string; fullName: string; companies: { name: string }[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (userId: number) => t.db.select().from(profiles).where(eq(profiles.userId, userId));

describe('GET /profiles', () => {
  test('needs a session', async () => {
    expect((await t.client().get('/api/v1/profiles')).status).toBe(401);
  });

  test('the first profile is made on first use, active, with the account name and the companies joined', async () => {
    const user = await seedUser(t, { fullName: 'Åsa Berg', description: 'Builds things' });
    const company = await seedCompany(t, { ownerId: user.id, name: 'Berg Bygg' });
    const c = await signIn(t, user);
    const [a, b] = await Promise.all([c.get<Item[]>('/api/v1/profiles'), c.get<Item[]>('/api/v1/profiles')]);
    expect(a.status).toBe(200);
    expect(b.body.data).toHaveLength(1);
    expect(await rowsOf(user.id)).toHaveLength(1);
    const [item] = a.body.data;
    expect(item).toMatchObject({
      isActive: true,
      fullName: 'Åsa Berg',
      ownFullName: '',
      description: 'Builds things',
    });
    expect(item.cardUrl).toBe(`http://localhost/p/${user.shortId}`);
    expect(item.companies.map((x) => x.shortId)).toEqual([company.shortId]);
  });

  test('a company joined later is added to the active profile; an invitation is not', async () => {
    const user = await seedUser(t);
    const c = await signIn(t, user);
    await c.get('/api/v1/profiles');
    const other = await seedUser(t);
    const joined = await seedCompany(t, { ownerId: other.id, name: 'Joined AB' });
    const invited = await seedCompany(t, { ownerId: other.id, name: 'Invited AB' });
    await seedMember(t, { companyId: joined.id, userId: user.id });
    await seedMember(t, { companyId: invited.id, userId: user.id, state: 'invited' });
    const list = await c.get<Item[]>('/api/v1/profiles');
    expect(list.body.data[0].companies.map((x) => x.name)).toEqual(['Joined AB']);
  });
});

describe('free users', () => {
  test('may edit their one profile but not create a second or switch', async () => {
    const user = await seedUser(t, { fullName: 'Free Person' });
    const c = await signIn(t, user);
    const [own] = (await c.get<Item[]>('/api/v1/profiles')).body.data;
    const edit = await c.patch<Item>(`/api/v1/profiles/${own.shortId}`, {
      label: 'Work',
      fullName: '  Fria Personen ',
      phone: '+46 70 123 45 67',
      email: 'Free@Example.com',
    });
    expect(edit.status).toBe(200);
    expect(edit.body.message).toBe('Your profile is saved');
    expect(edit.body.data).toMatchObject({
      label: 'Work',
      fullName: 'Fria Personen',
      phone: '+46 70 123 45 67',
      email: 'free@example.com',
    });
    const create = await c.post('/api/v1/profiles', { label: 'Second' });
    expect(create.status).toBe(403);
    expect(create.body.message).toBe(
      'More than one profile comes with a subscription (Subscriptions in the menu)',
    );
    const activate = await c.post(`/api/v1/profiles/${own.shortId}/activate`);
    expect(activate.status).toBe(403);
    expect(activate.body.message).toBe(
      'Switching between profiles comes with a subscription (Subscriptions in the menu)',
    );
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  test('an empty name goes back to the account name; invalid phone and email are 422', async () => {
    const user = await seedUser(t, { fullName: 'Account Name' });
    const c = await signIn(t, user);
    const [own] = (await c.get<Item[]>('/api/v1/profiles')).body.data;
    await c.patch(`/api/v1/profiles/${own.shortId}`, { fullName: 'Other' });
    const reset = await c.patch<Item>(`/api/v1/profiles/${own.shortId}`, { fullName: '' });
    expect(reset.body.data.fullName).toBe('Account Name');
    const phone = await c.patch(`/api/v1/profiles/${own.shortId}`, { phone: 'call me' });
    expect(phone.status).toBe(422);
    expect(phone.body.message).toBe('Enter a valid phone number');
    const email = await c.patch(`/api/v1/profiles/${own.shortId}`, { email: 'nope' });
    expect(email.status).toBe(422);
  });

  test('after a subscription ends, older profile links open the active profile', async () => {
    const user = await seedUser(t, { subscriber: true, fullName: 'Was Subscriber' });
    const c = await signIn(t, user);
    await c.get('/api/v1/profiles');
    const second = await c.post<Item>('/api/v1/profiles', { fullName: 'Second Face' });
    const [first] = (await c.get<Item[]>('/api/v1/profiles')).body.data;
    const { users } = await import('@db/schema');
    await t.db.update(users).set({ activeSubscription: null }).where(eq(users.id, user.id));
    const view = await t.client().get<View>(`/api/v1/profiles/${second.body.data.shortId}`);
    expect(view.body.data.shortId).toBe(first.shortId);
    expect(view.body.data.fullName).toBe('Was Subscriber');
    const edit = await c.patch(`/api/v1/profiles/${second.body.data.shortId}`, { label: 'x' });
    expect(edit.status).toBe(403);
  });
});

describe('subscribers', () => {
  test(`create up to ${SUBSCRIBER_PROFILE_LIMIT} profiles; one more is refused`, async () => {
    const user = await seedUser(t, { subscriber: true });
    const c = await signIn(t, user);
    await c.get('/api/v1/profiles');
    for (let i = 2; i <= SUBSCRIBER_PROFILE_LIMIT; i++) {
      const res = await c.post<Item>('/api/v1/profiles', { label: `P${i}` });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ label: `P${i}`, isActive: false });
    }
    const over = await c.post('/api/v1/profiles', { label: 'One too many' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Profile limit reached: you have the maximum number of profiles');
    expect(await rowsOf(user.id)).toHaveLength(SUBSCRIBER_PROFILE_LIMIT);
  });

  test('switching the active profile changes what the card link opens', async () => {
    const user = await seedUser(t, { subscriber: true, fullName: 'Card Holder' });
    const c = await signIn(t, user);
    await c.get('/api/v1/profiles');
    const board = await c.post<Item>('/api/v1/profiles', { label: 'Board', fullName: 'Board Member' });
    const visitor = t.client();
    expect((await visitor.get<View>(`/api/v1/profiles/${user.shortId}`)).body.data.fullName).toBe(
      'Card Holder',
    );
    const switched = await c.post<Item[]>(`/api/v1/profiles/${board.body.data.shortId}/activate`);
    expect(switched.status).toBe(200);
    expect(switched.body.message).toBe('The profile is now active');
    expect(switched.body.data.filter((p) => p.isActive).map((p) => p.label)).toEqual(['Board']);
    expect((await visitor.get<View>(`/api/v1/profiles/${user.shortId}`)).body.data.fullName).toBe(
      'Board Member',
    );
  });

  test('companies shown: only companies the user belongs to, in the given order', async () => {
    const user = await seedUser(t, { subscriber: true });
    const a = await seedCompany(t, { ownerId: user.id, name: 'Alpha' });
    const b = await seedCompany(t, { ownerId: user.id, name: 'Beta' });
    const stranger = await seedCompany(t, { ownerId: (await seedUser(t)).id, name: 'Stranger' });
    const c = await signIn(t, user);
    const [own] = (await c.get<Item[]>('/api/v1/profiles')).body.data;
    expect(own.companies.map((x) => x.name)).toEqual(['Alpha', 'Beta']);
    const reorder = await c.patch<Item>(`/api/v1/profiles/${own.shortId}`, {
      companies: [b.shortId, a.shortId],
    });
    expect(reorder.body.data.companies.map((x) => x.name)).toEqual(['Beta', 'Alpha']);
    const bad = await c.patch(`/api/v1/profiles/${own.shortId}`, { companies: [stranger.shortId] });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('You can only show companies you belong to');
    const none = await c.patch<Item>(`/api/v1/profiles/${own.shortId}`, { companies: [] });
    expect(none.body.data.companies).toEqual([]);
    const created = await c.post<Item>('/api/v1/profiles', { companies: [a.shortId] });
    expect(created.body.data.companies.map((x) => x.name)).toEqual(['Alpha']);
  });

  test('delete: never the last profile; deleting the active one activates the oldest', async () => {
    const user = await seedUser(t, { subscriber: true });
    const c = await signIn(t, user);
    const [first] = (await c.get<Item[]>('/api/v1/profiles')).body.data;
    const second = (await c.post<Item>('/api/v1/profiles', { label: 'Second' })).body.data;
    await c.post(`/api/v1/profiles/${second.shortId}/activate`);
    const gone = await c.delete<Item[]>(`/api/v1/profiles/${second.shortId}`);
    expect(gone.status).toBe(200);
    expect(gone.body.data.map((p) => [p.shortId, p.isActive])).toEqual([[first.shortId, true]]);
    const last = await c.delete(`/api/v1/profiles/${first.shortId}`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('You cannot delete your only profile');
  });

  test("another user's profile cannot be edited, deleted or activated", async () => {
    const owner = await seedUser(t, { subscriber: true });
    const [own] = (await (await signIn(t, owner)).get<Item[]>('/api/v1/profiles')).body.data;
    const other = await signIn(t, await seedUser(t, { subscriber: true }));
    expect((await other.patch(`/api/v1/profiles/${own.shortId}`, { label: 'x' })).status).toBe(404);
    expect((await other.delete(`/api/v1/profiles/${own.shortId}`)).status).toBe(404);
    expect((await other.post(`/api/v1/profiles/${own.shortId}/activate`)).status).toBe(404);
    expect((await other.get(`/api/v1/profiles/${own.shortId}/statistics`)).status).toBe(404);
  });
});

describe('public profile', () => {
  test('unknown ids and invited people are 404', async () => {
    expect((await t.client().get('/api/v1/profiles/nosuchid00')).status).toBe(404);
    const invited = await seedUser(t, { status: 'invited', passwordHash: null });
    expect((await t.client().get(`/api/v1/profiles/${invited.shortId}`)).status).toBe(404);
  });

  test('the profile list keeps positions when companies are replaced', async () => {
    const user = await seedUser(t);
    const company = await seedCompany(t, { ownerId: user.id, name: 'Solo' });
    const c = await signIn(t, user);
    const [own] = (await c.get<Item[]>('/api/v1/profiles')).body.data;
    await c.patch(`/api/v1/profiles/${own.shortId}`, { companies: [company.shortId, company.shortId] });
    const rows = await t.db.select().from(profileCompanies);
    expect(rows.filter((r) => r.membershipId === company.ownerMembership.id)).toHaveLength(1);
  });
});
