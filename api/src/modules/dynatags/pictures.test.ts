// Pictures of a dynatag (image and gallery modules): checked by content, stored upright without metadata
// (EXIF, GPS), with WebP copies 480, 960 and 1600 px wide served with long cache headers; a protected tag's
// copies only through the signed paths of an unlocked page; a module shows only pictures, each described.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { files } from '@db/schema';
import type { DynatagDetail, PublicDynatag } from '@shared/types/dynatags';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pixelBombPng } from '../../../test/pixel-bomb';
import { createTag, ownerWithCompany, patchTag, pdf, storedFiles, tagForm } from './test-kit';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithCompany(t);
});
afterAll(() => t.close());

/** A real picture of `width` × `height`, in `format`, under `name`. */
async function picture(name: string, format: 'png' | 'jpeg' | 'webp', width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();
  return new File([new Uint8Array(bytes)], name);
}

/** A phone photo: a JPEG with the owner's name, a GPS position and "turn me a quarter" in its EXIF. */
async function phonePhoto() {
  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Anna Andersson' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '57/1 42/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'IMG_0042.jpg');
}

const get = (path: string) => t.handle(new Request(`http://localhost${path}`));
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const image = (file: string, alt = 'Our stand in hall B') => ({ id: 'i', type: 'image', file, alt });

