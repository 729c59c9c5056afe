import { LIMITS } from '@shared/constants';
import { IMPORT_COLUMNS, type ImportColumn } from '@shared/schemas/colleague-import';
import { useId } from 'react';
import { type AppKey, useT } from '../lib/i18n';
import { Spinner } from '../ui/parts';
import { type ImportResult, type Mapping, mappedRows, rowsBeyondLimit, type Sheet } from './import-rows';

const LABEL: Record<ImportColumn, AppKey> = {
  name: 'importColumnName',
  email: 'importColumnEmail',
  title: 'importColumnTitle',
  phone: 'importColumnPhone',
  department: 'importColumnDepartment',
};

/** The column mapping (guessed by the server, changed here) and every row as it will be imported. */
export function ImportPreview({
  sheet,
  mapping,
  onMapping,
  check,
  checking,
}: {
  sheet: Sheet;
  mapping: Mapping;
  onMapping: (mapping: Mapping) => void;
  check: ImportResult | null;
  /** A check of this mapping is under way (none after a failed one: the dialog shows why). */
  checking: boolean;
}) {
  const t = useT();
  const id = useId();
  const rows = mappedRows(sheet, mapping);
  const beyond = rowsBeyondLimit(sheet);
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('importColumns')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {IMPORT_COLUMNS.map((column) => (
            <div key={column} className="text-sm">
              <label className="mb-1 block" htmlFor={`${id}-${column}`}>
                {t(LABEL[column])}
              </label>
              <select
                id={`${id}-${column}`}
                className="select select-sm w-full"
                value={mapping[column] ?? ''}
                onChange={(e) =>
                  onMapping({ ...mapping, [column]: e.target.value === '' ? null : Number(e.target.value) })
                }
              >
                <option value="">{t('importNotMapped')}</option>
                {sheet.headers.map((header, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat; the index is the column.
                  <option key={index} value={index}>
                    {header || `#${index + 1}`}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>

      <h3 className="text-sm font-semibold">{t('importPreview')}</h3>
      {check ? (
        <p className="text-sm" role="status">
          {t('importSummary', {
            invite: check.invited,
            update: check.updated,
            failed: check.failed + beyond,
          })}
        </p>
      ) : (
        checking && <Spinner label={t('importChecking')} className="loading-sm" />
      )}
      <div className="rounded-box max-h-[50vh] overflow-auto border border-base-300">
        <table className="table table-sm dc-stack" aria-label={t('importPreview')}>
          <thead className="text-base-content/80">
            <tr>
              <th>{t('importRow')}</th>
              {IMPORT_COLUMNS.map((column) => (
                <th key={column}>{t(LABEL[column])}</th>
              ))}
              <th>{t('importStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const result = check?.rows[index];
              const wrong = new Set(result?.problems.map((p) => p.field));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row of the file is its position.
                <tr key={index} data-outcome={result?.outcome}>
                  <td className="text-base-content/70" data-label={t('importRow')}>
                    {index + 1}
                  </td>
                  {IMPORT_COLUMNS.map((column) => (
                    <td
                      key={column}
                      data-label={t(LABEL[column])}
                      className={wrong.has(column) ? 'text-error font-medium' : ''}
                    >
                      {row[column] ?? ''}
                    </td>
                  ))}
                  <td className="min-w-48" data-label={t('importStatus')}>
                    {result?.outcome === 'invite' && (
                      <span className="badge badge-success badge-soft badge-sm">{t('importWillInvite')}</span>
                    )}
                    {result?.outcome === 'update' && (
                      <span className="badge badge-info badge-soft badge-sm">{t('importWillUpdate')}</span>
                    )}
                    {result?.outcome === 'failed' && (
                      <span className="text-error text-xs">
                        {result.problems.map((p) => p.message).join(' · ')}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
            {beyond > 0 && (
              <tr data-outcome="failed">
                <td className="text-base-content/70">
                  {LIMITS.colleagues + 1}–{sheet.totalRows}
                </td>
                <td colSpan={IMPORT_COLUMNS.length} />
                <td className="text-error text-xs">{t('importBeyondLimit')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
