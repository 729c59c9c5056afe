// The invoice PDF as a bookkeeper reads it, from its drawn text: the seller with org and VAT numbers and F-tax
// approval, where to pay (bankgiro, IBAN, BIC, OCR reference, due date, amount), the buyer with theirs, the dates
// and terms, monthly charges and a card order under their own headings, the VAT per rate; a credit note naming
// the invoice it credits with nothing to pay; in sv, en and fi.
import { describe, expect, test } from 'bun:test';
import type { Invoice, InvoiceLine } from '@db/schema';
import { EXAMPLE_SELLER } from '@shared/constants';
import { pdfText } from '../orders/receipt-text';
import { formatMoney } from '../pricing/money';
import { at } from './invoice-kit';
import { renderInvoice } from './invoice-pdf';

const buyer = {
  companyName: 'Kvarn AB',
  companyShortId: 'kvarn1',
  orgNumber: '556677-8899',
  email: 'invoices@kvarn.example',
  marking: 'Ref 42',
  street: 'Storgatan 1',
  zipcode: '111 22',
  city: 'Västerås',
  country: 'SE',
};
const invoice: Invoice = {
  id: 1,
  shortId: 'inv1',
  number: 1001,
  kind: 'invoice',
  companyId: 1,
  period: '2026-03',
  creditsInvoiceId: null,
  buyer,
  lang: 'sv',
  net: 3900 + 49900 + 129900,
  vat: 45925,
  total: 183700 + 45925,
  status: 'open',
  issuedAt: at(4, 1, 4),
  dueAt: at(5, 1, 4),
  paidAt: null,
  creditedAt: null,
  mailedAt: null,
  companyDeletedAt: null,
  createdAt: at(4, 1, 4),
};
const line = (
  position: number,
  fields: Pick<InvoiceLine, 'item' | 'params' | 'unitDays' | 'unitPrice' | 'amount'>,
) => ({
  id: position + 1,
  invoiceId: 1,
  position,
  ...fields,
});
const lines: InvoiceLine[] = [
  line(0, {
    item: 'subscriptionMonthly',
    params: { name: 'Anna Berg', from: at(3, 1), to: at(3, 31), days: 31 },
    unitDays: 31,
    unitPrice: 3900,
    amount: 3900,
  }),
  line(1, {
    item: 'cardOrder',
    params: { orderNumber: '2026-0042', marking: 'Mässa' },
    unitDays: 0,
    unitPrice: 129900,
    amount: 129900,
  }),
  line(2, {
    item: 'dynatagService',
    params: { from: at(3, 1), to: at(3, 31), days: 31 },
    unitDays: 31,
    unitPrice: 49900,
    amount: 49900,
  }),
];

const plain = (s: string) => s.replace(/\u00a0/g, ' ');
async function textOf(inv: Invoice, ls: InvoiceLine[]) {
  const { pages } = await pdfText(await renderInvoice(EXAMPLE_SELLER, inv, ls));
  const text = pages.flat().map(plain);
  return { text, after: (label: string) => text[text.indexOf(label) + 1] };
}
const money = (lang: 'sv' | 'en' | 'fi', ore: number) => plain(formatMoney(lang, ore));

