// Who may manage a dynatag: the owners of its company (SPEC §6). Authorisation is part of each query; a
// colleague gets 403 and a stranger 404, the same answers as for other company data (companies/access.ts).
import { type Company, companies, type Dynatag, dynatagFolders, dynatags, memberships } from '@db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { findOwnership, JOINED } from '../companies';

type Db = Pick<Deps['db'], 'select'>;

/** The company by its public id, if the user owns it (404 outside it, 403 for a colleague). */
export const findOwnedCompany = async (deps: Deps, userId: number, companyShortId: string) =>
  (await findOwnership(deps, userId, companyShortId)).company;

/** The dynatag by its public id with its company, if the user owns the company. */
export async function findOwnedDynatag(
  deps: Deps,
  userId: number,
  tagShortId: string,
): Promise<{ tag: Dynatag; company: Company }> {
  const [row] = await deps.db
    .select({ tag: dynatags, company: companies, state: memberships.state })
    .from(dynatags)
    .innerJoin(companies, eq(companies.id, dynatags.companyId))
    .innerJoin(memberships, eq(memberships.companyId, dynatags.companyId))
    .where(
      and(
        eq(dynatags.shortId, tagShortId),
        eq(memberships.userId, userId),
        inArray(memberships.state, JOINED),
      ),
    );
  if (!row) throw notFound();
  if (row.state !== 'owner') throw new AppError('FORBIDDEN', 'ownersOnly');
  return { tag: row.tag, company: row.company };
}

/** Another dynatag of the same company (the source of an import); 404 when it is not in this company. */
export async function findTagOfCompany(db: Db, companyId: number, tagShortId: string) {
  const [tag] = await db
    .select()
    .from(dynatags)
    .where(and(eq(dynatags.companyId, companyId), eq(dynatags.shortId, tagShortId)));
  if (!tag) throw new AppError('NOT_FOUND', 'notFound', { field: 'from' });
  return tag;
}

/** The internal id of a folder of this company (null: the root); 404 when the folder is another's. */
export async function folderIdOf(db: Db, companyId: number, folderShortId: string | null | undefined) {
  if (folderShortId === null || folderShortId === undefined) return null;
  const [folder] = await db
    .select({ id: dynatagFolders.id })
    .from(dynatagFolders)
    .where(and(eq(dynatagFolders.companyId, companyId), eq(dynatagFolders.shortId, folderShortId)));
  if (!folder) throw new AppError('NOT_FOUND', 'notFound', { field: 'folderId' });
  return folder.id;
}

/** The owners of a company: the people who see its dynatags. */
export async function ownerUserIds(db: Db, companyId: number) {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.state, 'owner')));
  return rows.map((r) => r.userId);
}

/**
 * Live events of the dynatags (SPEC §3/§4), to the company's owners after a change is committed:
 * - `{ service: 'dynatags', actions: ['refetch'], ids: { companyId, dynatagId } }` after every change
 *   (with 'tree-changed' as well when a tag moved between folders): the list reloads;
 * - `{ service: 'dynatags', actions: ['updated'], ids: { companyId, dynatagId }, message: '<version>' }`
 *   after every content save: an editor open on an older version of that tag shows the reload warning
 *   (SPEC §4 edit conflict). A delete sends ['deleted'] the same way.
 */
export async function notifyDynatags(
  deps: Deps,
  company: Pick<Company, 'id' | 'shortId'>,
  dynatagShortId: string,
  change: { saved?: number; moved?: boolean; deleted?: boolean } = {},
) {
  const userIds = await ownerUserIds(deps.db, company.id);
  const ids = { companyId: company.shortId, dynatagId: dynatagShortId };
  deps.events.publish(userIds, {
    service: 'dynatags',
    actions: change.moved ? ['refetch', 'tree-changed'] : ['refetch'],
    ids,
  });
  if (change.saved !== undefined) {
    deps.events.publish(userIds, {
      service: 'dynatags',
      actions: ['updated'],
      ids,
      message: String(change.saved),
    });
  }
  if (change.deleted) deps.events.publish(userIds, { service: 'dynatags', actions: ['deleted'], ids });
}
