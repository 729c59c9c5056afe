import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { User } from '@db/schema';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let user: User;
let c: Awaited<ReturnType<typeof signIn>>;
let profileShortId: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await seedUser(t, { subscriber: true });
  c = await signIn(t, user);
  await c.get('/api/v1/profiles');
  const second = await c.post<{ shortId: string }>('/api/v1/profiles', { label: 'Second' });
  profileShortId = second.body.data.shortId;
});
afterAll(() => t.close());

/** Decodes a QR code image (any format sharp reads, SVG included) with the independent jsQR decoder. */
async function decode(image: Uint8Array) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}

test('PNG: the card link of the user marked as scanned (?s=q), whichever profile it is asked for', async () => {
  const res = await c.get(`/api/v1/profiles/${profileShortId}/qr.png`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const bytes = new Uint8Array(await res.response.arrayBuffer());
  expect((await sharp(bytes).metadata()).width).toBe(512);
  expect(await decode(bytes)).toBe(`http://localhost/p/${user.shortId}?s=q`);
});

test('SVG decodes to the same link; size is adjustable', async () => {
  const res = await c.get(`/api/v1/profiles/${profileShortId}/qr.svg?size=300`);
  expect(res.headers.get('content-type')).toBe('image/svg+xml');
  const svg = await res.response.text();
  expect(svg).toStartWith('<svg');
  expect(await decode(new TextEncoder().encode(svg))).toBe(`http://localhost/p/${user.shortId}?s=q`);
  expect((await c.get(`/api/v1/profiles/${profileShortId}/qr.png?size=10`)).status).toBe(422);
});

test('only for the owner of the profile', async () => {
  expect((await t.client().get(`/api/v1/profiles/${profileShortId}/qr.png`)).status).toBe(401);
  const other = await signIn(t, await seedUser(t));
  expect((await other.get(`/api/v1/profiles/${profileShortId}/qr.svg`)).status).toBe(404);
});
