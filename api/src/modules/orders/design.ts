// The print file of a card (issue 10): an SVG at the card's real size (ISO/IEC 7810 ID-1, 85.6 × 54 mm, corners
// r 3.18 mm; the viewBox in millimetres) in its colour, black or gold, with the engraving image and the logo
// embedded (PNG data URIs from storage), the texts, and the QR code of the card's own link drawn as module
// rectangles on a light quiet zone (so it scans on black as on gold). All cards of an order make one sheet.
import type { CardDesign } from '@db/schema';
import type { CardType } from '@shared/constants';
import QRCode from 'qrcode';
import type { Deps } from '../../platform/deps';
import { escapeHtml } from '../../platform/mail-layout';

export const CARD_MM = { width: 85.6, height: 54, radius: 3.18 } as const;

/** Where the QR code sits (mm): a square with a light quiet zone of 4 modules around it. */
export const QR_BOX = { x: 61.1, y: 29.5, size: 20.5 } as const;

const COLOURS = {
  black: { card: '#141414', ink: '#f2f2f2' },
  gold: { card: '#c8a24a', ink: '#1c1608' },
} as const;

const colourOf = (type: CardType) => (type.startsWith('gold') ? COLOURS.gold : COLOURS.black);

/** A card to draw: its design, type and link, with its images already read as PNG bytes. */
export type CardArt = {
  id: string;
  type: CardType;
  link: string;
  design: CardDesign;
  image: Uint8Array | null;
  logo: Uint8Array | null;
};

/** The PNG bytes under a storage key, or null (no image, or gone from storage). */
export async function pngOf(deps: Pick<Deps, 'storage'>, key: string | null): Promise<Uint8Array | null> {
  if (!key) return null;
  const blob = await deps.storage.get(key);
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

const dataUri = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
const mm = (n: number) => Number(n.toFixed(3)).toString();

/**
 * The QR code's dark modules as rectangles in module units (runs of a row merged), in a group scaled to the
 * box: `<g id="qr" data-modules="N" transform="translate(x y) scale(s)">`.
 */
export function qrGroup(link: string, box: { x: number; y: number; size: number }, ink = '#000'): string {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'Q' });
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
    `<g id="qr" data-modules="${n}" data-link="${escapeHtml(link)}" fill="${ink}" shape-rendering="crispEdges" ` +
    `transform="translate(${mm(box.x)} ${mm(box.y)}) scale(${mm(scale)})">${rects.join('')}</g>`
  );
}

/** A line of text that never runs past `width` mm: squeezed to fit when its estimated width is more. */
function textLine(value: string, at: { x: number; y: number; size: number; weight?: number; width: number }) {
  if (!value) return '';
  const estimated = value.length * at.size * 0.56;
  const fit = estimated > at.width ? ` textLength="${mm(at.width)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${mm(at.x)}" y="${mm(at.y)}" font-size="${mm(at.size)}"${at.weight ? ` font-weight="${at.weight}"` : ''}${fit}>${escapeHtml(value)}</text>`;
}

/**
 * The engraving: the black-and-white image's dark pixels are what the laser marks, drawn in the card's ink (light
 * on black, dark on gold) through a mask of the image inverted, so its white ground stays the card's own colour.
 */
function engraving(cardId: string, png: Uint8Array, ink: string): string {
  const box = 'x="5" y="5" width="26" height="26"';
  const id = escapeHtml(cardId);
  return (
    `<filter id="invert-${id}"><feColorMatrix type="matrix" values="-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0"/></filter>` +
    `<mask id="mask-${id}" maskUnits="userSpaceOnUse" ${box}><image id="engraving-${id}" ${box} preserveAspectRatio="xMidYMid meet" filter="url(#invert-${id})" href="${dataUri(png)}"/></mask>` +
    `<rect ${box} fill="${ink}" mask="url(#mask-${id})"/>`
  );
}

/** The card's drawing in its own coordinates (0 0 85.6 54). */
function cardBody(card: CardArt): string {
  const colour = colourOf(card.type);
  const { design } = card;
  const textWidth = QR_BOX.x - 5 - 3;
  const parts = [
    `<rect width="${CARD_MM.width}" height="${CARD_MM.height}" rx="${CARD_MM.radius}" fill="${colour.card}"/>`,
    card.image ? engraving(card.id, card.image, colour.ink) : '',
    card.logo
      ? `<image id="logo" x="${card.image ? 35 : 5}" y="5" width="24" height="12" preserveAspectRatio="xMinYMid meet" href="${dataUri(card.logo)}"/>`
      : '',
    `<g id="texts" fill="${colour.ink}" font-family="Helvetica, Arial, sans-serif">`,
    textLine(design.fullName, { x: 5, y: 38, size: 4.2, weight: 700, width: textWidth }),
    textLine(design.text, { x: 5, y: 42.6, size: 2.8, width: textWidth }),
    textLine(design.phone, { x: 5, y: 46.6, size: 2.5, width: textWidth }),
    textLine(design.email, { x: 5, y: 50.2, size: 2.5, width: textWidth }),
    '</g>',
    qrGroup(card.link, QR_BOX),
  ];
  return parts.join('');
}

const header = (width: number, height: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${mm(width)}mm" height="${mm(height)}mm" viewBox="0 0 ${mm(width)} ${mm(height)}">`;

/** One card's print file: 85.6 × 54 mm. */
export function cardSvg(card: CardArt): string {
  return `${header(CARD_MM.width, CARD_MM.height)}<title>Dynacard ${escapeHtml(card.id)} (${card.type})</title><g id="card-${escapeHtml(card.id)}">${cardBody(card)}</g></svg>\n`;
}

/** Cards per row of an order's sheet, the gap between cards and the caption line under each (mm). */
export const SHEET = { columns: 2, gap: 6, caption: 4 } as const;

/**
 * All cards of an order on one sheet, each at its real size in its own nested <svg> (x, y in mm), two a row,
 * with a caption under each (order number, card n of N, type, card id) outside the card for the print shop.
 */
export function orderSheetSvg(orderNumber: string, list: CardArt[]): string {
  const columns = Math.min(SHEET.columns, Math.max(1, list.length));
  const rows = Math.max(1, Math.ceil(list.length / columns));
  const cellHeight = CARD_MM.height + SHEET.caption + SHEET.gap;
  const width = columns * CARD_MM.width + (columns + 1) * SHEET.gap;
  const height = rows * cellHeight + SHEET.gap;
  const cells = list.map((card, i) => {
    const x = SHEET.gap + (i % columns) * (CARD_MM.width + SHEET.gap);
    const y = SHEET.gap + Math.floor(i / columns) * cellHeight;
    const caption = `${orderNumber} · ${i + 1}/${list.length} · ${card.type} · ${card.id}`;
    return (
      `<svg id="card-${escapeHtml(card.id)}" x="${mm(x)}" y="${mm(y)}" width="${CARD_MM.width}" height="${CARD_MM.height}" viewBox="0 0 ${CARD_MM.width} ${CARD_MM.height}">${cardBody(card)}</svg>` +
      `<text x="${mm(x)}" y="${mm(y + CARD_MM.height + 3)}" font-size="2.4" font-family="Helvetica, Arial, sans-serif" fill="#555">${escapeHtml(caption)}</text>`
    );
  });
  return `${header(width, height)}<title>Dynacard order ${escapeHtml(orderNumber)}</title><rect width="${mm(width)}" height="${mm(height)}" fill="#fff"/>${cells.join('')}</svg>\n`;
}
