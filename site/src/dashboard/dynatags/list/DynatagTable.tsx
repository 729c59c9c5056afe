import { persistentAtom } from '@nanostores/persistent';
import { useStore } from '@nanostores/react';
import type { DynatagSummary } from '@shared/types/dynatags';
import { useId, useMemo, useState } from 'react';
import { formatDate, formatDateOnly } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';
import { Icon } from '../../ui/icons';
import { EmptyRow } from '../../ui/parts';
import { SortHeader } from '../../ui/SortHeader';
import { useTagsT } from './i18n';
import { RowActions } from './RowActions';
import {
  filterRows,
  isPageSize,
  nextSort,
  PAGE_SIZES,
  type PageSize,
  pageOf,
  type Sort,
  sortRows,
} from './table-model';

/** The chosen page size, kept across visits (SPEC §9 sizes; 10 until chosen). */
const $pageSize = persistentAtom<PageSize>('dynatagPageSize', 10, {
  encode: String,
  decode: (v) => {
    const value = v === 'all' ? v : Number(v);
    return isPageSize(value) ? value : 10;
  },
});

/**
 * The Dynatags table (SPEC §2): name, ID, tag, views, created, last updated, each sortable; a filter; page
 * sizes 5 to all. On a phone every row is a card (`dc-stack`) with the column names beside the values.
 */
export function DynatagTable({ companyId, tags }: { companyId: string; tags: DynatagSummary[] }) {
  const t = useTagsT();
  const lang = useStore($uiLang);
  const id = useId();
  const size = useStore($pageSize);
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'name', dir: 'asc' });
  const [page, setPage] = useState(0);
  const shown = useMemo(() => sortRows(filterRows(tags, filter), sort), [tags, filter, sort]);
  const view = pageOf(shown, size, page);
  const onSort = (key: Sort['key']) => {
    setSort(nextSort(sort, key));
    setPage(0);
  };
  const header = { sort, onSort };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="input input-sm w-full sm:w-72">
          <Icon name="search" className="size-4 opacity-70" />
          <span className="sr-only">{t('filterLabel')}</span>
          <input
            type="search"
            value={filter}
            placeholder={t('filterPlaceholder')}
            onChange={(e) => {
              setFilter(e.target.value);
              setPage(0);
            }}
          />
        </label>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={`${id}-size`}>{t('pageSize')}</label>
          <select
            id={`${id}-size`}
            className="select select-sm w-24"
            value={String(size)}
            onChange={(e) => {
              const value = e.target.value === 'all' ? 'all' : Number(e.target.value);
              if (isPageSize(value)) $pageSize.set(value);
              setPage(0);
            }}
          >
            {PAGE_SIZES.map((s) => (
              <option key={s} value={String(s)}>
                {s === 'all' ? t('pageSizeAll') : s}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="rounded-box border border-base-300 bg-base-100 overflow-x-auto">
        <table
          className="table table-sm dc-stack @3xl:[&_td]:px-2 @3xl:[&_th]:px-2"
          data-testid="dynatags-table"
        >
          <caption className="sr-only">{t('tableCaption')}</caption>
          <thead className="text-base-content/80">
            <tr>
              <SortHeader label={t('colName')} column="name" {...header} />
              <SortHeader label={t('colId')} column="id" {...header} />
              <SortHeader label={t('colTag')} column="label" {...header} />
              <SortHeader label={t('colViews')} column="views" {...header} className="text-end" />
              <SortHeader label={t('colCreated')} column="createdAt" {...header} />
              <SortHeader label={t('colUpdated')} column="updatedAt" {...header} />
              <th scope="col" className="text-end">
                {t('colActions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((tag) => (
              <tr key={tag.id} data-testid="dynatag-row">
                <td className="font-medium @3xl:max-w-48 @3xl:truncate" title={tag.name}>
                  {tag.name}
                  {(tag.locked || tag.geolocked) && (
                    <span className="text-base-content/70 ms-1 inline-flex gap-0.5 align-middle">
                      {tag.locked && <Icon name="lock" className="size-3.5" label={t('lockedHint')} />}
                      {tag.geolocked && (
                        <Icon name="shield" className="size-3.5" label={t('geolockedHint')} />
                      )}
                    </span>
                  )}
                </td>
                <td data-label={t('colId')} className="font-mono text-xs">
                  {tag.id}
                </td>
                <td
                  data-label={t('colTag')}
                  className="@3xl:max-w-40 @3xl:truncate"
                  title={tag.label || undefined}
                >
                  {tag.label || <span className="text-base-content/70">–</span>}
                </td>
                <td data-label={t('colViews')} className="text-end tabular-nums whitespace-nowrap">
                  <span title={t('viewsTitle')}>
                    {tag.views.total.toLocaleString(lang)} / {tag.views.unique.toLocaleString(lang)}
                  </span>
                </td>
                <td data-label={t('colCreated')} className="whitespace-nowrap">
                  <span title={formatDate(tag.createdAt, lang)}>{formatDateOnly(tag.createdAt, lang)}</span>
                </td>
                <td data-label={t('colUpdated')} className="whitespace-nowrap">
                  {formatDate(tag.updatedAt, lang)}
                </td>
                <td data-label={t('colActions')}>
                  <RowActions tag={tag} companyId={companyId} />
                </td>
              </tr>
            ))}
            {!view.rows.length && <EmptyRow columns={7}>{filter ? t('noMatch') : t('emptyTable')}</EmptyRow>}
          </tbody>
        </table>
      </div>
      <nav className="flex flex-wrap items-center justify-end gap-2 text-sm" aria-label={t('pagination')}>
        <span aria-live="polite">{t('showing', { from: view.from, to: view.to, total: view.total })}</span>
        <div className="join">
          <button
            type="button"
            className="btn btn-sm join-item"
            disabled={view.page === 0}
            aria-label={t('previousPage')}
            onClick={() => setPage(view.page - 1)}
          >
            ‹
          </button>
          <span className="btn btn-sm join-item pointer-events-none tabular-nums">
            {t('pageOf', { page: view.page + 1, pages: view.pages })}
          </span>
          <button
            type="button"
            className="btn btn-sm join-item"
            disabled={view.page >= view.pages - 1}
            aria-label={t('nextPage')}
            onClick={() => setPage(view.page + 1)}
          >
            ›
          </button>
        </div>
      </nav>
    </div>
  );
}
