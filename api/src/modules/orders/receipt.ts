// The receipt of an order as a PDF (pdf-lib, drawn with platform/pdf.ts): seller (config.seller, from the SELLER_*
// variables), buyer as billed at submit, order number and date, the lines, coupons, shipping, the subtotal
// excluding VAT, VAT 25 % and the total, in the orderer's language.
import type { Order } from '@db/schema';
import type { Lang, Seller } from '@shared/constants';
import { type Params, translate } from '@shared/i18n';
import { PDFDocument } from 'pdf-lib';
import { A4, BRAND, dateOf, MARGIN, MUTED, Writer } from '../../platform/pdf';
import type { LineRow } from './lines';
import { formatMoney } from './money';
import { DELIVERY_DAYS } from './quote';

export { winAnsi } from '../../platform/pdf';

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
  const w = await Writer.start(doc);
  const right = A4[0] - MARGIN;

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
  w.columns(
    { title: tr('receiptSeller'), lines: sellerLines },
    { title: tr('receiptBuyer'), lines: buyerLines },
  );
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
    if (w.atTop) header();
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
