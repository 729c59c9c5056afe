// The QR code of the print file's back (design.ts), drawn by the styled codes' renderer: vector, so it engraves
// sharp at any size.
import { qrLink } from '@shared/page-links';
import type { QrStyle } from '@shared/schemas/qr-style';
import { escapeHtml } from '../../platform/mail-layout';
import { drawQr } from '../../platform/qr-style/draw';
import { qrParts } from '../../platform/qr-style/svg';

const mm = (n: number) => Number(n.toFixed(3)).toString();

/**
 * The code in a QR style (the print file's: engraving.ts engravedQrStyle, no logo and no frame), drawn by the same
 * renderer as the downloads, as wide as the box, on its own square with the quiet zone. Holds the link marked as
 * scanned (`?s=q`, shared/page-links.ts).
 */
export function qrGroup(link: string, box: { x: number; y: number; size: number }, style: QrStyle): string {
  const encoded = qrLink(link);
  const drawing = drawQr(encoded, style);
  const scale = box.size / drawing.width;
  return (
    `<g id="qr" data-modules="${drawing.modules}" data-link="${escapeHtml(encoded)}" ` +
    `transform="translate(${mm(box.x)} ${mm(box.y)}) scale(${mm(scale)})">${qrParts(drawing, style)}</g>`
  );
}
