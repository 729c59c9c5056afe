import type { BulkPreview as Preview } from '@shared/schemas/dynatag-bulk';
import { Icon } from '../../ui/icons';
import { useTagsT } from '../list/i18n';

/** What the server found: the columns, the template's placeholders (filled or not) and the first rows checked. */
export function BulkPreview({ preview }: { preview: Preview }) {
  const t = useTagsT();
  const columns = new Set(preview.headers.map((h) => h.trim().toLowerCase()));
  return (
    <div className="space-y-3">
      <section aria-labelledby="bulk-columns">
        <h3 id="bulk-columns" className="mb-1 text-sm font-semibold">
          {t('bulkColumns')}
        </h3>
        <ul className="flex flex-wrap gap-1" data-testid="bulk-columns">
          {preview.headers.map((header, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat; the index is the column.
            <li key={i} className="badge badge-outline">
              {header || `#${i + 1}`}
            </li>
          ))}
        </ul>
        {!preview.nameColumn && (
          <p className="text-error mt-1 text-sm" role="alert">
            {t('bulkNoNameColumn')}
          </p>
        )}
      </section>
      <section aria-labelledby="bulk-placeholders">
        <h3 id="bulk-placeholders" className="mb-1 text-sm font-semibold">
          {t('bulkPlaceholders')}
        </h3>
        {preview.placeholders.length ? (
          <ul className="flex flex-wrap gap-2 text-sm" data-testid="bulk-placeholders">
            {preview.placeholders.map((name) => {
              const missing = preview.missing.includes(name) || !columns.has(name);
              return (
                <li key={name} className="flex items-center gap-1">
                  <Icon
                    name={missing ? 'warning' : 'check'}
                    className={`size-4 ${missing ? 'text-warning' : 'text-success'}`}
                  />
                  <code>{`{{${name}}}`}</code>
                  <span className="text-base-content/70">
                    {missing ? t('bulkNotFilled') : t('bulkFilled')}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-base-content/70 text-sm">{t('bulkNoPlaceholders')}</p>
        )}
      </section>
      <div className="rounded-box max-h-[40vh] overflow-auto border border-base-300">
        <table className="table table-sm dc-stack">
          <caption className="text-start px-3 pt-2 text-sm font-semibold">{t('bulkFirstRows')}</caption>
          <thead className="text-base-content/80">
            <tr>
              <th>{t('bulkRow')}</th>
              <th>{t('bulkName')}</th>
              <th>{t('bulkFolder')}</th>
              <th>{t('bulkCheck')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.row} data-ok={row.problems.length === 0}>
                <td className="text-base-content/70" data-label={t('bulkRow')}>
                  {row.row}
                </td>
                <td data-label={t('bulkName')}>{row.name}</td>
                <td data-label={t('bulkFolder')}>{row.folder}</td>
                <td className="min-w-48" data-label={t('bulkCheck')}>
                  {row.problems.length ? (
                    <span className="text-error text-xs">
                      {row.problems.map((p) => p.message).join(' · ')}
                    </span>
                  ) : (
                    <span className="badge badge-success badge-soft badge-sm">{t('bulkRowOk')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
