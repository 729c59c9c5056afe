// A picture small outside and huge inside for the tests of every upload sharp decodes (docs/decisions.md
// "Unpacked uploads"): a valid PNG of 256 megapixels in about 250 KB, made in the test.
import { crc32 } from 'node:zlib';
import { repeatedDeflate } from './zip-bombs';

const MB = 1024 * 1024;
/** A number as PNG writes it: four bytes, big-endian. */
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** A PNG chunk: length, type, data and the CRC of type and data. */
const pngChunk = (type: string, data: Uint8Array) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([Buffer.from(be32(data.length)), body, Buffer.from(be32(crc32(body)))]);
};

/** A black greyscale PNG of `side` × `side` (16,000: 256 megapixels, under sharp's own limit) in about 250 KB. */
export function pixelBombPng(side = 16_000) {
  // Each row is its filter byte (0) and `side` black pixels: the image data is nothing but zeros, so its zlib
  // checksum (Adler-32) is 1 + 65,536 × (length mod 65,521).
  const length = side * (side + 1);
  const adler = (((length % 65_521) << 16) | 1) >>> 0;
  const zlib = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    repeatedDeflate(Buffer.alloc(MB), Math.floor(length / MB), Buffer.alloc(length % MB)),
    Buffer.from(be32(adler)),
  ]);
  const header = Buffer.from([...be32(side), ...be32(side), 8, 0, 0, 0, 0]);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const png = Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return new File([new Uint8Array(png)], 'poster.png', { type: 'image/png' });
}
