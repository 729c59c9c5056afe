// The styled QR code as SVG: the download, the source of the PNG (sharp renders it) and the print file's back.
import type { QrStyle } from '@shared/schemas/qr-style';
import { escapeHtml } from '../mail-layout';
import type { QrDrawing } from './draw';

const n2 = (v: number) => Number(v.toFixed(3)).toString();

/** The logo as it is embedded: PNG bytes (sharp made them from the company's stored WebP). */
export type QrLogo = { png: Uint8Array };

/** Label font: Helvetica-like, as the PDF's standard font; the server's fonts include Liberation Sans and DejaVu. */
const FONT = `font-family="Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif" font-weight="700"`;

/** The inner parts (frame, light square, dark path, logo, label) in module units, for an SVG or a print group. */
export function qrParts(drawing: QrDrawing, style: QrStyle, logo?: QrLogo): string {
  const { code } = drawing;
  let out = '';
  if (drawing.label)
    out += `<rect width="${n2(drawing.width)}" height="${n2(drawing.height)}" rx="2" fill="${style.foreground}"/>`;
  out +=
    `<rect x="${n2(code.x)}" y="${n2(code.y)}" width="${code.side}" height="${code.side}" rx="${drawing.label ? 1 : 0}" fill="${style.background}"/>` +
    `<path fill="${style.foreground}" fill-rule="evenodd" d="${drawing.dark}"/>`;
  if (drawing.logo && logo) {
    const pad = 0.6;
    const { x, y, side } = drawing.logo;
    out +=
      `<image x="${n2(x + pad)}" y="${n2(y + pad)}" width="${n2(side - 2 * pad)}" height="${n2(side - 2 * pad)}" ` +
      `preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,${Buffer.from(logo.png).toString('base64')}"/>`;
  }
  if (drawing.label) {
    const { text, cx, baseline, fontSize } = drawing.label;
    out += `<text x="${n2(cx)}" y="${n2(baseline)}" font-size="${n2(fontSize)}" text-anchor="middle" ${FONT} fill="${style.background}">${escapeHtml(text)}</text>`;
  }
  return out;
}

/** A whole SVG document `width` pixels wide (the height follows the frame). */
export function qrSvg(drawing: QrDrawing, style: QrStyle, width: number, logo?: QrLogo): string {
  const height = Math.round((width * drawing.height) / drawing.width);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${n2(drawing.width)} ${n2(drawing.height)}" shape-rendering="geometricPrecision">` +
    `${qrParts(drawing, style, logo)}</svg>`
  );
}
