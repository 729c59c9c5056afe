// An invoice or credit note as a PDF (pdf-lib, drawn with platform/pdf.ts) in the invoice's language, laid out as a
// Swedish bookkeeper expects (mervärdesskattelagen 17 kap. 24 §): the seller with org and VAT numbers and
// "Godkänd för F-skatt", the buyer with theirs and their marking, number, dates and terms, where to pay (bankgiro,
// IBAN/BIC, OCR reference, due date, amount), the lines under their headings, the VAT per rate and the total.
// A credit note names the invoice it credits and has nothing to pay.
import type { Invoice, InvoiceLine } from '@db/schema';
import { type Seller, VAT_RATE } from '@shared/constants';
import { PDFDocument } from 'pdf-lib';
import { A4, dateOf, MARGIN, MUTED, sellerLines, Writer } from '../../platform/pdf';
import { formatMoney, INVOICE_DUE_MS, periodBounds } from '../pricing';
import { invoiceOcr, lineText, periodText, tb } from './invoice-text';

type Tr = (key: Parameters<typeof tb>[1], p?: Parameters<typeof tb>[2]) => string;
type Group = {
  heading: Parameters<typeof tb>[1] | null;
  priceLabel: Parameters<typeof tb>[1] | null;
  lines: InvoiceLine[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const RIGHT = A4[0] - MARGIN;
const HALF = A4[0] / 2;

/**
 * The lines under their headings: subscriptions and services are monthly charges (their unit price is a monthly
 * price), a card order is a one-off with its own heading and price; a credit note's line stands alone, unheaded.
 */
function groupsOf(lines: InvoiceLine[]): Group[] {
  const monthly = lines.filter((l) => l.item !== 'cardOrder' && l.item !== 'credit');
  const cards = lines.filter((l) => l.item === 'cardOrder');
  const credit = lines.filter((l) => l.item === 'credit');
  const groups: Group[] = [
    { heading: 'invoiceGroupMonthly', priceLabel: 'invoiceUnitPrice', lines: monthly },
    { heading: 'invoiceGroupCards', priceLabel: 'invoiceOrderPrice', lines: cards },
    { heading: null, priceLabel: null, lines: credit },
  ];
  return groups.filter((g) => g.lines.length);
}

export async function renderInvoice(
  seller: Seller,
  invoice: Invoice,
  lines: InvoiceLine[],
): Promise<Uint8Array> {
  const { lang } = invoice;
  const tr: Tr = (key, p) => tb(lang, key, p);
  const money = (ore: number) => formatMoney(lang, ore);
  const isCredit = invoice.kind === 'credit';
  const title = tr(isCredit ? 'creditTitle' : 'invoiceTitle');
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} ${invoice.number}`);
  doc.setAuthor(seller.name);
  doc.setCreationDate(new Date(invoice.issuedAt));
  const w = await Writer.start(doc);

  w.heading(seller.name, title);
  const { buyer } = invoice;
  const labels = { orgNumber: tr('invoiceOrgNumber'), vatNumber: tr('invoiceVatNumber') };
  w.columns(
    {
      title: tr('invoiceSeller'),
      lines: [...sellerLines(seller, labels), ...(seller.fTax ? [tr('invoiceFTax')] : [])],
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
  w.y -= 16;

  // The invoice's facts at the left, where to pay in a box at the right, side by side.
  const top = w.y;
  const credit = lines.find((l) => l.item === 'credit');
  const facts: [string, string][] = [
    [tr(isCredit ? 'creditNumber' : 'invoiceNumber'), String(invoice.number)],
    [tr('invoiceIssued'), dateOf(lang, invoice.issuedAt)],
  ];
  if (isCredit) facts.push([tr('creditCredits'), String(credit?.params.invoiceNumber ?? '')]);
  else {
    facts.push([tr('invoiceDue'), dateOf(lang, invoice.dueAt)]);
    facts.push([tr('invoiceTermsLabel'), tr('invoiceTermsDays', { days: INVOICE_DUE_MS / DAY_MS })]);
  }
  if (invoice.period) facts.push([tr('invoicePeriod'), periodText(lang, invoice.period)]);
  w.facts(facts);
  const afterFacts = w.y;
  const ocr = invoiceOcr(invoice);
  if (ocr) {
    w.y = top;
    w.box(HALF + 10, tr('invoicePayTitle'), [
      [tr('invoiceBankgiro'), seller.bankgiro],
      [tr('invoiceIban'), seller.iban],
      [tr('invoiceBic'), seller.bic],
      [tr('invoiceOcr'), ocr],
      [tr('invoiceDue'), dateOf(lang, invoice.dueAt)],
      [tr('invoiceToPay'), money(invoice.total)],
    ]);
  }
  w.y = Math.min(w.y, afterFacts) - 8;
  if (credit) {
    const text = tr('creditFor', {
      invoiceNumber: credit.params.invoiceNumber ?? '',
      reason: credit.params.reason ?? '',
    });
    w.text(text, MARGIN, { bold: true, maxWidth: RIGHT - MARGIN });
    w.y -= 20;
  }
  w.y -= 10;

  const cols = { text: MARGIN, unit: 440, amount: RIGHT };
  for (const group of groupsOf(lines)) {
    w.need(60);
    if (group.heading) {
      w.text(tr(group.heading), MARGIN, { bold: true, size: 11 });
      w.y -= 16;
    }
    const price = group.priceLabel;
    w.table(
      [
        { label: tr('invoiceDescription'), x: cols.text },
        ...(price ? [{ label: tr(price), right: cols.unit }] : []),
        { label: tr('invoiceAmount'), right: cols.amount },
      ],
      group.lines,
      (line) => {
        w.text(lineText(lang, line), cols.text, { maxWidth: cols.unit - cols.text - 70 });
        if (price) w.text(money(line.unitPrice), 0, { right: cols.unit });
        w.text(money(line.amount), 0, { right: cols.amount });
      },
    );
    w.y -= 8;
  }
  w.sums([
    [tr('invoiceNet'), money(invoice.net), false],
    [tr('invoiceVat'), money(invoice.vat), false],
    [tr(isCredit ? 'creditTotal' : 'invoiceTotal'), money(invoice.total), true],
  ]);
  w.y -= 12;
  vatSummary(w, tr, money, invoice);
  w.y -= 8;
  w.need(50);
  const small = { size: 9, maxWidth: RIGHT - MARGIN };
  if (isCredit) w.paragraph(tr('creditTerms'), MARGIN, small);
  else {
    const due = dateOf(lang, invoice.dueAt);
    const pay = { total: money(invoice.total), bankgiro: seller.bankgiro, ocr: ocr ?? '', due };
    w.paragraph(tr('invoiceTerms', pay), MARGIN, small);
    w.y -= 13;
    w.paragraph(tr('invoiceLateInterest'), MARGIN, small);
  }
  w.y -= 13;
  if (invoice.period)
    w.text(tr('invoicePricesNote', { days: periodBounds(invoice.period).days }), MARGIN, {
      size: 9,
      color: MUTED,
    });
  return doc.save({ useObjectStreams: false });
}

/**
 * The VAT by rate: every line of ours carries the one rate, so one row, the taxable amount being the net (the VAT
 * is computed once on it, as the invoice's `vat`).
 */
function vatSummary(w: Writer, tr: Tr, money: (ore: number) => string, invoice: Invoice) {
  w.need(60);
  w.text(tr('invoiceVatSummary'), MARGIN, { bold: true, size: 10 });
  w.y -= 14;
  const rate = `${Math.round(VAT_RATE * 100)} %`;
  w.table(
    [
      { label: tr('invoiceVatRate'), x: MARGIN },
      { label: tr('invoiceVatBase'), right: 440 },
      { label: tr('invoiceVatAmount'), right: RIGHT },
    ],
    [{ rate, base: invoice.net, vat: invoice.vat }],
    (row) => {
      w.text(row.rate, MARGIN);
      w.text(money(row.base), 0, { right: 440 });
      w.text(money(row.vat), 0, { right: RIGHT });
    },
  );
}
