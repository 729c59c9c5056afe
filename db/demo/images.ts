// The demo's logos, drawn as SVG, and the rasteriser of every demo picture (the portraits and covers are in
// illustrations/): no image is downloaded or committed. The app's own pipeline (content check, resize, WebP)
// then stores them like an upload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { DemoCompany } from './content/companies';

/** The white marks the company logos draw on their colour (512 px canvas). */
const MARKS: Record<Exclude<DemoCompany['logo'], 'dynacard'>, string> = {
  // A roof over a door, with a north arrow: a builder on the west coast.
  roof: `<path d="M116 268 256 148l140 120" fill="none" stroke="#fff" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M158 262v110h196V262" fill="none" stroke="#fff" stroke-width="28" stroke-linejoin="round"/>
<rect x="232" y="300" width="48" height="72" rx="6" fill="#fff"/><path d="M380 110l14 40h-28z" fill="#fff" fill-opacity="0.8"/>`,
  // Three buildings by the water.
  blocks: `<rect x="124" y="210" width="72" height="150" rx="8" fill="#fff"/><rect x="220" y="140" width="72" height="220" rx="8" fill="#fff" fill-opacity="0.9"/>
<rect x="316" y="250" width="72" height="110" rx="8" fill="#fff" fill-opacity="0.8"/>
<path d="M104 400q38-26 76 0t76 0 76 0 76 0" fill="none" stroke="#fff" stroke-width="20" stroke-linecap="round"/>`,
  // A pen nib.
  nib: `<path d="M256 112 352 248 296 400h-80l-56-152z" fill="#fff"/><circle cx="256" cy="270" r="22" fill="currentColor"/>
<path d="M256 292v108" stroke="currentColor" stroke-width="10"/>`,
};

/** A company logo: its mark on a rounded square of its colour; Dynacard's is our own icon. */
export function logoSvg(company: DemoCompany) {
  if (company.logo === 'dynacard') {
    return readFileSync(join(import.meta.dir, '../../site/public/favicon.svg'), 'utf8');
  }
  const color = company.fields.color;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" color="${color}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient></defs>
<rect width="512" height="512" rx="112" fill="${color}"/><rect width="512" height="512" rx="112" fill="url(#g)"/>
${MARKS[company.logo]}
</svg>`;
}

/** An SVG as a PNG upload, as a browser would send it. */
export async function pngFile(svg: string, name: string) {
  // Barely compressed: the pipeline re-encodes it as WebP anyway, and PNG compression is the slow part.
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}
