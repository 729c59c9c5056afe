// The hostile spreadsheets of zip-bombs.ts as every route that reads a spreadsheet must refuse them (issue 28), and
// what the tests check beside each refusal: that other requests are answered and memory stays within bounds.
import type { Envelope } from '../src/platform/envelope';
import type { TestApp } from './harness';
import {
  bombXlsx,
  farCellXlsx,
  lyingXlsx,
  manyEntriesXlsx,
  sharedTextXlsx,
  wideCsv,
  xlsxFile,
} from './zip-bombs';

/** The process's memory (RSS) in MB: the highest it has been, or what it is now if that is higher. */
export const highestRssMb = () =>
  Math.max(process.resourceUsage().maxRSS / 1024, process.memoryUsage().rss / 1024 / 1024);

const CELLS = 'The sheet is too large: at most 100 thousand cells (rows × columns)';

/** The hostile spreadsheets and how every route that reads a spreadsheet refuses each (in English, on `file`). */
export const HOSTILE_SHEETS = [
  {
    name: 'the 313 KB XLSX whose sheet unpacks to 300 MB, on what it unpacks to (413)',
    file: () => xlsxFile(bombXlsx()),
    status: 413,
    message: 'The file unpacks to more than 16 MB: save it without pictures or other sheets, or as CSV',
  },
  {
    name: 'an XLSX of 15,000 small entries, on their count (413)',
    file: () => xlsxFile(manyEntriesXlsx()),
    status: 413,
    message: 'The file holds more than 1000 parts: save it again as a plain workbook, or as CSV',
  },
  {
    name: 'an XLSX whose directory says its 300 MB sheet is 2 KB, stopped there as unreadable (422)',
    file: () => xlsxFile(lyingXlsx()),
    status: 422,
    message: 'The file could not be read: choose a CSV or Excel (XLSX) file',
  },
  {
    name: 'an XLSX with a cell at XFD1048576, on the area its cells reach (413)',
    file: () => xlsxFile(farCellXlsx()),
    status: 413,
    message: CELLS,
  },
  {
    name: 'a CSV whose header is 900,001 cells wide, on its area (413)',
    file: wideCsv,
    status: 413,
    message: CELLS,
  },
  {
    name: 'an XLSX of 75,000 cells naming one text of 30,000 characters, on its text (413)',
    file: () => xlsxFile(sharedTextXlsx()),
    status: 413,
    message: 'The sheet holds too much text: at most 4 million characters',
  },
];

/**
 * What a refused file may add to the process's memory at its highest, in MB: a few hundred at most, far below
 * what one unbounded file takes (3 GB and more). Counted from the highest the process had been before, as a
 * test file runs in one process with others.
 */
export const GROWTH_MB = 300;

/**
 * `request` sent with a challenge asked beside it and another right after it is answered: its answer as the
 * envelope says it, the challenges' statuses, and how far it raised the process's highest memory use (MB).
 */
export async function besideChallenges(t: TestApp, request: Promise<{ status: number; body: Envelope }>) {
  const before = highestRssMb();
  const challenge = () => t.client().get('/api/v1/general/challenge');
  const [{ status, body }, during] = await Promise.all([request, challenge()]);
  const after = await challenge();
  return {
    answer: { status, message: body.message, errors: body.errors },
    challenges: [during.status, after.status],
    grownMb: highestRssMb() - before,
  };
}
