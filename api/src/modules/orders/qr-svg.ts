// A QR code as SVG module rectangles (the print file's back, design.ts): vector, so it prints sharp at any size.
import { qrLink } from '@shared/page-links';
import type { QrStyle } from '@shared/schemas/qr-style';
import QRCode from 'qrcode';
import { escapeHtml } from '../../platform/mail-layout';
import { drawQr, type QrLang } from '../../platform/qr-style/draw';
import { type QrLogo, qrParts } from '../../platform/qr-style/svg';

const mm = (n: number) => Number(n.toFixed(3)).toString();

/**
 * The QR code's dark modules as rectangles in module units (runs of a row merged), in a group scaled to the
 * box: `<g id="qr" data-modules="N" transform="translate(x y) scale(s)">`, on a white square with a quiet zone
 * of 4 modules. The code holds the link marked as scanned (`?s=q`, shared/page-links.ts).
 */
export function qrGroup(link: string, box: { x: number; y: number; size: number }, ink = '#000'): string {
  const encoded = qrLink(link);
  const { modules } = QRCode.create(encoded, { errorCorrectionLevel: 'Q' });
  const n = modules.size;
  const quiet = 4;
  const scale = box.size / (n + 2 * quiet);
  const rects: string[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; ) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      let end = col;
      while (end < n && modules.get(row, end)) end++;
      rects.push(`<rect x="${col + quiet}" y="${row + quiet}" width="${end - col}" height="1"/>`);
      col = end;
    }
  }
  return (
    `<rect x="${mm(box.x)}" y="${mm(box.y)}" width="${mm(box.size)}" height="${mm(box.size)}" rx="1" fill="#fff"/>` +
    `<g id="qr" data-modules="${n}" data-link="${escapeHtml(encoded)}" fill="${ink}" shape-rendering="crispEdges" ` +
    `transform="translate(${mm(box.x)} ${mm(box.y)}) scale(${mm(scale)})">${rects.join('')}</g>`
  );
}

/**
 * The code in the company's QR style (issue 21), drawn by the same renderer as the downloads, as wide as the
 * box; a frame makes it taller, centred on the box's middle (the back has the room), so the code itself does
 * not shrink for the frame's label. Its own light ground keeps it scannable on a
 * black or gold card.
 */
export function styledQrGroup(
  link: string,
  box: { x: number; y: number; size: number },
  qr: { style: QrStyle; logo?: QrLogo; lang?: QrLang },
): string {
  const style = qr.logo ? qr.style : { ...qr.style, logo: false };
  const encoded = qrLink(link);
  const drawing = drawQr(encoded, style, qr.lang);
  const scale = box.size / drawing.width;
  const x = box.x;
  const y = box.y + (box.size - drawing.height * scale) / 2;
  return (
    `<g id="qr" data-modules="${drawing.modules}" data-link="${escapeHtml(encoded)}" data-style="styled" ` +
    `transform="translate(${mm(x)} ${mm(y)}) scale(${mm(scale)})">${qrParts(drawing, style, qr.logo)}</g>`
  );
}
