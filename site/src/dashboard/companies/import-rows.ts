import { LIMITS } from '@shared/constants';
import { IMPORT_COLUMNS, type ImportColumn } from '@shared/schemas/colleague-import';

// The answers of the colleague import (api/src/modules/companies/import-routes.ts), as the dialog reads them.

/** POST …/colleagues/import/file */
export type Sheet = {
  headers: string[];
  rows: string[][];
  totalRows: number;
  columns: Mapping;
};
export type Mapping = Record<ImportColumn, number | null>;

export type RowOutcome = 'invite' | 'update' | 'failed';
/** POST …/colleagues/import (and its dry run) */
export type ImportResult = {
  dryRun: boolean;
  invited: number;
  updated: number;
  failed: number;
  rows: {
    row: number;
    name: string;
    email: string;
    outcome: RowOutcome;
    problems: { field: string; message: string }[];
  }[];
};

export type MappedRow = Partial<Record<ImportColumn, string>>;

/**
 * The rows an import sends: the first 200 of the file, each with the mapped columns only — a column left
 * unmapped is left out, so the import keeps that field of an existing colleague as it is.
 */
export function mappedRows(sheet: Sheet, mapping: Mapping): MappedRow[] {
  return sheet.rows.slice(0, LIMITS.colleagues).map((cells) =>
    Object.fromEntries(
      IMPORT_COLUMNS.flatMap((column) => {
        const index = mapping[column];
        return index === null ? [] : [[column, cells[index] ?? '']];
      }),
    ),
  );
}

/** The rows of the file beyond what one import takes. */
export const rowsBeyondLimit = (sheet: Sheet) => Math.max(0, sheet.totalRows - LIMITS.colleagues);