describe('a picture on upload', () => {
  test('a PNG named .jpg is a picture by its content: stored with copies 480, 960 and 1600 px wide', async () => {
    const tag = await createTag(
      owner.owner.c,
      owner.company.shortId,
      { name: 'Pictures', modules: [image('upload:0')] },
      [await picture('stand.jpg', 'png', 2400, 1200)],
    );
    const [file] = tag.files;
    expect(file!.mime).toBe('image/png');
    expect(file!.picture!.width).toBe(2400);
    expect(file!.picture!.height).toBe(1200);
    expect(file!.picture!.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    for (const v of file!.picture!.variants) {
      const res = await get(v.path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(await bytesOf(res)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', v.width, v.height]);
    }
    expect(storedFiles(t, tag.id)).toEqual(
      [`${file!.id}.png`, `${file!.id}-480.webp`, `${file!.id}-960.webp`, `${file!.id}-1600.webp`].sort(),
    );
    // A small picture is never enlarged: one copy at its own width.
    const small = await createTag(owner.owner.c, owner.company.shortId, { name: 'Small' }, [
      await picture('dot.webp', 'webp', 300, 200),
    ]);
    expect(small.files[0]!.picture!.variants.map((v) => v.width)).toEqual([300]);
  });

  test('EXIF and GPS are gone from the picture and its copies; the picture is turned upright', async () => {
    const photo = await phonePhoto();
    // The photo as the phone sent it: the owner's name, the position and the quarter turn are in it.
    const sent = Buffer.from(await photo.arrayBuffer());
    expect(sent.includes('Anna Andersson')).toBe(true);
    expect((await sharp(sent).metadata()).orientation).toBe(6);
    const tag = await createTag(owner.owner.c, owner.company.shortId, { name: 'Phone' }, [photo]);
    const file = tag.files[0]!;
    // Orientation 6 (a quarter turn) applied: 1200 × 800 stands upright as 800 × 1200.
    expect([file.picture!.width, file.picture!.height]).toEqual([800, 1200]);
    for (const path of [file.path, ...file.picture!.variants.map((v) => v.path)]) {
      const bytes = await bytesOf(await get(path));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes('Anna Andersson')).toBe(false);
    }
    expect(file.size).toBe((await bytesOf(await get(file.path))).length);
  });

  test('a text file named .png is refused with 422 on files', async () => {
    const fake = new File(['just some notes, not a picture'], 'holiday.png');
    const res = await owner.owner.c.post(
      `/api/v1/dynatags/companies/${owner.company.shortId}`,
      tagForm({ name: 'Fake', modules: [image('upload:0')] }, [fake]),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('files');
    expect(res.body.message).toBe('The image must be a jpeg, png, gif or webp file');
  });

  test('a 250 KB PNG of 256 megapixels is refused with 422 on files, on its header', async () => {
    const res = await owner.owner.c.post(
      `/api/v1/dynatags/companies/${owner.company.shortId}`,
      tagForm({ name: 'Poster', modules: [image('upload:0')] }, [pixelBombPng()]),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'files', message: 'The picture is too large: at most 60 megapixels' },
    ]);
  });
});

describe('image and gallery modules', () => {
  test('show pictures only, each described unless decorative; at most 10 in a gallery', async () => {
    const c = owner.owner.c;
    const tag = await createTag(c, owner.company.shortId, { name: 'Checks' }, [
      pdf(),
      await picture('a.png', 'png', 640, 480),
    ]);
    const [pdfId, pictureId] = tag.files.map((f) => f.id);
    const refused = async (modules: unknown[], field: string, message: string) => {
      const res = await patchTag(c, tag.id, { baseVersion: tag.version, modules });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe(field);
      expect(res.body.message).toBe(message);
    };
    await refused(
      [image(pdfId!)],
      'modules.0.file',
      'Choose a picture: a JPEG, PNG, WebP or GIF image of this dynatag',
    );
    await refused(
      [image(pictureId!, '  ')],
      'modules.0.alt',
      'Describe what the picture shows, or mark it as decoration',
    );
    const gallery = (n: number) => ({
      id: 'g',
      type: 'gallery',
      pictures: Array.from({ length: n }, (_, i) => ({ file: pictureId, alt: `Picture ${i}` })),
    });
    await refused(
      [
        {
          ...gallery(2),
          pictures: [
            { file: pictureId, alt: 'ok' },
            { file: pictureId, alt: '' },
          ],
        },
      ],
      'modules.0.pictures.1.alt',
      'Describe what the picture shows, or mark it as decoration',
    );
    await refused([gallery(11)], 'modules.0.pictures', 'A gallery has 1 to 10 pictures');
    await refused([gallery(0)], 'modules.0.pictures', 'A gallery has 1 to 10 pictures');
    const ok = await patchTag(c, tag.id, {
      baseVersion: tag.version,
      modules: [{ ...image(pictureId!, ''), decorative: true, caption: 'Hall B' }, gallery(10)],
    });
    expect(ok.status).toBe(200);
    expect((ok.body.data as DynatagDetail).modules).toHaveLength(2);
  });

  test('deleting a picture deletes its copies and takes it out of the modules', async () => {
    const c = owner.owner.c;
    const tag = await createTag(
      c,
      owner.company.shortId,
      {
        name: 'Delete',
        modules: [
          image('upload:0'),
          {
            id: 'g',
            type: 'gallery',
            pictures: [
              { file: 'upload:0', alt: 'A' },
              { file: 'upload:1', alt: 'B' },
            ],
          },
        ],
      },
      [await picture('a.png', 'png', 1000, 500), await picture('b.jpg', 'jpeg', 500, 500)],
    );
    const [a, b] = tag.files;
    const res = await c.delete<DynatagDetail>(`/api/v1/dynatags/${tag.id}/files`, { ids: [a!.id] });
    expect(res.status).toBe(200);
    expect(res.body.data!.modules).toEqual([
      { id: 'g', type: 'gallery', pictures: [{ file: b!.id, alt: 'B' }] },
    ]);
    expect(storedFiles(t, tag.id)).toEqual([`${b!.id}-480.webp`, `${b!.id}-960.webp`, `${b!.id}.jpg`]);
  });
});

describe('a picture uploaded before pictures were cleaned', () => {
  test('is cleaned and gets its copies when an image module first shows it', async () => {
    const c = owner.owner.c;
    const photo = await phonePhoto();
    const tag = await createTag(c, owner.company.shortId, { name: 'Earlier' }, [photo]);
    const id = tag.files[0]!.id;
    // As it was stored before this change: the phone's bytes as sent, no size on the row, no copies.
    const [row] = await t.db
      .update(files)
      .set({ width: null, height: null })
      .where(eq(files.shortId, id))
      .returning();
    await t.deps.storage.put(row!.storageKey, new Uint8Array(await photo.arrayBuffer()), 'image/jpeg');
    for (const slot of [480, 960, 1600])
      await t.deps.storage.delete(row!.storageKey.replace('.jpg', `-${slot}.webp`));
    expect(storedFiles(t, tag.id)).toEqual([`${id}.jpg`]);

    const res = await patchTag(c, tag.id, { baseVersion: tag.version, modules: [image(id)] });
    expect(res.status).toBe(200);
    const file = (res.body.data as DynatagDetail).files[0]!;
    expect([file.picture?.width, file.picture?.height]).toEqual([800, 1200]);
    expect(storedFiles(t, tag.id)).toEqual([`${id}-480.webp`, `${id}-960.webp`, `${id}.jpg`]);
    const bytes = await bytesOf(await get(file.path));
    expect(bytes.includes('Anna Andersson')).toBe(false);
    expect(file.size).toBe(bytes.length);
  });
});

describe("a protected tag's pictures", () => {
  test('their copies answer 404 without the unlock, and open through the signed paths of the unlocked page', async () => {
    const tag = await createTag(
      owner.owner.c,
      owner.company.shortId,
      { name: 'Members', passcode: 'Fair-2026', modules: [image('upload:0')] },
      [await picture('secret.png', 'png', 1000, 600)],
    );
    const id = tag.files[0]!.id;
    for (const slot of ['480', '960']) {
      expect((await get(`/uploads/dynatags/${tag.id}/files/${id}/${slot}`)).status).toBe(404);
    }
    const locked = await t.client().post<PublicDynatag>(`/api/v1/dynatags/public/${tag.id}`, {});
    expect(locked.body.data!.state).toBe('passcode');
    const open = await t
      .client()
      .post<PublicDynatag>(`/api/v1/dynatags/public/${tag.id}`, { passcode: 'Fair-2026' });
    const data = open.body.data!;
    if (data.state !== 'open') throw new Error('not opened');
    const variants = data.files[id]!.picture!.variants;
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1000]);
    for (const v of variants) {
      expect(v.path).toMatch(/\?sig=[\w-]+&exp=\d+$/);
      const res = await get(v.path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
      // Another file's signature opens nothing.
      expect((await get(v.path.replace(`/files/${id}/`, '/files/x/'))).status).toBe(404);
    }
  });
});
