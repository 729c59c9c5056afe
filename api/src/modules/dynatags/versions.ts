// Earlier versions of a dynatag: the list, and a restore (a new save of an old state).
import { dynatagVersions, type User, users } from '@db/schema';
import type { DynatagVersionItem } from '@shared/types/dynatags';
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { findOwnedDynatag, notifyDynatags } from './access';
import { dynatagDetail } from './detail';
import { changeVariants, dropFiles, imageIdsOf, sanitizeModules } from './modules';
import { changesOfSnapshot, commitSave } from './save';
import { tagFileRows } from './tag-files';

/** GET api/v1/dynatags/{id}/versions: the kept earlier versions, newest first. */
export async function listVersions(
  deps: Deps,
  user: User,
  tagShortId: string,
): Promise<DynatagVersionItem[]> {
  const { tag } = await findOwnedDynatag(deps, user.id, tagShortId);
  const rows = await deps.db
    .select({ row: dynatagVersions, savedBy: users.fullName })
    .from(dynatagVersions)
    .leftJoin(users, eq(users.id, dynatagVersions.savedByUserId))
    .where(eq(dynatagVersions.dynatagId, tag.id))
    .orderBy(desc(dynatagVersions.version));
  return rows.map(({ row, savedBy }) => ({
    version: row.version,
    savedAt: row.savedAt,
    savedBy: savedBy === null ? null : { fullName: savedBy },
    name: row.snapshot.name,
    moduleCount: row.snapshot.modules.length,
  }));
}

/**
 * POST api/v1/dynatags/{id}/versions/{version}/restore: the old state saved as the newest version. Files
 * deleted since are gone: the restored modules lose their references to them. The folder stays.
 */
export async function restoreVersion(
  deps: Deps,
  user: User,
  tagShortId: string,
  version: number,
  baseVersion: number,
) {
  const { tag, company } = await findOwnedDynatag(deps, user.id, tagShortId);
  const [row] = await deps.db
    .select()
    .from(dynatagVersions)
    .where(and(eq(dynatagVersions.dynatagId, tag.id), eq(dynatagVersions.version, version)));
  if (!row) throw notFound();
  const rows = await tagFileRows(deps.db, tag.id);
  const existing = new Set(rows.map((f) => f.shortId));
  const images = imageIdsOf(rows.map((f) => ({ id: f.shortId, mime: f.mime })));
  const changes = changesOfSnapshot(row.snapshot);
  const keep = (modules: typeof tag.modules) =>
    sanitizeModules(dropFiles(modules, existing), tag.shortId, images);
  changes.modules = keep(row.snapshot.modules);
  changes.variants = changeVariants(changes.variants ?? [], keep);
  const saved = await commitSave(deps, { tag, userId: user.id, baseVersion, changes });
  await notifyDynatags(deps, company, tag.shortId, { saved });
  return dynatagDetail(deps, tag.id, company);
}
