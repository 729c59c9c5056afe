// The keys of the rows a write touches, read off the SQL drizzle sends (the same text and arguments the client
// wrapper sees): the pages built from other rows stay cached. What cannot be read answers null: every page.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import {
  companies,
  dynatagSplits,
  dynatags,
  files,
  memberships,
  profileCompanies,
  profileLinks,
  profiles,
  sessions,
  users,
} from '@db/schema';
import { and, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { writeKeys } from './write-keys';
import { onPageDataChange } from './write-watch';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keysOf = (query: unknown) => {
  const { sql: text, params } = (query as { toSQL: () => { sql: string; params: unknown[] } }).toSQL();
  return writeKeys(text, params);
};

describe('the rows a write touches', () => {
  test("a tag's split tests name their tag, as dynatags/split.ts writes them", () => {
    const db = t.db;
    const arms = [
      { variant: '', share: 50 },
      { variant: 'b', share: 50 },
    ];
    expect(
      keysOf(
        db.insert(dynatagSplits).values({ shortId: 's1', dynatagId: 7, name: 'A/B', arms, startedAt: 1 }),
      ),
    ).toEqual(['dynatag:7']);
    expect(
      keysOf(
        db
          .update(dynatagSplits)
          .set({ endedAt: 2, kept: 'b' })
          .where(and(eq(dynatagSplits.dynatagId, 7), eq(dynatagSplits.id, 3))),
      ),
    ).toEqual(['dynatag:7']);
    // Without the tag named, any page may show it: every page is dropped.
    expect(keysOf(db.update(dynatagSplits).set({ endedAt: 2 }).where(eq(dynatagSplits.id, 3)))).toBeNull();
    expect(keysOf(db.delete(dynatagSplits).where(eq(dynatagSplits.dynatagId, 7)))).toEqual(['dynatag:7']);
  });

  test("a person's own links name their profile, as profiles/own-links.ts writes them", () => {
    const db = t.db;
    expect(
      keysOf(db.insert(profileLinks).values({ profileId: 4, label: 'a', url: 'https://a.se', position: 0 })),
    ).toEqual(['profile:4']);
    expect(
      keysOf(
        db
          .update(profileLinks)
          .set({ label: 'b', url: 'https://b.se', featured: true, position: 1 })
          .where(and(eq(profileLinks.id, 9), eq(profileLinks.profileId, 4))),
      ),
    ).toEqual(['profile:4']);
    expect(
      keysOf(
        db
          .delete(profileLinks)
          .where(and(eq(profileLinks.profileId, 4), notInArray(profileLinks.id, [9, 10]))),
      ),
    ).toEqual(['profile:4']);
    // An update by its id alone names no page: every page may have changed.
    expect(keysOf(db.update(profileLinks).set({ label: 'c' }).where(eq(profileLinks.id, 9)))).toBeNull();
  });

  test('an update or delete by id, by a parent, in a list, among other conditions', () => {
    const db = t.db;
    expect(
      keysOf(db.update(profiles).set({ fullName: 'x', updatedAt: 1 }).where(eq(profiles.id, 7))),
    ).toEqual(['profile:7']);
    expect(
      keysOf(
        db
          .update(profiles)
          .set({ isActive: false })
          .where(and(eq(profiles.userId, 5), eq(profiles.isActive, true))),
      ),
    ).toEqual(['user:5']);
    expect(keysOf(db.update(companies).set({ color: '#000' }).where(eq(companies.id, 3)))).toEqual([
      'company:3',
    ]);
    expect(
      keysOf(
        db
          .update(memberships)
          .set({ state: 'colleague' })
          .where(and(eq(memberships.id, 4), eq(memberships.state, 'invited'))),
      ),
    ).toEqual(['membership:4']);
    expect(keysOf(db.delete(companies).where(inArray(companies.id, [1, 2])))).toEqual([
      'company:1',
      'company:2',
    ]);
    expect(
      keysOf(
        db
          .delete(files)
          .where(and(eq(files.companyId, 3), eq(files.kind, 'cover')))
          .returning(),
      ),
    ).toEqual(['company:3']);
    expect(keysOf(db.delete(profileCompanies).where(eq(profileCompanies.profileId, 9)))).toEqual([
      'profile:9',
    ]);
    expect(
      keysOf(
        db
          .update(dynatags)
          .set({ label: 'x', version: sql`${dynatags.version} + 1` })
          .where(and(eq(dynatags.id, 3), eq(dynatags.version, 2)))
          .returning(),
      ),
    ).toEqual(['dynatag:3']);
  });

  test('an insert: through the rows the new row refers to; a new account, company or tag is on no page', () => {
    const db = t.db;
    expect(
      keysOf(
        db.insert(profileCompanies).values([
          { profileId: 1, membershipId: 2, position: 0 },
          { profileId: 1, membershipId: 3, position: 1 },
        ]),
      ),
    ).toEqual(['profile:1', 'membership:2', 'profile:1', 'membership:3']);
    const file = {
      shortId: 'f',
      ownerUserId: 1,
      storageKey: 'k',
      name: 'n',
      mime: 'm',
      size: 1,
      createdAt: 1,
    };
    expect(
      keysOf(
        db
          .insert(files)
          .values({ ...file, kind: 'company', companyId: 8 })
          .returning(),
      ),
    ).toEqual(['company:8']);
    expect(keysOf(db.insert(files).values({ ...file, kind: 'membership', membershipId: 6 }))).toEqual([
      'membership:6',
    ]);
    expect(
      keysOf(db.insert(profiles).values({ shortId: 's', userId: 4, createdAt: 1, updatedAt: 1 })),
    ).toEqual(['user:4']);
    expect(
      keysOf(
        db
          .insert(users)
          .values({ shortId: 's', email: 'e', username: 'u', fullName: 'f', createdAt: 1, updatedAt: 1 }),
      ),
    ).toEqual([]);
    expect(
      keysOf(
        db.insert(dynatags).values({ shortId: 's', companyId: 1, name: 'n', createdAt: 1, updatedAt: 1 }),
      ),
    ).toEqual([]);
  });

  test('writes of other tables, and of columns no page shows, touch nothing', () => {
    const db = t.db;
    expect(keysOf(db.update(sessions).set({ lastSeenAt: 1 }).where(eq(sessions.id, 'x')))).toEqual([]);
    expect(keysOf(db.update(users).set({ lastLoginAt: 1 }).where(eq(users.id, 1)))).toEqual([]);
    expect(
      keysOf(
        db
          .update(dynatags)
          .set({ folderId: 2 })
          .where(and(eq(dynatags.companyId, 1), eq(dynatags.folderId, 3))),
      ),
    ).toEqual([]);
    expect(keysOf(db.select().from(profiles).where(eq(profiles.id, 1)))).toEqual([]);
  });

  test('what cannot be read safely may have changed any page', () => {
    const db = t.db;
    for (const query of [
      db
        .update(users)
        .set({ fullName: 'x' })
        .where(or(eq(users.id, 1), eq(users.id, 2))),
      db.update(users).set({ fullName: 'x' }).where(eq(users.shortId, 'abc')),
      db.update(users).set({ fullName: 'x' }),
      db.update(files).set({ membershipId: 3 }).where(eq(files.shortId, 'f')), // moves a row to another parent
      db.update(profiles).set({ userId: 3 }).where(eq(profiles.id, 1)),
      db.delete(files).where(eq(files.id, 1)), // pages know files by short id
      db.delete(users).where(eq(users.id, 1)), // takes the files they uploaded off colleagues' pages
      db
        .delete(memberships)
        .where(inArray(memberships.id, db.select({ id: memberships.id }).from(memberships))),
      db.delete(memberships).where(ne(memberships.id, 1)),
      db
        .insert(memberships)
        .values({ shortId: 's', companyId: 1, userId: 1, state: 'owner', invitedAt: 1, updatedAt: 1 })
        .onConflictDoUpdate({ target: [memberships.companyId, memberships.userId], set: { state: 'owner' } }),
    ]) {
      expect(keysOf(query)).toBeNull();
    }
    expect(writeKeys('update "users" set "full_name" = ? where "users"."id" = ?', ['x'])).toBeNull(); // no argument
    expect(writeKeys('update users set full_name = :name where id = :id', [])).toBeNull();
    expect(writeKeys('insert or replace into profiles (user_id) values (?)', [1])).toBeNull();
    expect(writeKeys('insert into profiles (user_id) select id from users', [])).toBeNull();
    expect(writeKeys('with x as (select 1) delete from profiles', [])).toBeNull();
  });
});

test('listeners get the keys of a committed write: a statement, a batch, a transaction at COMMIT', async () => {
  const seen: (string[] | null)[] = [];
  const stop = onPageDataChange(t.deps.database.client, (keys) => seen.push(keys));
  await t.db.update(companies).set({ name: 'n' }).where(eq(companies.id, 11));
  await t.db.batch([
    t.db.update(profiles).set({ fullName: 'n' }).where(eq(profiles.id, 12)),
    t.db.update(users).set({ lastLoginAt: 1 }).where(eq(users.id, 13)),
  ]);
  await t.db.transaction(async (tx) => {
    await tx.update(memberships).set({ jobTitle: 'x' }).where(eq(memberships.id, 14));
    await tx.update(users).set({ fullName: 'x' }).where(eq(users.id, 15));
    expect(seen).toHaveLength(2);
  });
  await t.deps.database.client.execute('update companies set name = 1');
  stop();
  expect(seen).toEqual([['company:11'], ['profile:12'], ['membership:14', 'user:15'], null]);
});
