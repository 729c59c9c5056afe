// api/v1/admin/users through app.handle: the search, the role and grant changes (users/me and the live stream
// follow, the audit log keeps them), the refusals that protect the administrators, and the verification mail.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { auditLog, companies, subscriptions, type User, users } from '@db/schema';
import type { AdminUserRow } from '@shared/types/billing';
import { and, eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import type { LiveEvent } from '../../platform/events';
import { type AdminClient, adminList, openAdminApp } from './test-kit';
import { REFETCH_USER, updateUser } from './user-changes';

let t: TestApp;
let adminUser: User;
let admin: AdminClient;

beforeAll(async () => {
  ({ t, adminUser, admin } = await openAdminApp({ fullName: 'Ada Admin' }));
});
afterAll(() => t.close());

const search = (query: string) => adminList<AdminUserRow>(admin, 'users', query);
const ids = (rows: AdminUserRow[]) => rows.map((r) => r.id);

/** Records the live events one user's open streams receive. */
function listen(userId: number) {
  const events: LiveEvent[] = [];
  const stop = t.deps.events.subscribe(userId, { send: (e) => events.push(e), close: () => {} });
  return { events, stop };
}

describe('search', () => {
  let asa: User;
  let bert: User;
  let percent: User;
  beforeAll(async () => {
    t.clock.advance(1000);
    asa = await seedUser(t, { fullName: 'Åsa Öberg', username: 'asa_o', email: 'asa@kvarn.example' });
    t.clock.advance(1000);
    bert = await seedUser(t, { fullName: 'Bert Berg', username: 'bertb', email: 'BERT-mail@example.org' });
    t.clock.advance(1000);
    percent = await seedUser(t, { fullName: 'Per 100% Sent', username: 'per_cent', email: 'p@x.example' });
    await seedUser(t, { fullName: 'Åsa Invited', status: 'invited', email: 'invited@kvarn.example' });
  });

  test('finds text in the full name, username or email in any case, å and ö included', async () => {
    expect(ids(await search('?q=ÅSA'))).toEqual([asa.shortId]);
    expect(ids(await search('?q=öberg'))).toEqual([asa.shortId]);
    expect(ids(await search('?q=ASA_O'))).toEqual([asa.shortId]);
    expect(ids(await search('?q=mail@EXAMPLE.ORG'))).toEqual([bert.shortId]);
    expect(ids(await search('?q=kvarn.example'))).toEqual([asa.shortId]);
  });

  test('wildcards are plain characters', async () => {
    expect(ids(await search(`?q=${encodeURIComponent('100%')}`))).toEqual([percent.shortId]);
    expect(ids(await search(`?q=${encodeURIComponent('r_c')}`))).toEqual([percent.shortId]);
    for (const q of ['%', '*', '?', '[', '_%']) {
      const found = ids(await search(`?q=${encodeURIComponent(q)}`));
      expect(found.every((id) => id === percent.shortId)).toBe(true);
    }
  });

  test('newest first; people only invited are not accounts; role filters', async () => {
    const all = await search('');
    expect(ids(all).slice(0, 3)).toEqual([percent.shortId, bert.shortId, asa.shortId]);
    expect(all.some((r) => r.fullName === 'Åsa Invited')).toBe(false);
    const admins = await search('?role=administrator');
    expect(ids(admins)).toEqual([adminUser.shortId]);
    expect((await admin.get('/api/v1/admin/users?role=owner')).status).toBe(422);
    expect((await admin.get(`/api/v1/admin/users?q=${'x'.repeat(101)}`)).status).toBe(422);
  });

  test('a row shows the current subscription and the companies (not invitations)', async () => {
    const owned = await seedCompany(t, { ownerId: asa.id, name: 'Kvarn AB' });
    const other = await seedCompany(t, { ownerId: bert.id, name: 'Berg AB' });
    await seedMember(t, { companyId: other.id, userId: asa.id });
    const third = await seedCompany(t, { ownerId: bert.id, name: 'Tredje AB' });
    await seedMember(t, { companyId: third.id, userId: asa.id, state: 'invited' });
    const now = t.clock.now();
    const base = {
      userId: asa.id,
      userName: asa.fullName,
      userEmail: asa.email,
      companyId: owned.id,
      companyName: owned.name,
      startedAt: now,
      createdAt: now,
      updatedAt: now,
    };
    await t.db.insert(subscriptions).values([
      { ...base, shortId: shortId(), plan: 'lifetime', status: 'expired', expiredAt: now },
      {
        ...base,
        shortId: shortId(),
        plan: 'monthly',
        status: 'cancelled',
        cancelledAt: now,
        endsAt: now + 5,
      },
    ]);
    const [row] = await search('?q=asa@kvarn');
    expect(row).toMatchObject({
      id: asa.shortId,
      fullName: 'Åsa Öberg',
      username: 'asa_o',
      email: 'asa@kvarn.example',
      role: 'user',
      isVerified: true,
      disabled: false,
      subscription: { plan: 'monthly', status: 'cancelled', endsAt: now + 5 },
      subscriptionPrivileges: false,
      companies: 2,
      lastLoginAt: null,
    });
    expect((await search('?q=bertb'))[0]).toMatchObject({ subscription: null, companies: 2 });
    expect(JSON.stringify(row)).not.toContain(`"${asa.id}"`);
    await t.db.delete(companies);
  });
});

describe('role and grant', () => {
  test('making a user administrator: users/me says so, the live stream tells the dashboard, the audit log keeps it', async () => {
    const person = await seedUser(t, { fullName: 'Kim Person' });
    const c = await signIn(t, person);
    const live = listen(person.id);
    expect((await c.get<{ role: string }>('/api/v1/users/me')).body.data.role).toBe('user');
    expect((await c.get('/api/v1/admin/users')).status).toBe(403);

    const res = await admin.patch<AdminUserRow>(`/api/v1/admin/users/${person.shortId}`, {
      role: 'administrator',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The user is saved');
    expect(res.body.data).toMatchObject({ id: person.shortId, role: 'administrator' });
    expect((await c.get<{ role: string }>('/api/v1/users/me')).body.data.role).toBe('administrator');
    expect((await c.get('/api/v1/admin/users')).status).toBe(200);
    expect(live.events).toEqual([{ service: 'global', actions: [REFETCH_USER] }]);

    await admin.patch(`/api/v1/admin/users/${person.shortId}`, { role: 'user' });
    expect((await c.get<{ role: string }>('/api/v1/users/me')).body.data.role).toBe('user');
    expect((await c.get('/api/v1/admin/users')).status).toBe(403);
    expect(live.events).toHaveLength(2);
    live.stop();

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, person.shortId)));
    expect(audit.map((a) => [a.action, a.details, a.actorName, a.actorUserId])).toEqual([
      ['role', { from: 'user', to: 'administrator' }, 'Ada Admin', adminUser.id],
      ['role', { from: 'administrator', to: 'user' }, 'Ada Admin', adminUser.id],
    ]);
  });

  test('the subscriber grant gives subscriber rights in users/me; repeating a state changes and logs nothing', async () => {
    const person = await seedUser(t);
    const c = await signIn(t, person);
    const live = listen(person.id);
    const path = `/api/v1/admin/users/${person.shortId}`;
    const res = await admin.patch<AdminUserRow>(path, { subscriptionPrivileges: true });
    expect(res.body.data.subscriptionPrivileges).toBe(true);
    live.stop();
    expect(live.events).toEqual([{ service: 'global', actions: [REFETCH_USER, 'refetch-subscription'] }]);
    const me = await c.get<{ subscription: { privileges: boolean } }>('/api/v1/users/me');
    expect(me.body.data.subscription.privileges).toBe(true);
    await admin.patch(path, { subscriptionPrivileges: true, role: 'user', disabled: false });
    await admin.patch(path, {});
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, person.shortId));
    expect(audit.map((a) => a.action)).toEqual(['privileges']);
  });

  test('bad input is 422 and changes nothing; an unknown or only invited user is 404', async () => {
    const person = await seedUser(t);
    const path = `/api/v1/admin/users/${person.shortId}`;
    for (const body of [{ role: 'owner' }, { disabled: 'yes' }, { subscriptionPrivileges: 1 }]) {
      expect((await admin.patch(path, body)).status).toBe(422);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row.role).toBe('user');
    expect((await admin.patch('/api/v1/admin/users/nobody', { role: 'user' })).status).toBe(404);
    const invited = await seedUser(t, { status: 'invited' });
    const res = await admin.patch(`/api/v1/admin/users/${invited.shortId}`, { disabled: true });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('There is no such user');
  });
});

