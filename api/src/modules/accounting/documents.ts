// What is sent to the accounting system, in the provider's shapes: a company as a Customer, an invoice or a
// credit note as an Order (the `invoice` scope is not among the three the integration asks for; see
// docs/decisions.md). Amounts leave as SEK decimals (öre / 100), prices excluding VAT, VAT 25 %.
import type { BuyerSnapshot, Invoice, InvoiceLine } from '@db/schema';
import { type Lang, VAT_RATE } from '@shared/constants';
import { type MessageKey, translate } from '@shared/i18n';
import { invoiceOcr } from '../billing';

/** The provider's field limits (characters). */
const DESCRIPTION_MAX = 50;
const REFERENCE_MAX = 50;

const REGIONS = ['SE', 'FI', 'NO', 'DK', 'IS', 'DE', 'NL', 'BE', 'LU', 'FR', 'GB', 'IE', 'ES', 'PT', 'IT'];
const MORE_REGIONS = ['AT', 'CH', 'PL', 'EE', 'LV', 'LT', 'CZ', 'US', 'CA'];

/** A billing country typed as text ("Sverige", "Finland", "se") as ISO 3166-1 alpha-2, or undefined. */
export function countryCode(text: string): string | undefined {
  const typed = text.trim();
  if (/^[A-Za-z]{2}$/.test(typed)) return typed.toUpperCase();
  const wanted = typed.toLowerCase();
  for (const lang of ['sv', 'en', 'fi']) {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    const hit = [...REGIONS, ...MORE_REGIONS].find((code) => names.of(code)?.toLowerCase() === wanted);
    if (hit) return hit;
  }
  return undefined;
}

/** POST /customers and PUT /customers/{n}: a paying company with its billing info. */
export function customerDocument(buyer: BuyerSnapshot) {
  const country = countryCode(buyer.country);
  return {
    Customer: {
      Name: buyer.companyName,
      Type: 'COMPANY',
      OrganisationNumber: buyer.orgNumber,
      Email: buyer.email,
      EmailInvoice: buyer.email,
      Address1: buyer.street,
      ZipCode: buyer.zipcode,
      City: buyer.city,
      ...(country ? { CountryCode: country } : {}),
      YourReference: buyer.marking.slice(0, REFERENCE_MAX),
      Currency: 'SEK',
    },
  };
}

const ROW_KEYS: Record<InvoiceLine['item'], MessageKey<'admin'>> = {
  subscriptionMonthly: 'accountingRowSubscriptionMonthly',
  subscriptionLifetime: 'accountingRowSubscriptionLifetime',
  dynatagService: 'accountingRowDynatagService',
  dynatagUnits: 'accountingRowDynatagUnits',
  extraOwners: 'accountingRowExtraOwners',
  cardOrder: 'accountingRowCardOrder',
  credit: 'accountingRowCredit',
};

function rowText(lang: Lang, line: InvoiceLine): string {
  const { name = '', days, invoiceNumber = '', orderNumber = '' } = line.params;
  const text = translate(lang, 'admin', ROW_KEYS[line.item], { name, invoiceNumber, orderNumber });
  const withDays = days ? translate(lang, 'admin', 'accountingRowDays', { text, days }) : text;
  return withDays.slice(0, DESCRIPTION_MAX);
}

/** Öre to SEK with two decimals, as a number (the provider takes decimals). */
export const kronor = (ore: number) => Math.round(ore) / 100;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * POST /orders: one row per invoice line, quantity 1 ordered and delivered (so the order can be invoiced as it
 * is), the line's billed amount as the price. A credit note is an order of negative rows naming the invoice.
 */
export function orderDocument(
  invoice: Invoice,
  lines: InvoiceLine[],
  customerNumber: string,
  creditedNumber: number | null,
) {
  const lang = invoice.lang;
  const ocr = invoiceOcr(invoice);
  const remarks =
    invoice.kind === 'credit'
      ? translate(lang, 'admin', 'accountingOrderCredit', {
          number: invoice.number,
          credited: creditedNumber ?? '',
        })
      : translate(lang, 'admin', 'accountingOrderInvoice', {
          number: invoice.number,
          period: invoice.period ?? '',
        });
  return {
    Order: {
      CustomerNumber: customerNumber,
      OrderDate: isoDate(invoice.issuedAt),
      DeliveryDate: isoDate(invoice.issuedAt),
      YourOrderNumber: String(invoice.number),
      ExternalInvoiceReference1: `Dynacard ${invoice.number}`,
      // The OCR reference the customer pays with, so a payment can be matched to this order in the bookkeeping.
      ...(ocr ? { ExternalInvoiceReference2: ocr } : {}),
      YourReference: invoice.buyer.marking.slice(0, REFERENCE_MAX),
      Remarks: remarks,
      Currency: 'SEK',
      VATIncluded: false,
      OrderRows: lines.map((line) => ({
        Description: rowText(lang, line),
        OrderedQuantity: 1,
        DeliveredQuantity: 1,
        Price: kronor(line.amount),
        VAT: Math.round(VAT_RATE * 100),
      })),
    },
  };
}
