/**
 * What an upload really is, from its bytes (SPEC §5 accepted types); the name and the declared type are not
 * trusted. Only the extension chooses between formats whose content cannot tell them apart (txt/csv, doc/xls/ppt).
 */
import { zipDirectory } from './zip-guard';

export type SniffedType = { mime: string; ext: string };

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]{1,8})$/)?.[1] ?? '';

const IMAGES: [number[], SniffedType][] = [
  [[0xff, 0xd8, 0xff], { mime: 'image/jpeg', ext: 'jpg' }],
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], { mime: 'image/png', ext: 'png' }],
];

const OOXML: [string, SniffedType][] = [
  [
    'word/document.xml',
    { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  ],
  [
    'xl/workbook.xml',
    { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
  ],
  [
    'ppt/presentation.xml',
    { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx' },
  ],
];

const ODF_EXT: Record<string, string> = {
  text: 'odt',
  spreadsheet: 'ods',
  presentation: 'odp',
  graphics: 'odg',
};

const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** OpenDocument and EPUB begin with an uncompressed entry `mimetype` naming the format. */
function zipMimetypeEntry(bytes: Uint8Array): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 38 || view.getUint16(8, true) !== 0) return null;
  const size = view.getUint32(18, true);
  const nameLength = view.getUint16(26, true);
  const extra = view.getUint16(28, true);
  if (ascii(bytes, 30, nameLength) !== 'mimetype' || size > 100) return null;
  return ascii(bytes, 30 + nameLength + extra, size).trim();
}

function sniffZip(bytes: Uint8Array): SniffedType | null {
  const declared = zipMimetypeEntry(bytes);
  if (declared === 'application/epub+zip') return { mime: declared, ext: 'epub' };
  const odf = declared?.match(
    /^application\/vnd\.oasis\.opendocument\.(text|spreadsheet|presentation|graphics)$/,
  );
  if (odf && declared) return { mime: declared, ext: ODF_EXT[odf[1]] };
  const names = new Set(zipDirectory(bytes)?.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml')) return null;
  return OOXML.find(([part]) => names.has(part))?.[1] ?? null;
}

/** ISO base media (mp4, m4a, mov, 3gp): the brand in the `ftyp` box says which. */
function sniffFtyp(bytes: Uint8Array): SniffedType | null {
  const brand = ascii(bytes, 8, 4);
  if (brand === 'M4A ' || brand === 'M4B ') return { mime: 'audio/mp4', ext: 'm4a' };
  if (brand === 'qt  ') return { mime: 'video/quicktime', ext: 'mov' };
  if (brand.startsWith('3g')) return { mime: 'video/3gpp', ext: '3gp' };
  // HEIC and AVIF share the box format but are images we do not accept.
  if (/^(heic|heix|hevc|mif1|msf1|avif|avis)$/.test(brand)) return null;
  return { mime: 'video/mp4', ext: 'mp4' };
}

function sniffMp3(bytes: Uint8Array): SniffedType | null {
  if (ascii(bytes, 0, 3) === 'ID3') return { mime: 'audio/mpeg', ext: 'mp3' };
  if (bytes[0] !== 0xff || (bytes[1] & 0xe0) !== 0xe0) return null;
  const layer = (bytes[1] >> 1) & 0b11;
  // Layer bits 00 is AAC in an ADTS frame.
  return layer === 0 ? { mime: 'audio/aac', ext: 'aac' } : { mime: 'audio/mpeg', ext: 'mp3' };
}

/** UTF-8 text without NUL bytes: plain text, or CSV when the name says so. */
function sniffText(bytes: Uint8Array, name: string): SniffedType | null {
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return extensionOf(name) === 'csv' ? { mime: 'text/csv', ext: 'csv' } : { mime: 'text/plain', ext: 'txt' };
}

/** The accepted type of `bytes`, or null when it is none of them. */
export function sniffFileType(bytes: Uint8Array, name = ''): SniffedType | null {
  if (bytes.length === 0) return null;
  for (const [signature, type] of IMAGES) if (startsWith(bytes, signature)) return type;
  const head = ascii(bytes, 0, 12);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return { mime: 'image/gif', ext: 'gif' };
  if (head.startsWith('RIFF')) {
    const form = head.slice(8, 12);
    if (form === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
    if (form === 'WAVE') return { mime: 'audio/wav', ext: 'wav' };
    if (form === 'AVI ') return { mime: 'video/x-msvideo', ext: 'avi' };
    return null;
  }
  if (head.startsWith('%PDF-')) return { mime: 'application/pdf', ext: 'pdf' };
  if (head.startsWith('{\\rtf')) return { mime: 'application/rtf', ext: 'rtf' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // A compound file can be any of the old Office formats (or an Outlook message): the name decides.
    const ext = extensionOf(name);
    return LEGACY_OFFICE[ext] ? { mime: LEGACY_OFFICE[ext], ext } : null;
  }
  if (head.slice(4, 8) === 'ftyp') return sniffFtyp(bytes);
  if (head.startsWith('OggS')) {
    const firstPage = ascii(bytes, 28, 8);
    return firstPage.includes('theora')
      ? { mime: 'video/ogg', ext: 'ogv' }
      : { mime: 'audio/ogg', ext: 'ogg' };
  }
  if (head.startsWith('fLaC')) return { mime: 'audio/flac', ext: 'flac' };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    const header = ascii(bytes, 0, 64);
    if (header.includes('webm')) return { mime: 'video/webm', ext: 'webm' };
    if (header.includes('matroska')) return { mime: 'video/x-matroska', ext: 'mkv' };
    return null;
  }
  return sniffMp3(bytes) ?? sniffText(bytes, name);
}

/** Types a browser may show in place; everything else is served as a download. */
export const isInlineType = (mime: string) =>
  /^(image|audio|video)\//.test(mime) || mime === 'application/pdf' || mime === 'text/plain';
