// A profile's video through HTTP (issue 32): links read down to the provider's id (422 for anything else), the
// poster fetched from a local stand-in of YouTube and Vimeo (one that hangs too: the save still answers within
// the deadline, with the neutral poster), uploads checked by content and size, range requests, authorisation.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { profiles } from '@db/schema';
import { parseVideoUrl } from '@shared/video';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { SEED_PASSWORD, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { heldAnswers } from '../../../test/held-answers';

type Video = { kind: string; title: string; posterPath: string | null; playerUrl?: string; src?: string };
type Item = { shortId: string; video: Video | null };

const jpeg = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#3a6' } })
  .jpeg()
  .toBuffer();
const held = heldAnswers();
const asked: string[] = [];
/** YouTube's thumbnails and Vimeo's oEmbed: id `hangs0hangs` never answers, `missing0000` is 404. */
const provider = Bun.serve({
  port: 0,
  async fetch(req): Promise<Response> {
    const url = new URL(req.url);
    asked.push(url.pathname);
    if (url.pathname.includes('hangs0hangs')) return held.hold();
    if (url.pathname.includes('missing0000')) return new Response('no', { status: 404 });
    if (url.pathname === '/oembed.json') {
      return Response.json({ thumbnail_url: `http://127.0.0.1:${provider.port}/vimeo-thumb.jpg` });
    }
    return new Response(jpeg, { headers: { 'content-type': 'image/jpeg' } });
  },
});

const DEADLINE_MS = 800;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    VIDEO_YOUTUBE_THUMBNAIL_URL: `http://127.0.0.1:${provider.port}/vi/{id}/hqdefault.jpg`,
    VIDEO_VIMEO_OEMBED_URL: `http://127.0.0.1:${provider.port}/oembed.json`,
    VIDEO_POSTER_TIMEOUT_MS: String(DEADLINE_MS),
  });
});
afterAll(async () => {
  held.letGo();
  await provider.stop(true);
  await t.close();
});

/** An MP4's first box (`ftyp`, brand isom) and some bytes after it: enough for the check by content. */
const mp4 = () => {
  const bytes = new Uint8Array(4096);
  bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
  for (let i = 24; i < bytes.length; i++) bytes[i] = i % 251;
  return bytes;
};
/** A signed-in client and the shortId of the user's (first, active) profile. */
async function owner(fields: { fullName?: string } = {}) {
  const user = await seedUser(t, fields);
  const c = await signIn(t, user);
  const [profile] = (await c.get<Item[]>('/api/v1/profiles')).body.data;
  return { user, c, id: profile!.shortId };
}

const upload = (bytes: Uint8Array, name: string, poster?: Blob) => {
  const form = new FormData();
  form.append('video', new File([bytes as Uint8Array<ArrayBuffer>], name));
  if (poster) form.append('poster', new File([poster], 'poster.jpg'));
  return form;
};

describe('links', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', '76979871'],
  ])('%s is %s %s', (url, kind, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: kind as 'youtube', id });
  });

  test.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC1234567890',
    'https://vimeo.com/about',
    'javascript:alert(1)',
    'not a link',
  ])('%s is no video', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  test('a YouTube link is saved with our copy of its poster and the privacy-enhanced player', async () => {
    const { c, id } = await owner({ fullName: 'Vera Video' });
    const res = await c.patch<Item>(`/api/v1/profiles/${id}`, {
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      videoTitle: 'Our workshop',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.video).toMatchObject({
      kind: 'link',
      title: 'Our workshop',
      posterPath: '/uploads/video-posters/youtube/dQw4w9WgXcQ',
      playerUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    });
    const poster = await t.client().get('/uploads/video-posters/youtube/dQw4w9WgXcQ');
    expect(poster.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await poster.response.arrayBuffer())).metadata()).format).toBe('webp');
    const view = await t.client().get<{ video: Video }>(`/api/v1/profiles/${id}`);
    expect(view.body.data.video.playerUrl).toContain('youtube-nocookie.com');
  });

  test('a Vimeo link asks oEmbed for the thumbnail; the title falls back to the name', async () => {
    const { c, id } = await owner({ fullName: 'Ville Vimeo' });
    const res = await c.patch<Item>(`/api/v1/profiles/${id}`, {
      videoUrl: 'https://vimeo.com/76979871',
    });
    expect(res.body.data.video).toMatchObject({
      kind: 'link',
      title: 'Ville Vimeo',
      posterPath: '/uploads/video-posters/vimeo/76979871',
      playerUrl: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    });
    expect(asked).toContain('/vimeo-thumb.jpg');
  });

  test('a link that is no video is 422 with the field, and changes nothing', async () => {
    const { c, id } = await owner();
    const res = await c.patch(`/api/v1/profiles/${id}`, {
      fullName: 'Changed',
      videoUrl: 'https://example.com/clip.mp4',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      field: 'videoUrl',
      message: 'Enter a YouTube or Vimeo link to a video',
    });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.shortId, id));
    expect(row?.fullName ?? '').toBe('');
    expect(row?.video ?? null).toBeNull();
  });

  test('a provider without a poster: the neutral poster', async () => {
    const { c, id } = await owner();
    const res = await c.patch<Item>(`/api/v1/profiles/${id}`, {
      videoUrl: 'https://www.youtube.com/watch?v=missing0000',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.video).toMatchObject({ kind: 'link', posterPath: null });
    const neutral = await t.client().get('/uploads/video-posters/youtube/missing0000');
    expect(neutral.headers.get('content-type')).toBe('image/svg+xml');
  });

  test('a hung provider: the save answers within the deadline, with the neutral poster', async () => {
    const { c, id } = await owner();
    const started = performance.now();
    const res = await c.patch<Item>(`/api/v1/profiles/${id}`, {
      videoUrl: 'https://www.youtube.com/shorts/hangs0hangs',
    });
    const took = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.data.video).toMatchObject({ kind: 'link', posterPath: null });
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(took).toBeLessThan(DEADLINE_MS + 1500);
    expect(t.log.lines.some((line) => line.includes('video poster not fetched'))).toBe(true);
  });

  test('an empty link removes the video', async () => {
    const { c, id } = await owner();
    await c.patch(`/api/v1/profiles/${id}`, { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    const res = await c.patch<Item>(`/api/v1/profiles/${id}`, { videoUrl: '' });
    expect(res.body.data.video).toBeNull();
  });
});

