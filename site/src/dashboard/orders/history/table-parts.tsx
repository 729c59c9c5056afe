import { persistentAtom } from '@nanostores/persistent';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { isPageSize, PAGE_SIZES, type Page, type PageSize } from '../../dynatags/list/table-model';
import { useOrdersT } from './i18n';

/** The order tables' page size, kept across visits (SPEC §9 sizes; 10 until chosen). */
export const $orderPageSize = persistentAtom<PageSize>('orderPageSize', 10, {
  encode: String,
  decode: (v) => {
    const value = v === 'all' ? v : Number(v);
    return isPageSize(value) ? value : 10;
  },
});

/** Rows per page: 5, 7, 10, 15, 20, 25, 50 or all. */
export function PageSizeSelect({ onChange }: { onChange: () => void }) {
  const t = useOrdersT();
  const id = useId();
  const size = useStore($orderPageSize);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id}>{t('historyPageSize')}</label>
      <select
        id={id}
        className="select select-sm w-24"
        value={String(size)}
        onChange={(e) => {
          const value = e.target.value === 'all' ? 'all' : Number(e.target.value);
          if (isPageSize(value)) $orderPageSize.set(value);
          onChange();
        }}
      >
        {PAGE_SIZES.map((s) => (
          <option key={s} value={String(s)}>
            {s === 'all' ? t('historyPageSizeAll') : s}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Where the table is (1–10 of 23) and the previous and next buttons. */
export function Pager<T>({ view, onPage }: { view: Page<T>; onPage: (page: number) => void }) {
  const t = useOrdersT();
  return (
    <nav
      className="flex flex-wrap items-center justify-end gap-2 text-sm"
      aria-label={t('historyPagination')}
    >
      <span aria-live="polite">
        {t('historyShowing', { from: view.from, to: view.to, total: view.total })}
      </span>
      <div className="join">
        <button
          type="button"
          className="btn btn-sm join-item"
          disabled={view.page === 0}
          aria-label={t('historyPrevious')}
          onClick={() => onPage(view.page - 1)}
        >
          ‹
        </button>
        <span className="btn btn-sm join-item pointer-events-none tabular-nums">
          {t('historyPageOf', { page: view.page + 1, pages: view.pages })}
        </span>
        <button
          type="button"
          className="btn btn-sm join-item"
          disabled={view.page >= view.pages - 1}
          aria-label={t('historyNext')}
          onClick={() => onPage(view.page + 1)}
        >
          ›
        </button>
      </div>
    </nav>
  );
}
