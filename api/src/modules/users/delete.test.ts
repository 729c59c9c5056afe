import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import {
  apiKeys,
  companies,
  files,
  memberships,
  orders,
  refreshTokens,
  sessions,
  users,
  userTokens,
} from '@db/schema';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { LiveEvent } from '../../platform/events';
import { company, companyRow, insertMember, onDisk, pdfFile, person, upload } from '../companies/test-kit';
import { account, filesOnDisk, form, imageFile, storedPath, userByEmail } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<TestApp['client']>;
const deleteMe = (c: Client, body?: unknown) => c.delete('/api/v1/users/me', body);

/** Everything stored for a user id, row counts per table. */
async function rowsOf(userId: number) {
  const sessionIds = (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).map((s) => s.id);
  return {
    users: (await t.db.select().from(users).where(eq(users.id, userId))).length,
    sessions: sessionIds.length,
    refreshTokens: sessionIds.length
      ? (await t.db.select().from(refreshTokens).where(inArray(refreshTokens.sessionId, sessionIds))).length
      : 0,
    userTokens: (await t.db.select().from(userTokens).where(eq(userTokens.userId, userId))).length,
    apiKeys: (await t.db.select().from(apiKeys).where(eq(apiKeys.userId, userId))).length,
    files: (await t.db.select().from(files).where(eq(files.ownerUserId, userId))).length,
  };
}

