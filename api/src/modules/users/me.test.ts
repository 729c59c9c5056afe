import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, statSync } from 'node:fs';
import { cards, files, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { seedCompany, seedMember, seedUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { orderWithCards } from '../cards/test-kit';
import type { Me } from './service';
import {
  filesOf,
  filesOnDisk,
  type ImageFormat,
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

describe('GET /users/me', () => {
  test('is 401 without a session', async () => {
    const res = await t.client({ lang: 'en' }).get('/api/v1/users/me');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      statusCode: 401,
      message: 'Please login to access this page',
    });
  });

  test('answers the signed-in user with the role and no secrets', async () => {
    const { c, user } = await account();
    const res = await c.get<Me>('/api/v1/users/me');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      shortId: user.shortId,
      role: 'user',
      email: user.email,
      avatar: false,
      avatarPath: `/uploads/users/${user.shortId}/avatar`,
      otpEnabled: false,
    });
    expect(Object.keys(res.body.data)).not.toContain('passwordHash');
    await t.db.update(users).set({ role: 'administrator' }).where(eq(users.id, user.id));
    expect((await c.get<Me>('/api/v1/users/me')).body.data.role).toBe('administrator');
  });
});

describe('users/me hasCard', () => {
  test('is true only while the user holds an active card in one of their companies', async () => {
    const { c, user, password } = await account();
    const hasCard = async () => (await c.get<Me>('/api/v1/users/me')).body.data.hasCard;
    expect(await hasCard()).toBe(false);
    const owner = await seedUser(t, { fullName: 'Olle Owner' });
    const company = await seedCompany(t, { ownerId: owner.id, name: 'Kortet AB' });
    const mine = await seedMember(t, { companyId: company.id, userId: user.id });
    // A card for someone else in the same company is not mine.
    await orderWithCards(t, company.id, owner.id, [{ recipient: company.ownerMembership }]);
    expect(await hasCard()).toBe(false);
    const { cards: made } = await orderWithCards(t, company.id, owner.id, [{ recipient: mine }]);
    expect(await hasCard()).toBe(true);
    // The login answer (what the dashboard stores) says it too.
    const login = await t.client({ lang: 'en' }).post<Me>('/api/v1/auth/login', {
      login: user.email,
      password,
    });
    expect(login.body.data.hasCard).toBe(true);
    await t.db.update(cards).set({ status: 'disabled' }).where(eq(cards.id, made[0].id));
    expect(await hasCard()).toBe(false);
  });
});

