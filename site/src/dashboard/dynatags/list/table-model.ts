import type { DynatagSummary } from '@shared/types/dynatags';

// The Dynatags table's rows as shown: filtered, sorted and cut into pages (SPEC §9 page sizes). Pure, so the
// rules are tested without a browser.

export const PAGE_SIZES = [5, 7, 10, 15, 20, 25, 50, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const isPageSize = (value: unknown): value is PageSize =>
  (PAGE_SIZES as readonly unknown[]).includes(value);

export type SortKey = 'name' | 'id' | 'label' | 'views' | 'createdAt' | 'updatedAt';
export type Sort = { key: SortKey; dir: 'asc' | 'desc' };

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const compare: Record<SortKey, (a: DynatagSummary, b: DynatagSummary) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  id: (a, b) => collator.compare(a.id, b.id),
  label: (a, b) => collator.compare(a.label, b.label),
  views: (a, b) => a.views.total - b.views.total || a.views.unique - b.views.unique,
  createdAt: (a, b) => a.createdAt - b.createdAt,
  updatedAt: (a, b) => a.updatedAt - b.updatedAt,
};

/** Rows whose name, ID or tag label contain the text, any case; all rows for an empty filter. */
export function filterRows(rows: DynatagSummary[], text: string): DynatagSummary[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return rows;
  return rows.filter((r) =>
    [r.name, r.id, r.label].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}

/** Sorted by the column; ties keep the name order, so the table never shuffles equal rows. */
export function sortRows(rows: DynatagSummary[], sort: Sort): DynatagSummary[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare[sort.key](a, b) || compare.name(a, b));
}

/** A click on a column: the same column turns around, another starts ascending (dates: newest first). */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'createdAt' || key === 'updatedAt' || key === 'views' ? 'desc' : 'asc' };
}

export type Page<T> = { rows: T[]; page: number; pages: number; from: number; to: number; total: number };

/** One page of rows (0-based page number, clamped into range); "all" is one page. */
export function pageOf<T>(rows: T[], size: PageSize, page: number): Page<T> {
  const total = rows.length;
  const per = size === 'all' ? Math.max(total, 1) : size;
  const pages = Math.max(1, Math.ceil(total / per));
  const at = Math.min(Math.max(page, 0), pages - 1);
  const start = at * per;
  const slice = rows.slice(start, start + per);
  return { rows: slice, page: at, pages, from: total ? start + 1 : 0, to: start + slice.length, total };
}
