// The receipt of an order as a PDF (pdf-lib, drawn with platform/pdf.ts): seller (config.seller, from the SELLER_*
// variables), buyer as billed at submit, order number and date, the lines, coupons, shipping, the subtotal
// excluding VAT, VAT 25 % and the total, in the orderer's language.
import type { Order } from '@db/schema';
import type { Lang, Seller } from '@shared/constants';
import { placeOf } from '@shared/countries';
import { type Params, translate } from '@shared/i18n';
import { PDFDocument } from 'pdf-lib';
import { A4, dateOf, MARGIN, MUTED, sellerLines, Writer } from '../../platform/pdf';
import { formatMoney } from '../pricing';
import type { LineRow } from './lines';
import { frozenTotals } from './parcels';
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

  w.heading(seller.name, tr('receiptTitle'));

  const buyer = order.buyer;
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
    {
      title: tr('receiptSeller'),
      lines: sellerLines(seller, { orgNumber: tr('receiptOrgNumber'), vatNumber: tr('receiptVatNumber') }),
    },
    { title: tr('receiptBuyer'), lines: buyerLines },
  );
  w.y -= 12;
  const facts: [string, string][] = [
    [tr('receiptOrderNumber'), order.number ?? ''],
    [tr('receiptDate'), dateOf(lang, order.submittedAt ?? order.createdAt)],
    [tr('receiptStatus'), tr(`receiptStatus_${order.status as 'received'}`)],
  ];
  w.facts(facts);
  w.y -= 16;

  const cols = { type: MARGIN, recipient: MARGIN + 130, qty: 380, unit: 470, total: right };
  w.table(
    [
      { label: tr('receiptType'), x: cols.type },
      { label: tr('receiptRecipient'), x: cols.recipient },
      { label: tr('receiptQuantity'), right: cols.qty },
      { label: tr('receiptUnitPrice'), right: cols.unit },
      { label: tr('receiptLineTotal'), right: cols.total },
    ],
    lines,
    ({ line, person }) => {
      w.text(tr(`receiptType_${line.type}`), cols.type, { maxWidth: cols.recipient - cols.type - 8 });
      w.text(person?.fullName || line.recipientEmail, cols.recipient, {
        maxWidth: cols.qty - cols.recipient - 40,
      });
      w.text(String(line.quantity), 0, { right: cols.qty });
      w.text(money(line.unitPrice), 0, { right: cols.unit });
      w.text(money(line.unitPrice * line.quantity), 0, { right: cols.total });
    },
  );

  const totals = frozenTotals(order, lines);
  const sums: [string, string, boolean][] = [
    [tr('receiptSubtotal'), money(totals.subtotal), false],
    ...order.coupons.map((c): [string, string, boolean] => [
      `${tr('receiptCoupon', { code: c.code })}${c.freeShipping ? ` (${tr('receiptFreeShipping')})` : ''}`,
      `-${money(c.discount)}`,
      false,
    ]),
    // Each parcel with its price (a parcel per destination); Σ = the order's shipping.
    ...totals.parcels.map((p): [string, string, boolean] => [
      p.address ? tr('receiptParcel', { place: placeOf(lang, p.address) }) : tr('receiptShipping'),
      money(p.shipping),
      false,
    ]),
    [tr('receiptNet'), money(totals.net), false],
    [tr('receiptVat'), money(totals.vat), false],
    [tr('receiptTotal'), money(totals.total), true],
  ];
  w.sums(sums);
  w.y -= 16;
  // Every parcel's address (the main one first), so the buyer sees where each box went.
  const addresses = totals.parcels.flatMap((p) => (p.address ? [p.address] : []));
  if (addresses.length) {
    w.need(28 + 13 * 4);
    w.text(tr('receiptShipTo'), MARGIN, { bold: true, color: MUTED, size: 9 });
    w.y -= 14;
    for (const ship of addresses) {
      w.need(13 * 4 + 6);
      for (const text of [ship.fullName, ship.street, `${ship.zipcode} ${ship.city}`, ship.country]) {
        w.text(text, MARGIN);
        w.y -= 13;
      }
      w.y -= 6;
    }
    w.y -= 4;
  }
  w.need(14);
  w.text(tr('receiptPricesNote', DELIVERY_DAYS), MARGIN, { size: 9, color: MUTED });
  return doc.save({ useObjectStreams: false });
}
