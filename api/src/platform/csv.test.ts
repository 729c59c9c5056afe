import { describe, expect, test } from 'bun:test';
import { parseCsv } from '../../test/csv-parser';
import { csvCell, csvLine, csvResponse } from './csv';

// Keeps the byte order mark (a default decoder drops it).
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

describe('csvCell', () => {
  test('a cell a spreadsheet would run as a formula starts with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).replace(/^"|"$/g, '')).toStartWith(`'${start}`);
    }
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('Anna = Berg')).toBe('Anna = Berg');
    expect(csvCell('-1+cmd|calc')).toBe("'-1+cmd|calc");
    expect(csvCell('+1 SUM(A1)')).toBe("'+1 SUM(A1)");
    // A phone number is digits and punctuation only: nothing to run, and a CRM must get it as typed.
    expect(csvCell('+46 70 123 45 67')).toBe('+46 70 123 45 67');
    expect(csvCell('-(0)8/123.45')).toBe('-(0)8/123.45');
    // Numbers are the server's own (counts), not text a visitor typed.
    expect(csvCell(-3)).toBe('-3');
  });

  test('commas, quotes and line breaks are quoted (RFC 4180); a round trip keeps the text', () => {
    const cells = ['Berg, Anna', 'say "hi"', 'line one\nline two', 'Åsa Öberg', ''];
    expect(parseCsv(csvLine(cells))).toEqual([cells]);
  });
});

describe('csvResponse', () => {
  test('UTF-8 with a byte order mark, CRLF rows, a download that is not cached', async () => {
    async function* rows() {
      yield [['Åsa', '1']];
      yield [['Örjan', '2']];
    }
    const res = csvResponse('leads-hubspot-2026-01-15.csv', ['Name', 'N'], rows());
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="leads-hubspot-2026-01-15.csv"',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(utf8.decode(bytes)).toBe('\uFEFFName,N\r\nÅsa,1\r\nÖrjan,2\r\n');
  });

  test('streams: the header row is readable before the first batch exists', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* rows() {
      await gate;
      yield [['late']];
    }
    const reader = csvResponse('x.csv', ['Name'], rows()).body?.getReader();
    if (!reader) throw new Error('no body');
    const first = await reader.read();
    expect(utf8.decode(first.value)).toBe('\uFEFFName\r\n');
    release();
    expect(utf8.decode((await reader.read()).value)).toBe('late\r\n');
    expect((await reader.read()).done).toBe(true);
  });
});
