// The bounds of a spreadsheet read (issue 28) at their edges: the area its cells reach, XLSX and CSV, and the
// text of all its cells. The hostile files themselves, through HTTP, are the colleague import's and the bulk
// dynatags' tests (import-bombs.test.ts, bulk-bombs.test.ts).
import { describe, expect, test } from 'bun:test';
import { deflated, sheetXml, xlsx } from '../../test/zip-bombs';
import { AppError } from './errors';
import { readRows, SHEET_MAX_CELLS, SHEET_MAX_CHARACTERS } from './spreadsheet';

const text = (value: string) => new TextEncoder().encode(value);

/** The key of the refusal of `bytes`, or 'read' when they are read. */
const outcome = (bytes: Uint8Array) =>
  readRows(bytes).then(
    () => 'read',
    (error: unknown) => (error instanceof AppError ? `${error.status} ${error.key}` : String(error)),
  );

/** An XLSX whose last cell is `reference` (a header row above it). */
const cornerAt = (reference: string) =>
  xlsx(
    deflated(
      'xl/worksheets/sheet1.xml',
      sheetXml([]).replace(
        '</sheetData>',
        `<row r="${reference.replace(/[A-Z]/g, '')}"><c r="${reference}" t="inlineStr"><is><t>x</t></is></c></row></sheetData>`,
      ),
    ),
  );

describe('readRows', () => {
  test('an XLSX may reach 100,000 cells (1,000 rows to column CV), not one column further', async () => {
    expect(SHEET_MAX_CELLS).toBe(100_000);
    expect(await outcome(cornerAt('CV1000'))).toBe('read');
    expect(await outcome(cornerAt('CW1000'))).toBe('413 sheetTooLarge');
    expect(await outcome(cornerAt('A100001'))).toBe('413 sheetTooLarge');
  });

  test('a CSV may reach 100,000 cells, counted as its rows times its widest row', async () => {
    const csv = (rows: number, width: number) =>
      text(`${'h;'.repeat(width - 1)}h\n${'x\n'.repeat(rows - 1)}`);
    expect(await outcome(csv(1000, 100))).toBe('read');
    expect(await outcome(csv(1000, 101))).toBe('413 sheetTooLarge');
    expect(await outcome(csv(100_001, 1))).toBe('413 sheetTooLarge');
  });

  test('the cells may hold 4 million characters together, not one more', async () => {
    expect(SHEET_MAX_CHARACTERS).toBe(4_000_000);
    const cell = 'x'.repeat(40_000);
    const rows = (extra: string) => text(`${Array(100).fill(cell).join('\n')}${extra}\n`);
    expect(await outcome(rows(''))).toBe('read');
    expect(await outcome(rows('y'))).toBe('413 sheetTooMuchText');
  });
});
