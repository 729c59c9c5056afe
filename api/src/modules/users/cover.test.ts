// The cover of a person's card page: PATCH users/me (multipart `cover`) and DELETE users/me/cover —
// checked by content, fitted in 1600 × 600 without enlarging, counted in the quota, served publicly,
// deleted with the account, and shown on the public view only while the picture is not hidden.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { memberships } from '@db/schema';
import type { PublicProfile } from '@shared/types/public-profile';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { company, MB, quotaFiller } from '../companies/test-kit';
import type { Me } from './service';
import {
  filesOf,
  form,
  imageFile,
  patchMe,
  account as signedIn,
  storedPath,
  userByEmail,
} from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = () => signedIn(t);

describe('PATCH /users/me with a cover', () => {
  test('a wide WebP that fits in 1600 × 600, served at the cover path and counted in the quota', async () => {
    const { c, user } = await account();
    expect((await t.client().get(`/uploads/users/${user.shortId}/cover`)).status).toBe(404);
    const res = await patchMe(c, { cover: await imageFile('jpeg', { width: 3200, height: 1800 }) });
    expect(res.status).toBe(200);
    expect(res.body.data.cover).toBe(true);
    expect(res.body.data.coverPath).toMatch(new RegExp(`^/uploads/users/${user.shortId}/cover\\?v=.+`));
    const row = (await userByEmail(t, user.email))!;
    expect(row.coverKey).toMatch(new RegExp(`^users/${user.shortId}/cover-.+\\.webp$`));
    expect(await sharp(storedPath(t, row.coverKey!)).metadata()).toMatchObject({
      format: 'webp',
      width: 1067,
      height: 600,
    });
    const [file] = await filesOf(t, user.id);
    expect(file).toMatchObject({ kind: 'cover', mime: 'image/webp', companyId: null });
    const quota = await c.get<{ used: number }>('/api/v1/users/me/quota');
    expect(quota.body.data.used).toBe(file.size);
    const served = await t.client().get(res.body.data.coverPath!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  test('a small picture is not enlarged, and the avatar is left alone', async () => {
    const { c, user } = await account();
    await patchMe(c, { avatar: await imageFile('png') });
    await patchMe(c, { cover: await imageFile('png', { width: 400, height: 120 }) });
    const row = (await userByEmail(t, user.email))!;
    expect(await sharp(storedPath(t, row.coverKey!)).metadata()).toMatchObject({ width: 400, height: 120 });
    expect(row.avatarKey).not.toBeNull();
    expect((await filesOf(t, user.id)).map((f) => f.kind).sort()).toEqual(['avatar', 'cover']);
  });

  test('the type is read from the content: a text file named .png is refused and nothing changes', async () => {
    const { c, user } = await account();
    const fake = new File(['not a picture at all'], 'cover.png', { type: 'image/png' });
    const res = await patchMe(c, { fullName: 'Changed Name', cover: fake });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({
      message: 'The image must be a jpeg, png, gif or webp file',
      field: 'cover',
    });
    const row = (await userByEmail(t, user.email))!;
    expect([row.coverKey, row.fullName]).toEqual([null, user.fullName]);
    expect(await filesOf(t, user.id)).toEqual([]);
  });

  test('over 20 MB is 413; over the 50 MB quota is 413 with the quota message', async () => {
    const { c, user } = await account();
    const big = new File([new Uint8Array(20 * MB + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect((await patchMe(c, { cover: big })).status).toBe(413);
    await quotaFiller(t, user.id, 50 * MB - 100);
    const res = await patchMe(c, { cover: await imageFile('png', { width: 1600, height: 600 }) });
    expect(res.status).toBe(413);
    expect(res.body.errors[0].field).toBe('cover');
    expect(res.body.message).toContain('50 MB');
    expect((await userByEmail(t, user.email))!.coverKey).toBeNull();
  });

  test('replacing deletes the old file; DELETE users/me/cover removes it and the path answers 404', async () => {
    const { c, user } = await account();
    await patchMe(c, { cover: await imageFile('png') });
    const first = (await userByEmail(t, user.email))!.coverKey!;
    await patchMe(c, { cover: await imageFile('webp') });
    const second = (await userByEmail(t, user.email))!.coverKey!;
    expect(second).not.toBe(first);
    expect(existsSync(storedPath(t, first))).toBe(false);
    const removed = await c.delete<Me>('/api/v1/users/me/cover');
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('The cover image is removed');
    expect(removed.body.data).toMatchObject({ cover: false, coverPath: null });
    expect(existsSync(storedPath(t, second))).toBe(false);
    expect(await filesOf(t, user.id)).toEqual([]);
    expect((await t.client().get(`/uploads/users/${user.shortId}/cover`)).status).toBe(404);
    expect((await t.client().delete('/api/v1/users/me/cover')).status).toBe(401);
  });

  test('deleted with the account', async () => {
    const { c, user, password } = await account();
    await patchMe(c, { cover: await imageFile('png') });
    const key = (await userByEmail(t, user.email))!.coverKey!;
    expect((await c.delete('/api/v1/users/me', { password })).status).toBe(200);
    expect(existsSync(storedPath(t, key))).toBe(false);
    expect((await t.client().get(`/uploads/users/${user.shortId}/cover`)).status).toBe(404);
  });
});

describe('the public view', () => {
  test("shows the person's cover and the company's, and hides the person's with the picture", async () => {
    const { c, user } = await account();
    const firm = await company(c, { name: 'Cover AB' });
    await c.patch(`/api/v1/companies/${firm.shortId}`, form({ 'files[cover]': await imageFile('png') }));
    const view = async () =>
      (await t.client().get<PublicProfile>(`/api/v1/profiles/${user.shortId}`)).body.data;
    expect((await view()).coverPath).toBeNull();
    expect((await view()).companies[0].coverPath).toMatch(`/uploads/companies/${firm.shortId}/cover?v=`);
    await patchMe(c, { cover: await imageFile('png') });
    expect((await view()).coverPath).toMatch(`/uploads/users/${user.shortId}/cover?v=`);
    await t.db.update(memberships).set({ hideAvatar: true }).where(eq(memberships.userId, user.id));
    const hidden = await view();
    expect([hidden.avatarPath, hidden.coverPath]).toEqual([null, null]);
    expect(hidden.companies[0].coverPath).not.toBeNull();
    await t.db
      .update(memberships)
      .set({ hideAvatar: false, hideCompany: true })
      .where(eq(memberships.userId, user.id));
    const noCompany = await view();
    expect(noCompany.coverPath).not.toBeNull();
    expect(noCompany.companies).toEqual([]);
  });
});
