// The print file of a card (issue 10, front and back since issue 19): an SVG of the card's two faces at their
// real size (ISO/IEC 7810 ID-1, 85.6 × 54 mm; viewBoxes in millimetres), drawn where the wizard's preview
// (CardPreview.tsx) draws them, so the engraver makes what the customer saw. Front: the logo, the engraving image
// in a circle, the name, text, phone and email. Back: the QR code of the card's own link on its quiet zone, the
// NFC mark, the company's name and web address. Black on white: black is where the laser marks (engraving.ts).
// Images are embedded as PNG data, so the file stands alone. All cards of an order make one sheet.
import type { CardDesign } from '@db/schema';
import type { CardType } from '@shared/constants';
import { nfcLink } from '@shared/page-links';
import type { QrStyle } from '@shared/schemas/qr-style';
import type { Deps } from '../../platform/deps';
import { escapeHtml } from '../../platform/mail-layout';
import { engravedQrStyle, MARK } from './engraving';
import { qrGroup } from './qr-svg';

export const CARD_MM = { width: 85.6, height: 54, radius: 3.18 } as const;

/** The preview's inset, 7 % of the card's width, in mm. */
const INSET = 6;

/** Where the QR code sits on the back (mm), as in the preview: left, centred, 30 % of the width. */
export const QR_BOX = { x: INSET, y: (CARD_MM.height - 25.7) / 2, size: 25.7 } as const;

/** A card to draw: its design, type and link, with its images already read as black-and-white PNG bytes. */
export type CardArt = {
  id: string;
  type: CardType;
  link: string;
  design: CardDesign;
  image: Uint8Array | null;
  logo: Uint8Array | null;
  /** The company's QR style, whose shapes the code keeps; without one the code is plain squares. */
  qrStyle?: QrStyle;
};