describe('uploads', () => {
  test('an MP4 with its poster is kept and served with range requests', async () => {
    const { c, id } = await owner({ fullName: 'Uma Upload' });
    const bytes = mp4();
    const res = await c.send<Item>(
      'PUT',
      `/api/v1/profiles/${id}/video`,
      upload(bytes, 'clip.mp4', new Blob([jpeg])),
    );
    expect(res.status).toBe(200);
    const video = res.body.data.video!;
    expect(video).toMatchObject({ kind: 'file', title: 'Uma Upload', mime: 'video/mp4' });
    expect(video.posterPath).toBe(`${video.src}/poster`);

    const whole = await t.client().get(video.src!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.response.arrayBuffer())).toEqual(bytes);

    const part = await t.client().get(video.src!, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await part.response.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const tail = await t.client().get(video.src!, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.response.arrayBuffer())).toEqual(bytes.slice(-10));

    const open = await t.client().get(video.src!, { range: 'bytes=4000-' });
    expect(open.headers.get('content-range')).toBe(`bytes 4000-4095/${bytes.length}`);

    const beyond = await t.client().get(video.src!, { range: `bytes=${bytes.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    const poster = await t.client().get(video.posterPath!);
    expect(poster.headers.get('content-type')).toBe('image/webp');
  });

  test('a WebM without a poster: the neutral poster', async () => {
    const { c, id } = await owner();
    const webm = new Uint8Array([
      0x1a,
      0x45,
      0xdf,
      0xa3,
      0x9f,
      0x42,
      0x86,
      0x81,
      0x01,
      0x42,
      0x82,
      0x84,
      ...new TextEncoder().encode('webm'),
      0,
      0,
      0,
      0,
    ]);
    const res = await c.send<Item>('PUT', `/api/v1/profiles/${id}/video`, upload(webm, 'clip.webm'));
    expect(res.status).toBe(200);
    expect(res.body.data.video).toMatchObject({ kind: 'file', mime: 'video/webm', posterPath: null });
  });

  test('a renamed program is refused by its content, and nothing is stored', async () => {
    const { c, id } = await owner();
    const exe = new Uint8Array(2048);
    exe.set(new TextEncoder().encode('MZ\x90\x00\x03'));
    const res = await c.send('PUT', `/api/v1/profiles/${id}/video`, upload(exe, 'holiday.mp4'));
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      field: 'video',
      message: 'The video must be an MP4 or WebM file',
    });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.shortId, id));
    expect(row?.video ?? null).toBeNull();
  });

  test('a video over 20 MB is 413', async () => {
    const { c, id } = await owner();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(mp4());
    const res = await c.send('PUT', `/api/v1/profiles/${id}/video`, upload(big, 'big.mp4'));
    expect(res.status).toBe(413);
  });

  test("another's profile is 404; without a session 401; a replaced upload's address is gone", async () => {
    const { c, id } = await owner();
    const other = await seedUser(t);
    const first = await c.send<Item>('PUT', `/api/v1/profiles/${id}/video`, upload(mp4(), 'a.mp4'));
    const src = first.body.data.video!.src!;
    const stranger = await signIn(t, other);
    expect((await stranger.send('PUT', `/api/v1/profiles/${id}/video`, upload(mp4(), 'b.mp4'))).status).toBe(
      404,
    );
    expect((await stranger.delete(`/api/v1/profiles/${id}/video`)).status).toBe(404);
    expect(
      (await stranger.patch(`/api/v1/profiles/${id}`, { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).status,
    ).toBe(404);
    expect(
      (await t.client().send('PUT', `/api/v1/profiles/${id}/video`, upload(mp4(), 'c.mp4'))).status,
    ).toBe(401);
    expect((await t.client().get(src)).status).toBe(200);

    const removed = await c.delete<Item>(`/api/v1/profiles/${id}/video`);
    expect(removed.body.data.video).toBeNull();
    expect((await t.client().get(src)).status).toBe(404);
  });

  test('deleting the account deletes its uploaded videos and posters from the storage', async () => {
    const { c, id } = await owner();
    const res = await c.send<Item>(
      'PUT',
      `/api/v1/profiles/${id}/video`,
      upload(mp4(), 'a.mp4', new Blob([jpeg])),
    );
    const [row] = await t.db.select({ video: profiles.video }).from(profiles).where(eq(profiles.shortId, id));
    const stored = row!.video!;
    if (stored.kind !== 'file') throw new Error('an upload is a file');
    expect(await t.deps.storage.get(stored.key)).not.toBeNull();
    expect(await t.deps.storage.get(stored.posterKey!)).not.toBeNull();
    expect((await c.delete('/api/v1/users/me', { password: SEED_PASSWORD })).status).toBe(200);
    expect(await t.deps.storage.get(stored.key)).toBeNull();
    expect(await t.deps.storage.get(stored.posterKey!)).toBeNull();
    expect((await t.client().get(res.body.data.video!.src!)).status).toBe(404);
  });
});
