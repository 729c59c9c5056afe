// Create, edit, move and delete dynatags (owners of the company).
import { dynatags, files, type User, viewDays, views } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { and, count, eq } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { deleteStored } from '../companies';
import { recordUsage, requirePriceConfirmation } from '../pricing';
import { findOwnedCompany, findOwnedDynatag, folderIdOf, notifyDynatags } from './access';
import { dynatagDetail } from './detail';
import { upgradePictures } from './legacy-pictures';
import { everyModule } from './modules';
import { assertOfflineAllowed } from './offline';
import { parseWrite } from './request-schemas';
import { changesOfInput, commitSave, insertNewTag } from './save';
import { assertTagRoom, prepareFiles, type Tx, tagFileRows, withStoredFiles } from './tag-files';

type Db = Pick<Deps['db'], 'select'>;

/** 500 dynatags per company (SPEC §9). */
async function assertTagCount(db: Db, companyId: number) {
  const [row] = await db.select({ n: count() }).from(dynatags).where(eq(dynatags.companyId, companyId));
  if (row.n >= LIMITS.dynatags) {
    throw new AppError('VALIDATION', 'dynatagLimit', { params: { limit: LIMITS.dynatags } });
  }
}

const sizes = (prepared: { bytes: Uint8Array }[]) => prepared.map((p) => ({ size: p.bytes.length }));

/** POST api/v1/dynatags/companies/{companyId}: version 1 of a new tag, with its files. */
export async function createDynatag(
  deps: Deps,
  user: User,
  companyShortId: string,
  body: Record<string, unknown>,
  uploads: File[],
) {
  // The body first, as for every operation: its refusal does not depend on the company.
  const { acceptMonthlyPrice, ...input } = parseWrite(body, false);
  const company = await findOwnedCompany(deps, user.id, companyShortId);
  if (!input.name) throw invalid('name', 'invalidDynatagName');
  await assertTagCount(deps.db, company.id);
  const tagShortId = shortId();
  const prepared = await prepareFiles(tagShortId, uploads);
  await assertTagRoom(deps.db, null, sizes(prepared));
  const changes = await changesOfInput(
    deps,
    company.id,
    { shortId: tagShortId, passcodeTimer: null },
    input,
    [],
    prepared,
  );
  assertOfflineAllowed(null, changes);
  // A valid tag that raises the company's monthly price needs billing info and the owner's confirmation of it
  // (asked again in the transaction, where it holds).
  await requirePriceConfirmation(deps.db, company, 'dynatag', acceptMonthlyPrice);
  const now = deps.clock.now();
  const id = await withStoredFiles(deps, prepared, () =>
    deps.db.transaction(async (tx) => {
      await assertTagCount(tx, company.id);
      await requirePriceConfirmation(tx, company, 'dynatag', acceptMonthlyPrice);
      const tag = await insertNewTag(
        tx,
        deps,
        { name: input.name as string, ...changes, shortId: tagShortId, companyId: company.id },
        user.id,
        prepared,
        now,
      );
      return tag.id;
    }),
  );
  await notifyDynatags(deps, company, tagShortId, { saved: 1 });
  return dynatagDetail(deps, id, company);
}

/** PATCH api/v1/dynatags/{id}: what changed, on top of baseVersion (409 when someone saved meanwhile). */
export async function updateDynatag(
  deps: Deps,
  user: User,
  tagShortId: string,
  body: Record<string, unknown>,
  uploads: File[],
) {
  const { baseVersion, ...input } = parseWrite(body, true);
  const { tag, company } = await findOwnedDynatag(deps, user.id, tagShortId);
  const prepared = await prepareFiles(tag.shortId, uploads);
  await assertTagRoom(deps.db, tag.id, sizes(prepared));
  const shown =
    input.modules || input.variants
      ? everyModule({ modules: input.modules ?? [], variants: input.variants ?? [] })
      : undefined;
  const existing = await upgradePictures(deps, await tagFileRows(deps.db, tag.id), shown);
  const changes = await changesOfInput(deps, company.id, tag, input, existing, prepared);
  assertOfflineAllowed(tag, changes);
  const version = await commitSave(deps, { tag, userId: user.id, baseVersion, changes, prepared });
  const moved = changes.folderId !== undefined && changes.folderId !== tag.folderId;
  await notifyDynatags(deps, company, tag.shortId, { saved: version, moved });
  return dynatagDetail(deps, tag.id, company);
}

/** PUT api/v1/dynatags/{id}/folder: a place in the tree, not a content save (no version, no conflict). */
export async function moveDynatag(deps: Deps, user: User, tagShortId: string, folderShortId: string | null) {
  const { tag, company } = await findOwnedDynatag(deps, user.id, tagShortId);
  const folderId = await folderIdOf(deps.db, company.id, folderShortId);
  await deps.db.update(dynatags).set({ folderId }).where(eq(dynatags.id, tag.id));
  await notifyDynatags(deps, company, tag.shortId, { moved: true });
  return dynatagDetail(deps, tag.id, company);
}

/** Deletes the rows of a tag's views; they have no foreign key (a view belongs to a profile or a tag). */
async function deleteViews(tx: Tx, tagId: number) {
  await tx.delete(views).where(and(eq(views.targetType, 'dynatag'), eq(views.targetId, tagId)));
  await tx.delete(viewDays).where(and(eq(viewDays.targetType, 'dynatag'), eq(viewDays.targetId, tagId)));
}

/** DELETE api/v1/dynatags/{id}: with its versions, views and files; the exact name confirms (SPEC §5). */
export async function deleteDynatag(deps: Deps, user: User, tagShortId: string, name: string) {
  const { tag, company } = await findOwnedDynatag(deps, user.id, tagShortId);
  if (name !== tag.name) throw invalid('name', 'nameMismatch');
  const keys = await deps.db.transaction(async (tx) => {
    const stored = await tx.select({ key: files.storageKey }).from(files).where(eq(files.dynatagId, tag.id));
    await deleteViews(tx, tag.id);
    await tx.delete(dynatags).where(eq(dynatags.id, tag.id));
    await recordUsage(tx, company.id, deps.clock.now());
    return stored.map((s) => s.key);
  });
  await deleteStored(deps, keys);
  await notifyDynatags(deps, company, tag.shortId, { deleted: true });
}
