// The receipt of an order as a PDF (pdf-lib): seller (config.seller, from the SELLER_* variables), buyer as billed at submit,
// order number and date, the lines, coupons, shipping, the subtotal excluding VAT, VAT 25 % and the total, in
// the orderer's language. Helvetica of the PDF standard fonts with WinAnsi encoding covers å, ä, ö (and the
// rest of Latin-1), so no font file is embedded; anything outside WinAnsi is drawn as "?".
import type { Order } from '@db/schema';
import type { Lang, Seller } from '@shared/constants';
import { type Params, translate } from '@shared/i18n';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { LineRow } from './lines';
import { formatMoney } from './money';
import { DELIVERY_DAYS } from './quote';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.11, 0.11, 0.11);
const MUTED = rgb(0.36, 0.36, 0.39);
const BRAND = rgb(0.059, 0.463, 0.431);

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
const dateOf = (lang: Lang, at: number) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(at);

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Draws top-down: `y` is the baseline of the next line; a new page when the space runs out. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
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
  /** A thin line across the page, `above` points over the current baseline. */
  rule(above = 0) {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + above },
      end: { x: A4[0] - MARGIN, y: this.y + above },
      thickness: 0.5,
      color: MUTED,
    });
  }
}

export async function renderReceipt(
  seller: Seller,
  lang: Lang,
  order: Order,
  lines: LineRow[],
): Promise<Uint8Array> {
  const tr = (key: Parameters<typeof translate<'orders'>>[2], p?: Params) =>
    translate(lang, 'orders', key, p);
  const money = (ore: number) => formatMoney(lang, ore);
  const doc = await PDFDocument.create();
  doc.setTitle(`${tr('receiptTitle')} ${order.number}`);
  doc.setAuthor(seller.name);
  doc.setCreationDate(new Date(order.submittedAt ?? order.createdAt));
  const w = new Writer(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });
  const right = A4[0] - MARGIN;
  const half = A4[0] / 2;

  w.text(seller.name, MARGIN, { size: 18, bold: true, color: BRAND });
  w.text(tr('receiptTitle'), 0, { size: 18, bold: true, right });
  w.y -= 36;

  const buyer = order.buyer;
  const sellerLines = [
    seller.name,
    seller.street,
    `${seller.zipcode} ${seller.city}`,
    seller.country,
    `${tr('receiptOrgNumber')}: ${seller.orgNumber}`,
    `${tr('receiptVatNumber')}: ${seller.vatNumber}`,
    seller.email,
  ];
  const buyerLines = [
    buyer?.companyName ?? '',
    buyer?.street ?? '',
    `${buyer?.zipcode ?? ''} ${buyer?.city ?? ''}`,
    buyer?.country ?? '',
    `${tr('receiptOrgNumber')}: ${buyer?.orgNumber ?? ''}`,
    buyer?.email ?? '',
    ...(order.invoiceMarking || buyer?.marking
      ? [`${tr('receiptMarking')}: ${order.invoiceMarking || buyer?.marking}`]
      : []),
  ];
  w.text(tr('receiptSeller'), MARGIN, { bold: true, color: MUTED, size: 9 });
  w.text(tr('receiptBuyer'), half, { bold: true, color: MUTED, size: 9 });
  w.y -= 14;
  for (let i = 0; i < Math.max(sellerLines.length, buyerLines.length); i++) {
    if (sellerLines[i]) w.text(sellerLines[i], MARGIN, { maxWidth: half - MARGIN - 10 });
    if (buyerLines[i]) w.text(buyerLines[i], half, { maxWidth: right - half });
    w.y -= 13;
  }
  w.y -= 12;
  const facts: [string, string][] = [
    [tr('receiptOrderNumber'), order.number ?? ''],
    [tr('receiptDate'), dateOf(lang, order.submittedAt ?? order.createdAt)],
    [tr('receiptStatus'), tr(`receiptStatus_${order.status as 'received'}`)],
  ];
  for (const [label, value] of facts) {
    w.text(label, MARGIN, { color: MUTED });
    w.text(value, MARGIN + 120, { bold: true });
    w.y -= 14;
  }
  w.y -= 16;

  const cols = { type: MARGIN, recipient: MARGIN + 130, qty: 380, unit: 470, total: right };
  const header = () => {
    w.text(tr('receiptType'), cols.type, { bold: true, size: 9, color: MUTED });
    w.text(tr('receiptRecipient'), cols.recipient, { bold: true, size: 9, color: MUTED });
    w.text(tr('receiptQuantity'), 0, { bold: true, size: 9, color: MUTED, right: cols.qty });
    w.text(tr('receiptUnitPrice'), 0, { bold: true, size: 9, color: MUTED, right: cols.unit });
    w.text(tr('receiptLineTotal'), 0, { bold: true, size: 9, color: MUTED, right: cols.total });
    w.y -= 6;
    w.rule();
    w.y -= 16;
  };
  header();
  for (const { line, person } of lines) {
    w.need(16);
    if (w.y === A4[1] - MARGIN) header();
    w.text(tr(`receiptType_${line.type}`), cols.type, { maxWidth: cols.recipient - cols.type - 8 });
    w.text(person?.fullName || line.recipientEmail, cols.recipient, {
      maxWidth: cols.qty - cols.recipient - 40,
    });
    w.text(String(line.quantity), 0, { right: cols.qty });
    w.text(money(line.unitPrice), 0, { right: cols.unit });
    w.text(money(line.unitPrice * line.quantity), 0, { right: cols.total });
    w.y -= 15;
  }
  w.rule(9);
  w.y -= 8;

  const totals = order.totals!;
  const sums: [string, string, boolean][] = [
    [tr('receiptSubtotal'), money(totals.subtotal), false],
    ...order.coupons.map((c): [string, string, boolean] => [
      `${tr('receiptCoupon', { code: c.code })}${c.freeShipping ? ` (${tr('receiptFreeShipping')})` : ''}`,
      `-${money(c.discount)}`,
      false,
    ]),
    [tr('receiptShipping'), money(totals.shipping), false],
    [tr('receiptNet'), money(totals.net), false],
    [tr('receiptVat'), money(totals.vat), false],
    [tr('receiptTotal'), money(totals.total), true],
  ];
  for (const [label, value, strong] of sums) {
    w.need(20);
    if (strong) w.y -= 4;
    w.text(label, 300, { bold: strong, size: strong ? 12 : 10 });
    w.text(value, 0, { bold: strong, size: strong ? 12 : 10, right });
    w.y -= strong ? 18 : 14;
  }
  w.y -= 16;
  const ship = order.shippingAddress;
  if (ship) {
    w.need(70);
    w.text(tr('receiptShipTo'), MARGIN, { bold: true, color: MUTED, size: 9 });
    w.y -= 14;
    for (const text of [ship.fullName, ship.street, `${ship.zipcode} ${ship.city}`, ship.country]) {
      w.text(text, MARGIN);
      w.y -= 13;
    }
    w.y -= 10;
  }
  w.need(14);
  w.text(tr('receiptPricesNote', DELIVERY_DAYS), MARGIN, { size: 9, color: MUTED });
  return doc.save({ useObjectStreams: false });
}
