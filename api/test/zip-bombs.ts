// Hostile archives for the tests of every place that unpacks an upload (docs/decisions.md "Unpacked uploads"),
// made in the test so that no binary is committed: a valid XLSX whose sheet inflates to about 300 MB from
// 313 KB, one of 15,000 small entries, one whose sizes lie, and sheets that reach far or repeat a long text. A
// ZIP is written here by hand (stored or DEFLATE entries) so that its central directory can say what a forger
// would make it say.
import { constants, crc32, deflateRawSync } from 'node:zlib';

const MB = 1024 * 1024;

export type ZipPart = {
  name: string;
  /** The entry's bytes as stored: raw DEFLATE for method 8, the content itself for 0. */
  data: Uint8Array;
  method: number;
  crc: number;
  /** The unpacked size the local header declares (the true one, unless a test says otherwise). */
  size: number;
  /** The unpacked size the central directory declares: `size` unless a test makes it lie. */
  directorySize?: number;
};

const u16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];

/** A ZIP of `parts` in this order: local headers and data, the central directory, its end record. */
export function writeZip(parts: ZipPart[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: number[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = [...Buffer.from(part.name)];
    const common = [...u16(0), ...u16(part.method), ...u32(0), ...u32(part.crc)];
    const sizes = (size: number) => [...u32(part.data.length), ...u32(size), ...u16(name.length), ...u16(0)];
    const local = new Uint8Array([...u32(0x04034b50), ...u16(20), ...common, ...sizes(part.size), ...name]);
    central.push(
      ...u32(0x02014b50),
      ...u16(20),
      ...u16(20),
      ...common,
      ...sizes(part.directorySize ?? part.size),
    );
    central.push(...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...name);
    chunks.push(local, part.data);
    offset += local.length + part.data.length;
  }
  const count = [...u16(parts.length), ...u16(parts.length)];
  const end = [
    ...u32(0x06054b50),
    ...u16(0),
    ...u16(0),
    ...count,
    ...u32(central.length),
    ...u32(offset),
    0,
    0,
  ];
  return new Uint8Array(Buffer.concat([...chunks, new Uint8Array(central), new Uint8Array(end)]));
}

/** An entry stored as it is (method 0). */
export const stored = (name: string, text: string): ZipPart => {
  const bytes = Buffer.from(text);
  return { name, data: bytes, method: 0, crc: crc32(bytes), size: bytes.length };
};

/** An entry DEFLATE-compressed at level 9. */
export const deflated = (name: string, text: string): ZipPart => {
  const bytes = Buffer.from(text);
  return {
    name,
    data: deflateRawSync(bytes, { level: 9 }),
    method: 8,
    crc: crc32(bytes),
    size: bytes.length,
  };
};

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around its sheet, with these shared strings (a cell of type s names one). */
const workbook = (strings: string[]): ZipPart[] => [
  deflated(
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
      '</Types>',
  ),
  deflated(
    '_rels/.rels',
    `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ),
  deflated(
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ),
  deflated(
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${DOC}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  ),
  deflated(
    'xl/sharedStrings.xml',
    `${XML}<sst xmlns="${MAIN}">${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`,
  ),
];

/** The letters of the column at `index` from 0: A, …, Z, AA, AB, … */
const column = (index: number): string =>
  (index < 26 ? '' : column(Math.floor(index / 26) - 1)) + String.fromCharCode(65 + (index % 26));

/** A row of text cells (inline strings), at row number `r` from 1. */
const row = (r: number, cells: string[]) =>
  `<row r="${r}">${cells.map((text, i) => `<c r="${column(i)}${r}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;

/** sheet1.xml of a header row (`header`) and `rows` under it, as a plain spreadsheet would be. */
export const sheetXml = (rows: string[][], padding = '', header = ['Name', 'Email']) =>
  `${XML}<worksheet xmlns="${MAIN}"><sheetData>${[header, ...rows].map((cells, i) => row(i + 1, cells)).join('')}${padding}</sheetData></worksheet>`;

/** A valid XLSX of `sheet` (its first and only sheet), `extra` parts after it, and its shared strings. */
export const xlsx = (sheet: ZipPart, extra: ZipPart[] = [], strings: string[] = []) =>
  writeZip([...workbook(strings), sheet, ...extra]);

/**
 * `block` raw-DEFLATE-compressed once and repeated `times`, each copy ending on a full flush (byte-aligned, no
 * reference to what came before) so that the copies join into one stream, which `last` ends: gigabytes of
 * input are never held, only their compressed block.
 */
export const repeatedDeflate = (block: Uint8Array, times: number, last: Uint8Array) =>
  Buffer.concat([
    ...Array(times).fill(deflateRawSync(block, { level: 9, finishFlush: constants.Z_FULL_FLUSH })),
    deflateRawSync(last, { level: 9 }),
  ]);

/**
 * sheet1.xml of the bomb: a header row and a row of a person, then `mebibytes` MiB of spaces between the rows
 * and the sheet's end (valid XML; DEFLATE shrinks a run about 1,000 times).
 */
export function bombSheet(mebibytes: number, directorySize?: number): ZipPart {
  const [start, end] = sheetXml([['Anna Berg', 'anna@example.com']], '\0')
    .split('\0')
    .map((text) => Buffer.from(text));
  const block = Buffer.alloc(MB, ' ');
  const opening = deflateRawSync(start, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const data = Buffer.concat([opening, repeatedDeflate(block, mebibytes, end)]);
  let crc = crc32(start);
  for (let i = 0; i < mebibytes; i++) crc = crc32(block, crc);
  const size = start.length + mebibytes * block.length + end.length;
  return {
    name: 'xl/worksheets/sheet1.xml',
    data,
    method: 8,
    crc: crc32(end, crc),
    size,
    directorySize,
  };
}

/** The bomb of issue 28: a valid XLSX of 313 KB whose sheet1.xml inflates to 300 MiB. */
export const bombXlsx = () => xlsx(bombSheet(300));

/**
 * The same sheet, its central directory declaring 2 KB: a forger's lie, which a reader of the local headers alone
 * (as read-excel-file's own unzipper is) never sees.
 */
export const lyingXlsx = () => xlsx(bombSheet(300, 2048));

/** A valid two-row XLSX followed by `count` small entries (each inflating to 1 KB): about 1.6 MB for 15,000. */
export function manyEntriesXlsx(count = 15_000) {
  const small = deflated('', ' '.repeat(1024));
  const extra = Array.from({ length: count }, (_, i) => ({ ...small, name: `m/${i.toString(36)}.xml` }));
  return xlsx(deflated('xl/worksheets/sheet1.xml', sheetXml([['Anna Berg', 'anna@example.com']])), extra);
}

/** A 1.5 KB XLSX whose second cell is at the sheet's far corner (XFD1048576): a reader fills 17 billion cells. */
export const farCellXlsx = () =>
  xlsx(
    deflated(
      'xl/worksheets/sheet1.xml',
      sheetXml([]).replace(
        '</sheetData>',
        '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData>',
      ),
    ),
  );

/**
 * An XLSX of 500 rows of 150 cells that all name one shared string of 30,000 characters: 200 KB, and once read
 * 2.25 billion characters (150 MB of a bulk job's rows as they were kept, cut to 2,000 characters a cell).
 */
export function sharedTextXlsx() {
  const header = Array.from({ length: 150 }, (_, i) => (i === 0 ? 'Name' : `Column ${i}`));
  const shared = (r: number) =>
    `<row r="${r}">${header.map((_, i) => `<c r="${column(i)}${r}" t="s"><v>0</v></c>`).join('')}</row>`;
  const rows = Array.from({ length: 500 }, (_, i) => shared(i + 2)).join('');
  return xlsx(deflated('xl/worksheets/sheet1.xml', sheetXml([], rows, header)), [], ['x'.repeat(30_000)]);
}

/** A 0.9 MB CSV of a header row 900,001 cells wide and 1,000 rows of one cell: a reader fills each to its width. */
export const wideCsv = () => new File([`Name${';'.repeat(900_000)}\n${'Anna\n'.repeat(1000)}`], 'wide.csv');

/** A spreadsheet upload of these bytes. */
export const xlsxFile = (bytes: Uint8Array, name = 'people.xlsx') =>
  new File([new Uint8Array(bytes)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
