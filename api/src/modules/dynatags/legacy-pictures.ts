// Pictures uploaded before the image and gallery modules existed have no size on their row, no resized copies,
// and may still carry their metadata. The first save that shows one in an image or gallery module cleans it as
// an upload is cleaned today (platform/pictures.ts) and records its size, so an owner's earlier photos can be
// shown too. It runs before the save's checks and is safe to repeat: a refused save leaves a cleaner file.
import { files, type StoredFile } from '@db/schema';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { cleanPicture, variantKey } from '../../platform/pictures';

/** The files that image and gallery modules show. */
const pictureRefs = (modules: readonly DynatagModule[]) =>
  new Set(
    modules.flatMap((m) =>
      m.type === 'image' ? [m.file] : m.type === 'gallery' ? m.pictures.map((p) => p.file) : [],
    ),
  );

/** The tag's rows, those of earlier pictures the modules now show made pictures (cleaned, with copies). */
export async function upgradePictures(
  deps: Deps,
  rows: StoredFile[],
  modules: readonly DynatagModule[] | undefined,
): Promise<StoredFile[]> {
  if (!modules) return rows;
  const wanted = pictureRefs(modules);
  const out: StoredFile[] = [];
  for (const row of rows) {
    if (!wanted.has(row.shortId) || row.width !== null || !row.mime.startsWith('image/')) {
      out.push(row);
      continue;
    }
    const stored = await deps.storage.get(row.storageKey);
    const picture =
      stored && (await cleanPicture(new Uint8Array(await stored.arrayBuffer()), row.mime).catch(() => null));
    if (!picture) {
      out.push(row);
      continue;
    }
    for (const v of picture.variants) {
      await deps.storage.put(variantKey(row.storageKey, v.slot), v.bytes, 'image/webp');
    }
    await deps.storage.put(row.storageKey, picture.bytes, row.mime);
    const [updated] = await deps.db
      .update(files)
      .set({ width: picture.width, height: picture.height, size: picture.bytes.length })
      .where(eq(files.id, row.id))
      .returning();
    out.push(updated ?? row);
  }
  return out;
}
