// A paper card's photos: checked by their content (an image sharp reads as jpeg, png, webp or gif; not the name
// or the declared type), bounded (12 MB as sent: 413; more than 60 megapixels in the header: 422 before it is
// decoded), turned upright and kept as a smaller copy without metadata (≈1200 px JPEG, GPS and camera data
// gone). Served to the lead's holder and the company's owners only, never from a public address.
import type { Lead } from '@db/schema';
import { SCAN_PHOTO_BYTES } from '@shared/schemas/leads';
import sharp, { type Metadata } from 'sharp';
import type { Deps } from '../../platform/deps';
import { AppError, invalid, notFound } from '../../platform/errors';
import { checkPixels, PICTURE_MAX_PIXELS } from '../../platform/pictures';

/** The long side of the kept copy: enough to read a card's print again, and to check it by eye. */
export const PHOTO_SIDE = 1200;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);

/** The photo's kept copy (JPEG bytes), or the field's 413 or 422. */
export async function cardPhoto(file: File, field: string): Promise<Uint8Array> {
  if (file.size > SCAN_PHOTO_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge', { field, params: { limit: '12 MB' } });
  }
  const input = new Uint8Array(await file.arrayBuffer());
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw invalid(field, 'invalidImage');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw invalid(field, 'invalidImage');
  checkPixels(meta, field);
  try {
    return new Uint8Array(
      await sharp(input, { animated: false, limitInputPixels: PICTURE_MAX_PIXELS })
        .rotate()
        .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    );
  } catch {
    throw invalid(field, 'invalidImage');
  }
}

/** Where a lead's photo is kept: beside the lead's own id, `front` or `back`. */
export const photoKey = (leadShortId: string, n: number) =>
  `leads/${leadShortId}/${n === 1 ? 'front' : 'back'}.jpg`;

/** Stores the copies; on a failure the ones stored are deleted again and the error goes on. */
export async function storePhotos(deps: Deps, leadShortId: string, photos: Uint8Array[]) {
  const keys: string[] = [];
  try {
    for (const [i, bytes] of photos.entries()) {
      const key = photoKey(leadShortId, i + 1);
      await deps.storage.put(key, bytes, 'image/jpeg');
      keys.push(key);
    }
  } catch (error) {
    await deletePhotos(deps, keys);
    throw error;
  }
  return keys;
}

/** Deletes photos; a store that fails is logged (the lead is gone either way). Answers how many went. */
export async function deletePhotos(deps: Deps, keys: string[]) {
  let deleted = 0;
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
      deleted++;
    } catch (error) {
      deps.log.error('could not delete a lead photo', { key, error });
    }
  }
  return deleted;
}

/** The photos' bytes, for the reader; a missing one is left out. */
export async function photoBytes(deps: Deps, lead: Pick<Lead, 'photoKeys'>) {
  const out: Uint8Array[] = [];
  for (const key of lead.photoKeys) {
    const file = await deps.storage.get(key);
    if (file) out.push(new Uint8Array(await file.arrayBuffer()));
  }
  return out;
}

/** The n-th photo (1 the front, 2 the back) of a lead the caller may see; never cached by a shared cache. */
export async function photoResponse(deps: Deps, lead: Lead, n: number) {
  const key = lead.photoKeys[n - 1];
  const file = key ? await deps.storage.get(key) : null;
  if (!file) throw notFound();
  return new Response(file, {
    headers: {
      'content-type': 'image/jpeg',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
}
