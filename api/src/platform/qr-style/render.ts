// A styled QR code in the three download formats: SVG, PNG (sharp renders the SVG) and a vector PDF (pdf-lib).
import type { QrStyle } from '@shared/schemas/qr-style';
import { PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { winAnsi } from '../pdf';
import { drawQr, type QrLang } from './draw';
import { type QrLogo, qrSvg } from './svg';

export type QrFormat = 'svg' | 'png' | 'pdf';
export type QrRequest = { link: string; style: QrStyle; logo?: QrLogo; lang?: QrLang };

export function renderQrSvg({ link, style, logo, lang }: QrRequest, width: number): string {
  return qrSvg(drawQr(link, style, lang), style, width, logo);
}

/** A PNG `width` pixels wide (the height follows the frame). */
export async function renderQrPng(request: QrRequest, width: number): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(renderQrSvg(request, width)))
    .png({ compressionLevel: 6 })
    .toBuffer();
  return new Uint8Array(png);
}

const rgbOf = (hex: string) => {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return rgb(
    ...([0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255) as [number, number, number]),
  );
};

export const POINTS_PER_MM = 72 / 25.4;

/**
 * Draws a code on `page` with its top-left corner at (`x`, `top`) in points, `mm` wide: vectors, the logo as its
 * PNG. Used for a code's own PDF and for print sheets of many codes.
 */
export async function drawQrOnPage(
  pdf: PDFDocument,
  page: PDFPage,
  request: QrRequest,
  at: { x: number; top: number; mm: number },
) {
  const { link, style, logo, lang } = request;
  const drawing = drawQr(link, style, lang);
  const scale = (at.mm * POINTS_PER_MM) / drawing.width;
  const { x, top } = at;
  const fg = rgbOf(style.foreground);
  const bg = rgbOf(style.background);
  const { code } = drawing;
  if (drawing.label) {
    page.drawRectangle({
      x,
      y: top - drawing.height * scale,
      width: drawing.width * scale,
      height: drawing.height * scale,
      color: fg,
    });
  }
  page.drawRectangle({
    x: x + code.x * scale,
    y: top - (code.y + code.side) * scale,
    width: code.side * scale,
    height: code.side * scale,
    color: bg,
  });
  page.drawSvgPath(drawing.dark, { x, y: top, scale, color: fg, borderWidth: 0 });
  if (drawing.logo && logo) {
    const image = await pdf.embedPng(logo.png);
    const pad = 0.6;
    const box = (drawing.logo.side - 2 * pad) * scale;
    const fit = image.scaleToFit(box, box);
    page.drawImage(image, {
      x: x + (drawing.logo.x + pad) * scale + (box - fit.width) / 2,
      y: top - (drawing.logo.y + pad) * scale - box + (box - fit.height) / 2,
      width: fit.width,
      height: fit.height,
    });
  }
  if (drawing.label) {
    const font = await pdf.embedFont(StandardFonts.HelveticaBold);
    const text = winAnsi(drawing.label.text);
    const size = drawing.label.fontSize * scale;
    page.drawText(text, {
      x: x + drawing.label.cx * scale - font.widthOfTextAtSize(text, size) / 2,
      y: top - drawing.label.baseline * scale,
      size,
      font,
      color: bg,
    });
  }
  return { width: drawing.width * scale, height: drawing.height * scale };
}

/** A print-ready PDF: one page exactly the code's size (`mm` wide), drawn as vectors; the logo as its PNG. */
export async function renderQrPdf(request: QrRequest, mm: number): Promise<Uint8Array> {
  const drawing = drawQr(request.link, request.style, request.lang);
  const scale = (mm * POINTS_PER_MM) / drawing.width;
  const pdf = await PDFDocument.create();
  pdf.setTitle(request.link);
  pdf.setCreator('Dynacard');
  const page = pdf.addPage([drawing.width * scale, drawing.height * scale]);
  await drawQrOnPage(pdf, page, request, { x: 0, top: page.getHeight(), mm });
  return pdf.save();
}
