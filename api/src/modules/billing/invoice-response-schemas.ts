// The `data` of the invoice answers for the OpenAPI document (platform/envelope.ts `answers`), checked at compile
// time against shared/types/billing.ts (`Fits`); the path parameters of the invoice routes.
import { INVOICE_ITEMS } from '@db/schema';
import type { BillingRunResult, InvoiceDetail, InvoiceSummary } from '@shared/types/billing';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { Timestamp } from '../users';

const Money = (description: string) => t.Integer({ description: `${description}, öre` });
const Id = (description: string) =>
  t.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', error: 'invalidId', description });

export const InvoiceParams = t.Object({ id: Id('The invoice’s id') });
export const CompanyParams = t.Object({ companyId: Id('The company’s id') });

export const InvoiceSummaryData = t.Object({
  id: t.String(),
  number: t.Integer({ description: 'One sequential series for invoices and credit notes' }),
  kind: t.Union([t.Literal('invoice'), t.Literal('credit')]),
  company: t.Object({
    id: t.Nullable(t.String({ description: 'null after the company was deleted' })),
    name: t.String({ description: 'As billed' }),
  }),
  period: t.Nullable(t.String({ description: 'The billed month, YYYY-MM (UTC); null for a credit note' })),
  net: Money('Excluding VAT (negative on a credit note)'),
  vat: Money('VAT 25 %'),
  total: Money('net + VAT'),
  status: t.Union([t.Literal('open'), t.Literal('paid'), t.Literal('credited')]),
  issuedAt: Timestamp,
  dueAt: Timestamp,
  ocr: t.Nullable(
    t.String({
      pattern: '^[0-9]{3,25}$',
      description:
        'OCR reference to pay with: the number, a length digit and a Luhn check digit; null on a credit note',
    }),
  ),
  paidAt: t.Nullable(Timestamp),
  mailedAt: t.Nullable(Timestamp),
  relatedNumber: t.Nullable(
    t.Integer({ description: 'The credit note for it, or the invoice a credit note credits' }),
  ),
  pdfPath: t.String({ description: 'The PDF (same origin, authorised)' }),
});
export const InvoiceList = t.Array(InvoiceSummaryData);

export const InvoiceDetailData = t.Composite([
  InvoiceSummaryData,
  t.Object({
    lines: t.Array(
      t.Object({
        item: t.Union(INVOICE_ITEMS.map((i) => t.Literal(i))),
        text: t.String({ description: 'In the request’s language' }),
        unitDays: t.Integer({ description: 'Quantity × days billed' }),
        unitPrice: Money('Monthly (or one-off) price'),
        amount: Money('Billed: unit price × unit-days ÷ days of the month'),
      }),
    ),
  }),
]);

export const BillingRunData = t.Object({
  period: t.String(),
  invoices: t.Integer({ description: 'Invoices issued by this run' }),
  skipped: t.Integer({ description: 'Companies already invoiced for the month, or without billing info' }),
  total: Money('Σ totals of the invoices issued, with VAT'),
});

export type SummaryChecked = Fits<InvoiceSummary, Static<typeof InvoiceSummaryData>>;
export type DetailChecked = Fits<InvoiceDetail, Static<typeof InvoiceDetailData>>;
export type RunChecked = Fits<BillingRunResult, Static<typeof BillingRunData>>;
