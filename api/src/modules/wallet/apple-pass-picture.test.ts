// The picture on an Apple pass: the person's photo, else their company's logo, else none; each thumbnail in the
// manifest like every other file of the pass.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompany, form, person } from '../companies/test-kit';
import { makeAppleSigning, unpackPass } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(makeAppleSigning().env);
});
afterAll(() => t.close());

/** A plain square picture of one colour, as a browser uploads it. */
async function picture(colour: string, name: string) {
  const bytes = await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

async function passOf(shortId: string) {
  const res = await t.client().get(`/api/v1/wallet/apple/p.${shortId}`);
  expect(res.status).toBe(200);
  return unpackPass(new Uint8Array(await res.response.arrayBuffer()));
}

/** Whether the middle of a thumbnail has this colour (#rrggbb), give or take what lossy storage changes. */
async function middleIs(png: Buffer, colour: string) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  const want = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
  return want.every((v, i) => Math.abs(v - data[at + i]!) <= 8);
}

test('the photo is the pass’s thumbnail, at 1× and 2×, hashed in the manifest', async () => {
  const { user, c } = await person(t, { fullName: 'Photo Person' });
  expect(
    (await c.patch('/api/v1/users/me', form({ avatar: await picture('#10a040', 'me.png') }))).status,
  ).toBe(200);
  await c.get('/api/v1/profiles');
  const pass = await passOf(user.shortId);
  const manifest = JSON.parse(pass.read('manifest.json').toString()) as Record<string, string>;
  for (const [name, size] of [
    ['thumbnail.png', 90],
    ['thumbnail@2x.png', 180],
  ] as const) {
    const bytes = pass.read(name);
    expect(manifest[name]).toBe(createHash('sha1').update(bytes).digest('hex'));
    expect((await sharp(bytes).metadata()).width).toBe(size);
    expect(await middleIs(bytes, '#10a040')).toBe(true);
  }
});

test('without a photo the company’s logo is shown; with neither, no thumbnail at all', async () => {
  const { user, c } = await person(t, { fullName: 'Logo Person' });
  const made = await createCompany(c, { name: 'Logo AB' }, await picture('#c02020', 'logo.png'));
  expect(made.status).toBe(201);
  await c.get('/api/v1/profiles');
  expect(await middleIs((await passOf(user.shortId)).read('thumbnail.png'), '#c02020')).toBe(true);

  const bare = await person(t, { fullName: 'Bare Person' });
  await bare.c.get('/api/v1/profiles');
  const pass = await passOf(bare.user.shortId);
  expect(() => pass.read('thumbnail.png')).toThrow();
  expect(Object.keys(JSON.parse(pass.read('manifest.json').toString()))).not.toContain('thumbnail.png');
});
