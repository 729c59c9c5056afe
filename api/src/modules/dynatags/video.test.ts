// The video module of a dynatag (issue 32) through HTTP: a YouTube or Vimeo link (checked, its poster fetched
// on save from a local stand-in, the neutral poster when the provider hangs past the deadline), or an MP4/WebM of
// the tag with a poster picture, served to visitors with range requests; a file that is no video is refused.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { PublicDynatag } from '@shared/types/dynatags';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { heldAnswers } from '../../../test/held-answers';
import { createTag, ownerWithCompany, patchTag, pdf } from './test-kit';

const jpeg = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#a63' } })
  .jpeg()
  .toBuffer();
const held = heldAnswers();
/** YouTube's thumbnails: id `hangs0hangs` never answers. */
const provider = Bun.serve({
  port: 0,
  fetch(req): Promise<Response> | Response {
    if (req.url.includes('hangs0hangs')) return held.hold();
    return new Response(jpeg, { headers: { 'content-type': 'image/jpeg' } });
  },
});

const DEADLINE_MS = 700;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp({
    VIDEO_YOUTUBE_THUMBNAIL_URL: `http://127.0.0.1:${provider.port}/vi/{id}/hqdefault.jpg`,
    VIDEO_POSTER_TIMEOUT_MS: String(DEADLINE_MS),
  });
  owner = await ownerWithCompany(t);
});
afterAll(async () => {
  held.letGo();
  await provider.stop(true);
  await t.close();
});

const mp4 = () => {
  const bytes = new Uint8Array(3000);
  bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
  for (let i = 24; i < bytes.length; i++) bytes[i] = i % 253;
  return new File([bytes], 'clip.mp4');
};
const video = (fields: Record<string, string>) => ({ id: 'v', type: 'video', title: 'Our stand', ...fields });
const open = async (id: string) =>
  (await t.client().get<PublicDynatag & { state: 'open' }>(`/api/v1/dynatags/public/${id}`)).body.data;
const c = () => owner.owner.c;
const company = () => owner.company.shortId;

describe('the video module', () => {
  test('a YouTube link: its poster is ours, fetched on save', async () => {
    const tag = await createTag(c(), company(), {
      name: 'Video',
      modules: [video({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })],
    });
    expect(tag.modules[0]).toMatchObject({
      type: 'video',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const poster = await t.client().get('/uploads/video-posters/youtube/dQw4w9WgXcQ');
    expect(poster.headers.get('content-type')).toBe('image/webp');
  });

  test('a link that is no video, a link and a file, or neither, is 422 on the module, and changes nothing', async () => {
    const tag = await createTag(c(), company(), { name: 'Checked', modules: [] }, [mp4()]);
    const cases: Record<string, string>[] = [
      { url: 'https://example.com/film' },
      { url: 'https://youtu.be/dQw4w9WgXcQ', file: tag.files[0]!.id },
      {},
    ];
    for (const fields of cases) {
      const res = await patchTag(c(), tag.id, { baseVersion: tag.version, modules: [video(fields)] });
      expect([res.status, res.body.errors[0]?.field]).toEqual([422, 'modules.0.url']);
    }
    expect((await open(tag.id)).modules).toEqual([]);
  });

  test('a hung provider: the save answers within the deadline; the page gets the neutral poster', async () => {
    const started = performance.now();
    const tag = await createTag(c(), company(), {
      name: 'Hung',
      modules: [video({ url: 'https://youtu.be/hangs0hangs' })],
    });
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(took).toBeLessThan(DEADLINE_MS + 2000);
    expect(tag.modules).toHaveLength(1);
    const neutral = await t.client().get('/uploads/video-posters/youtube/hangs0hangs');
    expect(neutral.headers.get('content-type')).toBe('image/svg+xml');
  });

  test('an MP4 of the tag with its poster, served with range requests', async () => {
    const file = mp4();
    const tag = await createTag(
      c(),
      company(),
      { name: 'Own video', modules: [video({ file: 'upload:0', poster: 'upload:1' })] },
      [file, new File([jpeg], 'poster.jpg')],
    );
    const page = await open(tag.id);
    const m = page.modules[0] as { file: string; poster: string };
    const served = page.files[m.file]!;
    expect(served.mime).toBe('video/mp4');
    expect(page.files[m.poster]!.mime).toBe('image/jpeg');
    const part = await t.client().get(served.path, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${file.size}`);
    expect((await part.response.arrayBuffer()).byteLength).toBe(100);
    expect((await t.client().get(served.path, { range: 'bytes=5000-' })).status).toBe(416);
  });

  test('a file that is no video is refused for the module', async () => {
    const tag = await createTag(c(), company(), { name: 'Pdf', modules: [] }, [pdf()]);
    const res = await patchTag(c(), tag.id, {
      baseVersion: tag.version,
      modules: [video({ file: tag.files[0]!.id })],
    });
    expect([res.status, res.body.errors[0]?.field]).toEqual([422, 'modules.0.file']);
  });

  test('removing the video file removes the module; removing the poster keeps the video', async () => {
    const tag = await createTag(
      c(),
      company(),
      { name: 'Drop', modules: [video({ file: 'upload:0', poster: 'upload:1' })] },
      [mp4(), new File([jpeg], 'poster.jpg')],
    );
    const [clip, poster] = tag.files;
    const withoutPoster = await c().delete(`/api/v1/dynatags/${tag.id}/files`, { ids: [poster!.id] });
    expect(withoutPoster.status).toBe(200);
    expect((await open(tag.id)).modules).toEqual([video({ file: clip!.id }) as never]);
    await c().delete(`/api/v1/dynatags/${tag.id}/files`, { ids: [clip!.id] });
    expect((await open(tag.id)).modules).toEqual([]);
  });
});
