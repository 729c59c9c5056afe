// The owners' dynatags: create, read, list, edit, move, delete; live events.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatagFolders, dynatags, viewDays, views } from '@db/schema';
import { PRICES } from '@shared/constants';
import type { DynatagDetail, DynatagList } from '@shared/types/dynatags';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { companyRow } from '../companies/test-kit';
import { createTag, ownerWithCompany, patchTag, pdf, recordEvents, storedFiles, tagForm } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const links = {
  id: 'links1',
  type: 'links',
  title: 'Read more',
  links: [{ text: 'Our site', url: 'https://example.com/', color: '#224466' }],
};

describe('creating and reading', () => {
  test('an owner creates a tag (multipart with a file, or JSON); it is version 1 with a random id', async () => {
    const { owner, company, listPath } = await ownerWithCompany(t);
    const res = await owner.c.post<DynatagDetail>(
      listPath,
      (() => {
        const data = new FormData();
        data.set(
          'json',
          JSON.stringify({
            name: 'Stand A',
            label: 'Welcome to stand A',
            passcode: '1234',
            modules: [{ id: 'p1', type: 'pdf', file: 'upload:0' }, links],
            // The company's first tag starts the dynatag service: the owner confirmed its price.
            acceptMonthlyPrice: PRICES.dynatags.serviceMonthly,
          }),
        );
        data.append('files', pdf());
        return data;
      })(),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('The dynatag is created');
    const tag = res.body.data;
    expect(tag.id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(tag).toMatchObject({
      name: 'Stand A',
      label: 'Welcome to stand A',
      passcode: '1234',
      locked: true,
      version: 1,
      companyId: company.shortId,
      folderId: null,
      moduleCount: 2,
      views: { total: 0, unique: 0 },
      url: `http://localhost/d/${tag.id}`,
      usedBytes: tag.files[0].size,
    });
    expect(tag.files).toHaveLength(1);
    // The upload reference became the file's id; the protected tag's file path is signed for the owner.
    expect(tag.modules[0]).toEqual({ id: 'p1', type: 'pdf', file: tag.files[0].id });
    expect(tag.files[0].path).toStartWith(`/uploads/dynatags/${tag.id}/files/${tag.files[0].id}?sig=`);
    expect(storedFiles(t, tag.id)).toHaveLength(1);

    const plain = await owner.c.post<DynatagDetail>(listPath, { name: 'Stand B', modules: [links] });
    expect(plain.status).toBe(201);
    expect(plain.body.data).toMatchObject({ name: 'Stand B', version: 1, locked: false, files: [] });

    const list = await owner.c.get<DynatagList>(listPath);
    expect(list.status).toBe(200);
    expect(list.body.data.dynatags.map((d) => d.name)).toEqual(['Stand A', 'Stand B']);
    expect(list.body.data.limits).toEqual({ dynatags: 500, folders: 100, folderDepth: 5 });
    const got = await owner.c.get<DynatagDetail>(`/api/v1/dynatags/${tag.id}`);
    expect(got.body.data).toMatchObject({ id: tag.id, updatedBy: { fullName: owner.user.fullName } });
  });

  test('a create needs a name; an unknown key, in the JSON or beside it in the form, is refused by name', async () => {
    const { owner, listPath } = await ownerWithCompany(t);
    const res = await owner.c.post(listPath, { label: 'No name' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({
      field: 'name',
      message: 'Enter a name for the dynatag (at most 100 characters)',
    });
    const echoed = await owner.c.post<DynatagDetail>(listPath, {
      name: 'Echo',
      id: 'x',
      views: 5,
      acceptMonthlyPrice: PRICES.dynatags.serviceMonthly,
    });
    expect([echoed.status, echoed.body.errors[0]?.field, echoed.body.message]).toEqual([
      422,
      'id',
      'Unknown field: id',
    ]);
    const inJson = await owner.c.post(listPath, tagForm({ name: 'Echo', views: 5 }));
    expect([inJson.status, inJson.body.errors[0]?.field]).toEqual([422, 'views']);
    const beside = tagForm({ name: 'Echo' });
    beside.set('views', '5');
    expect((await owner.c.post(listPath, beside)).body.errors[0]?.field).toBe('views');
    expect(await t.db.select().from(dynatags).where(eq(dynatags.name, 'Echo'))).toEqual([]);
    const bad = await owner.c.post(
      listPath,
      (() => {
        const data = new FormData();
        data.set('json', '{not json');
        return data;
      })(),
    );
    expect([bad.status, bad.body.errors[0].field]).toEqual([422, 'json']);
  });

  test('the list carries the folder rows of the company, and the tags name their folder', async () => {
    const { owner, company, listPath } = await ownerWithCompany(t);
    const row = (await companyRow(t, company.shortId))!;
    const now = t.clock.now();
    const [folder] = await t.db
      .insert(dynatagFolders)
      .values({ shortId: shortId(), companyId: row.id, name: 'Hall 1', createdAt: now, updatedAt: now })
      .returning();
    const tag = await createTag(owner.c, company.shortId, { name: 'In hall', folderId: folder.shortId });
    expect(tag.folderId).toBe(folder.shortId);
    const list = await owner.c.get<DynatagList>(listPath);
    expect(list.body.data.folders).toEqual([
      { id: folder.shortId, name: 'Hall 1', parentId: null, createdAt: now, updatedAt: now },
    ]);
    expect(list.body.data.dynatags[0].folderId).toBe(folder.shortId);
  });
});

describe('editing, moving, deleting', () => {
  test('PATCH saves what changed as a new version; a move is not a version', async () => {
    const { owner, company } = await ownerWithCompany(t);
    const tag = await createTag(owner.c, company.shortId, { name: 'Edit me', label: 'Old' });
    const res = await patchTag(owner.c, tag.id, {
      baseVersion: 1,
      label: 'New',
      geolock: { lat: 57.7, lng: 11.97, distance: 200 },
      passcode: '42',
      passcodeTimer: { mode: 'unlock', hours: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The dynatag is saved');
    expect(res.body.data).toMatchObject({
      name: 'Edit me',
      label: 'New',
      version: 2,
      geolocked: true,
      geolock: { lat: 57.7, lng: 11.97, distance: 200 },
      passcodeTimer: { mode: 'unlock', hours: 2, endsAt: t.clock.now() + 2 * 3_600_000 },
      locked: false,
    });
    // Sending the same timer again keeps it running from when it was set.
    t.clock.advance(3_600_000);
    const again = await patchTag(owner.c, tag.id, {
      baseVersion: 2,
      passcodeTimer: { mode: 'unlock', hours: 2 },
    });
    expect(again.body.data.passcodeTimer?.endsAt).toBe(res.body.data.passcodeTimer?.endsAt);
    t.clock.advance(3_600_000);
    expect((await owner.c.get<DynatagDetail>(`/api/v1/dynatags/${tag.id}`)).body.data.locked).toBe(true);

    const row = (await companyRow(t, company.shortId))!;
    const now = t.clock.now();
    const [folder] = await t.db
      .insert(dynatagFolders)
      .values({ shortId: shortId(), companyId: row.id, name: 'F', createdAt: now, updatedAt: now })
      .returning();
    const moved = await owner.c.send<DynatagDetail>('PUT', `/api/v1/dynatags/${tag.id}/folder`, {
      folderId: folder.shortId,
    });
    expect(moved.status).toBe(200);
    expect([moved.body.data.folderId, moved.body.data.version]).toEqual([folder.shortId, 3]);
    const back = await owner.c.send<DynatagDetail>('PUT', `/api/v1/dynatags/${tag.id}/folder`, {
      folderId: null,
    });
    expect(back.body.data.folderId).toBeNull();
  });

  test('delete needs the exact, case-sensitive name, and takes the files from storage and the views', async () => {
    const { owner, company } = await ownerWithCompany(t);
    const tag = await createTag(owner.c, company.shortId, { name: 'Stand C' }, [pdf()]);
    const [row] = await t.db.select().from(dynatags).where(eq(dynatags.shortId, tag.id));
    const view = { targetType: 'dynatag' as const, targetId: row.id };
    await t.db.insert(views).values({ ...view, at: t.clock.now(), visitorHash: 'h', isUnique: true });
    await t.db.insert(viewDays).values({ ...view, day: '2026-01-15', total: 1, unique: 1 });
    expect((await owner.c.get<DynatagDetail>(`/api/v1/dynatags/${tag.id}`)).body.data.views).toEqual({
      total: 1,
      unique: 1,
    });
    expect(storedFiles(t, tag.id)).toHaveLength(1);
    const wrong = await owner.c.delete(`/api/v1/dynatags/${tag.id}`, { name: 'stand c' });
    expect([wrong.status, wrong.body.message]).toEqual([422, 'Type the exact name to delete it']);
    expect(storedFiles(t, tag.id)).toHaveLength(1);
    const res = await owner.c.delete(`/api/v1/dynatags/${tag.id}`, { name: 'Stand C' });
    expect([res.status, res.body.message]).toEqual([200, 'The dynatag is deleted']);
    expect(storedFiles(t, tag.id)).toEqual([]);
    expect(await t.db.select().from(dynatags).where(eq(dynatags.shortId, tag.id))).toEqual([]);
    expect((await owner.c.get(`/api/v1/dynatags/${tag.id}`)).status).toBe(404);
    expect(await t.db.select().from(views).where(eq(views.targetId, row.id))).toEqual([]);
    expect(await t.db.select().from(viewDays).where(eq(viewDays.targetId, row.id))).toEqual([]);
  });

  test("deleting the company deletes its tags' stored files", async () => {
    const { owner, company } = await ownerWithCompany(t, 'Gone AB');
    const tag = await createTag(owner.c, company.shortId, { name: 'T' }, [pdf()]);
    expect(storedFiles(t, tag.id)).toHaveLength(1);
    const res = await owner.c.delete(`/api/v1/companies/${company.shortId}`, { name: 'Gone AB' });
    expect(res.status).toBe(200);
    expect(storedFiles(t, tag.id)).toEqual([]);
  });
});

describe('live events', () => {
  test('owners get refetch after each change, updated with the new version after a save, tree-changed on a move', async () => {
    const { owner, company, colleague } = await ownerWithCompany(t);
    const mine = recordEvents(t, owner.user.id);
    const theirs = recordEvents(t, colleague.user.id);
    const tag = await createTag(owner.c, company.shortId, { name: 'Live' });
    await patchTag(owner.c, tag.id, { baseVersion: 1, label: 'x' });
    await owner.c.send('PUT', `/api/v1/dynatags/${tag.id}/folder`, { folderId: null });
    const ids = { companyId: company.shortId, dynatagId: tag.id };
    expect(mine.events).toEqual([
      { service: 'dynatags', actions: ['refetch'], ids },
      { service: 'dynatags', actions: ['updated'], ids, message: '1' },
      { service: 'dynatags', actions: ['refetch'], ids },
      { service: 'dynatags', actions: ['updated'], ids, message: '2' },
      { service: 'dynatags', actions: ['refetch', 'tree-changed'], ids },
    ]);
    expect(theirs.events).toEqual([]);
    mine.stop();
    theirs.stop();
  });
});
