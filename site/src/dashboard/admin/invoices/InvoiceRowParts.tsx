import type { InvoiceSummary } from '@shared/types/billing';
import { Icon } from '../../ui/icons';
import { formatDay, useAdminT } from '../i18n';
import { confirmPaid } from './invoice-actions';
import { canCredit, canMarkPaid, isOverdue } from './invoice-rules';

const BADGE = { open: 'badge-warning', paid: 'badge-success', credited: 'badge-neutral' } as const;
const LABEL = { open: 'statusOpen', paid: 'statusPaid', credited: 'statusCredited' } as const;

/** Open (or overdue), paid with its day, or credited. */
export function InvoiceStatusBadge({ invoice, now }: { invoice: InvoiceSummary; now: number }) {
  const t = useAdminT();
  const overdue = isOverdue(invoice, now);
  return (
    <span className="inline-flex flex-col items-end gap-0.5 sm:items-start">
      <span className={`badge badge-sm whitespace-nowrap ${overdue ? 'badge-error' : BADGE[invoice.status]}`}>
        {overdue ? t('statusOverdue') : t(LABEL[invoice.status])}
      </span>
      {invoice.paidAt !== null && invoice.status === 'paid' && (
        <span className="text-base-content/70 text-xs">{formatDay(invoice.paidAt)}</span>
      )}
    </span>
  );
}

/** The PDF, mark paid (open invoices) and credit (invoices not credited yet). */
export function InvoiceActions({
  invoice,
  onCredit,
  done,
}: {
  invoice: InvoiceSummary;
  onCredit: (invoice: InvoiceSummary) => void;
  done: () => void;
}) {
  const t = useAdminT();
  const number = invoice.number;
  return (
    <div className="flex flex-wrap items-center gap-1 sm:justify-end">
      <a
        className="btn btn-ghost btn-sm btn-square"
        href={invoice.pdfPath}
        target="_blank"
        rel="noopener"
        title={t('downloadPdf')}
        aria-label={t('downloadPdfNamed', { number })}
      >
        <Icon name="download" className="size-4" />
      </a>
      {canMarkPaid(invoice) && (
        <button
          type="button"
          className="btn btn-xs btn-outline whitespace-nowrap"
          aria-label={t('markPaidNamed', { number })}
          onClick={() => confirmPaid(invoice, done)}
        >
          {t('markPaid')}
        </button>
      )}
      {canCredit(invoice) && (
        <button
          type="button"
          className="btn btn-xs btn-outline btn-error whitespace-nowrap"
          aria-label={t('creditNamed', { number })}
          onClick={() => onCredit(invoice)}
        >
          {t('credit')}
        </button>
      )}
    </div>
  );
}
