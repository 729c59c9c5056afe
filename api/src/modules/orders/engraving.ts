// What the laser can make (issue 28): the print file is the engraver's job, not a colour picture of the card. It
// is black on white, black where the laser marks: on a black card the mark is bare steel (light), on a gold card
// it darkens (the wizard's preview, CardPreview.tsx, shows both so). Every part of the card is one colour: the
// texts, the NFC mark, the engraving (black and white since its upload), the logo made so here, and the QR code
// in the company's module and eye shapes without its colours, logo or frame (docs/decisions.md "The print file
// is what the engraver can make").
import type { CardType } from '@shared/constants';
import { PLAIN_QR_STYLE, type QrStyle } from '@shared/schemas/qr-style';
import sharp from 'sharp';
import { THRESHOLD } from './images';

/** Where the laser marks, and where it does not. */
export const MARK = '#000000';
export const BARE = '#ffffff';

/** Below this share of dark pixels a logo has no dark parts to engrave (white on transparent): its shape is. */
const MIN_DARK_SHARE = 0.01;

/**
 * A logo as one colour: its dark parts (grey below the engraving's threshold, on white), or, for a logo that has
 * none (a light logo made for dark grounds), its shape where it is opaque. Black and white PNG, no alpha.
 */
export async function engravableLogo(png: Uint8Array): Promise<Uint8Array> {
  const dark = sharp(png).flatten({ background: BARE }).grayscale().threshold(THRESHOLD).toColourspace('b-w');
  const { data } = await dark.clone().raw().toBuffer({ resolveWithObject: true });
  const share = data.reduce((n, v) => n + (v === 0 ? 1 : 0), 0) / Math.max(1, data.length);
  const { hasAlpha } = await sharp(png).metadata();
  if (share >= MIN_DARK_SHARE || !hasAlpha) return new Uint8Array(await dark.png().toBuffer());
  // The shape: opaque → black. The alpha channel, inverted, is that picture (transparent → white).
  const shape = sharp(png)
    .ensureAlpha()
    .extractChannel('alpha')
    .negate()
    .threshold(THRESHOLD)
    .toColourspace('b-w');
  return new Uint8Array(await shape.png().toBuffer());
}

/**
 * The company's QR style as the laser makes it: its module and eye shapes in one colour, no logo (a colour logo
 * a few millimetres wide does not engrave, and the code reads better without it) and no frame (the card's back
 * has no "Scan me"). Dark modules are what a reader looks for: on a gold card the laser darkens them; on a black
 * card it lightens the code's square around them, so the file shows that square marked and the modules bare.
 */
export function engravedQrStyle(style: QrStyle | undefined, type: CardType): QrStyle {
  const isLightMark = !type.startsWith('gold');
  return {
    ...(style ?? PLAIN_QR_STYLE),
    logo: false,
    frame: 'none',
    frameText: '',
    foreground: isLightMark ? BARE : MARK,
    background: isLightMark ? MARK : BARE,
  };
}
