import type { ReactNode } from 'react';
import { useTagsT } from '../list/i18n';

/** A spreadsheet row as the bulk dialog lists it: its number, the tag's name, its folder, and what was found. */
export type BulkRow = { row: number; name: string; folder?: string; ok?: boolean; check: ReactNode };

/**
 * The rows of a spreadsheet in a scrolling table (the preview's first rows, the job's failures); `folder` shows
 * the folder column. On a phone each row is a card (`dc-stack`).
 */
export function BulkRows({
  caption,
  rows,
  folder = false,
  height,
}: {
  caption: string;
  rows: BulkRow[];
  folder?: boolean;
  /** The table's largest height, a Tailwind class. */
  height: string;
}) {
  const t = useTagsT();
  return (
    <div className={`rounded-box overflow-auto border border-base-300 ${height}`}>
      <table className="table table-sm dc-stack">
        <caption className="text-start px-3 pt-2 text-sm font-semibold">{caption}</caption>
        <thead className="text-base-content/80">
          <tr>
            <th>{t('bulkRow')}</th>
            <th>{t('bulkName')}</th>
            {folder && <th>{t('bulkFolder')}</th>}
            <th>{t('bulkCheck')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} data-ok={row.ok}>
              <td className="text-base-content/70" data-label={t('bulkRow')}>
                {row.row}
              </td>
              <td data-label={t('bulkName')}>{row.name}</td>
              {folder && <td data-label={t('bulkFolder')}>{row.folder}</td>}
              <td className="min-w-48" data-label={t('bulkCheck')}>
                {row.check}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
