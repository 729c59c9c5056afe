import type { ReactNode } from 'react';
import { EmptyRow } from '../ui/parts';
import { useAdminT } from './i18n';
import { CapNote, ListState } from './ListState';
import type { useAdminList } from './use-admin-list';

type TableProps = {
  testId: string;
  /** Read by screen readers only (the tab's heading says it on screen). */
  caption: string;
  /** The column headers before the last one, which is always the row's actions. */
  head: ReactNode;
  /** Every column, the actions included: the empty row spans them all. */
  columns: number;
  /** Said in one row when the list has none; false when there are rows. */
  empty: string | false;
  /** Dimmed and aria-busy while other rows load (the last ones stay meanwhile). */
  loading?: boolean;
  children: ReactNode;
};

/** An administrator table: bordered, stacked into cards on a phone (dc-stack), with a caption and an actions column. */
export function AdminTable({ testId, caption, head, columns, empty, loading, children }: TableProps) {
  const t = useAdminT();
  return (
    <div className="rounded-box border border-base-300 bg-base-100 sm:overflow-x-auto">
      <table
        className={`table table-sm dc-stack ${loading ? 'opacity-60' : ''}`}
        aria-busy={loading}
        data-testid={testId}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="text-base-content/80">
          <tr>
            {head}
            <th scope="col">
              <span className="sr-only">{t('colActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {children}
          {empty !== false && <EmptyRow columns={columns}>{empty}</EmptyRow>}
        </tbody>
      </table>
    </div>
  );
}

/**
 * An administrator list loaded by useAdminList: a spinner or the failure until its first rows, then the
 * table; and, when the API's cap was reached, the note that more may exist.
 */
export function AdminListTable({
  list,
  cap,
  ...table
}: Omit<TableProps, 'loading'> & { list: ReturnType<typeof useAdminList<unknown>>; cap: number }) {
  return (
    <>
      {list.rows ? (
        <AdminTable {...table} loading={list.loading} />
      ) : (
        <ListState failed={list.failed} onRetry={list.reload} />
      )}
      <CapNote count={list.rows?.length ?? 0} cap={cap} />
    </>
  );
}

/** The row of filters above a list, with a small spinner while another answer loads; a search landmark when it searches. */
export function FilterBar({
  isSearch,
  busy,
  children,
}: {
  isSearch?: boolean;
  busy: boolean;
  children: ReactNode;
}) {
  const Bar = isSearch ? 'search' : 'div';
  return (
    <Bar className="flex flex-wrap items-end gap-3">
      {children}
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
    </Bar>
  );
}

/** One labelled filter: the label above its input or select (the control carries the id). */
export function Filter({
  htmlFor,
  label,
  children,
}: {
  htmlFor: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </div>
  );
}
