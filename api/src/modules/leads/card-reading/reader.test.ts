// createCardReader on real pictures: a card drawn with the system's fonts (by sharp's SVG renderer) is read,
// upright and upside down; pictures over the bounds are refused before they are decoded (the 'bomb': a PNG of
// a few hundred bytes that declares 400 megapixels); a read past its deadline rejects with a typed error and
// the reader goes on with new workers; and a read needs no network at all (run in a network namespace of its
// own, with no interface but a down loopback) and writes nothing to disk.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import {
  CardImageError,
  type CardReader,
  CardReaderClosedError,
  CardReadTimeoutError,
  createCardReader,
  MAX_IMAGE_BYTES,
} from './index';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A business card (85 × 55 mm at 300 dpi) drawn from lines of [text, size px, bold?]. */
async function drawCard(
  lines: [string, number, boolean?][],
  options: { rotate?: number; background?: string } = {},
) {
  let y = 90;
  const texts = lines.map(([text, size, bold]) => {
    y += size * 1.5;
    return `<text x="70" y="${y}" font-family="Liberation Sans" font-size="${size}"${bold ? ' font-weight="bold"' : ''}>${esc(text)}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1004" height="650"><rect width="1004" height="650" fill="${options.background ?? '#ffffff'}"/>${texts.join('')}</svg>`;
  let image = sharp(Buffer.from(svg));
  if (options.rotate)
    image = sharp(await image.png().toBuffer()).rotate(options.rotate, { background: '#6b5a48' });
  return new Uint8Array(await image.jpeg({ quality: 85 }).toBuffer());
}

const CARD: [string, number, boolean?][] = [
  ['Ekholm Ventilation AB', 34, true],
  ['Sara Ekholm', 54, true],
  ['Servicechef', 32],
  ['', 10],
  ['Tel 08-730 12 40', 28],
  ['Mobil 070-228 19 55', 28],
  ['sara.ekholm@ekholmvent.se', 28],
  ['www.ekholmvent.se', 28],
];

/** A PNG of a few hundred bytes whose header says 20 000 × 20 000 pixels (its data would be 400 MB raw). */
function pngBomb() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.set(body, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  // The first rows of zeros, deflated: the rest would follow in a real bomb, unread here.
  const idat = deflateSync(Buffer.alloc(20_001 * 4));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', idat),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

let reader: CardReader;
beforeAll(() => {
  reader = createCardReader();
});
afterAll(async () => {
  await reader.close();
});

describe('reading a card', () => {
  test('a drawn card is read into its fields', async () => {
    const reading = await reader.read([await drawCard(CARD)]);
    expect(reading.fields).toEqual({
      fullName: 'Sara Ekholm',
      title: 'Servicechef',
      company: 'Ekholm Ventilation AB',
      phones: ['+46 8 730 12 40', '+46 70 228 19 55'],
      emails: ['sara.ekholm@ekholmvent.se'],
      web: 'www.ekholmvent.se',
      address: '',
    });
    expect(reading.text).toContain('Sara Ekholm');
    expect(reading.confidence).toBeGreaterThan(70);
    expect(reading.ms).toBeGreaterThan(0);
  }, 60_000);

  test('an upside-down, slightly tilted photo of the card on a table is turned and read', async () => {
    const reading = await reader.read([await drawCard(CARD, { rotate: 183 })]);
    expect(reading.fields.fullName).toBe('Sara Ekholm');
    expect(reading.fields.emails).toEqual(['sara.ekholm@ekholmvent.se']);
  }, 60_000);

  test('front and back are read together: the company and web on the back', async () => {
    const front = await drawCard([
      ['Jari Laine', 54, true],
      ['Huoltopäällikkö', 32],
      ['Puh. 040 718 2290', 28],
      ['jari.laine@lainetekniikka.fi', 28],
    ]);
    const back = await drawCard(
      [
        ['Laine Tekniikka Oy', 46, true],
        ['www.lainetekniikka.fi', 30],
      ],
      {
        background: '#f4f1ea',
      },
    );
    const reading = await reader.read([front, back]);
    expect(reading.fields).toMatchObject({
      fullName: 'Jari Laine',
      company: 'Laine Tekniikka Oy',
      phones: ['+358 40 7182290'],
      web: 'www.lainetekniikka.fi',
    });
  }, 60_000);
});

describe('bounds, checked before anything is decoded', () => {
  test('the bomb: a small PNG declaring 400 megapixels is refused at once', async () => {
    const bomb = pngBomb();
    expect(bomb.byteLength).toBeLessThan(2_000);
    const started = performance.now();
    const error = await reader.read([bomb]).catch((e) => e);
    expect(error).toBeInstanceOf(CardImageError);
    expect(error.problem).toBe('too-many-pixels');
    expect(error.index).toBe(0);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  test('more than two pictures, none, one over 12 MB, or one that is not a picture', async () => {
    const card = await drawCard(CARD);
    const problem = (images: Uint8Array[]) => reader.read(images).catch((e: CardImageError) => e.problem);
    expect(await problem([card, card, card])).toBe('too-many-images');
    expect(await problem([])).toBe('no-image');
    expect(await problem([card, new Uint8Array(MAX_IMAGE_BYTES + 1)])).toBe('too-large');
    expect(await problem([new TextEncoder().encode('<html>not a picture</html>')])).toBe('not-an-image');
  });
});

describe('deadline and closing', () => {
  test('a read past its deadline rejects with a typed timeout; the next read gets new workers', async () => {
    const hasty = createCardReader({ timeoutMs: 5_000 });
    try {
      // Workers started by a first, easy read (starting is not counted in a read's deadline).
      const tiny = await drawCard([['Ok', 40, true]]);
      await hasty.read([tiny]).catch(() => {});
      // Grain all over a 24-megapixel photo: Tesseract takes 10–30 s over it, far past 5 s.
      const noise = Buffer.alloc(2000 * 1300);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
      const grainy = await sharp(noise, { raw: { width: 2000, height: 1300, channels: 1 } })
        .resize(6000, 3900, { kernel: 'nearest' })
        .jpeg({ quality: 90 })
        .toBuffer();
      const started = performance.now();
      const error = await hasty.read([new Uint8Array(grainy)]).catch((e) => e);
      expect(error).toBeInstanceOf(CardReadTimeoutError);
      expect(error.timeoutMs).toBe(5_000);
      // Well before Tesseract would be done with the grain (a minute), even on a busy machine.
      expect(performance.now() - started).toBeLessThan(20_000);
      // The stuck worker was ended; a new one reads the next card (a short one: well inside 5 s on a busy machine).
      const after = await hasty.read([await drawCard([['Sara Ekholm', 54, true]])]);
      expect(after.fields.fullName).toBe('Sara Ekholm');
    } finally {
      await hasty.close();
    }
  }, 90_000);

  test('close() rejects what waits and what comes after', async () => {
    const short = createCardReader();
    const card = await drawCard(CARD);
    const running = short.read([card]).catch((e) => e);
    const waiting = short.read([card]).catch((e) => e);
    await Bun.sleep(50);
    await short.close();
    expect(await waiting).toBeInstanceOf(CardReaderClosedError);
    expect(await running).toBeInstanceOf(CardReaderClosedError);
    expect(await short.read([card]).catch((e) => e)).toBeInstanceOf(CardReaderClosedError);
  }, 30_000);
});

describe('no network, no disk', () => {
  // A network namespace of its own: no interface but a loopback that is down, so any fetch fails at once.
  const canIsolate = spawnSync('unshare', ['--net', 'true']).status === 0;

  test.skipIf(!canIsolate)(
    'a read in a process without any network gives the fields, and writes no file',
    async () => {
      const work = mkdtempSync(join(tmpdir(), 'card-offline-'));
      const picture = join(mkdtempSync(join(tmpdir(), 'card-picture-')), 'card.jpg');
      try {
        writeFileSync(picture, await drawCard(CARD));
        const script = `
          import { readFileSync } from 'node:fs';
          import { createCardReader } from ${JSON.stringify(join(import.meta.dir, 'index.ts'))};
          // Any fetch in this thread fails loudly (the workers' threads have no network either).
          globalThis.fetch = () => { throw new Error('fetch called'); };
          const reader = createCardReader();
          const reading = await reader.read([readFileSync(${JSON.stringify(picture)})]);
          await reader.close();
          console.log(JSON.stringify(reading.fields));`;
        const child = spawnSync('unshare', ['--net', process.execPath, '-e', script], {
          cwd: work,
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(child.stderr).not.toContain('fetch called');
        expect(child.status).toBe(0);
        const fields = JSON.parse(child.stdout.trim().split('\n').at(-1)!);
        expect(fields.fullName).toBe('Sara Ekholm');
        expect(fields.emails).toEqual(['sara.ekholm@ekholmvent.se']);
        // tesseract.js's cache is off: no traineddata written where the process runs.
        expect(readdirSync(work)).toEqual([]);
      } finally {
        rmSync(work, { recursive: true, force: true });
        rmSync(join(picture, '..'), { recursive: true, force: true });
      }
    },
    90_000,
  );

  test('the namespace the read runs in has no interface but the loopback (so the test above proves something)', () => {
    if (!canIsolate) return;
    const devices = spawnSync('unshare', ['--net', 'cat', '/proc/net/dev'], { encoding: 'utf8' }).stdout;
    const names = devices
      .split('\n')
      .slice(2)
      .map((line) => line.split(':')[0].trim())
      .filter(Boolean);
    expect(names).toEqual(['lo']);
  });
});
