import { qrLink } from '@shared/page-links';
import QRCode from 'qrcode';

/** A QR code as one SVG path (1 unit per module), drawn at build time for the example cards; it holds the
 * address marked as scanned (`?s=q`), as every code we make. */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(qrLink(text), { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (data[y * size + x]) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { size, d };
}
