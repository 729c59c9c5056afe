import { type Company, files, type Membership, memberships, type StoredFile, type User } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { entitlementsOf } from '@shared/entitlements';
import { and, eq, inArray, isNotNull, ne, or, sum } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid, notFound } from '../../platform/errors';
import { storedFileName } from '../../platform/file-names';
import { sniffFileType } from '../../platform/file-types';
import { variantKeysOf } from '../../platform/pictures';
import { notifyCompany } from './access';

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];
type Db = Deps['db'] | Tx;

/** Where an upload goes: the company itself, or one colleague profile in it. */
export type FileTarget = { company: Company; membership?: Membership };

const UPLOAD_KINDS: StoredFile['kind'][] = ['company', 'membership'];

const targetWhere = (target: FileTarget) =>
  target.membership
    ? and(eq(files.kind, 'membership'), eq(files.membershipId, target.membership.id))
    : and(eq(files.kind, 'company'), eq(files.companyId, target.company.id));

export const toFileView = (companyShortId: string, file: StoredFile) => ({
  id: file.shortId,
  name: file.name,
  mime: file.mime,
  size: file.size,
  createdAt: file.createdAt,
  path: `/uploads/companies/${companyShortId}/files/${file.shortId}`,
});

export async function listFiles(deps: Deps, target: FileTarget) {
  const rows = await deps.db
    .select()
    .from(files)
    .where(targetWhere(target))
    .orderBy(files.createdAt, files.id);
  return rows.map((f) => toFileView(target.company.shortId, f));
}

const tooLarge = (limit: string) =>
  new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge', { field: 'file', params: { limit } });

/** Refuses what the uploader may not store: duplicates in the target (name + size) and quota overruns. */
async function assertRoom(
  db: Db,
  uploaderId: number,
  target: FileTarget,
  batch: { name: string; size: number }[],
) {
  const existing = await db
    .select({ name: files.name, size: files.size })
    .from(files)
    .where(targetWhere(target));
  const seen = new Set(existing.map((f) => `${f.name}\u0000${f.size}`));
  for (const f of batch) {
    const id = `${f.name}\u0000${f.size}`;
    if (seen.has(id))
      throw new AppError('CONFLICT', 'fileDuplicate', { field: 'file', params: { name: f.name } });
    seen.add(id);
  }
  const [row] = await db
    .select({ used: sum(files.size) })
    .from(files)
    // A dynatag's files count against the tag's own quota (db/schema/files.ts).
    .where(and(eq(files.ownerUserId, uploaderId), ne(files.kind, 'dynatag')));
  const adding = batch.reduce((n, f) => n + f.size, 0);
  if (Number(row?.used ?? 0) + adding > LIMITS.userQuotaBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'quotaExceeded', { field: 'file', params: { limit: '50 MB' } });
  }
}

/**
 * Stores uploads on a company or a colleague profile: subscribers only, each file at most 20 MB and of an
 * accepted type by its content, within the uploader's 50 MB quota. Files are written first, the rows then
 * commit in one transaction (which checks duplicates and quota again), and the files go if it fails.
 */
export async function uploadFiles(deps: Deps, uploader: User, target: FileTarget, list: File[]) {
  if (!list.length) throw invalid('file', 'fileRequired');
  if (!entitlementsOf(uploader, deps.clock.now()).canUploadFiles) {
    throw new AppError('FORBIDDEN', 'filesNeedSubscription');
  }
  if (list.some((f) => f.size > LIMITS.fileSizeBytes)) throw tooLarge('20 MB');
  const prepared = await Promise.all(
    list.map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffFileType(bytes, file.name);
      if (!type) throw invalid('file', 'invalidFile');
      const id = shortId();
      const folder = target.membership
        ? `companies/${target.company.shortId}/members/${target.membership.shortId}`
        : `companies/${target.company.shortId}/files`;
      return {
        id,
        bytes,
        type,
        name: storedFileName(file.name, type.ext),
        key: `${folder}/${id}.${type.ext}`,
      };
    }),
  );
  const batch = prepared.map((p) => ({ name: p.name, size: p.bytes.length }));
  await assertRoom(deps.db, uploader.id, target, batch);
  for (const p of prepared) await deps.storage.put(p.key, p.bytes, p.type.mime);
  try {
    await deps.db.transaction(async (tx) => {
      await assertRoom(tx, uploader.id, target, batch);
      await tx.insert(files).values(
        prepared.map((p) => ({
          shortId: p.id,
          ownerUserId: uploader.id,
          kind: target.membership ? ('membership' as const) : ('company' as const),
          storageKey: p.key,
          name: p.name,
          mime: p.type.mime,
          size: p.bytes.length,
          companyId: target.membership ? null : target.company.id,
          membershipId: target.membership?.id ?? null,
          createdAt: deps.clock.now(),
        })),
      );
    });
  } catch (error) {
    for (const p of prepared) await deps.storage.delete(p.key);
    throw error;
  }
  await notifyCompany(deps, target.company);
  return listFiles(deps, target);
}

export async function deleteFile(deps: Deps, target: FileTarget, fileShortId: string) {
  const [deleted] = await deps.db
    .delete(files)
    .where(and(targetWhere(target), eq(files.shortId, fileShortId)))
    .returning();
  if (!deleted) throw notFound();
  await deps.storage.delete(deleted.storageKey);
  await notifyCompany(deps, target.company);
  return listFiles(deps, target);
}

/**
 * Deletes the rows of the files a person has in a company and returns their storage keys (to delete
 * once the transaction commits). `uploadsOnly`: only what they uploaded as an owner (the company's
 * files and files on other colleagues' profiles) — removing an owner. Otherwise also everything on
 * their own colleague profile — leaving or removal. The logo stays: it is the company's, not a document.
 */
export async function deletePersonFiles(
  tx: Tx,
  company: Company,
  member: Membership,
  options: { uploadsOnly: boolean },
): Promise<string[]> {
  const companyMemberships = tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.companyId, company.id), ne(memberships.id, member.id)));
  const uploaded = and(
    eq(files.ownerUserId, member.userId),
    inArray(files.kind, UPLOAD_KINDS),
    or(eq(files.companyId, company.id), inArray(files.membershipId, companyMemberships)),
  );
  const ownProfile = and(isNotNull(files.membershipId), eq(files.membershipId, member.id));
  const deleted = await tx
    .delete(files)
    .where(options.uploadsOnly ? uploaded : or(uploaded, ownProfile))
    .returning({ key: files.storageKey });
  return deleted.map((d) => d.key);
}

/**
 * Deletes stored files after their rows are gone, a dynatag picture with its resized copies; a failure is
 * logged, never undoes the rows.
 */
export async function deleteStored(deps: Deps, keys: string[]) {
  for (const key of keys.flatMap((k) => [k, ...variantKeysOf(k)])) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.error('could not delete a stored file', { key, error });
    }
  }
}
