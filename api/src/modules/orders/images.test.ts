// Design images: checked by content, the engraving made black and white (two grey levels), the logo kept;
// served to the draft's owner only; deleted when no line uses them any more and with the draft (no orphans).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { orders } from '@db/schema';
import type { OrderDraft } from '@shared/types/orders';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pixelBombPng } from '../../../test/pixel-bomb';
import { person } from '../companies/test-kit';
import { ensureDraft } from './draft';
import { card, design, orderingWorld, putDraft } from './test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderingWorld(t);
});
afterAll(() => t.close());

type Client = ReturnType<TestApp['client']>;

/** A photo-like PNG: a horizontal grey gradient with colour, 300 × 200. */
async function gradient() {
  const width = 300;
  const height = 200;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = Math.round((x / (width - 1)) * 255);
      raw.set([v, Math.min(255, v + 20), Math.max(0, v - 20)], (y * width + x) * 3);
    }
  const png = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' });
}

async function upload(c: Client, file: File, kind: 'image' | 'logo') {
  const body = new FormData();
  body.set('file', file);
  body.set('kind', kind);
  return c.post<{ id: string; path: string }>('/api/v1/orders/draft/images', body);
}

const draftRow = async (userId: number) =>
  (await t.db.select().from(orders).where(eq(orders.createdByUserId, userId))).find(
    (o) => o.status === 'draft',
  )!;

describe('design images', () => {
  test('the engraving image becomes black and white; the logo keeps its colours', async () => {
    const res = await upload(w.owner.c, await gradient(), 'image');
    expect(res.status).toBe(201);
    const served = await w.owner.c.get(res.body.data.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await served.response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', channels: 1, space: 'b-w' });
    const { data, info } = await sharp(bytes).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect([...new Set(data)].sort((a, b) => a - b)).toEqual([0, 255]);
    // Left half dark, right half light: the threshold at the middle grey.
    expect(data[10]).toBe(0);
    expect(data[info.width - 10]).toBe(255);

    const logo = await upload(w.owner.c, await gradient(), 'logo');
    const logoBytes = Buffer.from(await (await w.owner.c.get(logo.body.data.path)).response.arrayBuffer());
    const stats = await sharp(logoBytes).stats();
    expect(stats.channels.length).toBeGreaterThanOrEqual(3);
    expect(new Set((await sharp(logoBytes).raw().toBuffer()).values()).size).toBeGreaterThan(100);
  });

  test('checked by content: a text file named .png is refused with 422 and nothing is stored', async () => {
    const me = await person(t);
    const fake = new File(['not an image at all'], 'photo.png', { type: 'image/png' });
    const res = await upload(me.c, fake, 'image');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The image must be a jpeg, png, gif or webp file');
    expect((await me.c.get('/api/v1/orders/draft')).body.data).toBeNull();
    expect((await upload(t.client(), await gradient(), 'image')).status).toBe(401);
  });

  test('a 250 KB PNG of 256 megapixels is refused (422) before it is decoded, in each language', async () => {
    const me = await person(t);
    const poster = pixelBombPng();
    expect(poster.size).toBeLessThan(300_000);
    const res = await upload(me.c, poster, 'image');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'file', message: 'The picture is too large: at most 60 megapixels' },
    ]);
    const sv = t.client({ lang: 'sv' });
    const fi = t.client({ lang: 'fi' });
    for (const c of [sv, fi]) for (const [k, v] of me.c.jar) c.jar.set(k, v);
    expect((await upload(sv, poster, 'logo')).body.message).toBe('Bilden är för stor: högst 60 megapixlar');
    expect((await upload(fi, poster, 'logo')).body.message).toBe(
      'Kuva on liian suuri: enintään 60 megapikseliä',
    );
    expect((await me.c.get('/api/v1/orders/draft')).body.data).toBeNull();
  });

  test('served to the draft’s owner only', async () => {
    const res = await upload(w.owner.c, await gradient(), 'logo');
    expect((await w.other.c.get(res.body.data.path)).status).toBe(404);
    expect((await w.colleague.c.get(res.body.data.path)).status).toBe(404);
    expect((await t.client().get(res.body.data.path)).status).toBe(401);
  });

  test('a line refers to images of its own draft only', async () => {
    const theirs = await upload(w.other.c, await gradient(), 'image');
    const res = await putDraft(w.owner.c, {
      companyId: w.company.shortId,
      cards: [card(w.company.membershipId, { design: design({ imageId: theirs.body.data.id }) })],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'cards.0.design.imageId', message: 'The image is not one uploaded for this order' },
    ]);
    const mine = await upload(w.owner.c, await gradient(), 'logo');
    const asImage = await putDraft(w.owner.c, {
      companyId: w.company.shortId,
      cards: [card(w.company.membershipId, { design: design({ imageId: mine.body.data.id }) })],
    });
    expect(asImage.status).toBe(422);
  });

  test('no orphans: an image no line uses any more is deleted, and every image with the draft', async () => {
    const me = await orderingWorld(t, 'Orphan AB');
    const image = (await upload(me.owner.c, await gradient(), 'image')).body.data;
    const logo = (await upload(me.owner.c, await gradient(), 'logo')).body.data;
    const saved = await putDraft(me.owner.c, {
      companyId: me.company.shortId,
      cards: [card(me.company.membershipId, { design: design({ imageId: image.id, logoId: logo.id }) })],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.cards[0].design.image).toEqual(image);
    const keys = (await draftRow(me.owner.user.id)).images.map((m) => m.key);
    expect(keys).toHaveLength(2);

    // The line drops its image: the image goes, the logo stays.
    await putDraft(me.owner.c, {
      cards: [card(me.company.membershipId, { design: design({ imageId: null, logoId: logo.id }) })],
    });
    expect((await me.owner.c.get(image.path)).status).toBe(404);
    expect(await t.deps.storage.get(keys[0])).toBeNull();
    expect((await draftRow(me.owner.user.id)).images.map((m) => m.id)).toEqual([logo.id]);
    expect((await me.owner.c.get(logo.path)).status).toBe(200);

    // Deleting the draft deletes the rest, an upload never used included.
    const unused = (await upload(me.owner.c, await gradient(), 'image')).body.data;
    const left = (await draftRow(me.owner.user.id)).images.map((m) => m.key);
    expect(left).toHaveLength(2);
    await me.owner.c.delete('/api/v1/orders/draft');
    for (const key of left) expect(await t.deps.storage.get(key)).toBeNull();
    expect((await me.owner.c.get(unused.path)).status).toBe(404);
    expect((await me.owner.c.get<OrderDraft>('/api/v1/orders/draft')).body.data).toBeNull();
  });
});

test('first saves at once make one draft', async () => {
  const me = await orderingWorld(t, 'Once AB');
  const made = await Promise.all(Array.from({ length: 5 }, () => ensureDraft(t.deps, me.owner.user)));
  expect(new Set(made.map((d) => d.id)).size).toBe(1);
  const drafts = (
    await t.db.select().from(orders).where(eq(orders.createdByUserId, me.owner.user.id))
  ).filter((o) => o.status === 'draft');
  expect(drafts).toHaveLength(1);
});
