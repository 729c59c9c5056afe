// The files of a dynatag: checked by content (platform/file-types.ts) and against the tag's own quota
// (10 files, 20 MB; SPEC §9), written to storage before their rows commit and deleted again when the save
// fails, so a refused request leaves neither a file nor a row. A picture is stored without its metadata and
// with its resized copies (platform/pictures.ts); the quota counts the picture, the copies come with it.
import { type Dynatag, files, type StoredFile } from '@db/schema';
import { LIMITS, MB } from '@shared/constants';
import { count, eq, sum } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { storedFileName } from '../../platform/file-names';
import { sniffFileType } from '../../platform/file-types';
import { type CleanPicture, cleanPicture, variantKey, variantsOf } from '../../platform/pictures';
import { deleteStored } from '../companies';
import type { TagFileInfo } from './modules';

export type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];
type Db = Pick<Deps['db'], 'select'>;

/** An upload ready to store: its new id, checked type and bytes; a picture's size and copies. */
export type PreparedFile = {
  id: string;
  name: string;
  mime: string;
  key: string;
  bytes: Uint8Array;
  picture?: Omit<CleanPicture, 'bytes'>;
};

/** Names that promise a picture: such a file must be one by its content. */
const PICTURE_NAME = /\.(jpe?g|png|gif|webp)$/i;

/** Reads and checks the uploads of a request (each ≤ 20 MB, an accepted type by its content). */
export async function prepareFiles(tagShortId: string, list: File[]): Promise<PreparedFile[]> {
  if (list.length > LIMITS.dynatagFiles) throw invalid('files', 'dynatagFileLimit');
  if (list.some((f) => f.size > LIMITS.fileSizeBytes)) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge', {
      field: 'files',
      params: { limit: `${LIMITS.fileSizeBytes / MB} MB` },
    });
  }
  // One at a time: a picture is decoded whole (to turn it upright), and ten 48 MP photos at once would hold
  // gigabytes; every file is checked before any picture is worked on, so a bad one costs no decoding.
  const checked = await Promise.all(
    list.map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffFileType(bytes, file.name);
      if (!type) throw invalid('files', 'invalidFile');
      // A text file named photo.png would be offered as a picture it is not.
      if (PICTURE_NAME.test(file.name) && !type.mime.startsWith('image/')) {
        throw invalid('files', 'invalidImage');
      }
      return { file, bytes, type };
    }),
  );
  const prepared: PreparedFile[] = [];
  for (const { file, bytes, type } of checked) {
    const picture = await cleanPicture(bytes, type.mime);
    const id = shortId();
    prepared.push({
      id,
      name: storedFileName(file.name, type.ext),
      mime: type.mime,
      key: `dynatags/${tagShortId}/${id}.${type.ext}`,
      bytes: picture?.bytes ?? bytes,
      ...(picture && {
        picture: { width: picture.width, height: picture.height, variants: picture.variants },
      }),
    });
  }
  return prepared;
}

/** A stored picture's copies read back, to copy the picture to another tag (import); none for other files. */
export async function storedCopies(
  deps: Deps,
  row: Pick<StoredFile, 'storageKey' | 'width' | 'height'>,
): Promise<PreparedFile['picture']> {
  if (row.width === null || row.height === null) return undefined;
  const variants: CleanPicture['variants'] = [];
  for (const v of variantsOf(row.width, row.height)) {
    const blob = await deps.storage.get(variantKey(row.storageKey, v.slot));
    if (!blob) return undefined;
    variants.push({ ...v, bytes: new Uint8Array(await blob.arrayBuffer()) });
  }
  return { width: row.width, height: row.height, variants };
}

/** What a copy of a stored file needs: its bytes and its picture's copies; null when storage has lost it. */
export type StoredContent = { bytes: Uint8Array; picture: PreparedFile['picture'] };

/** A stored file read back whole, to copy it to another tag (import, a bulk job's tags). */
export async function readStored(deps: Deps, row: StoredFile): Promise<StoredContent | null> {
  const blob = await deps.storage.get(row.storageKey);
  if (!blob) return null;
  return { bytes: new Uint8Array(await blob.arrayBuffer()), picture: await storedCopies(deps, row) };
}

/** The copy of a stored file for tag `tagShortId`: a new id and storage key, the same name, type and content. */
export function copyFor(
  tagShortId: string,
  row: Pick<StoredFile, 'name' | 'mime' | 'storageKey'>,
  content: StoredContent,
): PreparedFile {
  const id = shortId();
  const ext = row.storageKey.split('.').pop() ?? 'bin';
  return {
    id,
    name: row.name,
    mime: row.mime,
    key: `dynatags/${tagShortId}/${id}.${ext}`,
    bytes: content.bytes,
    ...(content.picture && { picture: content.picture }),
  };
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
  rows: Pick<StoredFile, 'shortId' | 'mime' | 'size' | 'width'>[],
  prepared: PreparedFile[],
) =>
  new Map<string, TagFileInfo>([
    ...rows.map(
      (r) => [r.shortId, { id: r.shortId, mime: r.mime, size: r.size, picture: r.width !== null }] as const,
    ),
    ...prepared.map(
      (p) => [p.id, { id: p.id, mime: p.mime, size: p.bytes.length, picture: Boolean(p.picture) }] as const,
    ),
  ]);

/** Writes the files to storage; if one fails, those written go again. */
export async function storeFiles(deps: Deps, prepared: PreparedFile[]) {
  const written: string[] = [];
  try {
    for (const p of prepared) {
      await deps.storage.put(p.key, p.bytes, p.mime);
      written.push(p.key);
      for (const v of p.picture?.variants ?? []) {
        const key = variantKey(p.key, v.slot);
        await deps.storage.put(key, v.bytes, 'image/webp');
        written.push(key);
      }
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
      width: p.picture?.width ?? null,
      height: p.picture?.height ?? null,
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
