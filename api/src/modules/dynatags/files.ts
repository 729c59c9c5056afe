// POST/DELETE api/v1/dynatags/{id}/files: the tag's files apart from a save of its fields.
import { files, type User } from '@db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { deleteStored } from '../companies';
import { findOwnedDynatag, notifyDynatags } from './access';
import { dynatagDetail } from './detail';
import {
  changeVariants,
  dropFiles,
  everyModule,
  imageIdsOf,
  moduleFileIds,
  sanitizeModules,
} from './modules';
import { commitSave } from './save';
import { assertTagRoom, insertFileRows, prepareFiles, tagFileRows, withStoredFiles } from './tag-files';

/** Adds files to the tag (10 files, 20 MB in all); the modules do not change, so it is not a new version. */
export async function uploadDynatagFiles(deps: Deps, user: User, tagShortId: string, uploads: File[]) {
  const { tag, company } = await findOwnedDynatag(deps, user.id, tagShortId);
  if (!uploads.length) throw invalid('files', 'fileRequired');
  const prepared = await prepareFiles(tag.shortId, uploads);
  await assertTagRoom(
    deps.db,
    tag.id,
    prepared.map((p) => ({ size: p.bytes.length })),
  );
  await withStoredFiles(deps, prepared, () =>
    deps.db.transaction((tx) => insertFileRows(tx, deps, tag, user.id, prepared)),
  );
  await notifyDynatags(deps, company, tag.shortId);
  return dynatagDetail(deps, tag.id, company);
}

/**
 * Deletes files of the tag. When a module shows one, the modules lose it (a PDF module without its file
 * goes, an overlay goes, a wysiwyg image goes): that is a save, a new version; otherwise only rows go.
 */
export async function deleteDynatagFiles(deps: Deps, user: User, tagShortId: string, ids: string[]) {
  const { tag, company } = await findOwnedDynatag(deps, user.id, tagShortId);
  const rows = await tagFileRows(deps.db, tag.id);
  const gone = new Set(ids);
  for (const [index, id] of ids.entries()) {
    if (!rows.some((r) => r.shortId === id)) {
      throw new AppError('NOT_FOUND', 'notFound', { field: `ids.${index}` });
    }
  }
  const kept = new Set(rows.map((r) => r.shortId).filter((id) => !gone.has(id)));
  const deleteRows = (tx: Pick<Deps['db'], 'delete'>) =>
    tx.delete(files).where(and(eq(files.dynatagId, tag.id), inArray(files.shortId, ids)));
  // The variants' modules (issue 34) lose the file as the tag's do.
  const shown = everyModule(tag);
  const showsOne =
    moduleFileIds(shown).some((id) => gone.has(id)) ||
    shown.some((m) => m.type === 'wysiwyg' && ids.some((id) => m.html.includes(`/files/${id}`)));
  let saved: number | undefined;
  if (showsOne) {
    const images = imageIdsOf(
      rows.filter((r) => kept.has(r.shortId)).map((r) => ({ id: r.shortId, mime: r.mime })),
    );
    const keep = (modules: typeof tag.modules) =>
      sanitizeModules(dropFiles(modules, kept), tag.shortId, images);
    saved = await commitSave(deps, {
      tag,
      userId: user.id,
      baseVersion: tag.version,
      changes: { modules: keep(tag.modules), variants: changeVariants(tag.variants, keep) },
      also: async (tx) => {
        await deleteRows(tx);
      },
    });
  } else {
    await deleteRows(deps.db);
  }
  await deleteStored(
    deps,
    rows.filter((r) => gone.has(r.shortId)).map((r) => r.storageKey),
  );
  await notifyDynatags(deps, company, tag.shortId, saved === undefined ? {} : { saved });
  return dynatagDetail(deps, tag.id, company);
}
