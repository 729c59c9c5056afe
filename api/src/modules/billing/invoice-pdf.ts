// An invoice or credit note as a PDF (pdf-lib, drawn with platform/pdf.ts) in the invoice's language: seller
// (config.seller), buyer as billed, number, dates, period, the lines, net, VAT 25 %, total and payment terms.
import type { Invoice, InvoiceLine } from '@db/schema';
import type { Seller } from '@shared/constants';
import { PDFDocument } from 'pdf-lib';
import { A4, dateOf, MARGIN, MUTED, sellerLines, Writer } from '../../platform/pdf';
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

  w.heading(seller.name, title);

  const { buyer } = invoice;
  w.columns(
    {
      title: tr('invoiceSeller'),
      lines: sellerLines(seller, { orgNumber: tr('invoiceOrgNumber'), vatNumber: tr('invoiceVatNumber') }),
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
  w.facts(facts);
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
  w.table(
    [
      { label: tr('invoiceDescription'), x: cols.text },
      { label: tr('invoiceUnitPrice'), right: cols.unit },
      { label: tr('invoiceAmount'), right: cols.amount },
    ],
    lines,
    (line) => {
      w.text(lineText(lang, line), cols.text, { maxWidth: cols.unit - cols.text - 70 });
      if (line.item !== 'credit') w.text(money(line.unitPrice), 0, { right: cols.unit });
      w.text(money(line.amount), 0, { right: cols.amount });
    },
  );
  const sums: [string, string, boolean][] = [
    [tr('invoiceNet'), money(invoice.net), false],
    [tr('invoiceVat'), money(invoice.vat), false],
    [tr(isCredit ? 'creditTotal' : 'invoiceTotal'), money(invoice.total), true],
  ];
  w.sums(sums);
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
