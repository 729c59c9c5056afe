// A company's cover (the wide picture on top of its people's card pages): multipart `files[cover]` or
// `cover` on the company write, DELETE companies/{id}/cover; owners only, checked by content, counted in
// the uploader's quota, deleted with the company, kept (like the logo) when the uploader's account goes.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pixelBombPng } from '../../../test/pixel-bomb';
import { deleteAccount } from '../accounts/delete-account';
import { storedPath } from '../users/test-fixtures';
import {
  type CompanyView,
  colleague,
  company,
  companyRow,
  createCompany,
  filesOwnedBy,
  form,
  imageFile,
  insertMember,
  MB,
  onDisk,
  person,
  quotaFiller,
} from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type WithCover = CompanyView & { cover: boolean; coverPath: string | null };
const setCover = async (c: ReturnType<TestApp['client']>, shortId: string, field = 'files[cover]') =>
  c.patch<WithCover>(
    `/api/v1/companies/${shortId}`,
    form({ [field]: await imageFile('jpeg', { width: 2400, height: 600 }) }),
  );

describe('company cover', () => {
  test('on create (`cover`) and edit (`files[cover]`): a WebP in 1600 × 600, public, in the quota', async () => {
    const owner = await person(t);
    const created = await owner.c.post<WithCover>(
      '/api/v1/companies',
      form({ json: JSON.stringify({ name: 'Wide AB' }), cover: await imageFile('png') }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.coverPath).toMatch(
      new RegExp(`^/uploads/companies/${created.body.data.shortId}/cover\\?v=.+`),
    );
    const edited = await setCover(owner.c, created.body.data.shortId);
    expect(edited.status).toBe(200);
    expect(edited.body.data.cover).toBe(true);
    const row = (await companyRow(t, created.body.data.shortId))!;
    expect(await sharp(storedPath(t, row.coverKey!)).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 400,
    });
    // The first cover was replaced: one cover row, counted to the uploader, the old file gone.
    const mine = await filesOwnedBy(t, owner.user.id);
    expect(mine.map((f) => f.kind)).toEqual(['cover']);
    expect((await owner.c.get<{ used: number }>('/api/v1/users/me/quota')).body.data.used).toBe(mine[0].size);
    const served = await t.client().get(edited.body.data.coverPath!);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });

  test('owners only: a colleague gets 403, an outsider 404, and nothing changes', async () => {
    const owner = await person(t);
    const firm = await company(owner.c, { name: 'Guarded AB' });
    const mate = await colleague(t, firm.shortId);
    const stranger = await person(t);
    expect((await setCover(mate.c, firm.shortId)).status).toBe(403);
    expect((await setCover(stranger.c, firm.shortId)).status).toBe(404);
    expect((await mate.c.delete(`/api/v1/companies/${firm.shortId}/cover`)).status).toBe(403);
    expect((await stranger.c.delete(`/api/v1/companies/${firm.shortId}/cover`)).status).toBe(404);
    expect((await companyRow(t, firm.shortId))!.coverKey).toBeNull();
    expect(await filesOwnedBy(t, mate.user.id)).toEqual([]);
  });

  test('checked by content and size, within the quota', async () => {
    const owner = await person(t);
    const firm = await company(owner.c, { name: 'Checked AB' });
    const fake = new File(['<html>not an image</html>'], 'cover.jpg', { type: 'image/jpeg' });
    const refused = await owner.c.patch(`/api/v1/companies/${firm.shortId}`, form({ 'files[cover]': fake }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'cover' });
    const big = new File([new Uint8Array(20 * MB + 1)], 'big.png', { type: 'image/png' });
    expect((await owner.c.patch(`/api/v1/companies/${firm.shortId}`, form({ cover: big }))).status).toBe(413);
    // 250 KB of PNG holding 256 megapixels: refused on its header, never decoded.
    const poster = await owner.c.patch(`/api/v1/companies/${firm.shortId}`, form({ cover: pixelBombPng() }));
    expect(poster.status).toBe(422);
    expect(poster.body.errors).toEqual([
      { field: 'cover', message: 'The picture is too large: at most 60 megapixels' },
    ]);
    await quotaFiller(t, owner.user.id, 50 * MB - 100);
    const full = await setCover(owner.c, firm.shortId);
    expect(full.status).toBe(413);
    expect(full.body.errors[0].field).toBe('cover');
    expect((await companyRow(t, firm.shortId))!.coverKey).toBeNull();
  });

  test('DELETE companies/{id}/cover removes it; the cover path answers 404 again', async () => {
    const owner = await person(t);
    const firm = await company(owner.c, { name: 'Removable AB' });
    await setCover(owner.c, firm.shortId);
    const key = (await companyRow(t, firm.shortId))!.coverKey!;
    const removed = await owner.c.delete<WithCover>(`/api/v1/companies/${firm.shortId}/cover`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('The cover image is removed');
    expect(removed.body.data).toMatchObject({ cover: false, coverPath: null });
    expect(onDisk(t, key)).toBe(false);
    expect(await filesOwnedBy(t, owner.user.id)).toEqual([]);
    expect((await t.client().get(`/uploads/companies/${firm.shortId}/cover`)).status).toBe(404);
  });

  test('deleted with the company', async () => {
    const owner = await person(t);
    const created = await createCompany(owner.c, { name: 'Doomed AB' });
    await setCover(owner.c, created.body.data.shortId);
    const key = (await companyRow(t, created.body.data.shortId))!.coverKey!;
    const deleted = await owner.c.delete(`/api/v1/companies/${created.body.data.shortId}`, {
      name: 'Doomed AB',
    });
    expect(deleted.status).toBe(200);
    expect(onDisk(t, key)).toBe(false);
    expect(await filesOwnedBy(t, owner.user.id)).toEqual([]);
  });

  test("stays with the company when the uploader's account goes, counted to another owner", async () => {
    const uploader = await person(t);
    const firm = await company(uploader.c, { name: 'Lasting AB' });
    const other = await person(t);
    await insertMember(t, firm.shortId, other.user.id, 'owner');
    await setCover(uploader.c, firm.shortId);
    const key = (await companyRow(t, firm.shortId))!.coverKey!;
    await deleteAccount(t.deps, uploader.user);
    expect(onDisk(t, key)).toBe(true);
    expect((await filesOwnedBy(t, other.user.id)).map((f) => f.kind)).toEqual(['cover']);

    // The sole owner's account goes: the company goes with its cover.
    const alone = await person(t);
    const own = await company(alone.c, { name: 'Alone AB' });
    await setCover(alone.c, own.shortId);
    const ownKey = (await companyRow(t, own.shortId))!.coverKey!;
    await deleteAccount(t.deps, alone.user);
    expect(onDisk(t, ownKey)).toBe(false);
  });
});
