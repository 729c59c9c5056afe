import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { User } from '@db/schema';
import type { SearchCompany } from '@shared/types/search';
import { seedCompany, seedMember, seedUser, seedUsers, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { SEARCH_LIMIT, SEARCH_RANKED, toMatchQuery } from './service';

let t: TestApp;
let searcher: Awaited<ReturnType<typeof signIn>>;
let asa: User;
let me: User;
let companyShortId: string;
const LONG = `${'Lång beskrivning '.repeat(10)}slut`;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await seedUser(t, { fullName: 'Olle Owner' });
  me = await seedUser(t, { fullName: 'Sara Searcher' });
  const nordvik = await seedCompany(t, { ownerId: owner.id, name: 'Nordvik Bygg' });
  companyShortId = nordvik.shortId;
  await seedMember(t, { companyId: nordvik.id, userId: me.id });
  asa = await seedUser(t, { fullName: 'Åsa Berg', description: LONG });
  await seedMember(t, { companyId: nordvik.id, userId: asa.id, jobTitle: 'Electrician' });
  const hidden = await seedUser(t, { fullName: 'Bo Hidden' });
  await seedMember(t, { companyId: nordvik.id, userId: hidden.id, hideFromSearch: true });
  const invited = await seedUser(t, { fullName: 'Ivan Invited', status: 'invited' });
  await seedMember(t, { companyId: nordvik.id, userId: invited.id, state: 'invited' });
  const masked = await seedUser(t, { fullName: 'Mask Avatar', avatarKey: 'users/x/avatar-abc.webp' });
  await seedMember(t, { companyId: nordvik.id, userId: masked.id, hideAvatar: true });

  // A company I do not belong to, and one I am only invited to.
  const other = await seedCompany(t, {
    ownerId: (await seedUser(t, { fullName: 'Asa Elsewhere' })).id,
    name: 'Other Co',
  });
  const pending = await seedCompany(t, {
    ownerId: (await seedUser(t, { fullName: 'Asa Pending' })).id,
    name: 'Pending Co',
  });
  await seedMember(t, { companyId: pending.id, userId: me.id, state: 'invited' });
  expect(other.id).toBeGreaterThan(0);

  const bulk = await seedCompany(t, { ownerId: me.id, name: 'Bulk AB' });
  for (let i = 0; i < SEARCH_LIMIT + 5; i++) {
    const u = await seedUser(t, { fullName: `Bulkperson ${String(i).padStart(2, '0')}` });
    await seedMember(t, { companyId: bulk.id, userId: u.id });
  }
  searcher = await signIn(t, me);
});
afterAll(() => t.close());

const search = (query: string) =>
  searcher.get<SearchCompany[]>(`/api/v1/general/search?query=${encodeURIComponent(query)}`);
const names = (data: SearchCompany[]) =>
  data.flatMap((c) => c.colleagues.map((p) => `${c.name}: ${p.fullName}`));

describe('GET /general/search', () => {
  test('needs a session and at least 3 characters', async () => {
    expect((await t.client().get('/api/v1/general/search?query=asa')).status).toBe(401);
    for (const q of ['', 'as', '  a  ']) {
      const res = await search(q);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Enter more characters to search...');
    }
  });

  test('finds by name prefix, with diacritics folded, only in my companies', async () => {
    for (const q of ['asa', 'Åsa', 'ÅSA BE', 'berg']) {
      expect(names((await search(q)).body.data)).toEqual(['Nordvik Bygg: Åsa Berg']);
    }
  });

  test('finds by job title and by company name; never hidden or invited people', async () => {
    expect(names((await search('electric')).body.data)).toEqual(['Nordvik Bygg: Åsa Berg']);
    // Sorted the Swedish way: Å after Z.
    expect(names((await search('nordvik')).body.data)).toEqual([
      'Nordvik Bygg: Mask Avatar',
      'Nordvik Bygg: Olle Owner',
      'Nordvik Bygg: Sara Searcher',
      'Nordvik Bygg: Åsa Berg',
    ]);
    for (const q of ['bo hidden', 'ivan', 'elsewhere', 'pending', 'other co']) {
      const res = await search(q);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.message).toBe('Could not find any results for that search');
    }
  });

  test('a result: company with logo path, colleague with active profile shortId, description cut at 100', async () => {
    const [company] = (await search('asa berg')).body.data;
    expect(company).toMatchObject({
      name: 'Nordvik Bygg',
      shortId: companyShortId,
      logo: false,
      logoPath: `/uploads/companies/${companyShortId}/logo`,
    });
    const [person] = company.colleagues;
    expect(person.description).toBe([...LONG].slice(0, 100).join(''));
    expect(person).toMatchObject({ fullName: 'Åsa Berg', avatar: false });
    expect(person.avatarPath).toBe(`/uploads/users/${asa.shortId}/avatar`);
    // Before Åsa has a profile the user shortId stands in; it opens her active profile either way.
    const opened = await t
      .client()
      .get<{ shortId: string; fullName: string }>(`/api/v1/profiles/${person.shortId}`);
    expect(opened.body.data.fullName).toBe('Åsa Berg');
    const [again] = (await search('asa berg')).body.data;
    expect(again.colleagues[0].shortId).toBe(opened.body.data.shortId);
  });

  test('hide avatar is respected in results', async () => {
    const [person] = (await search('mask')).body.data[0].colleagues;
    expect([person.avatar, person.avatarPath]).toEqual([false, null]);
  });

  test(`at most ${SEARCH_LIMIT} people, in a stable order`, async () => {
    const first = (await search('bulkperson')).body.data;
    expect(first[0].colleagues).toHaveLength(SEARCH_LIMIT);
    expect((await search('bulkperson')).body.data).toEqual(first);
    const list = first[0].colleagues.map((p) => p.fullName);
    expect(list).toEqual([...list].sort());
  });

  test(`a term more than ${SEARCH_RANKED} people match: ${SEARCH_LIMIT} of them, never hidden ones`, async () => {
    const owner = await seedUser(t, { fullName: 'Vast Owner' });
    const vast = await seedCompany(t, { ownerId: owner.id, name: 'Vast AB' });
    await seedMember(t, { companyId: vast.id, userId: me.id });
    const people = await seedUsers(t, SEARCH_RANKED + 100, { fullName: 'Crowd Member' });
    // The oldest memberships, which the ranking window starts with, are hidden from search.
    for (const [i, u] of people.entries()) {
      await seedMember(t, { companyId: vast.id, userId: u.id, hideFromSearch: i < 100 });
    }
    const [company, ...others] = (await search('crowd')).body.data;
    expect(others).toEqual([]);
    expect(company.name).toBe('Vast AB');
    expect(company.colleagues).toHaveLength(SEARCH_LIMIT);
    const hidden = new Set(people.slice(0, 100).map((u) => u.shortId));
    expect(company.colleagues.filter((p) => hidden.has(p.shortId))).toEqual([]);
  });

  test('FTS syntax in the input is only text', async () => {
    expect(toMatchQuery('a"b OR c*')).toBe('"a"* "b"* "OR"* "c"*');
    expect(toMatchQuery('!!!')).toBeNull();
    for (const q of ['"*) OR 1', 'NEAR(asa', '***']) expect((await search(q)).status).toBe(200);
  });
});
