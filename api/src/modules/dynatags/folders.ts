import { type Company, companies, type DynatagFolder, dynatagFolders, dynatags } from '@db/schema';
import { LIMITS } from '@shared/constants';
import type { FolderCreateBody, FolderUpdateBody } from '@shared/schemas/dynatags';
import type { DynatagFolderItem } from '@shared/types/dynatags';
import type { Static } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid, notFound } from '../../platform/errors';
import { findOwnedCompany, ownerUserIds } from './access';
import { depthOf, heightOf, subtreeOf } from './folders-tree';

/** Every folder of a company, ordered by name (the tree is built from parentId). */
async function foldersOf(db: Pick<Deps['db'], 'select'>, companyId: number) {
  return db
    .select()
    .from(dynatagFolders)
    .where(eq(dynatagFolders.companyId, companyId))
    .orderBy(asc(dynatagFolders.name), asc(dynatagFolders.id));
}

const itemsOf = (rows: DynatagFolder[]): DynatagFolderItem[] => {
  const publicId = new Map(rows.map((r) => [r.id, r.shortId]));
  return rows.map((r) => ({
    id: r.shortId,
    name: r.name,
    parentId: r.parentId === null ? null : (publicId.get(r.parentId) ?? null),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
};

/** Tells the company's owners that its tree changed: their Dynatags page reloads it (SPEC §4). */
async function notifyTree(deps: Deps, company: Pick<Company, 'id' | 'shortId'>) {
  deps.events.publish(await ownerUserIds(deps.db, company.id), {
    service: 'dynatags',
    actions: ['tree-changed'],
    ids: { companyId: company.shortId },
  });
}

/** The folder a parentId names, among the company's folders; 422 on parentId when there is none. */
function parentIn(rows: DynatagFolder[], parentShortId: string | null | undefined) {
  if (parentShortId === null || parentShortId === undefined) return null;
  const parent = rows.find((r) => r.shortId === parentShortId);
  if (!parent) throw invalid('parentId', 'folderNotFound');
  return parent;
}

const tooDeep = () => invalid('parentId', 'folderTooDeep', { limit: LIMITS.folderDepth });

/** GET: the company's folders (owners). */
export async function listFolders(deps: Deps, userId: number, companyShortId: string) {
  const company = await findOwnedCompany(deps, userId, companyShortId);
  return itemsOf(await foldersOf(deps.db, company.id));
}

/** POST: a new folder at the root or in a folder: at most LIMITS.folders a company, LIMITS.folderDepth deep. */
export async function createFolder(
  deps: Deps,
  userId: number,
  companyShortId: string,
  body: Static<typeof FolderCreateBody>,
) {
  const company = await findOwnedCompany(deps, userId, companyShortId);
  const now = deps.clock.now();
  const id = shortId();
  const rows = await deps.db.transaction(async (tx) => {
    const rows = await foldersOf(tx, company.id);
    if (rows.length >= LIMITS.folders) {
      throw new AppError('VALIDATION', 'folderLimit', { params: { limit: LIMITS.folders } });
    }
    const parent = parentIn(rows, body.parentId);
    if (depthOf(rows, parent?.id ?? null) + 1 > LIMITS.folderDepth) throw tooDeep();
    await tx.insert(dynatagFolders).values({
      shortId: id,
      companyId: company.id,
      parentId: parent?.id ?? null,
      name: body.name.trim(),
      createdAt: now,
      updatedAt: now,
    });
    return foldersOf(tx, company.id);
  });
  await notifyTree(deps, company);
  return itemsOf(rows).find((f) => f.id === id)!;
}

/** The folder by its public id with its company, if the user owns the company (404 / 403 as for a tag). */
async function findOwnedFolder(deps: Deps, userId: number, folderShortId: string) {
  const [row] = await deps.db
    .select({ companyShortId: companies.shortId })
    .from(dynatagFolders)
    .innerJoin(companies, eq(companies.id, dynatagFolders.companyId))
    .where(eq(dynatagFolders.shortId, folderShortId));
  if (!row) throw notFound();
  return findOwnedCompany(deps, userId, row.companyShortId);
}

/**
 * PATCH: rename, and move under another folder (parentId; null: the root). A folder cannot go inside itself
 * or one of its sub-folders, and no folder of the moved subtree may end up deeper than LIMITS.folderDepth.
 */
export async function updateFolder(
  deps: Deps,
  userId: number,
  folderShortId: string,
  body: Static<typeof FolderUpdateBody>,
) {
  const company = await findOwnedFolder(deps, userId, folderShortId);
  const now = deps.clock.now();
  const rows = await deps.db.transaction(async (tx) => {
    const rows = await foldersOf(tx, company.id);
    const folder = rows.find((r) => r.shortId === folderShortId);
    if (!folder) throw notFound();
    const change: Partial<DynatagFolder> = { updatedAt: now };
    if (body.name !== undefined) change.name = body.name.trim();
    if (body.parentId !== undefined) {
      const parent = parentIn(rows, body.parentId);
      if (parent && subtreeOf(rows, folder.id).has(parent.id)) throw invalid('parentId', 'folderCycle');
      if (depthOf(rows, parent?.id ?? null) + heightOf(rows, folder.id) > LIMITS.folderDepth) throw tooDeep();
      change.parentId = parent?.id ?? null;
    }
    await tx.update(dynatagFolders).set(change).where(eq(dynatagFolders.id, folder.id));
    return foldersOf(tx, company.id);
  });
  await notifyTree(deps, company);
  return itemsOf(rows).find((f) => f.id === folderShortId)!;
}

/** DELETE: the folder goes; its tags and sub-folders move to its parent, all in one transaction. */
export async function deleteFolder(deps: Deps, userId: number, folderShortId: string) {
  const company = await findOwnedFolder(deps, userId, folderShortId);
  const now = deps.clock.now();
  const rows = await deps.db.transaction(async (tx) => {
    const [folder] = await tx
      .select()
      .from(dynatagFolders)
      .where(and(eq(dynatagFolders.companyId, company.id), eq(dynatagFolders.shortId, folderShortId)));
    if (!folder) throw notFound();
    await tx
      .update(dynatags)
      .set({ folderId: folder.parentId })
      .where(and(eq(dynatags.companyId, company.id), eq(dynatags.folderId, folder.id)));
    await tx
      .update(dynatagFolders)
      .set({ parentId: folder.parentId, updatedAt: now })
      .where(and(eq(dynatagFolders.companyId, company.id), eq(dynatagFolders.parentId, folder.id)));
    await tx.delete(dynatagFolders).where(eq(dynatagFolders.id, folder.id));
    return foldersOf(tx, company.id);
  });
  await notifyTree(deps, company);
  return itemsOf(rows);
}
