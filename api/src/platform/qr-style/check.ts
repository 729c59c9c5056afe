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
 * The check's rendering widths, tried in turn: modest (fast), yet a version-10 code still gets 6 px a module.
 * jsQR's binariser now and then misses a dotted code at one scale that it reads at another, as a phone held a
 * little nearer would: a style is accepted when one of them reads back exactly.
 */
export const CHECK_WIDTHS = [480, 640, 360];

/** Reads a QR code from any picture sharp understands (PNG, SVG); undefined when none is found. */
export async function decodeQr(image: Uint8Array): Promise<string | undefined> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
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
  for (const width of CHECK_WIDTHS) {
    const svg = renderQrSvg({ link, style, logo, lang }, width);
    if ((await decodeQr(new TextEncoder().encode(svg))) === link) return null;
  }
  return 'qrUnreadable';
}
