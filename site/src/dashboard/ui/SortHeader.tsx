import { Icon } from './icons';

/** A column heading that sorts: a button inside the <th>, which carries aria-sort for screen readers. */
export function SortHeader<K extends string>({
  label,
  column,
  sort,
  onSort,
  className = '',
}: {
  label: string;
  column: K;
  sort: { key: K; dir: 'asc' | 'desc' };
  onSort: (key: K) => void;
  className?: string;
}) {
  const active = sort.key === column;
  return (
    <th
      scope="col"
      className={`whitespace-nowrap ${className}`}
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold hover:bg-base-200"
        onClick={() => onSort(column)}
      >
        {label}
        <Icon
          name={active && sort.dir === 'desc' ? 'arrowDown' : 'arrowUp'}
          className={`size-3.5 ${active ? '' : 'opacity-30'}`}
        />
      </button>
    </th>
  );
}
