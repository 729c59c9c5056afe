import { describe, expect, test } from 'bun:test';
import type { InvoiceSummary } from '@shared/types/billing';
import { canCredit, canMarkPaid, isOverdue } from './invoice-rules';

const invoice = (over: Partial<InvoiceSummary>): InvoiceSummary => ({
  id: 'inv1',
  number: 1001,
  kind: 'invoice',
  company: { id: 'c1', name: 'Nordvik Bygg AB' },
  period: '2026-10',
  net: 3900,
  vat: 975,
  total: 4875,
  status: 'open',
  issuedAt: 1_000,
  dueAt: 2_000,
  ocr: '100164',
  paidAt: null,
  mailedAt: null,
  relatedNumber: null,
  pdfPath: '/api/v1/invoices/inv1/pdf',
  ...over,
});

describe('what an invoice row offers', () => {
  test('an open invoice: mark paid and credit', () => {
    expect(canMarkPaid(invoice({}))).toBe(true);
    expect(canCredit(invoice({}))).toBe(true);
  });

  test('a paid invoice can still be credited, not paid again', () => {
    expect(canMarkPaid(invoice({ status: 'paid' }))).toBe(false);
    expect(canCredit(invoice({ status: 'paid' }))).toBe(true);
  });

  test('a credited invoice and a credit note offer neither', () => {
    expect(canCredit(invoice({ status: 'credited' }))).toBe(false);
    expect(canMarkPaid(invoice({ status: 'credited' }))).toBe(false);
    expect(canMarkPaid(invoice({ kind: 'credit' }))).toBe(false);
    expect(canCredit(invoice({ kind: 'credit' }))).toBe(false);
  });

  test('overdue: open and past its due moment, never a credit note or a paid one', () => {
    expect(isOverdue(invoice({}), 2_000)).toBe(false);
    expect(isOverdue(invoice({}), 2_001)).toBe(true);
    expect(isOverdue(invoice({ status: 'paid' }), 9_999)).toBe(false);
    expect(isOverdue(invoice({ kind: 'credit' }), 9_999)).toBe(false);
  });
});
