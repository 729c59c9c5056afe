// Helpers for the capture tests: card photos made here, stand-in readers (one that answers, one that throws,
// one that never answers), and the posts the dashboard's scanner sends.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestApp } from '../../../test/harness';
import type { CardFields, CardReader } from './card-reader-port';
import type { Client } from './test-kit';

/** A photo of a card: a white JPEG of `width` × `height` with a dark band, as a camera sends it. */
export async function cardJpeg(width = 3000, height = 2000) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/><rect x="10%" y="40%" width="60%" height="8%" fill="#222"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
}

export const ANNA: CardFields = {
  fullName: 'Anna Lindqvist',
  title: 'Försäljningschef',
  company: 'Nordic Steel AB',
  phones: ['+46 70 123 45 67', '+46 8 123 456'],
  emails: ['anna.lindqvist@nordicsteel.se'],
  web: 'www.nordicsteel.se',
  address: 'Industrigatan 4, 553 02 Jönköping',
};

/** A reader that answers `fields` at once and counts its reads. */
export function answeringReader(fields: CardFields = ANNA) {
  const reader: CardReader & { reads: number; images: Uint8Array[][] } = {
    reads: 0,
    images: [],
    async read(images: Uint8Array[]) {
      reader.reads++;
      reader.images.push(images);
      return { text: `${fields.fullName}\n${fields.company}`, fields, confidence: 90, ms: 1 };
    },
    async close() {},
  };
  return reader;
}

export const throwingReader = (): CardReader => ({
  async read() {
    throw new Error('the reader broke');
  },
  async close() {},
});

/** Never answers: the reading gives up after the timeout. */
export const hangingReader = (): CardReader => ({
  read: () => new Promise(() => {}),
  async close() {},
});

/** POST /leads/scans with a front (and a back) and the form's fields. */
export function postScan(
  c: Client,
  photos: { front: Uint8Array | Blob; back?: Uint8Array | Blob },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  const blob = (b: Uint8Array | Blob) =>
    b instanceof Blob ? b : new Blob([new Uint8Array(b)], { type: 'image/jpeg' });
  form.append('front', blob(photos.front), 'front.jpg');
  if (photos.back) form.append('back', blob(photos.back), 'back.jpg');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return c.post<import('@shared/types/leads').LeadItem>('/api/v1/leads/scans', form);
}

export const postCode = (c: Client, text: string, extras: Record<string, unknown> = {}) =>
  c.post<import('@shared/types/leads').LeadItem>('/api/v1/leads/codes', { text, ...extras });

/** The stored photos of the app, as keys under uploads/leads. */
export function storedLeadPhotos(t: TestApp) {
  const root = join(t.dir, 'uploads', 'leads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}
