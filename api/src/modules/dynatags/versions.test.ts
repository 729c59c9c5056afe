// Versions and the edit conflict (SPEC §4): every save keeps the previous state; a save based on an older
// version is refused with 409 and changes nothing; a restore and a file delete that edits modules are saves.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatags, dynatagVersions, files } from '@db/schema';
import type { DynatagDetail, DynatagVersionItem } from '@shared/types/dynatags';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createTag, ownerWithCompany, patchTag, pdf, png, recordEvents, storedFiles } from './test-kit';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithCompany(t);
});
afterAll(() => t.close());

const rowOf = async (shortId: string) =>
  (await t.db.select().from(dynatags).where(eq(dynatags.shortId, shortId)))[0];

describe('the edit conflict', () => {
  test('a stale baseVersion is refused with 409; nothing changes and its files are not stored', async () => {
    const c = owner.owner.c;
    const tag = await createTag(c, owner.company.shortId, { name: 'Shared', label: 'v1' });
    const first = await patchTag(c, tag.id, { baseVersion: 1, label: 'first' });
    expect(first.body.data.version).toBe(2);
    const stale = await patchTag(
      c,
      tag.id,
      { baseVersion: 1, label: 'second', modules: [{ id: 'p', type: 'pdf', file: 'upload:0' }] },
      [pdf()],
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'The dynatag was changed by someone else; reload to avoid overwriting their changes with old data',
    );
    const row = await rowOf(tag.id);
    expect([row.label, row.version, row.modules]).toEqual(['first', 2, []]);
    expect(storedFiles(t, tag.id)).toEqual([]);
    expect(await t.db.select().from(files).where(eq(files.dynatagId, row.id))).toEqual([]);
  });

  test('of two concurrent saves of the same version exactly one passes', async () => {
    const c = owner.owner.c;
    const other = await (await import('../companies/test-kit')).signIn(t, owner.owner.user.id);
    const tag = await createTag(c, owner.company.shortId, { name: 'Race' });
    const events = recordEvents(t, owner.owner.user.id);
    const results = await Promise.all([
      patchTag(c, tag.id, { baseVersion: 1, label: 'A' }, [pdf('a.pdf')]),
      patchTag(other, tag.id, { baseVersion: 1, label: 'B' }, [pdf('b.pdf')]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.data;
    const row = await rowOf(tag.id);
    expect([row.label, row.version]).toEqual([winner.label, 2]);
    expect(storedFiles(t, tag.id)).toHaveLength(1);
    expect(
      await t.db.select().from(dynatagVersions).where(eq(dynatagVersions.dynatagId, row.id)),
    ).toHaveLength(1);
    // The other session's editor learns of the save: 'updated' with the new version.
    expect(events.events.filter((e) => e.actions.includes('updated'))).toEqual([
      {
        service: 'dynatags',
        actions: ['updated'],
        ids: { companyId: owner.company.shortId, dynatagId: tag.id },
        message: '2',
      },
    ]);
    events.stop();
  });
});

describe('versions', () => {
  test('each save keeps the previous state; the list is newest first; a restore is a new save', async () => {
    const c = owner.owner.c;
    const tag = await createTag(c, owner.company.shortId, { name: 'One', label: 'first' });
    t.clock.advance(1000);
    await patchTag(c, tag.id, { baseVersion: 1, name: 'Two', label: 'second' });
    t.clock.advance(1000);
    await patchTag(c, tag.id, { baseVersion: 2, name: 'Three', label: 'third' });
    const list = await c.get<DynatagVersionItem[]>(`/api/v1/dynatags/${tag.id}/versions`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((v) => [v.version, v.name])).toEqual([
      [2, 'Two'],
      [1, 'One'],
    ]);
    expect(list.body.data[0].savedBy).toEqual({ fullName: owner.owner.user.fullName });
    const stale = await c.post(`/api/v1/dynatags/${tag.id}/versions/1/restore`, { baseVersion: 2 });
    expect(stale.status).toBe(409);
    const restored = await c.post<DynatagDetail>(`/api/v1/dynatags/${tag.id}/versions/1/restore`, {
      baseVersion: 3,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ name: 'One', label: 'first', version: 4 });
    const after = await c.get<DynatagVersionItem[]>(`/api/v1/dynatags/${tag.id}/versions`);
    expect(after.body.data.map((v) => [v.version, v.name])).toEqual([
      [3, 'Three'],
      [2, 'Two'],
      [1, 'One'],
    ]);
    expect((await c.post(`/api/v1/dynatags/${tag.id}/versions/99/restore`, { baseVersion: 4 })).status).toBe(
      404,
    );
  });

  test('the newest 50 versions are kept', async () => {
    const c = owner.owner.c;
    const tag = await createTag(c, owner.company.shortId, { name: 'Busy' });
    for (let v = 1; v <= 52; v++) {
      const res = await patchTag(c, tag.id, { baseVersion: v, label: `save ${v}` });
      expect(res.status).toBe(200);
    }
    const list = await c.get<DynatagVersionItem[]>(`/api/v1/dynatags/${tag.id}/versions`);
    expect(list.body.data).toHaveLength(50);
    expect([list.body.data[0].version, list.body.data[49].version]).toEqual([52, 3]);
  });

  test('a restore drops the references to files deleted since', async () => {
    const c = owner.owner.c;
    const modules = [
      { id: 'f', type: 'files', files: ['upload:0', 'upload:1'] },
      { id: 'p', type: 'pdf', file: 'upload:0' },
      { id: 'w', type: 'wysiwyg', html: '<p>text</p>' },
    ];
    const tag = await createTag(c, owner.company.shortId, { name: 'Files', modules }, [pdf(), png()]);
    const [pdfId, pngId] = tag.files.map((f) => f.id);
    await patchTag(c, tag.id, { baseVersion: 1, modules: [modules[2]] });
    // The PDF is not shown now: deleting it only deletes the file, no new version.
    const deleted = await c.delete<DynatagDetail>(`/api/v1/dynatags/${tag.id}/files`, { ids: [pdfId] });
    expect([deleted.status, deleted.body.data.version, deleted.body.data.files.length]).toEqual([200, 2, 1]);
    const restored = await c.post<DynatagDetail>(`/api/v1/dynatags/${tag.id}/versions/1/restore`, {
      baseVersion: 2,
    });
    expect(restored.body.data.modules).toEqual([
      { id: 'f', type: 'files', files: [pngId] },
      { id: 'w', type: 'wysiwyg', html: '<p>text</p>' },
    ]);
  });

  test('deleting a file a module shows removes it from the modules as a new version', async () => {
    const c = owner.owner.c;
    const modules = [
      { id: 'f', type: 'files', files: ['upload:0', 'upload:1'] },
      {
        id: 'k',
        type: 'mapMarkers',
        center: { lat: 1, lng: 1 },
        zoom: 3,
        markers: [],
        overlay: { file: 'upload:1', south: 0, west: 0, north: 2, east: 2, opacity: 1 },
      },
    ];
    const tag = await createTag(c, owner.company.shortId, { name: 'Shown', modules }, [pdf(), png()]);
    const [pdfId, pngId] = tag.files.map((f) => f.id);
    expect(storedFiles(t, tag.id)).toHaveLength(2);
    const res = await c.delete<DynatagDetail>(`/api/v1/dynatags/${tag.id}/files`, { ids: [pngId] });
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBe(2);
    expect(res.body.data.modules).toEqual([
      { id: 'f', type: 'files', files: [pdfId] },
      { id: 'k', type: 'mapMarkers', center: { lat: 1, lng: 1 }, zoom: 3, markers: [] },
    ]);
    expect(storedFiles(t, tag.id)).toHaveLength(1);
    // A picture in rich text is shown too: deleting it takes the image out of the HTML, a new version. Only
    // pictures are images there: a PDF's path in an img is dropped on save.
    const more = new FormData();
    more.append('files', png('photo.png'));
    const photoId = (await c.post<DynatagDetail>(`/api/v1/dynatags/${tag.id}/files`, more)).body.data.files[1]
      .id;
    const src = (id: string) => `/uploads/dynatags/${tag.id}/files/${id}`;
    const html = `<p>Plan <img src="${src(photoId)}" alt="x" /><img src="${src(pdfId)}" /></p>`;
    const saved = await patchTag(c, tag.id, {
      baseVersion: 2,
      modules: [{ id: 'w', type: 'wysiwyg', html }],
    });
    expect(saved.body.data.modules).toEqual([
      { id: 'w', type: 'wysiwyg', html: `<p>Plan <img src="${src(photoId)}" alt="x" /></p>` },
    ]);
    const noImage = await c.delete<DynatagDetail>(`/api/v1/dynatags/${tag.id}/files`, { ids: [photoId] });
    expect([noImage.body.data.version, noImage.body.data.modules]).toEqual([
      4,
      [{ id: 'w', type: 'wysiwyg', html: '<p>Plan </p>' }],
    ]);
    const unknown = await c.delete(`/api/v1/dynatags/${tag.id}/files`, { ids: [pngId] });
    expect([unknown.status, unknown.body.errors[0].field]).toEqual([404, 'ids.0']);
  });
});
