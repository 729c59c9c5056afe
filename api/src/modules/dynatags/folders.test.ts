import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatagFolders, dynatags } from '@db/schema';
import { LIMITS } from '@shared/constants';
import type { DynatagFolderItem } from '@shared/types/dynatags';
import { eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { LiveEvent } from '../../platform/events';

type Client = Awaited<ReturnType<typeof signIn>>;
let t: TestApp;
let owner: Client;
let colleague: Client;
let stranger: Client;
let companyId: number;
let companyShortId: string;
const ownerEvents: LiveEvent[] = [];
const colleagueEvents: LiveEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const [o, c, s] = [await seedUser(t), await seedUser(t), await seedUser(t)];
  const company = await seedCompany(t, { ownerId: o.id, name: 'Fair Company' });
  await seedMember(t, { companyId: company.id, userId: c.id });
  await seedCompany(t, { ownerId: s.id, name: 'Other Company' });
  [companyId, companyShortId] = [company.id, company.shortId];
  [owner, colleague, stranger] = [await signIn(t, o), await signIn(t, c), await signIn(t, s)];
  t.deps.events.subscribe(o.id, { send: (e) => ownerEvents.push(e), close: () => {} });
  t.deps.events.subscribe(c.id, { send: (e) => colleagueEvents.push(e), close: () => {} });
});
afterAll(() => t.close());

const base = () => `/api/v1/dynatags/companies/${companyShortId}/folders`;
const create = (name: string, parentId?: string | null, as = owner) =>
  as.post<DynatagFolderItem>(base(), { name, ...(parentId !== undefined ? { parentId } : {}) });
const patch = (id: string, body: object, as = owner) =>
  as.patch<DynatagFolderItem>(`/api/v1/dynatags/folders/${id}`, body);
const list = async () => (await owner.get<DynatagFolderItem[]>(base())).body.data;
/** A chain of folders, each inside the one before: the ids, outermost first. */
async function chain(names: string[], parentId: string | null = null) {
  const ids: string[] = [];
  for (const name of names) {
    const res = await create(name, ids.at(-1) ?? parentId);
    expect(res.status).toBe(201);
    ids.push(res.body.data.id);
  }
  return ids;
}
const clearFolders = () => t.db.delete(dynatagFolders).where(eq(dynatagFolders.companyId, companyId));
async function addTag(shortId: string, folderShortId: string | null) {
  const [folder] = folderShortId
    ? await t.db.select().from(dynatagFolders).where(eq(dynatagFolders.shortId, folderShortId))
    : [null];
  const now = t.clock.now();
  await t.db.insert(dynatags).values({
    shortId,
    companyId,
    name: shortId,
    folderId: folder?.id ?? null,
    createdAt: now,
    updatedAt: now,
  });
}
const folderOfTag = async (shortId: string) => {
  const [tag] = await t.db.select().from(dynatags).where(eq(dynatags.shortId, shortId));
  if (tag.folderId === null) return null;
  const [folder] = await t.db.select().from(dynatagFolders).where(eq(dynatagFolders.id, tag.folderId));
  return folder.shortId;
};

describe('create, rename, move, list', () => {
  test('create at the root and inside; rename; move; the live event goes to owners only', async () => {
    const fair = await create('  Trade fair 2026 ');
    expect(fair.status).toBe(201);
    expect(fair.body.data).toMatchObject({ name: 'Trade fair 2026', parentId: null });
    const hall = await create('Hall B', fair.body.data.id);
    expect(hall.body.data.parentId).toBe(fair.body.data.id);
    const renamed = await patch(hall.body.data.id, { name: 'Hall C' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Hall C', parentId: fair.body.data.id });
    const moved = await patch(hall.body.data.id, { parentId: null });
    expect(moved.body.data).toMatchObject({ name: 'Hall C', parentId: null });
    expect((await list()).map((f) => f.name)).toEqual(['Hall C', 'Trade fair 2026']);
    expect(ownerEvents.at(-1)).toEqual({
      service: 'dynatags',
      actions: ['tree-changed'],
      ids: { companyId: companyShortId },
    });
    expect(ownerEvents).toHaveLength(4);
    expect(colleagueEvents).toHaveLength(0);
  });

  test('bad input: 422 on the field, nothing changed', async () => {
    const before = await list();
    const [a] = before;
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'ok', parentId: 'nope' }, 'parentId'],
    ] as const) {
      const res = await owner.post(base(), body);
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe(field);
    }
    const self = await patch(a.id, { parentId: a.id });
    expect(self.status).toBe(422);
    expect(self.body.errors[0]).toMatchObject({
      field: 'parentId',
      message: 'A folder cannot be moved into itself or one of its sub-folders',
    });
    expect(await list()).toEqual(before);
  });
});

