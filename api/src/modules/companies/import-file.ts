// A colleague spreadsheet read on the server: CSV (comma, semicolon or tab; UTF-8 with or without BOM, or the
// Windows-1252 of an older Excel's "CSV") or XLSX (its first sheet). The answer is the header row, the rows as
// text and a guess of which column holds what; the owner maps and checks them before importing.
import { guessColumns } from '@shared/colleague-columns';
import { LIMITS } from '@shared/constants';
import { IMPORT_FILE_BYTES } from '@shared/schemas/colleague-import';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { invalid } from '../../platform/errors';

/** Rows read beyond the limit, so the preview can show that the file has more than fit (and how many). */
const READ_ROWS = LIMITS.colleagues * 5;

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** UTF-8 (a BOM dropped), or Windows-1252 when the bytes are not UTF-8: Excel's "CSV" on Windows. */
function decodeText(bytes: Uint8Array) {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const cellText = (value: unknown) => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
};

/** The cells of a CSV or XLSX file as text, row by row (empty rows kept). */
export async function readRows(bytes: Uint8Array): Promise<string[][]> {
  if (isZip(bytes)) {
    try {
      const sheet = await readSheet(Buffer.from(bytes));
      return sheet.map((row) => row.map(cellText));
    } catch {
      throw invalid('file', 'importFileUnreadable');
    }
  }
  if (bytes.includes(0)) throw invalid('file', 'importFileUnreadable');
  const parsed = Papa.parse<string[]>(decodeText(bytes), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  });
  return parsed.data.map((row) => row.map(cellText));
}

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
  const width = Math.max(...all.map((row) => row.length));
  const pad = (row: string[]) => Array.from({ length: width }, (_, i) => (row[i] ?? '').slice(0, 1000));
  return {
    headers: pad(headers),
    rows: rows.slice(0, READ_ROWS).map(pad),
    totalRows: rows.length,
    columns: guessColumns(pad(headers)),
  };
}
