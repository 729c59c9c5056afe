// 'Poor photo' versions of a clean card picture, made with sharp the way a hurried phone photo at a fair spoils
// it: the card lies on a table (a textured background around it), tilted a few degrees, sideways or upside down,
// seen at an angle (a shear standing in for perspective), blurred, in poor light (dark, low contrast, uneven),
// with sensor noise, and saved as a JPEG of quality 40.
import sharp from 'sharp';
import type { Degradation } from './cards';
import { random } from './cards';

/** A table-like background: coloured noise, blurred into a grain, with a light gradient over it. */
async function table(width: number, height: number, seed: number) {
  const r = random(seed);
  const base = r.pick([
    [120, 92, 66],
    [88, 88, 92],
    [160, 150, 135],
    [45, 52, 60],
  ]);
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const grain = (r.next() - 0.5) * 60;
    raw[i * 3] = Math.max(0, Math.min(255, base[0] + grain));
    raw[i * 3 + 1] = Math.max(0, Math.min(255, base[1] + grain));
    raw[i * 3 + 2] = Math.max(0, Math.min(255, base[2] + grain));
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(2.5)
    .png()
    .toBuffer();
}

/** The card on a background, turned by `angle` degrees and sheared by `shear`, with a soft shadow. */
async function onTable(card: Buffer, angle: number, shear: number, seed: number) {
  let turned = sharp(card).ensureAlpha();
  if (shear !== 0) {
    turned = sharp(
      await turned
        .affine(
          [
            [1, shear],
            [shear * 0.35, 1],
          ],
          { background: { r: 0, g: 0, b: 0, alpha: 0 }, interpolator: 'bicubic' },
        )
        .png()
        .toBuffer(),
    );
  }
  const rotated = await turned
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const meta = await sharp(rotated).metadata();
  const w = meta.width!;
  const h = meta.height!;
  const margin = Math.round(Math.max(w, h) * 0.12);
  const width = w + 2 * margin;
  const height = h + 2 * margin;
  const shadow = await sharp(rotated).linear([0, 0, 0, 0.55], [0, 0, 0, 0]).blur(12).png().toBuffer();
  return sharp(await table(width, height, seed))
    .composite([
      { input: shadow, left: margin + 10, top: margin + 14 },
      { input: rotated, left: margin, top: margin },
    ])
    .png()
    .toBuffer();
}

async function addNoise(image: Buffer, sigma: number, seed: number) {
  const r = random(seed);
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) {
    // Roughly Gaussian: the sum of three uniforms.
    const n = (r.next() + r.next() + r.next() - 1.5) * 2 * sigma;
    data[i] = Math.max(0, Math.min(255, data[i] + n));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer();
}

/** Uneven, dim light: darker and flatter overall, and darker still towards one corner. */
async function dim(image: Buffer) {
  const meta = await sharp(image).metadata();
  const w = meta.width!;
  const h = meta.height!;
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9">` +
      '<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#7a7a7a"/></radialGradient></defs>' +
      `<rect width="${w}" height="${h}" fill="url(#g)"/></svg>`,
  );
  return sharp(image)
    .linear(0.55, 18)
    .composite([{ input: shade, blend: 'multiply' }])
    .png()
    .toBuffer();
}

/**
 * The poor photo of a clean card picture: scaled up to a phone photo's size (the card about 1500 px wide),
 * then spoilt as `how` says, always ending as a JPEG of quality 40. `seed` fixes the angles and the noise.
 */
export async function degrade(clean: Buffer, how: Degradation[], seed: number): Promise<Buffer> {
  const r = random(seed);
  let image = await sharp(clean).resize({ width: 1500 }).png().toBuffer();
  const sign = r.chance(0.5) ? 1 : -1;
  if (how.includes('tilt')) image = await onTable(image, sign * (3 + r.next() * 5), 0, seed);
  else if (how.includes('upside-down')) image = await onTable(image, 180 + sign * r.next() * 2, 0, seed);
  else if (how.includes('sideways')) image = await onTable(image, sign * 90, 0, seed);
  else if (how.includes('skew'))
    image = await onTable(image, sign * 2, sign * (0.08 + r.next() * 0.06), seed);
  else if (how.includes('background')) image = await onTable(image, 0, 0, seed);
  if (how.includes('blur'))
    image = await sharp(image)
      .blur(1.6 + r.next() * 0.6)
      .png()
      .toBuffer();
  if (how.includes('dim')) image = await dim(image);
  if (how.includes('noise')) image = await addNoise(image, 14 + r.next() * 8, seed);
  return sharp(image).flatten({ background: '#808080' }).jpeg({ quality: 40 }).toBuffer();
}
