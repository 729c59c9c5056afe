// The drawing kit of our PDFs (pdf-lib): receipts and invoices. A4, Helvetica of the PDF standard fonts with
// WinAnsi encoding (covers å, ä, ö and the rest of Latin-1, so no font file is embedded; anything outside WinAnsi
// is drawn as "?"), our colours, and a top-down writer that starts a new page when the space runs out.
import type { Lang, Seller } from '@shared/constants';
import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const INK = rgb(0.11, 0.11, 0.11);
export const MUTED = rgb(0.36, 0.36, 0.39);
export const BRAND = rgb(0.059, 0.463, 0.431);

// WinAnsi beyond Latin-1: the characters of 0x80–0x9F.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** The text as the standard fonts can draw it: one line, WinAnsi only. */
export const winAnsi = (text: string) =>
  [...text.replace(/\s+/g, ' ')]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)
        ? ch
        : '?';
    })
    .join('');

const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };
/** A date as people of `lang` write it in full ("15 januari 2026"), in Swedish time. */
export const dateOf = (lang: Lang, at: number) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(at);

type Fonts = { regular: PDFFont; bold: PDFFont };
/** A column heading: at `x`, or ending at `right` (numbers). */
type Heading = { label: string; x?: number; right?: number };

/** Our company as a receipt or invoice names it, the number labels in the document's language. */
export const sellerLines = (seller: Seller, labels: { orgNumber: string; vatNumber: string }) => [
  seller.name,
  seller.street,
  `${seller.zipcode} ${seller.city}`,
  seller.country,
  `${labels.orgNumber}: ${seller.orgNumber}`,
  `${labels.vatNumber}: ${seller.vatNumber}`,
  seller.email,
];

/** Draws top-down: `y` is the baseline of the next line; a new page when the space runs out. */
export class Writer {
  page: PDFPage;
  y: number;
  private constructor(
    private doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /** A writer on the first page of `doc`, with the regular and bold fonts embedded. */
  static async start(doc: PDFDocument) {
    return new Writer(doc, {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
    });
  }
  /** True when the current page has nothing drawn yet (a page break just happened). */
  get atTop() {
    return this.y === A4[1] - MARGIN;
  }
  need(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  text(
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: typeof INK; right?: number; maxWidth?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    let text = winAnsi(value);
    if (options.maxWidth)
      while (text.length > 1 && font.widthOfTextAtSize(text, size) > options.maxWidth)
        text = `${text.slice(0, -2)}…`;
    const at = options.right !== undefined ? options.right - font.widthOfTextAtSize(text, size) : x;
    this.page.drawText(text, { x: at, y: this.y, size, font, color: options.color ?? INK });
  }
  /** Text broken into lines at spaces to fit `maxWidth`, `lineHeight` apart; `y` ends on the last line. */
  paragraph(
    value: string,
    x: number,
    options: { size?: number; color?: typeof INK; maxWidth: number; lineHeight?: number },
  ) {
    const size = options.size ?? 10;
    const fits = (line: string) =>
      this.fonts.regular.widthOfTextAtSize(winAnsi(line), size) <= options.maxWidth;
    const lines: string[] = [];
    for (const word of value.split(/\s+/)) {
      const last = lines.at(-1);
      if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    lines.forEach((line, i) => {
      if (i > 0) {
        this.y -= options.lineHeight ?? size + 3;
        this.need(0);
      }
      this.text(line, x, options);
    });
  }
  /** A thin line across the page, `above` points over the current baseline. */
  rule(above = 0) {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + above },
      end: { x: A4[0] - MARGIN, y: this.y + above },
      thickness: 0.5,
      color: MUTED,
    });
  }
  /** Two columns of lines side by side (seller and buyer), each under its small heading. */
  columns(left: { title: string; lines: string[] }, right: { title: string; lines: string[] }) {
    const half = A4[0] / 2;
    const edge = A4[0] - MARGIN;
    this.text(left.title, MARGIN, { bold: true, color: MUTED, size: 9 });
    this.text(right.title, half, { bold: true, color: MUTED, size: 9 });
    this.y -= 14;
    for (let i = 0; i < Math.max(left.lines.length, right.lines.length); i++) {
      if (left.lines[i]) this.text(left.lines[i], MARGIN, { maxWidth: half - MARGIN - 10 });
      if (right.lines[i]) this.text(right.lines[i], half, { maxWidth: edge - half });
      this.y -= 13;
    }
  }
  /** The first line of a document: the seller's name in our colour, the document's title at the right. */
  heading(sellerName: string, title: string) {
    this.text(sellerName, MARGIN, { size: 18, bold: true, color: BRAND });
    this.text(title, 0, { size: 18, bold: true, right: A4[0] - MARGIN });
    this.y -= 36;
  }
  /** Labelled facts (number, dates), one a line, the value in bold. */
  facts(pairs: [label: string, value: string][]) {
    for (const [label, value] of pairs) {
      this.text(label, MARGIN, { color: MUTED });
      this.text(value, MARGIN + 120, { bold: true });
      this.y -= 14;
    }
  }
  /**
   * Labelled facts in a framed box from `x` to the right margin (where to pay), under a small title; the values at
   * the right, the last pair (the amount to pay) in a larger size. Leaves `y` under the box.
   */
  box(x: number, title: string, pairs: [label: string, value: string][]) {
    const right = A4[0] - MARGIN;
    const height = 30 + pairs.length * 15;
    this.need(height);
    const top = this.y + 14;
    this.page.drawRectangle({
      x: x - 10,
      y: top - height,
      width: right - x + 10,
      height,
      borderColor: BRAND,
      borderWidth: 1,
    });
    this.text(title, x, { bold: true, size: 9, color: MUTED });
    this.y -= 17;
    pairs.forEach(([label, value], i) => {
      const last = i === pairs.length - 1;
      this.text(label, x, { color: MUTED, bold: last });
      this.text(value, 0, { bold: true, size: last ? 12 : 10, right: right - 10 });
      this.y -= 15;
    });
    this.y = top - height - 14;
  }
  /** A table: the headings over a rule (again at the top of each new page), a row per item, a closing rule. */
  table<T>(headings: Heading[], items: T[], drawRow: (item: T) => void) {
    const header = () => {
      for (const h of headings)
        this.text(h.label, h.x ?? 0, { bold: true, size: 9, color: MUTED, right: h.right });
      this.y -= 6;
      this.rule();
      this.y -= 16;
    };
    header();
    for (const item of items) {
      this.need(16);
      if (this.atTop) header();
      drawRow(item);
      this.y -= 15;
    }
    this.rule(9);
    this.y -= 8;
  }
  /** The sums under a table, amounts at the right; a strong one (the total) larger. */
  sums(rows: [label: string, value: string, isStrong: boolean][]) {
    for (const [label, value, strong] of rows) {
      this.need(20);
      if (strong) this.y -= 4;
      const size = strong ? 12 : 10;
      const valueWidth = (strong ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(
        winAnsi(value),
        size,
      );
      // A long label (a parcel to a far city) is cut short of its amount rather than drawn over it.
      this.text(label, 300, { bold: strong, size, maxWidth: A4[0] - MARGIN - valueWidth - 12 - 300 });
      this.text(value, 0, { bold: strong, size, right: A4[0] - MARGIN });
      this.y -= strong ? 18 : 14;
    }
  }
}