describe('the administrators are protected', () => {
  test('an administrator cannot demote or disable themself', async () => {
    const path = `/api/v1/admin/users/${adminUser.shortId}`;
    for (const body of [{ role: 'user' }, { disabled: true }]) {
      const res = await admin.patch(path, body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'You cannot remove your own administrator role or disable your own account',
      );
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, adminUser.id));
    expect(row).toMatchObject({ role: 'administrator', disabledAt: null });
    // Their own grant is theirs to change.
    expect((await admin.patch(path, { subscriptionPrivileges: true })).status).toBe(200);
  });

  test('another administrator can be demoted and disabled while one remains', async () => {
    const second = await seedUser(t, { role: 'administrator' });
    const path = `/api/v1/admin/users/${second.shortId}`;
    expect((await admin.patch(path, { disabled: true })).status).toBe(200);
    expect((await admin.patch(path, { disabled: false, role: 'user' })).status).toBe(200);
  });

  test('the last administrator who can sign in is never demoted or disabled, even by a request that raced its own demotion', async () => {
    // Two administrators demote each other at once: Bo's request was authorised while Bo was still one, and
    // Ada's demotion of Bo lands first. Bo's demotion of Ada would leave nobody.
    const bo = await seedUser(t, { role: 'administrator', fullName: 'Bo Admin' });
    const others = await t.db.select().from(users).where(eq(users.role, 'administrator'));
    for (const other of others)
      if (other.id !== adminUser.id && other.id !== bo.id)
        await t.db.update(users).set({ role: 'user' }).where(eq(users.id, other.id));
    const res = await admin.patch(`/api/v1/admin/users/${bo.shortId}`, { role: 'user' });
    expect(res.status).toBe(200);
    for (const patch of [{ role: 'user' as const }, { disabled: true }]) {
      const refused = updateUser(t.deps, bo, adminUser.shortId, patch);
      await expect(refused).rejects.toMatchObject({ key: 'lastAdministrator', status: 409 });
    }
    const [ada] = await t.db.select().from(users).where(eq(users.id, adminUser.id));
    expect(ada).toMatchObject({ role: 'administrator', disabledAt: null });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, adminUser.shortId))).toHaveLength(
      1, // the grant of the test above, nothing of the refused changes
    );
  });
});

