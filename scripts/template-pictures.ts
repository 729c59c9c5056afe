// Draws the starter templates' pictures (api/src/modules/dynatags/templates/pictures/) from the demo's
// illustrations and writes them as WebP, each under 60 KB. The files are committed; run this again only to
// change them: bun scripts/template-pictures.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { PORTRAIT_LOOKS, portraitSvg } from '../db/demo/illustrations/portraits';
import { sceneSvg } from '../db/demo/illustrations/scenes';
import { thingSvg } from '../db/demo/illustrations/things';

const OUT = join(import.meta.dir, '../api/src/modules/dynatags/templates/pictures');
const LIMIT = 60 * 1024;

const PICTURES: Record<string, { svg: string; width: number }> = {
  'dish.webp': { svg: thingSvg('dish'), width: 1200 },
  'living-room.webp': { svg: thingSvg('livingRoom'), width: 1200 },
  'lamp.webp': { svg: thingSvg('lamp'), width: 1200 },
  'harbour.webp': { svg: sceneSvg('harbour'), width: 1200 },
  'fair-hall.webp': { svg: sceneSvg('fairHall'), width: 1200 },
  'coast.webp': { svg: sceneSvg('coast'), width: 1200 },
  'office.webp': { svg: sceneSvg('office'), width: 1200 },
  'recruiter.webp': { svg: portraitSvg(PORTRAIT_LOOKS[6]), width: 480 },
};

mkdirSync(OUT, { recursive: true });
for (const [name, { svg, width }] of Object.entries(PICTURES)) {
  const bytes = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 80 }).toBuffer();
  if (bytes.length > LIMIT) throw new Error(`${name} is ${bytes.length} bytes, over ${LIMIT}`);
  writeFileSync(join(OUT, name), bytes);
  console.log(`${name} ${(bytes.length / 1024).toFixed(1)} KB`);
}