describe('the invoice PDF', () => {
  test('the seller, the buyer, the dates and terms, and where to pay with the OCR reference', async () => {
    const { text, after } = await textOf(invoice, lines);
    expect(text).toContain('Org.nummer: 559321-4587');
    expect(text).toContain('Momsreg.nr: SE559321458701');
    expect(text).toContain('Godkänd för F-skatt');
    expect(text).toContain('Org.nummer: 556677-8899');
    expect(text).toContain('Märkning: Ref 42');
    expect(after('Fakturanummer')).toBe('1001');
    expect(after('Fakturadatum')).toBe('1 april 2026');
    expect(after('Betalningsvillkor')).toBe('30 dagar netto');
    expect(after('Period')).toBe('mars 2026');
    // The payment box.
    expect(after('Betalning')).toBe('Bankgiro');
    expect(after('Bankgiro')).toBe('5050-1055');
    expect(after('IBAN')).toBe('SE45 5000 0000 0583 9825 7466');
    expect(after('BIC')).toBe('ESSESESS');
    expect(after('OCR-nummer')).toBe('100164');
    expect(text.filter((s) => s === '1 maj 2026').length).toBe(2);
    expect(after('Att betala')).toBe(money('sv', invoice.total));
    expect(after('Att betala inkl. moms')).toBe(money('sv', invoice.total));
    const terms = text.join(' ');
    expect(terms).toContain(
      `Betala ${money('sv', invoice.total)} till bankgiro 5050-1055 med OCR-nummer 100164 senast 1 maj 2026.`,
    );
    expect(terms).toContain('dröjsmålsränta enligt räntelagen');
  });

  test('monthly charges and the card order under their own headings, then the VAT per rate', async () => {
    const { text, after } = await textOf(invoice, lines);
    const at = (s: string) => {
      expect(text).toContain(s);
      return text.indexOf(s);
    };
    const monthly = at('Månadsavgifter');
    const cards = at('Kortbeställningar');
    expect(at('Månadspris')).toBeGreaterThan(monthly);
    expect(at('Månadspris')).toBeLessThan(cards);
    for (const s of [
      'Abonnemang, månadsvis — Anna Berg, 1–31 mars (31 dagar)',
      'Dynatagtjänst, 1–31 mars (31 dagar)',
    ]) {
      expect(at(s)).toBeGreaterThan(monthly);
      expect(at(s)).toBeLessThan(cards);
    }
    const order = at('Kortbeställning 2026-0042 (märkning: Mässa)');
    expect(order).toBeGreaterThan(cards);
    expect(text.lastIndexOf('Månadspris')).toBeLessThan(cards);
    expect(text.slice(cards, order)).toContain('Pris');
    expect(after('Kortbeställning 2026-0042 (märkning: Mässa)')).toBe(money('sv', 129900));
    // VAT summary: rate, taxable amount, VAT.
    const summary = at('Momsspecifikation');
    expect(summary).toBeGreaterThan(order);
    expect(text.slice(summary)).toEqual(
      expect.arrayContaining([
        'Momssats',
        'Underlag',
        'Moms',
        '25 %',
        money('sv', invoice.net),
        money('sv', invoice.vat),
      ]),
    );
    expect(after('25 %')).toBe(money('sv', invoice.net));
  });

  test('in English and Finnish', async () => {
    const en = await textOf({ ...invoice, lang: 'en' }, lines);
    expect(en.text).toContain('Godkänd för F-skatt (approved for F-tax)');
    expect(en.after('OCR reference')).toBe('100164');
    expect(en.after('Amount to pay')).toBe(money('en', invoice.total));
    expect(en.text).toContain('Monthly charges');
    expect(en.text).toContain('Card orders');
    expect(en.text).toContain('VAT summary');
    const fi = await textOf({ ...invoice, lang: 'fi' }, lines);
    expect(fi.after('OCR-viite')).toBe('100164');
    expect(fi.after('Maksettava')).toBe(money('fi', invoice.total));
    expect(fi.text).toContain('Korttitilaukset');
    expect(fi.text).toContain('Godkänd för F-skatt (ennakkoperintä)');
  });

  test('a credit note reads as one: the invoice it credits, no payment box, nothing to pay', async () => {
    const note: Invoice = {
      ...invoice,
      id: 2,
      number: 1005,
      kind: 'credit',
      period: null,
      creditsInvoiceId: 1,
      net: -invoice.net,
      vat: -invoice.vat,
      total: -invoice.total,
    };
    const credit = line(0, {
      item: 'credit',
      params: { invoiceNumber: 1001, reason: 'Fel antal' },
      unitDays: 0,
      unitPrice: -invoice.net,
      amount: -invoice.net,
    });
    const { text, after } = await textOf(note, [{ ...credit, invoiceId: 2 }]);
    expect(text).toContain('Kreditfaktura');
    expect(after('Kreditfakturanummer')).toBe('1005');
    expect(after('Krediterar faktura')).toBe('1001');
    expect(text).toContain('Kreditering av faktura 1001 — Fel antal');
    expect(after('Krediterat inkl. moms')).toBe(money('sv', -invoice.total));
    expect(text).toContain('Godkänd för F-skatt');
    for (const absent of ['OCR-nummer', 'Att betala', 'Bankgiro', 'Förfallodatum', 'Månadspris'])
      expect([absent, text.includes(absent)]).toEqual([absent, false]);
  });
});
