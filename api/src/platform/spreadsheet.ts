// A spreadsheet upload read on the server (the colleague import, the bulk dynatags): CSV (comma, semicolon or
// tab; UTF-8 with or without BOM, or the Windows-1252 of an older Excel's "CSV") or XLSX (its first sheet).
// A small file may ask for a great deal, so both are bounded before they are read whole: an XLSX by what it
// unpacks to (zip-guard.ts) and by the area its sheets' cells reach, a CSV by its area once split, since the
// readers fill every row to the widest; and both by the text of their cells, which an XLSX's shared strings
// can repeat thousands of times (docs/decisions.md "Unpacked uploads").
import { zipSync } from 'fflate';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { AppError, invalid } from './errors';
import { unzipBounded } from './zip-guard';

/** Cells of a sheet at most, counted as its rows times its widest row: 1,000 rows of 100 columns, 5,000 of 20. */
export const SHEET_MAX_CELLS = 100_000;
/** Characters of all cells together at most (a 2 MB CSV holds 2 million): shared strings repeat one text freely. */
export const SHEET_MAX_CHARACTERS = 4_000_000;

const FIELD = 'file';

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

/** The cells as text, refused (413) as soon as they pass SHEET_MAX_CHARACTERS together. */
function asText(rows: unknown[][]) {
  let characters = 0;
  return rows.map((row) =>
    row.map((value) => {
      const text = cellText(value);
      characters += text.length;
      if (characters > SHEET_MAX_CHARACTERS) {
        throw new AppError('PAYLOAD_TOO_LARGE', 'sheetTooMuchText', {
          field: FIELD,
          params: { millions: SHEET_MAX_CHARACTERS / 1_000_000 },
        });
      }
      return text;
    }),
  );
}

function checkArea(rows: number, columns: number) {
  if (rows * columns > SHEET_MAX_CELLS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'sheetTooLarge', {
      field: FIELD,
      params: { thousands: SHEET_MAX_CELLS / 1000 },
    });
  }
}

const columnNumber = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
const ELEMENT = /<(?:\w+:)?(row|c)\b([^>]*)/g;
const REFERENCE = /\sr=(["'])([A-Z]*)(\d*)\1/;

/**
 * The area a sheet's rows and cells reach (the reader fills the gaps): its highest row number or its count of
 * rows, times its rightmost column. Read from the markup, before the sheet is parsed.
 */
function checkSheetArea(xml: string) {
  let rows = 0;
  let rowCount = 0;
  let columns = 0;
  for (const [, element, attributes] of xml.matchAll(ELEMENT)) {
    const [, , letters = '', number = ''] = REFERENCE.exec(attributes) ?? [];
    if (element === 'row') rowCount++;
    else columns = Math.max(columns, columnNumber(letters));
    rows = Math.max(rows, rowCount, Number(number));
  }
  checkArea(rows, columns);
}

/** The XLSX's parts the reader needs (its XML), unpacked within the bounds and its sheets' areas checked. */
async function readXlsx(bytes: Uint8Array) {
  const parts = await unzipBounded(bytes, {
    field: FIELD,
    keep: (name) => name.endsWith('.xml') || name.endsWith('.rels'),
  });
  if (!parts) throw invalid(FIELD, 'importFileUnreadable');
  for (const part of Object.values(parts)) {
    const xml = new TextDecoder().decode(part);
    if (xml.includes('sheetData')) checkSheetArea(xml);
  }
  // The reader unzips again: it gets these parts alone, stored, so it reads what was checked and nothing more.
  return asText(await readSheet(Buffer.from(zipSync(parts, { level: 0 }))));
}

/** The cells of a CSV or XLSX file as text, row by row (empty rows kept), within the bounds above (413). */
export async function readRows(bytes: Uint8Array): Promise<string[][]> {
  if (isZip(bytes)) {
    try {
      return await readXlsx(bytes);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw invalid(FIELD, 'importFileUnreadable');
    }
  }
  if (bytes.includes(0)) throw invalid(FIELD, 'importFileUnreadable');
  const parsed = Papa.parse<string[]>(decodeText(bytes), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  });
  checkArea(parsed.data.length, widest(parsed.data));
  return asText(parsed.data);
}

/** The length of the longest row (no spread: a sheet may have more rows than a call has arguments). */
export const widest = (rows: unknown[][]) => rows.reduce((width, row) => Math.max(width, row.length), 0);
