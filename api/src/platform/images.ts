import { LIMITS } from '@shared/constants';
import sharp from 'sharp';
import { AppError, invalid } from './errors';
import { checkPixels, PICTURE_MAX_PIXELS } from './pictures';

const ACCEPTED = new Set(['jpeg', 'png', 'gif', 'webp']);
const SIZE_PX = 512;
/** The box a cover image (the wide picture on top of a card page) fits in. */
const COVER_BOX: [number, number] = [1600, 600];

/**
 * Checks an uploaded image by its content (not its name or declared type) and makes a WebP of it, 512 px
 * unless `box` says otherwise: `cover` crops to the box (avatars), `inside` fits without cropping or
 * upscaling and keeps transparency (logos, covers). EXIF orientation is applied and metadata dropped.
 * Anything sharp cannot read as jpeg, png, gif or webp is refused with the field's 422, and so is a picture of
 * more than PICTURE_MAX_PIXELS (checkPixels).
 */
export async function toWebp(
  file: File,
  options: { field: string; fit: 'cover' | 'inside'; quality: number; box?: [number, number] },
) {
  const [width, height] = options.box ?? [SIZE_PX, SIZE_PX];
  if (file.size > LIMITS.fileSizeBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge', {
      field: options.field,
      params: { limit: '20 MB' },
    });
  }
  const input = new Uint8Array(await file.arrayBuffer());
  try {
    const meta = await sharp(input).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw invalid(options.field, 'invalidImage');
    checkPixels(meta, options.field);
    return new Uint8Array(
      await sharp(input, { animated: false, limitInputPixels: PICTURE_MAX_PIXELS })
        .rotate()
        .resize(width, height, { fit: options.fit, withoutEnlargement: options.fit === 'inside' })
        .webp({ quality: options.quality })
        .toBuffer(),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(options.field, 'invalidImage');
  }
}

/** A cover, a person's or a company's: fits in COVER_BOX, never cropped or enlarged (checked by content). */
export const toCoverWebp = (file: File, field = 'cover') =>
  toWebp(file, { field, fit: 'inside', quality: 80, box: COVER_BOX });
