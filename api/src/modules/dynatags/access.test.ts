// Who may manage a company's dynatags: its owners. A colleague gets 403, a stranger 404, anonymous 401, on
// every call and every id; and a tag's files belong to the company, not to the owner who uploaded them.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatagFolders, dynatags, files } from '@db/schema';
import { MB } from '@shared/constants';
import type { DynatagDetail } from '@shared/types/dynatags';
import { eq } from 'drizzle-orm';
import { SEED_PASSWORD, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { companyRow, insertMember } from '../companies/test-kit';
import { createTag, ownerWithCompany, patchTag, pdf, storedFiles, text } from './test-kit';

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

describe('who may', () => {
  test('a colleague gets 403 and a stranger or anonymous visitor 404/401, on every call and id', async () => {
    const { owner, company, colleague, stranger, listPath } = await ownerWithCompany(t);
    const tag = await createTag(owner.c, company.shortId, { name: 'Private', modules: [links] });
    const calls: [string, string, unknown?][] = [
      ['GET', listPath],
      ['POST', listPath, { name: 'Mine now' }],
      ['GET', `/api/v1/dynatags/${tag.id}`],
      ['PATCH', `/api/v1/dynatags/${tag.id}`, { name: 'Taken', baseVersion: 1 }],
      ['PUT', `/api/v1/dynatags/${tag.id}/folder`, { folderId: null }],
      ['DELETE', `/api/v1/dynatags/${tag.id}`, { name: 'Private' }],
      ['DELETE', `/api/v1/dynatags/${tag.id}/files`, { ids: ['abc'] }],
      ['GET', `/api/v1/dynatags/${tag.id}/versions`],
      ['POST', `/api/v1/dynatags/${tag.id}/versions/1/restore`, { baseVersion: 1 }],
      ['POST', `/api/v1/dynatags/${tag.id}/import`, { from: tag.id, baseVersion: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const asColleague = await colleague.c.send(method, path, body);
      expect([method, path, asColleague.status, asColleague.body.message]).toEqual([
        method,
        path,
        403,
        'Only an owner of the company can do that',
      ]);
      const asStranger = await stranger.c.send(method, path, body);
      expect([method, path, asStranger.status]).toEqual([method, path, 404]);
      const anonymous = await t.client().send(method, path, body);
      expect([method, path, anonymous.status]).toEqual([method, path, 401]);
    }
    const [row] = await t.db.select().from(dynatags).where(eq(dynatags.shortId, tag.id));
    expect([row.name, row.version]).toEqual(['Private', 1]);
  });

  test("another company's folder, tag or file is not found, and nothing changes", async () => {
    const mine = await ownerWithCompany(t, 'Mine AB');
    const theirs = await ownerWithCompany(t, 'Theirs AB');
    const theirRow = (await companyRow(t, theirs.company.shortId))!;
    const now = t.clock.now();
    const [folder] = await t.db
      .insert(dynatagFolders)
      .values({ shortId: shortId(), companyId: theirRow.id, name: 'Theirs', createdAt: now, updatedAt: now })
      .returning();
    const their = await createTag(theirs.owner.c, theirs.company.shortId, { name: 'Theirs' }, [pdf()]);
    const tag = await createTag(mine.owner.c, mine.company.shortId, { name: 'Mine' });

    const intoFolder = await mine.owner.c.post(mine.listPath, { name: 'Sneaky', folderId: folder.shortId });
    expect([intoFolder.status, intoFolder.body.errors[0].field]).toEqual([404, 'folderId']);
    const moved = await mine.owner.c.send('PUT', `/api/v1/dynatags/${tag.id}/folder`, {
      folderId: folder.shortId,
    });
    expect(moved.status).toBe(404);
    const theirFile = await patchTag(mine.owner.c, tag.id, {
      baseVersion: 1,
      modules: [{ id: 'p', type: 'pdf', file: their.files[0].id }],
    });
    expect([theirFile.status, theirFile.body.errors[0].field]).toEqual([422, 'modules.0.file']);
    const deleteTheirs = await mine.owner.c.delete(`/api/v1/dynatags/${tag.id}/files`, {
      ids: [their.files[0].id],
    });
    expect(deleteTheirs.status).toBe(404);
    const imported = await mine.owner.c.post(`/api/v1/dynatags/${tag.id}/import`, {
      from: their.id,
      baseVersion: 1,
    });
    expect([imported.status, imported.body.errors[0].field]).toEqual([404, 'from']);
    const [row] = await t.db.select().from(dynatags).where(eq(dynatags.shortId, tag.id));
    expect([row.version, row.folderId, row.modules]).toEqual([1, null, []]);
    expect(await t.db.select().from(files).where(eq(files.shortId, their.files[0].id))).toHaveLength(1);
  });
});

describe("the uploader's account", () => {
  test("a tag's files do not count in the uploader's quota and stay with the company when the uploader's account goes", async () => {
    const { owner, company } = await ownerWithCompany(t);
    const uploader = await seedUser(t);
    await insertMember(t, company.shortId, uploader.id, 'owner');
    const c = await signIn(t, uploader);
    const tag = await createTag(c, company.shortId, { name: 'Kept' }, [text(MB, 'a.txt')]);
    const quota = await c.get<{ used: number }>('/api/v1/users/me/quota');
    expect(quota.body.data.used).toBe(0);
    const gone = await c.delete('/api/v1/users/me', { password: SEED_PASSWORD });
    expect(gone.status).toBe(200);
    const got = await owner.c.get<DynatagDetail>(`/api/v1/dynatags/${tag.id}`);
    expect(got.body.data.files).toHaveLength(1);
    expect(storedFiles(t, tag.id)).toHaveLength(1);
    expect((await t.client().get(got.body.data.files[0].path)).status).toBe(200);
  });
});
