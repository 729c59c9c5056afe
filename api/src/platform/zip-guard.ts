// An upload that is unpacked (an XLSX is a ZIP) is bounded by what it unpacks to, not only by its own size:
// 300 KB of DEFLATE can hold 300 MB. The central directory is read first, and an archive with more entries, or
// entries declaring more bytes, than the bounds is refused before anything is inflated; the entries wanted are
// then inflated by zlib, each stopped as soon as it passes its declared size, so an archive whose sizes lie gets
// no further than its declaration (docs/decisions.md "Unpacked uploads"). zlib rather than fflate's inflater:
// it runs off the event loop and, on this kind of input, about ten times faster.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { MB } from '@shared/constants';
import { AppError } from './errors';

/** Entries of an archive at most: an XLSX has about ten, one with many sheets and pictures a few hundred. */
export const ZIP_MAX_ENTRIES = 1000;
/** Bytes that all entries of an archive may unpack to together (a 2 MB spreadsheet of text unpacks to ~15 MB). */
export const ZIP_MAX_UNPACKED_BYTES = 16 * MB;

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 DEFLATE. */
  method: number;
  flags: number;
  packedSize: number;
  /** The unpacked size, as the central directory declares it. */
  size: number;
  /** Where the entry's local header starts. */
  offset: number;
};

const END_RECORD = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * The entries of a ZIP's central directory (found from its end record), or null when there is none or it does not
 * hold together. ZIP64 (65,535 entries or 4 GB and more) is not read: nothing we accept needs it.
 */
export function zipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === END_RECORD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) return null;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_HEADER) return null;
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (at + 46 + skip > end) return null;
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      packedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
    });
    at += 46 + skip;
  }
  return entries;
}

/** The entry's data as stored (after its local header), or null when it lies outside the archive. */
function storedData(bytes: Uint8Array, entry: ZipEntry) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.offset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.packedSize > bytes.length) return null;
  return bytes.subarray(start, start + entry.packedSize);
}

const inflate = promisify(inflateRaw);

/**
 * Raw DEFLATE unpacked into exactly `size` bytes, or null when it makes more, less, or is broken. zlib inflates
 * off the event loop, a chunk at a time, and stops as soon as the output passes `size` (maxOutputLength).
 */
async function inflateExactly(data: Uint8Array, size: number): Promise<Uint8Array | null> {
  try {
    const out = await inflate(data, { maxOutputLength: Math.max(size, 1) });
    return out.length === size ? new Uint8Array(out.buffer, out.byteOffset, out.length) : null;
  } catch {
    return null;
  }
}

/**
 * The entries of a ZIP that `keep` names, unpacked within the bounds: more than ZIP_MAX_ENTRIES entries, or
 * more than ZIP_MAX_UNPACKED_BYTES declared by all of them together, is refused (413 on `field`) before anything
 * is inflated. Null when the archive cannot be read: no central directory, an entry that is encrypted, compressed
 * otherwise than by DEFLATE, or that unpacks to another size than it declares (unpacking stops just past it).
 */
export async function unzipBounded(
  bytes: Uint8Array,
  options: { field: string; keep: (name: string) => boolean },
): Promise<Record<string, Uint8Array> | null> {
  const entries = zipDirectory(bytes);
  if (!entries) return null;
  if (entries.length > ZIP_MAX_ENTRIES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'archiveTooManyEntries', {
      field: options.field,
      params: { limit: ZIP_MAX_ENTRIES },
    });
  }
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > ZIP_MAX_UNPACKED_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'archiveTooLarge', {
      field: options.field,
      params: { limit: `${ZIP_MAX_UNPACKED_BYTES / MB} MB` },
    });
  }
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    if (!options.keep(entry.name)) continue;
    const data = storedData(bytes, entry);
    if (!data || entry.flags & 1) return null;
    const unpacked =
      entry.method === 0 && data.length === entry.size
        ? data.slice()
        : entry.method === 8
          ? await inflateExactly(data, entry.size)
          : null;
    if (!unpacked) return null;
    files[entry.name] = unpacked;
  }
  return files;
}
