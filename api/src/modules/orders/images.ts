// Design images of a draft (POST api/v1/orders/draft/images): checked by content, cropped by the wizard
// already; the engraving is made black and white here (a threshold, as the laser burns it), a logo kept as PNG.
// Both are listed on the order (orders.images) and deleted with it, or when no line uses them any more
// (image-files.ts).
import { type DesignImage, orders, type User } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid, notFound } from '../../platform/errors';
import { checkPixels, PICTURE_MAX_PIXELS } from '../../platform/pictures';
import { findOrderFor } from './access';
import { ensureDraft } from './draft';
import { imageKey, imagePath } from './lines';

const ACCEPTED = new Set(['jpeg', 'png', 'gif', 'webp']);
/** The longest side kept: a card is 85.6 mm wide, 1200 px is above 300 dpi across it. */
const MAX_PX = 1200;
/** Grey levels at or above this become white, below it black. */
export const THRESHOLD = 128;

/** The PNG stored for an upload: `image` black and white (one channel, two levels), `logo` as it is. */
export async function designPng(file: File, kind: DesignImage['kind']): Promise<Uint8Array> {
  if (file.size > LIMITS.fileSizeBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge', { field: 'file', params: { limit: '20 MB' } });
  const input = new Uint8Array(await file.arrayBuffer());
  try {
    const meta = await sharp(input).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw invalid('file', 'invalidImage');
    checkPixels(meta, 'file');
    const resized = sharp(input, { animated: false, limitInputPixels: PICTURE_MAX_PIXELS })
      .rotate()
      .resize(MAX_PX, MAX_PX, { fit: 'inside', withoutEnlargement: true });
    const out =
      kind === 'image'
        ? resized.flatten({ background: '#ffffff' }).grayscale().threshold(THRESHOLD).toColourspace('b-w')
        : resized;
    return new Uint8Array(await out.png().toBuffer());
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid('file', 'invalidImage');
  }
}

/** Stores an upload for the user's draft (made if there is none) and lists it on the draft. */
export async function uploadDesignImage(deps: Deps, user: User, file: File, kind: DesignImage['kind']) {
  const png = await designPng(file, kind);
  const draft = await ensureDraft(deps, user);
  const id = shortId();
  const key = imageKey(draft.shortId, id);
  await deps.storage.put(key, png, 'image/png');
  const entry: DesignImage = { id, kind, key };
  await deps.db
    .update(orders)
    .set({ images: sql`json_insert(${orders.images}, '$[#]', json(${JSON.stringify(entry)}))` })
    .where(eq(orders.id, draft.id));
  return { id, path: imagePath(draft.shortId, id) };
}

/** GET an image of an order: the draft's creator, or whoever may read the order. */
export async function serveDesignImage(deps: Deps, user: User, orderShortId: string, imageId: string) {
  const order = await findOrderFor(deps, user, orderShortId, { drafts: true });
  const image = order.images.find((m) => m.id === imageId);
  const stored = image ? await deps.storage.get(image.key) : null;
  if (!stored) throw notFound();
  return new Response(stored, {
    headers: { 'content-type': 'image/png', 'cache-control': 'private, max-age=3600' },
  });
}