/** The PNG bytes under a storage key, or null (no image, or gone from storage). */
export async function pngOf(deps: Pick<Deps, 'storage'>, key: string | null): Promise<Uint8Array | null> {
  if (!key) return null;
  const blob = await deps.storage.get(key);
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

const dataUri = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
const mm = (n: number) => Number(n.toFixed(3)).toString();

type TextAt = {
  x: number;
  y: number;
  size: number;
  width: number;
  weight?: number;
  end?: boolean;
  extra?: string;
};

/** A line of text that never runs past `width` mm: squeezed to fit when its estimated width is more. */
function textLine(value: string, at: TextAt) {
  if (!value) return '';
  const estimated = value.length * at.size * 0.56;
  const fit = estimated > at.width ? ` textLength="${mm(at.width)}" lengthAdjust="spacingAndGlyphs"` : '';
  const attrs = [
    `x="${mm(at.x)}" y="${mm(at.y)}" font-size="${mm(at.size)}"`,
    at.weight ? ` font-weight="${at.weight}"` : '',
    at.end ? ' text-anchor="end"' : '',
    at.extra ?? '',
  ].join('');
  return `<text ${attrs}${fit}>${escapeHtml(value)}</text>`;
}

/**
 * A black-and-white picture as the laser marks it (the preview blends it the same way): its black pixels are the
 * marks, its white ground is left bare. A plain image, which every engraver's software places.
 */
const engraved = (id: string, png: Uint8Array, box: string, fit: string) =>
  `<image id="${id}" ${box} preserveAspectRatio="${fit}" href="${dataUri(png)}"/>`;

/** The front in its own coordinates (0 0 85.6 54): logo top left, image top right, texts along the bottom. */
function frontFace(card: CardArt): string {
  const { design } = card;
  const id = escapeHtml(card.id);
  const width = CARD_MM.width - 2 * INSET;
  const size = 20.5;
  const x = CARD_MM.width - INSET - size;
  const circle = `<clipPath id="round-${id}"><circle cx="${mm(x + size / 2)}" cy="${mm(INSET + size / 2)}" r="${mm(size / 2)}"/></clipPath>`;
  return [
    card.logo
      ? engraved(
          `logo-${id}`,
          card.logo,
          `x="${INSET}" y="${INSET}" width="34.2" height="9.4"`,
          'xMinYMid meet',
        )
      : '',
    card.image
      ? `${circle}<g clip-path="url(#round-${id})">${engraved(
          `engraving-${id}`,
          card.image,
          `x="${mm(x)}" y="${INSET}" width="${size}" height="${size}"`,
          'xMidYMid slice',
        )}</g>`
      : '',
    `<g id="texts-${id}" fill="${MARK}" font-family="Helvetica, Arial, sans-serif">`,
    textLine(design.fullName, { x: INSET, y: 38.2, size: 5.3, weight: 600, width }),
    textLine(design.text, { x: INSET, y: 42.6, size: 3.1, width }),
    textLine([design.phone, design.email].filter(Boolean).join('  ·  '), {
      x: INSET,
      y: 47.4,
      size: 2.6,
      width,
      extra: ' xml:space="preserve"',
    }),
    '</g>',
  ].join('');
}

/** The NFC mark of the preview (a 24-unit icon), 6.85 mm wide at the top right. */
const nfcMark = () => {
  const size = 6.85;
  return (
    `<g id="nfc" transform="translate(${mm(CARD_MM.width - INSET - size)} ${INSET}) scale(${mm(size / 24)})" fill="none" ` +
    `stroke="${MARK}" stroke-width="1.8" stroke-linecap="round"><path d="M6 8.5a5 5 0 010 7M9.5 6a9 9 0 010 12M13 3.5a13 13 0 010 17"/></g>`
  );
};

/** The back: the QR code on the left, the NFC mark, the company's name and web address bottom right. */
function backFace(card: CardArt): string {
  const { design } = card;
  const right = CARD_MM.width - INSET;
  const width = right - 36;
  return [
    qrGroup(card.link, QR_BOX, engravedQrStyle(card.qrStyle, card.type)),
    nfcMark(),
    `<g id="company-${escapeHtml(card.id)}" fill="${MARK}" font-family="Helvetica, Arial, sans-serif">`,
    textLine(design.vcardCompany, { x: right, y: 40.1, size: 3.1, weight: 500, width, end: true }),
    textLine(design.vcardUrl.replace(/^https?:\/\//, ''), { x: right, y: 43.6, size: 2.6, width, end: true }),
    textLine('DYNACARD', { x: right, y: 47.5, size: 2.2, width, end: true, extra: ' letter-spacing="0.66"' }),
    '</g>',
  ].join('');
}

/** One face as a nested <svg> at (x, y) mm: `front-{id}` or `back-{id}`. */
const faceAt = (side: 'front' | 'back', card: CardArt, x: number, y: number) =>
  `<svg id="${side}-${escapeHtml(card.id)}" x="${mm(x)}" y="${mm(y)}" width="${CARD_MM.width}" height="${CARD_MM.height}" viewBox="0 0 ${CARD_MM.width} ${CARD_MM.height}">` +
  `${side === 'front' ? frontFace(card) : backFace(card)}</svg>`;

/** The gap between faces and rows of a sheet and the caption line under each card (mm). */
export const SHEET = { gap: 6, caption: 4 } as const;

const header = (width: number, height: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Black is where the laser marks: bare steel on a black card, dark on a gold one. -->\n` +
  `<svg xmlns="http://www.w3.org/2000/svg" width="${mm(width)}mm" height="${mm(height)}mm" viewBox="0 0 ${mm(width)} ${mm(height)}">`;

/**
 * One card's print file: its front and back side by side, each 85.6 × 54 mm, 6 mm apart; its description the
 * address the NFC chip is written with (`?s=n`, as the QR code holds `?s=q`).
 */
export function cardSvg(card: CardArt): string {
  const width = 2 * CARD_MM.width + SHEET.gap;
  return (
    `${header(width, CARD_MM.height)}<title>Dynacard ${escapeHtml(card.id)} (${card.type})</title>` +
    `<desc>NFC: ${escapeHtml(nfcLink(card.link))}</desc>` +
    `<g id="card-${escapeHtml(card.id)}">${faceAt('front', card, 0, 0)}${faceAt('back', card, CARD_MM.width + SHEET.gap, 0)}</g></svg>\n`
  );
}

/**
 * All cards of an order on one sheet, a card a row (front, then back), each face at its real size, with a
 * caption under each card (order number, card n of N, type, card id and the address its NFC chip is written
 * with, marked as tapped: `?s=n`) outside the card for the print shop.
 */
export function orderSheetSvg(orderNumber: string, list: CardArt[]): string {
  const rowHeight = CARD_MM.height + SHEET.caption + SHEET.gap;
  const width = 2 * CARD_MM.width + 3 * SHEET.gap;
  const height = Math.max(1, list.length) * rowHeight + SHEET.gap;
  const rows = list.map((card, i) => {
    const y = SHEET.gap + i * rowHeight;
    const caption = `${orderNumber} · ${i + 1}/${list.length} · ${card.type} · ${card.id} · NFC: ${nfcLink(card.link)}`;
    return (
      `<g id="card-${escapeHtml(card.id)}">${faceAt('front', card, SHEET.gap, y)}` +
      `${faceAt('back', card, 2 * SHEET.gap + CARD_MM.width, y)}</g>` +
      `<text x="${mm(SHEET.gap)}" y="${mm(y + CARD_MM.height + 3)}" font-size="2.4" font-family="Helvetica, Arial, sans-serif" fill="${MARK}">${escapeHtml(caption)}</text>`
    );
  });
  return `${header(width, height)}<title>Dynacard order ${escapeHtml(orderNumber)}</title><rect width="${mm(width)}" height="${mm(height)}" fill="#fff"/>${rows.join('')}</svg>\n`;
}
