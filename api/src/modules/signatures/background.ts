// A video-call background (1920×1080) drawn on the server: the company's cover or colour, the person's name and
// title top left, and the QR code of the card in a white panel in a corner the camera frame does not cover
// (people sit in the centre and lower centre). Text is an SVG rendered by sharp (librsvg, the system's fonts).
// The image is not mirrored: Zoom and Teams mirror only the self view; the others see it as drawn.
import { BACKGROUND_SIZE, type BackgroundLayout } from '@shared/schemas/signatures';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { escapeHtml } from '../../platform/mail-layout';
import { qrContent, type SignatureData } from './signature-data';

const { width: W, height: H } = BACKGROUND_SIZE;
const FONT = "Manrope, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
const MARGIN = 96;
/** The QR panel: a 300 px code (about 11 cm on a 27" screen, scanned from a phone across a desk) and its caption. */
const QR = 300;
const PANEL = { width: QR + 40, height: QR + 96 };

/** Where the QR panel goes per layout: top right, or one of the bottom corners. */
const PANEL_AT: Record<BackgroundLayout, { left: number; top: number }> = {
  cover: { left: W - MARGIN - PANEL.width, top: MARGIN },
  colour: { left: W - MARGIN - PANEL.width, top: H - MARGIN - PANEL.height },
  light: { left: MARGIN, top: H - MARGIN - PANEL.height },
};

/** Relative luminance of `#rrggbb` (WCAG), to write light text on dark colours and dark text on light ones. */
function luminance(hex: string) {
  const n = /^#[0-9a-f]{6}$/i.test(hex) ? Number.parseInt(hex.slice(1), 16) : 0x262626;
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A font size that fits `text` in `max` px (an average glyph is about 0.56 em wide), never above `size`. */
const fit = (text: string, size: number, max: number) =>
  Math.max(28, Math.min(size, Math.floor(max / (Math.max(1, text.length) * 0.56))));

function textLayer(d: SignatureData, layout: BackgroundLayout, scanText: string) {
  const dark = layout === 'light' || (layout === 'colour' && luminance(d.backdrop) > 0.45);
  const ink = dark ? '#262626' : '#ffffff';
  const muted = dark ? '#525252' : 'rgba(255,255,255,0.85)';
  const maxWidth = layout === 'cover' ? W - 2 * MARGIN - PANEL.width - 64 : 1100;
  const role = [d.title, d.company].filter(Boolean).join(' · ');
  const nameSize = fit(d.fullName, 76, maxWidth);
  const roleSize = fit(role, 40, maxWidth);
  const panel = PANEL_AT[layout];
  // A soft shade behind the text keeps it readable on any cover picture.
  const shade =
    layout === 'cover'
      ? `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect width="${W}" height="${H / 2}" fill="url(#s)"/>`
      : '';
  const accent =
    layout === 'light' ? `<rect x="0" y="0" width="24" height="${H}" fill="${escapeHtml(d.backdrop)}"/>` : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${shade}${accent}` +
      `<g font-family="${FONT}">` +
      `<text x="${MARGIN}" y="${MARGIN + nameSize}" font-size="${nameSize}" font-weight="700" fill="${ink}">${escapeHtml(d.fullName)}</text>` +
      (role
        ? `<text x="${MARGIN}" y="${MARGIN + nameSize + 24 + roleSize}" font-size="${roleSize}" fill="${muted}">${escapeHtml(role)}</text>`
        : '') +
      `<rect x="${panel.left}" y="${panel.top}" width="${PANEL.width}" height="${PANEL.height}" rx="24" fill="#ffffff"/>` +
      `<text x="${panel.left + PANEL.width / 2}" y="${panel.top + PANEL.height - 34}" text-anchor="middle" font-size="28" font-weight="700" fill="#262626">${escapeHtml(scanText)}</text>` +
      `</g></svg>`,
  );
}

/**
 * The bottom layer: the cover picture (cover layout, when there is one), else the colour or a light grey. A
 * pipeline, not bytes: the layers are put on it in the same pass (an encoded intermediate image doubled the time).
 */
function base(d: SignatureData, layout: BackgroundLayout, cover: Uint8Array | null) {
  if (layout === 'cover' && cover) return sharp(cover).resize(W, H, { fit: 'cover' });
  const fill = layout === 'light' ? '#f5f5f5' : d.backdrop;
  const svg =
    layout === 'light'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${fill}"/></svg>`
      : // Colour, darkened towards the lower right so the layout has depth without a picture.
        `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeHtml(fill)}"/><stop offset="1" stop-color="${escapeHtml(fill)}" stop-opacity="0.8"/></linearGradient></defs><rect width="${W}" height="${H}" fill="#000"/><rect width="${W}" height="${H}" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** The background as PNG or JPEG bytes. `cover` is the picture's bytes (any format sharp reads), or null. */
export async function renderBackground(
  d: SignatureData,
  layout: BackgroundLayout,
  format: 'png' | 'jpeg',
  cover: Uint8Array | null,
  scanText: string,
): Promise<Buffer> {
  const panel = PANEL_AT[layout];
  const qr = await QRCode.toBuffer(qrContent(d.link), {
    errorCorrectionLevel: 'M',
    margin: 0,
    width: QR,
    type: 'png',
  });
  const image = base(d, layout, cover)
    .composite([
      { input: textLayer(d, layout, scanText), left: 0, top: 0 },
      { input: qr, left: panel.left + 20, top: panel.top + 20 },
    ])
    .flatten({ background: '#ffffff' });
  return format === 'png'
    ? image.png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer()
    : image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}
