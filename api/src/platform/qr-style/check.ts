// Whether a styled QR code can be scanned (issue 21): its colours have enough contrast, dark on light, and the
// rendered picture decodes (jsQR, an independent decoder) to exactly the address it was made for.
import type { ApiMessageKey } from '@shared/i18n';
import type { QrStyle } from '@shared/schemas/qr-style';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { contrastRatio, luminance, MIN_QR_CONTRAST } from './contrast';
import type { QrLang } from './draw';
import { renderQrSvg } from './render';
import type { QrLogo } from './svg';

/**
 * The check's readings, tried in turn until one reads back exactly: a rendering width — modest (fast), yet a
 * version-10 code still gets 6 px a module — and a blur in pixels (0: none). jsQR's binariser misses a dotted
 * code at some scales that it reads at others, and reads some only slightly out of focus, as a phone's camera
 * sees them (a fixed-seed property test found a dark-on-light dotted code no plain width read).
 */
export const CHECK_READINGS: readonly (readonly [width: number, blur: number])[] = [
  [480, 0],
  [640, 0],
  [360, 0],
  [400, 0],
  [560, 0],
  [480, 1],
  [560, 1],
  [400, 1],
];

/** Reads a QR code from any picture sharp understands (PNG, SVG); undefined when none is found. */
export async function decodeQr(image: Uint8Array, blur = 0): Promise<string | undefined> {
  const picture = blur > 0 ? sharp(image).blur(blur) : sharp(image);
  const { data, info } = await picture.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height, {
    inversionAttempts: 'dontInvert',
  })?.data;
}

/** Why a style cannot be used (a message key of the refusal), or null when it scans. */
export async function unscannable(
  link: string,
  style: QrStyle,
  logo?: QrLogo,
  lang?: QrLang,
): Promise<ApiMessageKey | null> {
  // Inverted codes (light on dark) are refused: many phone readers look for dark modules only.
  if (luminance(style.foreground) >= luminance(style.background)) return 'qrInverted';
  if (contrastRatio(style.foreground, style.background) < MIN_QR_CONTRAST) return 'qrLowContrast';
  for (const [width, blur] of CHECK_READINGS) {
    const svg = renderQrSvg({ link, style, logo, lang }, width);
    if ((await decodeQr(new TextEncoder().encode(svg), blur)) === link) return null;
  }
  return 'qrUnreadable';
}
