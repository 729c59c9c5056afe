// bun scripts/generate-site-icons.ts — renders the PNG icons and the social-sharing image from their SVG sources.
// The PNGs are committed; run this again after changing an SVG.
import { join } from 'node:path';
import sharp from 'sharp';

const SITE = join(import.meta.dir, '../site');
const PUBLIC = join(SITE, 'public');

const jobs: { from: string; to: string; size: [number, number] }[] = [
  { from: 'public/icons/icon.svg', to: 'icons/icon-192.png', size: [192, 192] },
  { from: 'public/icons/icon.svg', to: 'icons/icon-512.png', size: [512, 512] },
  { from: 'public/icons/icon-maskable.svg', to: 'icons/icon-maskable-512.png', size: [512, 512] },
  // iOS rounds the corners itself, so the touch icon is the full-bleed artwork.
  { from: 'public/icons/icon-maskable.svg', to: 'icons/apple-touch-icon.png', size: [180, 180] },
  { from: 'public/icons/icon.svg', to: 'favicon-32.png', size: [32, 32] },
  { from: 'assets/og-image.svg', to: 'og-image.png', size: [1200, 630] },
];

for (const job of jobs) {
  const [width, height] = job.size;
  await sharp(join(SITE, job.from), { density: 300 })
    .resize(width, height)
    .png({ compressionLevel: 9 })
    .toFile(join(PUBLIC, job.to));
  console.log(`${job.to} (${width}×${height})`);
}
