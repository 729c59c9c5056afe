import { useStore } from '@nanostores/react';
import type { InvoiceStatus, InvoiceSummary } from '@shared/types/billing';
import { useId, useMemo, useState } from 'react';
import { client } from '../../lib/client';
import { formatMoney, LOCALES } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';
import { SortHeader } from '../../ui/SortHeader';
import { AdminListTable, Filter, FilterBar } from '../AdminTable';
import { formatDay, useAdminT } from '../i18n';
import { LIST_CAP } from '../ListState';
import { nextSort, type SortState, sortRows } from '../sort';
import { queryOf, useAdminList } from '../use-admin-list';
import { BillingRun } from './BillingRun';
import { CreditDialog } from './CreditDialog';
import { $invoiceCompany, periodLabel } from './filters';
import { InvoiceActions, InvoiceStatusBadge } from './InvoiceRowParts';

type Key = 'number' | 'company' | 'period' | 'total' | 'dueAt';
const COMPARE = {
  number: (a: InvoiceSummary, b: InvoiceSummary) => a.number - b.number,
  company: (a: InvoiceSummary, b: InvoiceSummary) => a.company.name.localeCompare(b.company.name),
  period: (a: InvoiceSummary, b: InvoiceSummary) => (a.period ?? '').localeCompare(b.period ?? ''),
  total: (a: InvoiceSummary, b: InvoiceSummary) => a.total - b.total,
  dueAt: (a: InvoiceSummary, b: InvoiceSummary) => a.dueAt - b.dueAt,
};
const STATUSES: InvoiceStatus[] = ['open', 'paid', 'credited'];
const STATUS_KEY = { open: 'statusOpen', paid: 'statusPaid', credited: 'statusCredited' } as const;

/**
 * Administrator › Invoices: every company's invoices and credit notes by status and company; the PDF, mark
 * paid, credit with a reason; and a billing run for a past month.
 */
export function InvoicesAdmin() {
  const t = useAdminT();
  const id = useId();
  const lang = useStore($uiLang);
  const companyId = useStore($invoiceCompany);
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const list = useAdminList(`/admin/invoices?status=${status}&companyId=${companyId}`, (options) =>
    client.GET('/api/v1/admin/invoices', { params: { query: queryOf({ status, companyId }) }, ...options }),
  );
  const { rows, loading, reload } = list;
  const companies = useAdminList('/admin/companies', (options) =>
    client.GET('/api/v1/admin/companies', options),
  ).rows;
  const [sort, setSort] = useState<SortState<Key>>({ key: 'number', dir: 'desc' });
  const sorted = useMemo(() => sortRows(rows ?? [], sort, COMPARE, 'number'), [rows, sort]);
  const header = {
    sort,
    onSort: (key: Key) => setSort(nextSort(sort, key, ['number', 'period', 'total', 'dueAt'])),
  };
  const [crediting, setCrediting] = useState<InvoiceSummary | null>(null);
  const now = Date.now();

  return (
    <div className="space-y-4">
      <BillingRun onBilled={reload} />
      <FilterBar busy={loading && !!rows}>
        <Filter htmlFor={`${id}-status`} label={t('invoicesStatus')}>
          <select
            id={`${id}-status`}
            className="select select-sm w-40"
            value={status}
            onChange={(e) => setStatus(e.target.value as InvoiceStatus | '')}
          >
            <option value="">{t('invoicesStatusAll')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_KEY[s])}
              </option>
            ))}
          </select>
        </Filter>
        <Filter htmlFor={`${id}-company`} label={t('invoicesCompany')}>
          <select
            id={`${id}-company`}
            className="select select-sm w-56 max-w-full"
            value={companyId}
            onChange={(e) => $invoiceCompany.set(e.target.value)}
          >
            <option value="">{t('invoicesCompanyAll')}</option>
            {companyId && !companies?.some((c) => c.id === companyId) && (
              <option value={companyId}>{companyId}</option>
            )}
            {companies?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Filter>
      </FilterBar>
      <AdminListTable
        list={list}
        cap={LIST_CAP.invoices}
        testId="admin-invoices"
        caption={t('invoicesTitle')}
        columns={7}
        empty={!sorted.length && t('invoicesEmpty')}
        head={
          <>
            <SortHeader label={t('colNumber')} column="number" {...header} />
            <SortHeader label={t('colCompany')} column="company" {...header} />
            <SortHeader label={t('colPeriod')} column="period" {...header} />
            <SortHeader label={t('colTotal')} column="total" {...header} className="text-end" />
            <th scope="col">{t('colStatus')}</th>
            <SortHeader label={t('colDue')} column="dueAt" {...header} />
          </>
        }
      >
        {sorted.map((invoice) => (
          <tr key={invoice.id} data-testid="invoice-row" data-invoice={invoice.number}>
            <td className="font-medium tabular-nums">
              <div>
                {invoice.number}
                {invoice.kind === 'credit' && (
                  <span className="badge badge-sm badge-ghost ms-2">{t('creditNote')}</span>
                )}
                {invoice.ocr && (
                  // The reference a bank payment names: what the administrator matches before marking it paid.
                  <div className="text-base-content/70 text-xs font-normal" data-testid="invoice-ocr">
                    {t('invoiceOcr', { ocr: invoice.ocr })}
                  </div>
                )}
                {invoice.relatedNumber !== null && (
                  <div className="text-base-content/70 text-xs font-normal">
                    {t(invoice.kind === 'credit' ? 'creditsInvoice' : 'creditedBy', {
                      number: invoice.relatedNumber,
                    })}
                  </div>
                )}
              </div>
            </td>
            <td data-label={t('colCompany')} className="sm:max-w-56 sm:truncate">
              {invoice.company.name}
            </td>
            <td data-label={t('colPeriod')} className="whitespace-nowrap">
              {invoice.period ? periodLabel(invoice.period, LOCALES[lang]) : '–'}
            </td>
            <td data-label={t('colTotal')} className="text-end tabular-nums whitespace-nowrap">
              {formatMoney(invoice.total, lang)}
            </td>
            <td data-label={t('colStatus')}>
              <InvoiceStatusBadge invoice={invoice} now={now} />
            </td>
            <td data-label={t('colDue')} className="whitespace-nowrap">
              {formatDay(invoice.dueAt, lang)}
            </td>
            <td>
              <InvoiceActions invoice={invoice} onCredit={setCrediting} done={reload} />
            </td>
          </tr>
        ))}
      </AdminListTable>
      {crediting && (
        <CreditDialog
          invoice={crediting}
          onClose={() => setCrediting(null)}
          onDone={() => {
            setCrediting(null);
            reload();
          }}
        />
      )}
    </div>
  );
}
