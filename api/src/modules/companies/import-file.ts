// A colleague spreadsheet read on the server, CSV or XLSX, within the bounds of platform/spreadsheet.ts. The
// answer is the header row, the rows as text and a guess of which column holds what; the owner maps and checks
// them before importing.
import { guessColumns } from '@shared/colleague-columns';
import { LIMITS } from '@shared/constants';
import { IMPORT_FILE_BYTES } from '@shared/schemas/colleague-import';
import { invalid } from '../../platform/errors';
import { readRows, widest } from '../../platform/spreadsheet';

/** Rows read beyond the limit, so the preview can show that the file has more than fit (and how many). */
const READ_ROWS = LIMITS.colleagues * 5;

export type SpreadsheetRows = Awaited<ReturnType<typeof readSpreadsheet>>;

/** The header row, the data rows (empty ones dropped) and the guessed mapping of a spreadsheet file. */
export async function readSpreadsheet(file: File) {
  if (file.size > IMPORT_FILE_BYTES) {
    throw invalid('file', 'importFileTooLarge');
  }
  const all = (await readRows(new Uint8Array(await file.arrayBuffer()))).filter((row) =>
    row.some((cell) => cell !== ''),
  );
  if (all.length < 2) throw invalid('file', 'importFileEmpty');
  const [headers, ...rows] = all;
  const width = widest(all);
  const pad = (row: string[]) => Array.from({ length: width }, (_, i) => (row[i] ?? '').slice(0, 1000));
  return {
    headers: pad(headers),
    rows: rows.slice(0, READ_ROWS).map(pad),
    totalRows: rows.length,
    columns: guessColumns(pad(headers)),
  };
}
