// The bounds on unpacked uploads (issue 28): an archive is refused on its central directory before anything is
// inflated, and an entry that unpacks past its declared size is stopped there, whatever the directory says.
import { describe, expect, test } from 'bun:test';
import writeXlsxFile from 'write-excel-file/node';
import { GROWTH_MB, highestRssMb } from '../../test/hostile-sheets';
import {
  bombSheet,
  bombXlsx,
  deflated,
  lyingXlsx,
  manyEntriesXlsx,
  stored,
  writeZip,
} from '../../test/zip-bombs';
import { AppError } from './errors';
import { unzipBounded, ZIP_MAX_ENTRIES, zipDirectory } from './zip-guard';

const keepAll = { field: 'file', keep: () => true };

/** The AppError an unpacking throws (or a failure of the test if it throws none). */
async function refusal(bytes: Uint8Array) {
  const error = await unzipBounded(bytes, keepAll).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`not refused: ${error}`);
  return { status: error.status, key: error.key, fields: error.fields };
}

describe('unzipBounded', () => {
  test('an XLSX as a spreadsheet program writes it: the parts asked for, each as it was packed', async () => {
    const bytes = new Uint8Array(await writeXlsxFile([[{ value: 'Name' }], [{ value: 'Åsa' }]]).toBuffer());
    const names = zipDirectory(bytes)?.map((entry) => entry.name);
    expect(names).toContain('xl/worksheets/sheet1.xml');
    const parts = await unzipBounded(bytes, { field: 'file', keep: (name) => name.startsWith('xl/') });
    expect(Object.keys(parts ?? {}).sort()).toEqual(names?.filter((n) => n.startsWith('xl/')).sort() ?? []);
    expect(new TextDecoder().decode(parts?.['xl/sharedStrings.xml'])).toContain('<t>Åsa</t>');
    const both = writeZip([stored('a.txt', 'as it is'), deflated('b.txt', 'packed '.repeat(100))]);
    const read = await unzipBounded(both, keepAll);
    expect(new TextDecoder().decode(read?.['a.txt'])).toBe('as it is');
    expect(new TextDecoder().decode(read?.['b.txt'])).toBe('packed '.repeat(100));
  });

  test('entries declaring more than 16 MB together (the 300 MB sheet of a 313 KB file) are refused uninflated', async () => {
    const bomb = bombXlsx();
    expect(bomb.length).toBeLessThan(400_000);
    expect(await refusal(bomb)).toEqual({
      status: 413,
      key: 'archiveTooLarge',
      fields: [{ key: 'archiveTooLarge', field: 'file', params: { limit: '16 MB' } }],
    });
    // The bound is on the sum: two sheets of 7 MB pass, a third is one too many.
    const sheets = [1, 2, 3].map((n) => ({ ...bombSheet(7), name: `xl/worksheets/sheet${n}.xml` }));
    expect(Object.keys((await unzipBounded(writeZip(sheets.slice(0, 2)), keepAll)) ?? {})).toHaveLength(2);
    expect(await refusal(writeZip(sheets))).toMatchObject({ status: 413, key: 'archiveTooLarge' });
  });

  test('more than 1,000 entries are refused before any is inflated', async () => {
    expect(await refusal(manyEntriesXlsx())).toMatchObject({ status: 413, key: 'archiveTooManyEntries' });
    const atBound = writeZip(Array.from({ length: ZIP_MAX_ENTRIES }, (_, i) => stored(`${i}.txt`, 'x')));
    expect(Object.keys((await unzipBounded(atBound, keepAll)) ?? {})).toHaveLength(ZIP_MAX_ENTRIES);
  });

  test('a directory that lies about a size gets no further: unpacking stops past the size declared', async () => {
    expect(await unzipBounded(lyingXlsx(), keepAll)).toBeNull();
    // 1,000 MB behind a directory that says 2 KB: unpacked whole it would raise the process's memory by as much.
    const liar = writeZip([bombSheet(1000, 2048)]);
    const before = highestRssMb();
    expect(await unzipBounded(liar, keepAll)).toBeNull();
    expect(highestRssMb() - before).toBeLessThan(GROWTH_MB);
    // Declaring more than it holds is no better.
    const short = { ...deflated('a.txt', 'abc'), directorySize: 4 };
    expect(await unzipBounded(writeZip([short]), keepAll)).toBeNull();
  });

  test('archives that cannot be read: no directory, data outside the file, encrypted or unknown packing', async () => {
    expect(await unzipBounded(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]), keepAll)).toBeNull();
    const good = writeZip([deflated('a.txt', 'hello')]);
    const view = new DataView(good.buffer);
    const directory = view.getUint32(good.length - 6, true);
    const cut = good.slice();
    new DataView(cut.buffer).setUint32(directory + 42, 1_000_000, true);
    expect(await unzipBounded(cut, keepAll)).toBeNull();
    const encrypted = good.slice();
    new DataView(encrypted.buffer).setUint16(directory + 8, 1, true);
    expect(await unzipBounded(encrypted, keepAll)).toBeNull();
    const lzma = writeZip([{ ...stored('a.txt', 'hello'), method: 14 }]);
    expect(await unzipBounded(lzma, keepAll)).toBeNull();
    // An entry not asked for is never unpacked, so its packing does not matter.
    expect(await unzipBounded(lzma, { field: 'file', keep: () => false })).toEqual({});
  });
});
