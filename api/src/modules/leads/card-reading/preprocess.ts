// The pictures of a card made ready for Tesseract with sharp: refused when over the bounds before anything is
// decoded (count, bytes, and the pixels the header declares: a small PNG can be gigapixels inside), then turned
// upright by their EXIF orientation, grey, stretched to full contrast (locally, for uneven light), inverted
// when the card is dark with light type, and scaled so that the longer side is about 1800 px.
import sharp, { type Metadata } from 'sharp';
import { CardImageError } from './errors';

export const MAX_IMAGES = 2;
export const MAX_IMAGE_BYTES = 12 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The longer side of the picture Tesseract reads: the card's body type then stands 25–45 px high. */
export const TARGET_LONG_SIDE = 1800;

const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif']);

/**
 * Refuses a list of pictures over the bounds, reading only each one's header: more than MAX_IMAGES, one
 * over MAX_IMAGE_BYTES, one sharp does not know, or one whose declared size is over MAX_IMAGE_PIXELS.
 */
export async function checkImages(images: Uint8Array[]) {
  if (images.length === 0) throw new CardImageError('no-image');
  if (images.length > MAX_IMAGES) throw new CardImageError('too-many-images', MAX_IMAGES);
  for (const [index, image] of images.entries()) {
    if (image.byteLength > MAX_IMAGE_BYTES) throw new CardImageError('too-large', MAX_IMAGE_BYTES, index);
  }
  return Promise.all(
    images.map(async (image, index) => {
      let meta: Metadata;
      try {
        // The header only: metadata() decodes no pixels (sharp's pixel limit would refuse it here already, as
        // if it were not a picture).
        meta = await sharp(image, { limitInputPixels: false }).metadata();
      } catch {
        throw new CardImageError('not-an-image', undefined, index);
      }
      if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
        throw new CardImageError('not-an-image', undefined, index);
      }
      // Each page of a multi-page file (a GIF, a TIFF) counts: only the first is read, but the header is the bound.
      if (meta.width * (meta.pageHeight ?? meta.height) > MAX_IMAGE_PIXELS) {
        throw new CardImageError('too-many-pixels', MAX_IMAGE_PIXELS, index);
      }
      return meta;
    }),
  );
}

/** A grey picture, one byte a pixel, row by row. */
export type Grey = { data: Uint8Array; width: number; height: number };

/** A picture turned upright (EXIF), grey, scaled and with its contrast stretched; inverted when dark. */
export async function prepare(image: Uint8Array, longSide = TARGET_LONG_SIDE): Promise<Grey> {
  try {
    const upright = sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false, failOn: 'error' })
      .rotate()
      .greyscale();
    const { data, info } = await upright
      .resize({ width: longSide, height: longSide, fit: 'inside', kernel: 'lanczos3' })
      // Sensor noise and JPEG speckle out (Tesseract slows down on every speck it tries to read), then the
      // whole range of greys (dim light, low contrast). Local contrast (CLAHE) was tried: 1.5 s a picture here,
      // for no better reading than Tesseract's own threshold gives.
      .median(3)
      // From the darkest to the lightest grey left after the median: percentiles (1–99) would take the paper for
      // the ink on a card with little type (a back with a name and a web address) and stretch its grain.
      .normalise({ lower: 0, upper: 100 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grey = {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
    if (isDark(grey)) for (let i = 0; i < grey.data.length; i++) grey.data[i] = 255 - grey.data[i];
    return grey;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new CardImageError('too-many-pixels', MAX_IMAGE_PIXELS);
    throw new CardImageError('not-an-image');
  }
}

/** A card with light type on a dark ground: the middle of the picture (where the card lies) is mostly dark. */
function isDark({ data, width, height }: Grey): boolean {
  let sum = 0;
  let n = 0;
  for (let y = Math.floor(height * 0.3); y < height * 0.7; y += 4) {
    for (let x = Math.floor(width * 0.3); x < width * 0.7; x += 4) {
      sum += data[y * width + x];
      n++;
    }
  }
  return n > 0 && sum / n < 100;
}

/** The grey picture turned by a quarter turns, as a PGM file (Leptonica reads it without decompressing). */
export async function toPgm(grey: Grey, degrees: 0 | 90 | 180 | 270): Promise<Uint8Array> {
  let { data, width, height } = grey;
  if (degrees !== 0) {
    const { data: turned, info } = await sharp(grey.data, { raw: { width, height, channels: 1 } })
      .rotate(degrees)
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    data = new Uint8Array(turned.buffer, turned.byteOffset, turned.byteLength);
    width = info.width;
    height = info.height;
  }
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + data.length);
  out.set(header, 0);
  out.set(data, header.length);
  return out;
}
