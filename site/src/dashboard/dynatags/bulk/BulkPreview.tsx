import type { BulkPreview as Preview } from '@shared/schemas/dynatag-bulk';
import { Icon } from '../../ui/icons';
import { useTagsT } from '../list/i18n';
import { BulkRows } from './BulkRows';

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
      <BulkRows
        caption={t('bulkFirstRows')}
        height="max-h-[40vh]"
        folder
        rows={preview.rows.map((row) => ({
          row: row.row,
          name: row.name,
          folder: row.folder,
          ok: row.problems.length === 0,
          check: row.problems.length ? (
            <span className="text-error text-xs">{row.problems.map((p) => p.message).join(' · ')}</span>
          ) : (
            <span className="badge badge-success badge-soft badge-sm">{t('bulkRowOk')}</span>
          ),
        }))}
      />
    </div>
  );
}
