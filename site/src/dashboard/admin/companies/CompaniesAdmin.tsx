import { useStore } from '@nanostores/react';
import type { AdminCompanyRow } from '@shared/types/billing';
import { useId, useMemo, useState } from 'react';
import { client } from '../../lib/client';
import { formatMoney } from '../../lib/i18n';
import { companyAuditPath, sectionPath } from '../../lib/routes';
import { $uiLang } from '../../stores/prefs';
import { navigate } from '../../stores/router';
import { SortHeader } from '../../ui/SortHeader';
import { AdminListTable, Filter, FilterBar } from '../AdminTable';
import { useAdminT } from '../i18n';
import { $invoiceCompany } from '../invoices/filters';
import { LIST_CAP } from '../ListState';
import { byText, nextSort, type SortState, sortRows } from '../sort';
import { queryOf, useAdminList } from '../use-admin-list';
import { useDebounced } from '../use-debounced';

type Row = AdminCompanyRow;
type Key = 'name' | 'monthly';
const COMPARE = {
  name: (a: Row, b: Row) => byText(a.name, b.name),
  monthly: (a: Row, b: Row) => a.monthly - b.monthly,
};
const INVOICES = sectionPath('administrator', 'invoices');
const NEWEST_FIRST: Key[] = ['monthly'];

/**
 * Administrator › Companies: search by name or organisation number; per company its people, dynatags and
 * cards, whether billing info is there, and what it pays a month now. Its invoices are one click away.
 */
export function CompaniesAdmin() {
  const t = useAdminT();
  const id = useId();
  const lang = useStore($uiLang);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const list = useAdminList(`/admin/companies?q=${q}`, (options) =>
    client.GET('/api/v1/admin/companies', { params: { query: queryOf({ q }) }, ...options }),
  );
  const { rows, loading } = list;
  const [sort, setSort] = useState<SortState<Key>>({ key: 'name', dir: 'asc' });
  const sorted = useMemo(() => sortRows(rows ?? [], sort, COMPARE, 'name'), [rows, sort]);
  const header = { sort, onSort: (key: Key) => setSort(nextSort(sort, key, NEWEST_FIRST)) };
  const count = (label: string) => (
    <th scope="col" className="text-end">
      {label}
    </th>
  );
  const countCell = (label: string, value: number) => (
    <td data-label={label} className="text-end tabular-nums">
      {value}
    </td>
  );

  return (
    <div className="space-y-3">
      <FilterBar isSearch busy={loading && !!rows}>
        <Filter htmlFor={`${id}-q`} label={t('companiesSearch')}>
          <input
            id={`${id}-q`}
            type="search"
            className="input input-sm w-64 max-w-full"
            placeholder={t('companiesSearchHint')}
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Filter>
      </FilterBar>
      <AdminListTable
        list={list}
        cap={LIST_CAP.admin}
        testId="admin-companies"
        caption={t('companiesTitle')}
        columns={8}
        empty={!sorted.length && t('companiesEmpty')}
        head={
          <>
            <SortHeader label={t('colCompany')} column="name" {...header} />
            {count(t('colOwners'))}
            {count(t('colColleagues'))}
            {count(t('colDynatags'))}
            {count(t('colCards'))}
            <th scope="col">{t('colBilling')}</th>
            <SortHeader label={t('colMonthly')} column="monthly" {...header} className="text-end" />
          </>
        }
      >
        {sorted.map((c) => (
          <tr key={c.id} data-testid="company-row" data-company={c.id}>
            <td className="min-w-0 @3xl:max-w-56">
              {/* One block: on a phone the cell is a flex row (dc-stack). */}
              <div className="min-w-0">
                <div className="font-medium @3xl:truncate">{c.name}</div>
                {c.orgNumber && (
                  <div className="text-base-content/75 text-xs tabular-nums">{c.orgNumber}</div>
                )}
                {c.billingEmail && (
                  <div className="text-base-content/75 text-xs break-all">{c.billingEmail}</div>
                )}
              </div>
            </td>
            {countCell(t('colOwners'), c.owners)}
            {countCell(t('colColleagues'), c.colleagues)}
            {countCell(t('colDynatags'), c.dynatags)}
            {countCell(t('colCards'), c.cards)}
            <td data-label={t('colBilling')}>
              <span className={`badge badge-sm ${c.hasBilling ? 'badge-success' : 'badge-warning'}`}>
                {c.hasBilling ? t('billingPresent') : t('billingMissing')}
              </span>
            </td>
            <td data-label={t('colMonthly')} className="text-end tabular-nums whitespace-nowrap">
              {formatMoney(c.monthly, lang)}
            </td>
            <td className="@3xl:text-end">
              <a
                href={companyAuditPath(c.id)}
                className="btn btn-xs btn-ghost me-1 whitespace-nowrap"
                aria-label={t('companyAuditNamed', { name: c.name })}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(companyAuditPath(c.id));
                }}
              >
                {t('companyAudit')}
              </a>
              <a
                href={INVOICES}
                className="btn btn-xs btn-outline whitespace-nowrap"
                aria-label={t('companyInvoicesNamed', { name: c.name })}
                onClick={(event) => {
                  event.preventDefault();
                  $invoiceCompany.set(c.id);
                  navigate(INVOICES);
                }}
              >
                {t('companyInvoices')}
              </a>
            </td>
          </tr>
        ))}
      </AdminListTable>
    </div>
  );
}
