import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import {
  companies,
  contacts,
  files,
  memberships,
  profileCompanies,
  profiles,
  sessions,
  users,
  viewDays,
  views,
} from '@db/schema';
import { eq, sql } from 'drizzle-orm';
import { seedUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bumpProfileViews } from '../profiles/views';
import { assignedColumns } from './write-keys';
import { changesPageData, onPageDataChange, PAGE_TABLES } from './write-watch';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The SQL drizzle sends for a query builder (the same text the client wrapper sees). */
const sqlOf = (query: unknown) => (query as { toSQL: () => { sql: string } }).toSQL().sql;

describe('which statements change what a page shows', () => {
  test('reads and writes to other tables do not', () => {
    const db = t.db;
    for (const query of [
      db.select().from(users),
      db
        .insert(views)
        .values({ targetType: 'profile', targetId: 1, at: 1, visitorHash: 'h', isUnique: true }),
      db.insert(viewDays).values({ targetType: 'profile', targetId: 1, day: 'd' }),
      db.update(sessions).set({ lastSeenAt: 1 }).where(eq(sessions.id, 'x')),
      db.delete(contacts).where(eq(contacts.id, 1)),
    ]) {
      expect({ sql: sqlOf(query), changes: changesPageData(sqlOf(query)) }).toMatchObject({ changes: false });
    }
    expect(changesPageData('PRAGMA foreign_keys=ON')).toBe(false);
    expect(changesPageData('savepoint sp0')).toBe(false);
  });

  test('what no page shows: a login, 2FA, a password, a counted view, a new account', () => {
    const db = t.db;
    for (const query of [
      db.update(users).set({ lastLoginAt: 1 }).where(eq(users.id, 1)),
      db.update(users).set({ keepLoggedIn: true }).where(eq(users.id, 1)),
      db.update(users).set({ otpLastStep: 3, updatedAt: 2 }).where(eq(users.id, 1)),
      db.update(users).set({ passwordHash: 'x', updatedAt: 2 }).where(eq(users.id, 1)),
      bumpProfileViews(1)(db, 1),
      db
        .insert(users)
        .values({ shortId: 's', email: 'e', username: 'u', fullName: 'f', createdAt: 1, updatedAt: 1 }),
    ]) {
      expect({ sql: sqlOf(query), changes: changesPageData(sqlOf(query)) }).toMatchObject({ changes: false });
    }
  });

  test('every other write to a table a page reads from does', () => {
    const db = t.db;
    for (const query of [
      db.update(users).set({ fullName: 'x' }).where(eq(users.id, 1)),
      db.update(users).set({ lastLoginAt: 1, avatarKey: null }).where(eq(users.id, 1)),
      db.update(users).set({ activeSubscription: null }).where(eq(users.id, 1)),
      db.update(profiles).set({ isActive: true }).where(eq(profiles.id, 1)),
      db
        .update(profiles)
        .set({ views: sql`${profiles.views} + 1`, description: 'd' })
        .where(eq(profiles.id, 1)),
      db.update(companies).set({ color: '#000' }).where(eq(companies.id, 1)),
      db.update(memberships).set({ hideAvatar: true }).where(eq(memberships.id, 1)),
      db
        .insert(memberships)
        .values({ shortId: 's', companyId: 1, userId: 1, state: 'colleague', invitedAt: 1, updatedAt: 1 }),
      db.insert(profileCompanies).values({ profileId: 1, membershipId: 1 }),
      db.insert(profiles).values({ shortId: 's', userId: 1, createdAt: 1, updatedAt: 1 }),
      db.insert(files).values({
        shortId: 's',
        ownerUserId: 1,
        kind: 'company',
        storageKey: 'k',
        name: 'n',
        mime: 'm',
        size: 1,
        companyId: 1,
        createdAt: 1,
      }),
      db
        .insert(users)
        .values({ shortId: 's', email: 'e', username: 'u', fullName: 'f', createdAt: 1, updatedAt: 1 })
        .onConflictDoUpdate({ target: users.email, set: { fullName: 'g' } }),
      db.delete(users).where(eq(users.id, 1)),
      db.delete(profiles).where(eq(profiles.id, 1)),
      db.delete(profileCompanies).where(eq(profileCompanies.profileId, 1)),
      db.delete(memberships).where(eq(memberships.id, 1)),
      db.delete(companies).where(eq(companies.id, 1)),
      db.delete(files).where(eq(files.id, 1)),
    ]) {
      expect({ sql: sqlOf(query), changes: changesPageData(sqlOf(query)) }).toMatchObject({ changes: true });
    }
  });

  test('raw SQL: unknown shapes count as changes, a subquery cannot hide an assignment', () => {
    expect(changesPageData('UPDATE users SET full_name = ? WHERE id = ?')).toBe(true);
    expect(
      changesPageData('update `profiles` set views = (select 1 where 1), full_name = ? where id = 1'),
    ).toBe(true);
    expect(changesPageData("update users set last_login_at = 1 where full_name = 'a, full_name = b'")).toBe(
      false,
    );
    expect(changesPageData('update users set (full_name, last_login_at) = (?, ?)')).toBe(true);
    expect(changesPageData('with x as (select 1) update users set full_name = 1')).toBe(true);
    expect(changesPageData('insert or replace into users (id) values (1)')).toBe(true);
    expect(changesPageData('REPLACE INTO "main"."users" (id) values (1)')).toBe(true);
    expect(changesPageData('delete from "main"."memberships"')).toBe(true);
    expect(changesPageData('drop table files')).toBe(true);
    expect(assignedColumns('"a" = ?, "b" = coalesce("b", ?) where "id" = ?')).toEqual(['a', 'b']);
    expect(assignedColumns('"a" = 1\nreturning "id"')).toEqual(['a']);
    expect([...PAGE_TABLES].sort()).toEqual(
      [
        'cards',
        'companies',
        'dynatag_splits',
        'dynatags',
        'files',
        'memberships',
        'orders',
        'profile_companies',
        'profile_links',
        'profiles',
        'users',
      ].sort(),
    );
  });
});

describe('notifications', () => {
  test('after a committed write, a transaction only at COMMIT, never for a rollback', async () => {
    const seen: string[] = [];
    let step = '';
    const stop = onPageDataChange(t.deps.database.client, () => seen.push(step));
    const user = await seedUser(t); // a new account: nothing
    step = 'rename';
    await t.db.update(users).set({ fullName: 'New Name' }).where(eq(users.id, user.id));
    step = 'login';
    await t.db.update(users).set({ lastLoginAt: 5 }).where(eq(users.id, user.id));
    step = 'in transaction';
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ description: 'x' }).where(eq(users.id, user.id));
      expect(seen).toEqual(['rename']);
      step = 'commit';
    });
    step = 'rollback';
    await t.db
      .transaction(async (tx) => {
        await tx.update(users).set({ description: 'y' }).where(eq(users.id, user.id));
        throw new Error('no');
      })
      .catch(() => {});
    step = 'batch';
    await t.db.batch([t.db.update(companies).set({ name: 'n' }).where(eq(companies.id, 0))]);
    step = 'raw';
    await t.deps.database.client.execute({
      sql: 'update memberships set job_title = ? where id = 0',
      args: ['x'],
    });
    stop();
    expect(seen).toEqual(['rename', 'commit', 'batch', 'raw']);
  });
});
