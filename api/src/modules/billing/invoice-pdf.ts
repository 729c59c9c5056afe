// An invoice or credit note as a PDF (pdf-lib, drawn with platform/pdf.ts) in the invoice's language: seller
// (config.seller), buyer as billed, number, dates, period, the lines, net, VAT 25 %, total and payment terms.
import type { Invoice, InvoiceLine } from '@db/schema';
import type { Seller } from '@shared/constants';
import { PDFDocument } from 'pdf-lib';
import { A4, BRAND, dateOf, MARGIN, MUTED, Writer } from '../../platform/pdf';
import { formatMoney } from '../orders/money';
import { lineText, periodText, tb } from './invoice-text';
import { periodBounds } from './prices';

export async function renderInvoice(
  seller: Seller,
  invoice: Invoice,
  lines: InvoiceLine[],
): Promise<Uint8Array> {
  const { lang } = invoice;
  const tr = (key: Parameters<typeof tb>[1], p?: Parameters<typeof tb>[2]) => tb(lang, key, p);
  const money = (ore: number) => formatMoney(lang, ore);
  const isCredit = invoice.kind === 'credit';
  const title = tr(isCredit ? 'creditTitle' : 'invoiceTitle');
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} ${invoice.number}`);
  doc.setAuthor(seller.name);
  doc.setCreationDate(new Date(invoice.issuedAt));
  const w = await Writer.start(doc);
  const right = A4[0] - MARGIN;

  w.text(seller.name, MARGIN, { size: 18, bold: true, color: BRAND });
  w.text(title, 0, { size: 18, bold: true, right });
  w.y -= 36;

  const { buyer } = invoice;
  w.columns(
    {
      title: tr('invoiceSeller'),
      lines: [
        seller.name,
        seller.street,
        `${seller.zipcode} ${seller.city}`,
        seller.country,
        `${tr('invoiceOrgNumber')}: ${seller.orgNumber}`,
        `${tr('invoiceVatNumber')}: ${seller.vatNumber}`,
        seller.email,
      ],
    },
    {
      title: tr('invoiceBuyer'),
      lines: [
        buyer.companyName,
        buyer.street,
        `${buyer.zipcode} ${buyer.city}`,
        buyer.country,
        `${tr('invoiceOrgNumber')}: ${buyer.orgNumber}`,
        buyer.email,
        ...(buyer.marking ? [`${tr('invoiceMarking')}: ${buyer.marking}`] : []),
      ],
    },
  );
  w.y -= 12;
  const facts: [string, string][] = [
    [tr(isCredit ? 'creditNumber' : 'invoiceNumber'), String(invoice.number)],
    [tr('invoiceIssued'), dateOf(lang, invoice.issuedAt)],
    ...(isCredit ? [] : ([[tr('invoiceDue'), dateOf(lang, invoice.dueAt)]] as [string, string][])),
    ...(invoice.period
      ? ([[tr('invoicePeriod'), periodText(lang, invoice.period)]] as [string, string][])
      : []),
  ];
  for (const [label, value] of facts) {
    w.text(label, MARGIN, { color: MUTED });
    w.text(value, MARGIN + 120, { bold: true });
    w.y -= 14;
  }
  const credit = lines.find((l) => l.item === 'credit');
  if (credit) {
    w.y -= 6;
    w.text(
      tr('creditFor', {
        invoiceNumber: credit.params.invoiceNumber ?? '',
        reason: credit.params.reason ?? '',
      }),
      MARGIN,
      {
        bold: true,
        maxWidth: right - MARGIN,
      },
    );
    w.y -= 14;
  }
  w.y -= 16;

  const cols = { text: MARGIN, unit: 440, amount: right };
  const header = () => {
    w.text(tr('invoiceDescription'), cols.text, { bold: true, size: 9, color: MUTED });
    w.text(tr('invoiceUnitPrice'), 0, { bold: true, size: 9, color: MUTED, right: cols.unit });
    w.text(tr('invoiceAmount'), 0, { bold: true, size: 9, color: MUTED, right: cols.amount });
    w.y -= 6;
    w.rule();
    w.y -= 16;
  };
  header();
  for (const line of lines) {
    w.need(16);
    if (w.atTop) header();
    w.text(lineText(lang, line), cols.text, { maxWidth: cols.unit - cols.text - 70 });
    if (line.item !== 'credit') w.text(money(line.unitPrice), 0, { right: cols.unit });
    w.text(money(line.amount), 0, { right: cols.amount });
    w.y -= 15;
  }
  w.rule(9);
  w.y -= 8;
  const sums: [string, string, boolean][] = [
    [tr('invoiceNet'), money(invoice.net), false],
    [tr('invoiceVat'), money(invoice.vat), false],
    [tr(isCredit ? 'creditTotal' : 'invoiceTotal'), money(invoice.total), true],
  ];
  for (const [label, value, strong] of sums) {
    w.need(20);
    if (strong) w.y -= 4;
    w.text(label, 300, { bold: strong, size: strong ? 12 : 10 });
    w.text(value, 0, { bold: strong, size: strong ? 12 : 10, right });
    w.y -= strong ? 18 : 14;
  }
  w.y -= 16;
  w.need(30);
  const terms = isCredit
    ? tr('creditTerms')
    : tr('invoiceTerms', { due: dateOf(lang, invoice.dueAt), number: invoice.number });
  w.text(terms, MARGIN, { size: 9, maxWidth: right - MARGIN });
  w.y -= 13;
  if (invoice.period)
    w.text(tr('invoicePricesNote', { days: periodBounds(invoice.period).days }), MARGIN, {
      size: 9,
      color: MUTED,
    });
  return doc.save({ useObjectStreams: false });
}
