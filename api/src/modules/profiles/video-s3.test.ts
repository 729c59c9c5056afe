// A profile's uploaded video kept in an S3 bucket (a real S3-protocol server, s3rver in its own process, test/s3-process.ts): stored
// there, and served to the page's <video> with range requests from the bucket's copy, as from the local folder.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { startS3Process } from '../../../test/s3-process';

const BUCKET = 'dynacard-videos';
let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3Process>>;

beforeAll(async () => {
  s3 = await startS3Process(BUCKET);
  t = await createTestApp({ ...s3.env, S3_TIMEOUT_MS: '10000' });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

test('an MP4 in the bucket is served whole, in ranges (206) and refused out of range (416)', async () => {
  const user = await seedUser(t);
  const c = await signIn(t, user);
  const [profile] = (await c.get<{ shortId: string }[]>('/api/v1/profiles')).body.data;
  const bytes = new Uint8Array(5000);
  bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
  for (let i = 24; i < bytes.length; i++) bytes[i] = i % 241;
  const form = new FormData();
  form.append('video', new File([bytes], 'clip.mp4'));
  const res = await c.send<{ video: { src: string } }>(
    'PUT',
    `/api/v1/profiles/${profile!.shortId}/video`,
    form,
  );
  expect(res.status).toBe(200);
  const src = res.body.data.video.src;

  const whole = await t.client().get(src);
  expect(whole.status).toBe(200);
  expect(new Uint8Array(await whole.response.arrayBuffer())).toEqual(bytes);
  const part = await t.client().get(src, { range: 'bytes=1000-1999' });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
  expect(new Uint8Array(await part.response.arrayBuffer())).toEqual(bytes.slice(1000, 2000));
  const beyond = await t.client().get(src, { range: 'bytes=9000-9100' });
  expect(beyond.status).toBe(416);
  expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  // The video went to the bucket, not to the local uploads folder.
  expect(existsSync(join(t.dir, 'uploads', 'profiles'))).toBe(false);
});
