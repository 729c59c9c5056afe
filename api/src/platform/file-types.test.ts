import { describe, expect, test } from 'bun:test';
import sharp from 'sharp';
import { stored, writeZip } from '../../test/zip-bombs';
import { sniffFileType } from './file-types';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

/** A real (stored, uncompressed) zip with the given entries, as Office and OpenDocument files are. */
const zip = (entries: [string, string][]) =>
  writeZip(entries.map(([name, content]) => stored(name, content)));

const image = async (format: 'jpeg' | 'png' | 'gif' | 'webp') =>
  new Uint8Array(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#808080' } })
      .toFormat(format)
      .toBuffer(),
  );

const ftyp = (brand: string) => bytes([0, 0, 0, 24], 'ftyp', brand, [0, 0, 2, 0], 'isommp41');

describe('sniffFileType', () => {
  test('images by their signatures', async () => {
    for (const format of ['jpeg', 'png', 'gif', 'webp'] as const) {
      expect(sniffFileType(await image(format))?.mime).toBe(`image/${format}`);
    }
  });

  test('documents: pdf, rtf, Office Open XML, OpenDocument, epub, old Office by name', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n'))).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(sniffFileType(bytes('{\\rtf1\\ansi hello}'))?.ext).toBe('rtf');
    const ooxml = (part: string) =>
      zip([
        ['[Content_Types].xml', '<Types/>'],
        [part, '<x/>'],
      ]);
    expect(sniffFileType(ooxml('word/document.xml'))?.ext).toBe('docx');
    expect(sniffFileType(ooxml('xl/workbook.xml'))?.ext).toBe('xlsx');
    expect(sniffFileType(ooxml('ppt/presentation.xml'))?.ext).toBe('pptx');
    const odt = zip([
      ['mimetype', 'application/vnd.oasis.opendocument.text'],
      ['content.xml', '<x/>'],
    ]);
    expect(sniffFileType(odt)).toEqual({ mime: 'application/vnd.oasis.opendocument.text', ext: 'odt' });
    const ods = zip([['mimetype', 'application/vnd.oasis.opendocument.spreadsheet']]);
    expect(sniffFileType(ods)?.ext).toBe('ods');
    expect(sniffFileType(zip([['mimetype', 'application/epub+zip']]))?.ext).toBe('epub');
    const cfb = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0, 0, 0]);
    expect(sniffFileType(cfb, 'Old Report.DOC')).toEqual({ mime: 'application/msword', ext: 'doc' });
    expect(sniffFileType(cfb, 'message.msg')).toBeNull();
  });

  test('plain zips, and zips that only claim to be documents, are refused', () => {
    expect(sniffFileType(zip([['readme.txt', 'hi']]), 'a.docx')).toBeNull();
    expect(sniffFileType(zip([['word/document.xml', '<x/>']]), 'a.docx')).toBeNull();
    expect(sniffFileType(zip([['mimetype', 'application/x-evil']]))).toBeNull();
    expect(sniffFileType(bytes([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
  });

  test('text: UTF-8 without NUL bytes; csv by name', () => {
    expect(sniffFileType(new TextEncoder().encode('Åsa, Örjan\n'), 'names.txt')?.mime).toBe('text/plain');
    expect(sniffFileType(bytes('Åsa'), 'latin1.txt')).toBeNull();
    expect(sniffFileType(new TextEncoder().encode('a;b\n1;2\n'), 'sheet.CSV')?.mime).toBe('text/csv');
    expect(sniffFileType(bytes('abc', [0], 'def'), 'x.txt')).toBeNull();
    expect(sniffFileType(bytes([0xc3, 0x28]), 'x.txt')).toBeNull();
    expect(sniffFileType(new Uint8Array(0))).toBeNull();
  });

  test('audio and video', () => {
    expect(sniffFileType(bytes('ID3', [4, 0, 0, 0, 0, 0, 0]))?.mime).toBe('audio/mpeg');
    expect(sniffFileType(bytes([0xff, 0xfb, 0x90, 0x64, 0, 0]))?.mime).toBe('audio/mpeg');
    expect(sniffFileType(bytes([0xff, 0xf1, 0x50, 0x80, 0, 0]))?.mime).toBe('audio/aac');
    expect(sniffFileType(ftyp('M4A '))?.mime).toBe('audio/mp4');
    expect(sniffFileType(ftyp('isom'))?.mime).toBe('video/mp4');
    expect(sniffFileType(ftyp('qt  '))?.mime).toBe('video/quicktime');
    expect(sniffFileType(ftyp('heic'))).toBeNull();
    expect(sniffFileType(bytes('OggS', new Array(24).fill(0), [1], 'vorbis'))?.mime).toBe('audio/ogg');
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))?.mime).toBe('audio/wav');
    expect(sniffFileType(bytes('fLaC', [0, 0, 0, 34]))?.mime).toBe('audio/flac');
    const ebml = (docType: string) => bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], docType);
    expect(sniffFileType(ebml('webm'))?.mime).toBe('video/webm');
    expect(sniffFileType(ebml('matroska'))?.ext).toBe('mkv');
  });

  test('executables and other binaries are refused', () => {
    expect(sniffFileType(bytes('MZ', [0x90, 0, 3, 0, 0, 0]), 'invoice.pdf')).toBeNull();
    expect(sniffFileType(bytes([0x7f], 'ELF', [2, 1, 1, 0]), 'a.txt')).toBeNull();
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'XXXX'))).toBeNull();
  });
});
