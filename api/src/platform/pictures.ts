// The pictures of a dynatag (image and gallery modules): on upload each picture is decoded, turned upright and
// written again without its metadata (EXIF, GPS, XMP, camera serials), and resized copies are made for the
// page's srcset, stored beside it. The key naming lives here, apart from the modules, so that every place that
// deletes stored files (companies/files.ts deleteStored) deletes the copies with their picture.
import sharp, { type Metadata } from 'sharp';
import { invalid } from './errors';

/** The widths the page offers (srcset): a phone, a phone at 2× or a tablet, a large screen. */
export const PICTURE_SLOTS = [480, 960, 1600] as const;
export type PictureSlot = (typeof PICTURE_SLOTS)[number];
export const isPictureSlot = (value: number): value is PictureSlot =>
  (PICTURE_SLOTS as readonly number[]).includes(value);

/** Larger pictures (48 MP phone photos pass) are refused rather than decoded into gigabytes of memory. */
export const PICTURE_MAX_PIXELS = 60_000_000;

/**
 * Refuses (422 on `field`) a picture whose header says it has more than PICTURE_MAX_PIXELS, before it is decoded:
 * 250 KB of PNG can hold 256 megapixels. Every upload sharp decodes is checked so, and decoded with the same
 * `limitInputPixels`, which stops a header that lies.
 */
export function checkPixels(meta: Metadata, field: string) {
  if ((meta.width ?? 0) * (meta.height ?? 0) > PICTURE_MAX_PIXELS) {
    throw invalid(field, 'imageTooManyPixels', { limit: PICTURE_MAX_PIXELS / 1_000_000 });
  }
}

export type PictureVariant = { slot: PictureSlot; width: number; height: number };

/** The copies of a picture of this size: one per slot up to its own width, never enlarged. */
export function variantsOf(width: number, height: number): PictureVariant[] {
  const out: PictureVariant[] = [];
  for (const slot of PICTURE_SLOTS) {
    const w = Math.min(slot, width);
    out.push({ slot, width: w, height: Math.max(1, Math.round((height * w) / width)) });
    if (w === width) break;
  }
  return out;
}

/** Where a copy is stored: beside its picture, `{key without extension}-{slot}.webp`. */
export const variantKey = (key: string, slot: PictureSlot) =>
  `${key.replace(/\.[a-z0-9]+$/, '')}-${slot}.webp`;

/** Every copy a stored dynatag file may have (none for other files), to delete them with it. */
export const variantKeysOf = (key: string) =>
  /^dynatags\/.+\.(jpg|png|gif|webp)$/.test(key) ? PICTURE_SLOTS.map((slot) => variantKey(key, slot)) : [];

export type CleanPicture = {
  bytes: Uint8Array;
  width: number;
  height: number;
  variants: (PictureVariant & { bytes: Uint8Array })[];
};

const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** The same format again, metadata dropped (sharp writes none unless asked); a GIF keeps its animation. */
function rewrite(input: Uint8Array, mime: string) {
  const options = { limitInputPixels: PICTURE_MAX_PIXELS };
  if (mime === 'image/gif') return sharp(input, { ...options, animated: true }).gif();
  const upright = sharp(input, options).rotate();
  if (mime === 'image/png') return upright.png();
  if (mime === 'image/webp') return upright.webp({ quality: 90 });
  return upright.jpeg({ quality: 90 });
}

/**
 * A picture cleaned and resized, or null when `input` is no picture sharp can read (a file of another type, or
 * bytes that only begin like an image): such a file stays a plain file to download and cannot be shown in an
 * image or gallery module. A picture larger than PICTURE_MAX_PIXELS, or one that fails half-way, is refused (422).
 */
export async function cleanPicture(input: Uint8Array, mime: string): Promise<CleanPicture | null> {
  if (!PICTURE_TYPES.has(mime)) return null;
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    return null;
  }
  checkPixels(meta, 'files');
  try {
    const { data, info } = await rewrite(input, mime).toBuffer({ resolveWithObject: true });
    const bytes = new Uint8Array(data);
    // An animated GIF's height is that of all its frames stacked.
    const height = info.pageHeight ?? info.height;
    const variants = await Promise.all(
      variantsOf(info.width, height).map(async (v) => ({
        ...v,
        bytes: new Uint8Array(await sharp(bytes).resize({ width: v.width }).webp({ quality: 78 }).toBuffer()),
      })),
    );
    return { bytes, width: info.width, height, variants };
  } catch {
    throw invalid('files', 'invalidImage');
  }
}