describe('DELETE /users/me', () => {
  test('needs a session', async () => {
    expect((await deleteMe(t.client(), { password: 'x' })).status).toBe(401);
  });

  test('needs the current password; a wrong one deletes nothing', async () => {
    const a = await account(t);
    const missing = await deleteMe(a.c, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toEqual({ message: 'Enter your current password', field: 'password' });
    const wrong = await deleteMe(a.c, { password: 'not the password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toEqual({ message: 'The current password is wrong', field: 'password' });
    expect((await rowsOf(a.user.id)).users).toBe(1);
    expect((await a.c.get('/api/v1/users/me')).status).toBe(200);
  });

  test('password guesses with a session are limited: 10 in 15 min, then 429', async () => {
    const a = await account(t);
    for (let i = 0; i < 10; i++) expect((await deleteMe(a.c, { password: `guess ${i}` })).status).toBe(422);
    const limited = await deleteMe(a.c, { password: 'guess 11' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect((await rowsOf(a.user.id)).users).toBe(1);
  });

  test('a half-finished order goes with the account: the draft row and its design images', async () => {
    const a = await account(t);
    const body = new FormData();
    body.set('file', await imageFile('png'));
    body.set('kind', 'image');
    const image = await a.c.post<{ id: string; path: string }>('/api/v1/orders/draft/images', body);
    expect(image.status).toBe(201);
    const [draft] = await t.db.select().from(orders).where(eq(orders.createdByUserId, a.user.id));
    const keys = draft.images.map((m) => m.key);
    expect(keys).toHaveLength(1);
    expect(await t.deps.storage.get(keys[0])).not.toBeNull();

    expect((await deleteMe(a.c, { password: a.password })).status).toBe(200);
    expect(await t.db.select().from(orders).where(eq(orders.id, draft.id))).toEqual([]);
    expect(await t.deps.storage.get(keys[0])).toBeNull();
  });

  test('deletes the user with sessions, tokens, keys, file rows and files on disk', async () => {
    const a = await account(t);
    const bystander = await account(t);
    await a.c.patch('/api/v1/users/me', form({ avatar: await imageFile('jpeg') }));
    await bystander.c.patch('/api/v1/users/me', form({ avatar: await imageFile('png') }));
    const key = (await a.c.post<{ key: string }>('/api/v1/users/me/api-keys', { name: 'CI' })).body.data.key;
    await a.c.post('/api/v1/users/me/verification/resend');
    await a.c.patch('/api/v1/users/me/account', { email: 'pending@example.com', password: a.password });
    const avatarKey = (await userByEmail(t, a.email))!.avatarKey!;
    const before = await rowsOf(a.user.id);
    expect(before).toMatchObject({ users: 1, sessions: 2, apiKeys: 1, files: 1 });
    expect(before.userTokens).toBeGreaterThanOrEqual(2);
    expect(existsSync(storedPath(t, avatarKey))).toBe(true);
    const bystanderBefore = await rowsOf(bystander.user.id);

    const res = await deleteMe(a.c, { password: a.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account and all its data are deleted');
    const cleared = res.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith('dc_access='))).toMatch(/Max-Age=0/);
    expect(cleared.find((c) => c.startsWith('dc_refresh='))).toMatch(/Max-Age=0/);
    expect(a.c.jar.size).toBe(0);

    expect(await rowsOf(a.user.id)).toEqual({
      users: 0,
      sessions: 0,
      refreshTokens: 0,
      userTokens: 0,
      apiKeys: 0,
      files: 0,
    });
    expect(existsSync(storedPath(t, avatarKey))).toBe(false);
    expect(filesOnDisk(t, a.user.shortId)).toEqual([]);
    expect(await rowsOf(bystander.user.id)).toEqual(bystanderBefore);
    expect(filesOnDisk(t, bystander.user.shortId)).toHaveLength(1);

    const login = await t
      .client({ lang: 'en' })
      .post('/api/v1/auth/login', { login: a.email, password: a.password });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Wrong email, username or password');
    const otherSession = await a.signupClient.get('/api/v1/users/me');
    expect(otherSession.status).toBe(401);
    expect(otherSession.body.statusCode).toBe(666);
    expect((await t.client().get('/api/v1/users/me', { authorization: `Bearer ${key}` })).status).toBe(401);
    const served = await t.client().get(`/uploads/users/${a.user.shortId}/avatar`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
  });

  test("files an owner put on the deleted user's colleague profile go too, the owner's own stay", async () => {
    const colleague = await account(t);
    const owner = await account(t);
    const now = t.clock.now();
    const [company] = await t.db
      .insert(companies)
      .values({ shortId: `c${owner.user.shortId}`, name: 'Acme', createdAt: now, updatedAt: now })
      .returning();
    const member = (userId: number, state: 'owner' | 'colleague') => ({
      shortId: `m${userId}${state}`,
      companyId: company.id,
      userId,
      state,
      invitedAt: now,
      updatedAt: now,
    });
    const [membership] = await t.db
      .insert(memberships)
      .values(member(colleague.user.id, 'colleague'))
      .returning();
    await t.db.insert(memberships).values(member(owner.user.id, 'owner'));
    const onProfile = `companies/${company.shortId}/members/${membership.shortId}/cv.pdf`;
    const ownersOwn = `companies/${company.shortId}/brochure.pdf`;
    const row = { ownerUserId: owner.user.id, mime: 'application/pdf', size: 4, createdAt: now };
    await t.db.insert(files).values([
      {
        ...row,
        shortId: 'f-profile',
        kind: 'membership',
        storageKey: onProfile,
        name: 'cv.pdf',
        membershipId: membership.id,
      },
      {
        ...row,
        shortId: 'f-company',
        kind: 'company',
        storageKey: ownersOwn,
        name: 'b.pdf',
        companyId: company.id,
      },
    ]);
    for (const key of [onProfile, ownersOwn])
      await t.deps.storage.put(key, new Uint8Array([37, 80, 68, 70]), 'application/pdf');

    expect((await deleteMe(colleague.c, { password: colleague.password })).status).toBe(200);
    expect(existsSync(storedPath(t, onProfile))).toBe(false);
    expect(existsSync(storedPath(t, ownersOwn))).toBe(true);
    expect(
      (await t.db.select().from(files).where(eq(files.ownerUserId, owner.user.id))).map((f) => f.storageKey),
    ).toEqual([ownersOwn]);
  });

  test('the email and username are free again afterwards', async () => {
    const a = await account(t);
    expect((await deleteMe(a.c, { password: a.password })).status).toBe(200);
    const again = await t.signup({ email: a.email, username: a.username });
    expect(again.res.status).toBe(201);
  });
});

describe('DELETE /users/me and companies', () => {
  test('companies the user was the only owner of go with their files; shared companies keep their logo', async () => {
    const a = await account(t);
    await t.db.update(users).set({ activeSubscription: 'monthly' }).where(eq(users.id, a.user.id));
    const alone = await company(a.c, { name: 'Only Mine' });
    const shared = await company(a.c, { name: 'Shared' });
    await a.c.patch(`/api/v1/companies/${alone.shortId}`, form({ 'files[logo]': await imageFile('png') }));
    await a.c.patch(`/api/v1/companies/${shared.shortId}`, form({ 'files[logo]': await imageFile('png') }));
    await upload(a.c, `/api/v1/companies/${alone.shortId}/files`, pdfFile('alone.pdf'));
    const mate = await person(t, { subscriber: true });
    const mateInAlone = await insertMember(t, alone.shortId, mate.user.id);
    await upload(
      mate.c,
      `/api/v1/companies/${alone.shortId}/colleagues/${mateInAlone.shortId}/files`,
      pdfFile('cv.pdf'),
    );
    await insertMember(t, shared.shortId, mate.user.id, 'owner');
    const aloneRow = (await companyRow(t, alone.shortId))!;
    const sharedRow = (await companyRow(t, shared.shortId))!;
    const aloneKeys = (await t.db.select().from(files))
      .filter((f) => f.storageKey.startsWith(`companies/${alone.shortId}/`))
      .map((f) => f.storageKey);
    expect(aloneKeys).toHaveLength(3);
    const events: LiveEvent[] = [];
    const stop = t.deps.events.subscribe(mate.user.id, { send: (e) => events.push(e), close: () => {} });

    expect((await deleteMe(a.c, { password: a.password })).status).toBe(200);
    stop();
    expect(await companyRow(t, alone.shortId)).toBeNull();
    expect(await t.db.select().from(memberships).where(eq(memberships.companyId, aloneRow.id))).toEqual([]);
    expect(aloneKeys.some((k) => onDisk(t, k))).toBe(false);
    expect(await t.db.select().from(files).where(inArray(files.storageKey, aloneKeys))).toEqual([]);
    // the shared company lives on with its logo, now counted to the remaining owner
    expect((await companyRow(t, shared.shortId))!.logoKey).toBe(sharedRow.logoKey);
    expect(onDisk(t, sharedRow.logoKey!)).toBe(true);
    const [logo] = await t.db.select().from(files).where(eq(files.storageKey, sharedRow.logoKey!));
    expect(logo.ownerUserId).toBe(mate.user.id);
    expect(events).toContainEqual({
      service: 'companies',
      actions: ['refetch-companies'],
      ids: { companyId: alone.shortId },
    });
    expect((await t.db.select().from(companies).where(eq(companies.id, sharedRow.id))).length).toBe(1);
  });
});
