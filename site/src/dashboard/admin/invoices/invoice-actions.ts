import type { InvoiceSummary } from '@shared/types/billing';
import { API_BASE, api } from '../../lib/api';
import { formatMoney } from '../../lib/i18n';
import { openDialog } from '../../stores/dialogs';
import { notifySuccess } from '../../stores/notifications';
import { at } from '../i18n';

/** The PDF's address (the answer's same-origin path; a path under the API is completed). */
export const pdfHref = (invoice: InvoiceSummary) =>
  invoice.pdfPath.startsWith('/api/')
    ? invoice.pdfPath
    : invoice.pdfPath.startsWith('/')
      ? `${API_BASE}${invoice.pdfPath}`
      : `${API_BASE}/invoices/${encodeURIComponent(invoice.id)}/pdf`;

/** An open invoice can be marked paid; an invoice not yet credited can be credited. Credit notes neither. */
export const canMarkPaid = (i: InvoiceSummary) => i.kind === 'invoice' && i.status === 'open';
export const canCredit = (i: InvoiceSummary) => i.kind === 'invoice' && i.status !== 'credited';
export const isOverdue = (i: InvoiceSummary, now: number) =>
  i.kind === 'invoice' && i.status === 'open' && i.dueAt < now;

/** "Mark as paid?" with the invoice's number, company and total; then the list again. */
export function confirmPaid(invoice: InvoiceSummary, done: () => void) {
  const number = invoice.number;
  openDialog('confirm', {
    title: at('paidTitle'),
    message: at('paidText', { number, company: invoice.company.name, total: formatMoney(invoice.total) }),
    confirmLabel: at('markPaid'),
    onConfirm: async () => {
      const result = await api('POST', `/admin/invoices/${encodeURIComponent(invoice.id)}/paid`);
      if (!result.ok) return;
      notifySuccess(at('paidDone', { number }));
      done();
    },
  });
}
