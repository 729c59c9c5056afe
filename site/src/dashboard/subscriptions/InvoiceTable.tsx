import { useStore } from '@nanostores/react';
import type { InvoiceStatus } from '@shared/types/billing';
import { client } from '../lib/client';
import { formatMoney } from '../lib/i18n';
import { $uiLang } from '../stores/prefs';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/parts';
import { useLoad } from './data';
import { formatDay, formatPeriod } from './format';
import { type BillingKey, useBillingT } from './i18n';

const STATUS: Record<InvoiceStatus, { label: BillingKey; badge: string }> = {
  open: { label: 'invStatusOpen', badge: 'badge-warning' },
  paid: { label: 'invStatusPaid', badge: 'badge-success' },
  credited: { label: 'invStatusCredited', badge: 'badge-ghost' },
};

/** A company's invoices and credit notes: number, period, total, status, due date, OCR reference, the PDF. */
export function InvoiceTable({ company }: { company: { id: string; name: string } }) {
  const b = useBillingT();
  const lang = useStore($uiLang);
  const {
    data: invoices,
    failed,
    reload,
  } = useLoad(`/invoices/companies/${company.id}`, (options) =>
    client.GET('/api/v1/invoices/companies/{companyId}', {
      params: { path: { companyId: company.id } },
      ...options,
    }),
  );
  if (!invoices)
    return failed ? (
      <div className="space-y-2 text-sm">
        <p className="text-error">{b('invLoadFailed')}</p>
        <button type="button" className="btn btn-sm" onClick={reload}>
          {b('invRetry')}
        </button>
      </div>
    ) : (
      <Spinner label={b('invLoading')} className="loading-sm" />
    );
  return (
    <div className="rounded-box border border-base-300 overflow-x-auto">
      <table className="table table-sm dc-stack" data-testid="invoices">
        <caption className="sr-only">{b('invCaption', { company: company.name })}</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">{b('invColNumber')}</th>
            <th scope="col">{b('invColPeriod')}</th>
            <th scope="col" className="text-end">
              {b('invColTotal')}
            </th>
            <th scope="col">{b('invColStatus')}</th>
            <th scope="col">{b('invColDue')}</th>
            <th scope="col">{b('invColOcr')}</th>
            <th scope="col">{b('invColPdf')}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} data-testid="invoice-row" data-number={invoice.number}>
              <td className="font-medium tabular-nums">
                {invoice.number}
                {invoice.kind === 'credit' && (
                  <span className="text-base-content/75 ms-2 text-xs font-normal">{b('invCredit')}</span>
                )}
              </td>
              <td data-label={b('invColPeriod')}>
                {invoice.period ? formatPeriod(invoice.period, lang) : '–'}
              </td>
              <td
                data-label={b('invColTotal')}
                className="text-end tabular-nums whitespace-nowrap"
                data-testid="invoice-total"
              >
                {formatMoney(invoice.total, lang)}
              </td>
              <td data-label={b('invColStatus')}>
                <span className={`badge badge-sm whitespace-nowrap ${STATUS[invoice.status].badge}`}>
                  {b(STATUS[invoice.status].label)}
                </span>
              </td>
              <td data-label={b('invColDue')} className="whitespace-nowrap">
                {formatDay(invoice.dueAt, lang)}
              </td>
              <td data-label={b('invColOcr')} className="tabular-nums" data-testid="invoice-ocr">
                {invoice.ocr ?? '–'}
              </td>
              <td data-label={b('invColPdf')}>
                <a
                  className="btn btn-xs"
                  href={invoice.pdfPath}
                  download={`${invoice.number}.pdf`}
                  aria-label={b('invDownloadNamed', { number: invoice.number })}
                >
                  <Icon name="download" className="size-3.5" />
                  {b('invDownload')}
                </a>
              </td>
            </tr>
          ))}
          {!invoices.length && (
            <tr>
              <td colSpan={7} className="text-base-content/75 py-6 text-center">
                {b('invEmpty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
