// The files of a dynatag: checked by content (platform/file-types.ts) and against the tag's own quota
// (10 files, 20 MB; SPEC §9), written to storage before their rows commit and deleted again when the save
// fails, so a refused request leaves neither a file nor a row.
import { type Dynatag, files, type StoredFile } from '@db/schema';
import { LIMITS, MB } from '@shared/constants';
import { count, eq, sum } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { storedFileName } from '../../platform/file-names';
import { sniffFileType } from '../../platform/file-types';
import { deleteStored } from '../companies/files';
import type { TagFileInfo } from './modules';

export type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];
type Db = Pick<Deps['db'], 'select'>;

/** An upload ready to store: its new id, checked type and bytes. */
export type PreparedFile = { id: string; name: string; mime: string; key: string; bytes: Uint8Array };

/** Reads and checks the uploads of a request (each ≤ 20 MB, an accepted type by its content). */
export async function prepareFiles(tagShortId: string, list: File[]): Promise<PreparedFile[]> {
  if (list.length > LIMITS.dynatagFiles) throw invalid('files', 'dynatagFileLimit');
  if (list.some((f) => f.size > LIMITS.fileSizeBytes)) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge', {
      field: 'files',
      params: { limit: `${LIMITS.fileSizeBytes / MB} MB` },
    });
  }
  return Promise.all(
    list.map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffFileType(bytes, file.name);
      if (!type) throw invalid('files', 'invalidFile');
      const id = shortId();
      return {
        id,
        name: storedFileName(file.name, type.ext),
        mime: type.mime,
        key: `dynatags/${tagShortId}/${id}.${type.ext}`,
        bytes,
      };
    }),
  );
}

/** The tag's stored files (none for a tag not yet created). */
export const tagFileRows = (db: Db, dynatagId: number | null): Promise<StoredFile[]> =>
  dynatagId === null
    ? Promise.resolve([])
    : db.select().from(files).where(eq(files.dynatagId, dynatagId)).orderBy(files.createdAt, files.id);

/** Refuses more than 10 files or 20 MB on one tag, counting what it has (read in the same transaction). */
export async function assertTagRoom(db: Db, dynatagId: number | null, adding: { size: number }[]) {
  if (!adding.length) return;
  const [used] =
    dynatagId === null
      ? [{ n: 0, bytes: 0 }]
      : await db
          .select({ n: count(), bytes: sum(files.size) })
          .from(files)
          .where(eq(files.dynatagId, dynatagId));
  if (used.n + adding.length > LIMITS.dynatagFiles) throw invalid('files', 'dynatagFileLimit');
  const bytes = Number(used.bytes ?? 0) + adding.reduce((n, f) => n + f.size, 0);
  if (bytes > LIMITS.dynatagQuotaBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'dynatagQuotaExceeded', {
      field: 'files',
      params: { limit: `${LIMITS.dynatagQuotaBytes / MB} MB` },
    });
  }
}

/** The files a save's modules may refer to: those the tag has and those of this request. */
export const fileInfoMap = (
  rows: Pick<StoredFile, 'shortId' | 'mime' | 'size'>[],
  prepared: PreparedFile[],
) =>
  new Map<string, TagFileInfo>([
    ...rows.map((r) => [r.shortId, { id: r.shortId, mime: r.mime, size: r.size }] as const),
    ...prepared.map((p) => [p.id, { id: p.id, mime: p.mime, size: p.bytes.length }] as const),
  ]);

/** Writes the files to storage; if one fails, those written go again. */
export async function storeFiles(deps: Deps, prepared: PreparedFile[]) {
  const written: string[] = [];
  try {
    for (const p of prepared) {
      await deps.storage.put(p.key, p.bytes, p.mime);
      written.push(p.key);
    }
  } catch (error) {
    await deleteStored(deps, written);
    throw error;
  }
}

/** The rows of stored files, in the save's transaction; they count in the company for its cleanup. */
export async function insertFileRows(
  tx: Tx,
  deps: Deps,
  tag: Pick<Dynatag, 'id' | 'companyId'>,
  uploaderId: number,
  prepared: PreparedFile[],
) {
  if (!prepared.length) return;
  await assertTagRoom(
    tx,
    tag.id,
    prepared.map((p) => ({ size: p.bytes.length })),
  );
  await tx.insert(files).values(
    prepared.map((p) => ({
      shortId: p.id,
      ownerUserId: uploaderId,
      kind: 'dynatag' as const,
      storageKey: p.key,
      name: p.name,
      mime: p.mime,
      size: p.bytes.length,
      companyId: tag.companyId,
      dynatagId: tag.id,
      createdAt: deps.clock.now(),
    })),
  );
}

/**
 * Runs `save` with the files stored first; when it throws (a stale version, a limit reached meanwhile), the
 * stored files are deleted before the error goes on.
 */
export async function withStoredFiles<T>(deps: Deps, prepared: PreparedFile[], save: () => Promise<T>) {
  await storeFiles(deps, prepared);
  try {
    return await save();
  } catch (error) {
    await deleteStored(
      deps,
      prepared.map((p) => p.key),
    );
    throw error;
  }
}
