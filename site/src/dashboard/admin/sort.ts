// Sorting of the administrator's tables: one comparison per column, a click on a column turns it around or
// starts it, ties keep the first column's order so equal rows never shuffle. Pure, tested without a browser.

export type SortState<K extends string> = { key: K; dir: 'asc' | 'desc' };
export type Comparators<T, K extends string> = Record<K, (a: T, b: T) => number>;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
/** Text in the reader's order (å after z in Swedish is left to the locale; case and accents ignored). */
export const byText = (a: string, b: string) => collator.compare(a, b);

export function sortRows<T, K extends string>(
  rows: T[],
  sort: SortState<K>,
  compare: Comparators<T, K>,
  tie: K,
): T[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare[sort.key](a, b) || compare[tie](a, b));
}

/** The same column turns around; another starts ascending, or descending when it is in `newestFirst`. */
export function nextSort<K extends string>(
  current: SortState<K>,
  key: K,
  newestFirst: readonly K[] = [],
): SortState<K> {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: newestFirst.includes(key) ? 'desc' : 'asc' };
}