describe('verification mail', () => {
  test('an unverified user gets a new verification mail; a verified one is 409', async () => {
    const person = await seedUser(t, { isVerified: false, email: 'unverified@example.com', lang: 'sv' });
    const res = await admin.post(`/api/v1/admin/users/${person.shortId}/verification`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('A new verification mail is sent to unverified@example.com');
    const mail = await t.smtp.waitFor('unverified@example.com');
    const token = mail.text.match(/verifyToken=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    // The link works: the user is verified with it.
    expect((await t.client().patch('/api/v1/users/me/verification', { token })).status).toBe(200);
    const again = await admin.post(`/api/v1/admin/users/${person.shortId}/verification`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('That user’s email is already verified');
    expect((await admin.post('/api/v1/admin/users/nobody/verification')).status).toBe(404);
  });

  test('at most three an hour per account, counted with the user’s own resends', async () => {
    const person = await seedUser(t, { isVerified: false });
    const path = `/api/v1/admin/users/${person.shortId}/verification`;
    for (let i = 0; i < 3; i++) expect((await admin.post(path)).status).toBe(200);
    expect((await admin.post(path)).status).toBe(429);
    const own = await signIn(t, person);
    expect((await own.post('/api/v1/users/me/verification/resend')).status).toBe(429);
  });
});