describe('PATCH /users/me', () => {
  test('saves full name (trimmed) and description', async () => {
    const { c, user } = await account();
    const res = await patchMe(c, { fullName: '  Anna Andersson ', description: 'Designer in Umeå' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your profile is saved');
    expect(res.body.data).toMatchObject({ fullName: 'Anna Andersson', description: 'Designer in Umeå' });
    expect(await userByEmail(t, user.email)).toMatchObject({
      fullName: 'Anna Andersson',
      description: 'Designer in Umeå',
    });
  });

  test('refuses a blank name or a description over 1000 characters, changing nothing', async () => {
    const { c, user } = await account();
    const blank = await patchMe(c, { fullName: ' ', description: 'kept?' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0]).toEqual({
      message: 'Enter your full name (at most 100 characters)',
      field: 'fullName',
    });
    const long = await patchMe(c, { description: 'd'.repeat(1001) });
    expect(long.body.errors[0]).toEqual({
      message: 'The description can be at most 1000 characters',
      field: 'description',
    });
    expect(await userByEmail(t, user.email)).toMatchObject({ fullName: user.fullName, description: '' });
  });

  test('needs a session', async () => {
    expect((await patchMe(t.client(), { fullName: 'X' })).status).toBe(401);
  });

  for (const format of ['jpeg', 'png', 'gif', 'webp'] as ImageFormat[]) {
    test(`a ${format} avatar is stored as a 512x512 webp and served at the avatar path`, async () => {
      const { c, user } = await account();
      const res = await patchMe(c, { avatar: await imageFile(format) });
      expect(res.status).toBe(200);
      expect(res.body.data.avatar).toBe(true);
      expect(res.body.data.avatarPath).toMatch(new RegExp(`^/uploads/users/${user.shortId}/avatar\\?v=.+`));
      const row = (await userByEmail(t, user.email))!;
      expect(row.avatarKey).toMatch(new RegExp(`^users/${user.shortId}/avatar-.+\\.webp$`));
      const onDisk = storedPath(t, row.avatarKey!);
      expect(await sharp(onDisk).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
      const [file] = await filesOf(t, user.id);
      expect(file).toMatchObject({ kind: 'avatar', mime: 'image/webp', size: statSync(onDisk).size });

      const served = await t.client().get(res.body.data.avatarPath);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const bytes = new Uint8Array(await served.response.arrayBuffer());
      expect(Buffer.from(bytes).equals(Buffer.from(await Bun.file(onDisk).arrayBuffer()))).toBe(true);
    });
  }

  const notImages: [string, File][] = [
    [
      'a text file named .png',
      new File(['just some text, not a picture'], 'photo.png', { type: 'image/png' }),
    ],
    [
      'an SVG',
      new File(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], 'a.svg', {
        type: 'image/svg+xml',
      }),
    ],
    ['an empty file', new File([], 'empty.jpg', { type: 'image/jpeg' })],
  ];
  for (const [what, file] of notImages) {
    test(`${what} is refused with 422 and nothing changes`, async () => {
      const { c, user } = await account();
      const first = await patchMe(c, { avatar: await imageFile('png') });
      const before = (await userByEmail(t, user.email))!;
      const res = await patchMe(c, { fullName: 'Changed Name', avatar: file });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toEqual({
        message: 'The image must be a jpeg, png, gif or webp file',
        field: 'avatar',
      });
      expect(await userByEmail(t, user.email)).toEqual(before);
      expect(filesOnDisk(t, user.shortId)).toEqual([before.avatarKey!.split('/').pop()!]);
      expect((await filesOf(t, user.id)).length).toBe(1);
      expect(first.body.data.avatarPath).toBe((await c.get<Me>('/api/v1/users/me')).body.data.avatarPath);
    });
  }

  test('an image over 20 MB is refused with 413', async () => {
    const { c, user } = await account();
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    const res = await patchMe(c, { avatar: big });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The selected file is larger than the limit of max: 20 MB');
    expect(filesOnDisk(t, user.shortId)).toEqual([]);
  });

  test('replacing the avatar deletes the old file; removing it serves the default SVG', async () => {
    const { c, user } = await account();
    await patchMe(c, { avatar: await imageFile('jpeg') });
    const oldKey = (await userByEmail(t, user.email))!.avatarKey!;
    const replaced = await patchMe(c, { avatar: await imageFile('webp', { width: 300, height: 900 }) });
    expect(replaced.status).toBe(200);
    const newKey = (await userByEmail(t, user.email))!.avatarKey!;
    expect(newKey).not.toBe(oldKey);
    expect(existsSync(storedPath(t, oldKey))).toBe(false);
    expect(filesOnDisk(t, user.shortId)).toEqual([newKey.split('/').pop()!]);
    expect((await filesOf(t, user.id)).map((f) => f.storageKey)).toEqual([newKey]);

    const removed = await c.delete<Me>('/api/v1/users/me/avatar');
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Your avatar is removed');
    expect(removed.body.data).toMatchObject({
      avatar: false,
      avatarPath: `/uploads/users/${user.shortId}/avatar`,
    });
    expect(existsSync(storedPath(t, newKey))).toBe(false);
    expect(await filesOf(t, user.id)).toEqual([]);
    const served = await t.client().get(`/uploads/users/${user.shortId}/avatar`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.response.text()).toStartWith('<svg');
  });

  test('the avatar path carries the whole random part of the key, even one with dashes', async () => {
    const { c, user } = await account();
    for (const random of ['Ab-_9xYz', 'Ab-_9xY-', '-b-_9xYz']) {
      await t.db
        .update(users)
        .set({ avatarKey: `users/${user.shortId}/avatar-${random}.webp` })
        .where(eq(users.id, user.id));
      expect((await c.get<Me>('/api/v1/users/me')).body.data.avatarPath).toBe(
        `/uploads/users/${user.shortId}/avatar?v=${random}`,
      );
    }
  });

  test('an unknown user shortId gets the default avatar', async () => {
    const served = await t.client().get('/uploads/users/nobody1234/avatar');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('GET /users/me/quota', () => {
  test('counts the avatar bytes against 50 MB, and frees them when it is removed', async () => {
    const { c, user } = await account();
    const limit = 50 * 1024 * 1024;
    expect((await c.get('/api/v1/users/me/quota')).body.data).toEqual({ used: 0, limit, free: limit });
    await patchMe(c, { avatar: await imageFile('png') });
    const size = statSync(storedPath(t, (await userByEmail(t, user.email))!.avatarKey!)).size;
    expect((await c.get('/api/v1/users/me/quota')).body.data).toEqual({
      used: size,
      limit,
      free: limit - size,
    });
    await c.delete('/api/v1/users/me/avatar');
    expect((await c.get('/api/v1/users/me/quota')).body.data).toEqual({ used: 0, limit, free: limit });
  });

  test('an avatar that would go over the quota is refused with 413 and not stored', async () => {
    const { c, user } = await account();
    const nearlyFull = 50 * 1024 * 1024 - 100;
    await t.db.insert(files).values({
      shortId: `q${user.shortId}`,
      ownerUserId: user.id,
      kind: 'company',
      storageKey: `companies/x/${user.shortId}.pdf`,
      name: 'big.pdf',
      mime: 'application/pdf',
      size: nearlyFull,
      createdAt: t.clock.now(),
    });
    const res = await patchMe(c, { avatar: await imageFile('png') });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Not enough upload space: your files can take at most 50 MB in total');
    expect(filesOnDisk(t, user.shortId)).toEqual([]);
    expect((await userByEmail(t, user.email))?.avatarKey).toBeNull();
    expect((await c.get('/api/v1/users/me/quota')).body.data).toMatchObject({ used: nearlyFull, free: 100 });
  });

  test('is 401 without a session', async () => {
    expect((await t.client().get('/api/v1/users/me/quota')).status).toBe(401);
  });
});
