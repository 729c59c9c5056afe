// The demo's pictures, drawn as SVG and rasterised with sharp: no image is downloaded or committed. The
// app's own pipeline (content check, resize, WebP) then stores them like an upload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { DemoCompany } from './content/companies';

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

/** Up to two initials: "Erik Johansson" → "EJ". */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** A portrait stand-in: the initials on a two-tone gradient, with a soft light from the top left. */
export function avatarSvg(fullName: string, [from, to]: [string, string]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="l" cx="0.25" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="512" height="512" fill="url(#g)"/><rect width="512" height="512" fill="url(#l)"/>
<circle cx="430" cy="450" r="190" fill="#fff" fill-opacity="0.06"/>
<text x="256" y="328" text-anchor="middle" font-family="${FONT}" font-size="200" font-weight="700" fill="#fff" letter-spacing="-6">${initialsOf(fullName)}</text>
</svg>`;
}

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

/** A wide cover: a gradient sky over three layers of soft hills, in one palette (light, middle, dark). */
export function coverSvg([light, middle, dark]: [string, string, string], seed = 1) {
  const wave = (y: number, amplitude: number, phase: number) => {
    const points: string[] = [];
    for (let x = 0; x <= 1600; x += 100) {
      const height = y + Math.sin((x / 1600) * Math.PI * 2 * 1.5 + phase + seed) * amplitude;
      points.push(`${x},${height.toFixed(1)}`);
    }
    return `M0,600L${points.join('L')}L1600,600Z`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${middle}"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#sky)"/>
<circle cx="${1180 + seed * 40}" cy="150" r="90" fill="#fff" fill-opacity="0.35"/>
<path d="${wave(330, 40, 0)}" fill="${middle}" fill-opacity="0.55"/>
<path d="${wave(420, 34, 2)}" fill="${dark}" fill-opacity="0.55"/>
<path d="${wave(500, 26, 4)}" fill="${dark}" fill-opacity="0.9"/>
</svg>`;
}

/** An SVG as a PNG upload, as a browser would send it. */
export async function pngFile(svg: string, name: string) {
  // Barely compressed: the pipeline re-encodes it as WebP anyway, and PNG compression is the slow part.
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}
