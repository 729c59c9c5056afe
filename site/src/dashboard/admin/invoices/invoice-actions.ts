import type { InvoiceSummary } from '@shared/types/billing';
import { client } from '../../lib/client';
import { formatMoney } from '../../lib/i18n';
import { openDialog } from '../../stores/dialogs';
import { notifySuccess } from '../../stores/notifications';
import { at } from '../i18n';

/** "Mark as paid?" with the invoice's number, company and total; then the list again. */
export function confirmPaid(invoice: InvoiceSummary, done: () => void) {
  const number = invoice.number;
  openDialog('confirm', {
    title: at('paidTitle'),
    message: at('paidText', { number, company: invoice.company.name, total: formatMoney(invoice.total) }),
    confirmLabel: at('markPaid'),
    onConfirm: async () => {
      const result = await client.POST('/api/v1/admin/invoices/{id}/paid', {
        params: { path: { id: invoice.id } },
      });
      if (!result.ok) return;
      notifySuccess(at('paidDone', { number }));
      done();
    },
  });
}
