// CSV files for spreadsheets and CRM imports: RFC 4180 quoting, CRLF line ends, UTF-8 with a byte order mark
// (Excel reads a file without one as the local code page and breaks å, ä, ö), and formula injection
// neutralised: a cell a spreadsheet would run as a formula is prefixed with ' (OWASP "CSV injection").

const BOM = '\uFEFF';

/** Cells starting with these are formulas (or become one) in Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A phone number (+46 70 123 45 67) or a negative number: digits and punctuation only, no function name
 * and no cell reference, so nothing a spreadsheet could run. Kept as it is, or a CRM would import '+46….
 */
const PLAIN_NUMBER = /^[+-][0-9 ()./-]*$/;

/** One cell: formula starts neutralised, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A CSV download written while it is read: the header row goes out at once, then each batch of rows as the
 * source yields it, so a large export neither waits for nor holds the whole file.
 */
export function csvResponse(filename: string, header: string[], rows: AsyncIterable<string[][]>): Response {
  const encoder = new TextEncoder();
  const batches = rows[Symbol.asyncIterator]();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + csvLine(header)));
        return;
      }
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvLine).join('')));
    },
    async cancel() {
      await batches.return?.();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '')}"`,
      'cache-control': 'no-store',
    },
  });
}
