// Import: the modules of another tag of the same company appended, with copies of the files they show.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatags } from '@db/schema';
import type { DynatagDetail } from '@shared/types/dynatags';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createTag, ownerWithCompany, pdf, png, storedFiles } from './test-kit';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithCompany(t);
});
afterAll(() => t.close());

const rowOf = async (shortId: string) =>
  (await t.db.select().from(dynatags).where(eq(dynatags.shortId, shortId)))[0];

describe('import', () => {
  test("appends another tag's modules with new ids and copies of their files; a new save", async () => {
    const c = owner.owner.c;
    const source = await createTag(
      c,
      owner.company.shortId,
      {
        name: 'Source',
        modules: [
          { id: 'p', type: 'pdf', file: 'upload:0' },
          { id: 'w', type: 'wysiwyg', html: '<p>x</p>' },
        ],
      },
      [pdf(), png()],
    );
    const target = await createTag(c, owner.company.shortId, {
      name: 'Target',
      modules: [{ id: 'own', type: 'map', center: { lat: 1, lng: 1 }, zoom: 3 }],
    });
    const stale = await c.post(`/api/v1/dynatags/${target.id}/import`, { from: source.id, baseVersion: 2 });
    expect(stale.status).toBe(409);
    const res = await c.post<DynatagDetail>(`/api/v1/dynatags/${target.id}/import`, {
      from: source.id,
      baseVersion: 1,
    });
    expect(res.status).toBe(200);
    const tag = res.body.data;
    expect(tag.version).toBe(2);
    expect(tag.modules.map((m) => m.type)).toEqual(['map', 'pdf', 'wysiwyg']);
    expect(tag.modules[1].id).not.toBe('p');
    // Only the file a module shows is copied, under a new id and key.
    expect(tag.files).toHaveLength(1);
    expect(tag.files[0].id).not.toBe(source.files[0].id);
    expect(tag.modules[1]).toMatchObject({ file: tag.files[0].id });
    expect(storedFiles(t, target.id)).toHaveLength(1);
    expect(storedFiles(t, source.id)).toHaveLength(2);
    const self = await c.post(`/api/v1/dynatags/${target.id}/import`, { from: target.id, baseVersion: 2 });
    expect(self.status).toBe(422);
  });

  test("an import that would pass the target's file limit is refused and copies nothing", async () => {
    const c = owner.owner.c;
    const fileList = Array.from({ length: 6 }, (_, i) => pdf(`f${i}.pdf`));
    const refs = fileList.map((_, i) => `upload:${i}`);
    const source = await createTag(
      c,
      owner.company.shortId,
      { name: 'Six', modules: [{ id: 'f', type: 'files', files: refs }] },
      fileList,
    );
    const target = await createTag(c, owner.company.shortId, { name: 'Five' }, fileList.slice(0, 5));
    const res = await c.post(`/api/v1/dynatags/${target.id}/import`, { from: source.id, baseVersion: 1 });
    expect([res.status, res.body.message]).toEqual([422, 'A dynatag can have at most 10 files']);
    expect(storedFiles(t, target.id)).toHaveLength(5);
    expect((await rowOf(target.id)).version).toBe(1);
  });
});