describe('permissions: as for other company data', () => {
  test('a colleague gets 403, another company’s owner and an unknown id 404, anonymous 401', async () => {
    const [folder] = await list();
    expect((await colleague.get(base())).status).toBe(403);
    expect((await create('Mine', null, colleague)).status).toBe(403);
    expect((await patch(folder.id, { name: 'Mine' }, colleague)).status).toBe(403);
    expect((await colleague.delete(`/api/v1/dynatags/folders/${folder.id}`)).status).toBe(403);
    expect((await stranger.get(base())).status).toBe(404);
    expect((await create('Mine', null, stranger)).status).toBe(404);
    expect((await patch(folder.id, { name: 'Mine' }, stranger)).status).toBe(404);
    expect((await stranger.delete(`/api/v1/dynatags/folders/${folder.id}`)).status).toBe(404);
    expect((await patch('NoSuchFolder', { name: 'x' })).status).toBe(404);
    expect((await t.client().get(base())).status).toBe(401);
    expect((await list()).find((f) => f.id === folder.id)?.name).toBe(folder.name);
  });

  test('a folder of another company cannot be the parent', async () => {
    const other = await seedCompany(t, { ownerId: (await seedUser(t)).id, name: 'Third' });
    const now = t.clock.now();
    await t.db
      .insert(dynatagFolders)
      .values({ shortId: 'ForeignFold', companyId: other.id, name: 'x', createdAt: now, updatedAt: now });
    const res = await create('Inside foreign', 'ForeignFold');
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('parentId');
  });
});

describe('limits at their edge', () => {
  test(`the ${LIMITS.folders}th folder is made, the ${LIMITS.folders + 1}st refused`, async () => {
    await clearFolders();
    const now = t.clock.now();
    await t.db.insert(dynatagFolders).values(
      Array.from({ length: LIMITS.folders - 1 }, (_, i) => ({
        shortId: `bulk${i}`,
        companyId,
        name: `Folder ${i}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    expect((await create('The hundredth')).status).toBe(201);
    const refused = await create('One too many');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Folder limit reached: a company can have at most 100 folders');
    expect(await list()).toHaveLength(LIMITS.folders);
  });

  test(`depth ${LIMITS.folderDepth} is allowed, ${LIMITS.folderDepth + 1} refused on create`, async () => {
    await clearFolders();
    const ids = await chain(['1', '2', '3', '4', '5']);
    const refused = await create('6', ids[4]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      field: 'parentId',
      message: 'Folders can be at most 5 levels deep',
    });
    expect(await list()).toHaveLength(5);
  });

  test('a move that would take any folder of the subtree below depth 5 is refused; one that fits is done', async () => {
    await clearFolders();
    const deep = await chain(['a1', 'a2', 'a3']); // a3 at depth 3
    const tree = await chain(['b1', 'b2', 'b3']); // a subtree three levels tall
    // b1 under a2: b3 would be at depth 5 — allowed
    expect((await patch(tree[0], { parentId: deep[1] })).status).toBe(200);
    // back to the root, then under a3: b3 at depth 6 — refused, nothing moved
    expect((await patch(tree[0], { parentId: null })).status).toBe(200);
    const refused = await patch(tree[0], { parentId: deep[2] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].field).toBe('parentId');
    expect((await list()).find((f) => f.id === tree[0])?.parentId).toBeNull();
    // moving a part of the subtree that fits: b2 (two tall) under a3 puts b3 at depth 5
    expect((await patch(tree[1], { parentId: deep[2] })).status).toBe(200);
  });

  test('a folder cannot go under one of its own sub-folders', async () => {
    await clearFolders();
    // shallow enough that only the loop stops it: x1 under x2 would be at depth 3
    const ids = await chain(['x1', 'x2']);
    const res = await patch(ids[0], { parentId: ids[1] });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      field: 'parentId',
      message: 'A folder cannot be moved into itself or one of its sub-folders',
    });
    expect((await list()).find((f) => f.id === ids[0])?.parentId).toBeNull();
  });
});

describe('delete', () => {
  test('its tags and sub-folders move to its parent; other folders and tags stay', async () => {
    await clearFolders();
    const [top, middle, inner] = await chain(['top', 'middle', 'inner']);
    const sibling = (await create('sibling', top)).body.data.id;
    await addTag('TagInMiddle', middle);
    await addTag('TagInInner', inner);
    await addTag('TagInSibling', sibling);
    const res = await owner.delete<DynatagFolderItem[]>(`/api/v1/dynatags/folders/${middle}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The folder is deleted; what it held moved up a level');
    const parents = Object.fromEntries(res.body.data.map((f) => [f.name, f.parentId]));
    expect(parents).toEqual({ inner: top, sibling: top, top: null });
    expect(await folderOfTag('TagInMiddle')).toBe(top);
    expect(await folderOfTag('TagInInner')).toBe(inner);
    expect(await folderOfTag('TagInSibling')).toBe(sibling);
    // a root folder: what it held goes to the root
    await owner.delete(`/api/v1/dynatags/folders/${top}`);
    expect(await folderOfTag('TagInMiddle')).toBeNull();
    expect((await list()).map((f) => [f.name, f.parentId])).toEqual([
      ['inner', null],
      ['sibling', null],
    ]);
    expect((await owner.delete(`/api/v1/dynatags/folders/${top}`)).status).toBe(404);
  });
});
