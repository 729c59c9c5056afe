// The spreadsheet of a bulk job, read on the server as the colleague import reads one (CSV or XLSX): the header
// row, then one row per tag, each as its cells by column key. More rows than a job takes are refused whole.
import { BULK_FILE_BYTES, BULK_ROW_LIMIT } from '@shared/schemas/dynatag-bulk';
import { AppError, invalid } from '../../platform/errors';
import { readRows } from '../../platform/spreadsheet';
import { columnKey } from './bulk-fill';

export type BulkSheet = { headers: string[]; rows: Record<string, string>[] };

export async function readBulkSheet(file: File): Promise<BulkSheet> {
  if (file.size > BULK_FILE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'bulkFileTooLarge', {
      field: 'file',
      params: { limit: `${BULK_FILE_BYTES / 1024 / 1024} MB` },
    });
  }
  const all = (await readRows(new Uint8Array(await file.arrayBuffer()))).filter((row) =>
    row.some((cell) => cell !== ''),
  );
  if (all.length < 2) throw invalid('file', 'importFileEmpty');
  const [headerRow, ...data] = all;
  if (data.length > BULK_ROW_LIMIT) {
    throw invalid('file', 'bulkRowLimit', { limit: BULK_ROW_LIMIT, count: data.length });
  }
  const headers = headerRow.map((h) => h.slice(0, 100));
  const keys = headers.map(columnKey);
  const rows = data.map((row) => {
    const cells: Record<string, string> = {};
    keys.forEach((key, i) => {
      if (key && cells[key] === undefined) cells[key] = (row[i] ?? '').slice(0, 2000);
    });
    return cells;
  });
  return { headers, rows };
}
