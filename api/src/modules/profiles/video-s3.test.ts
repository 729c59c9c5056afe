// A profile's uploaded video kept in an S3 bucket (a real S3-protocol server, s3rver, on a loopback port): stored
// there, and served to the page's <video> with range requests from the bucket's copy, as from the local folder.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';

const BUCKET = 'dynacard-videos';
let t: TestApp;
let server: S3rver;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'dynacard-s3-video-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  t = await createTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_TIMEOUT_MS: '10000',
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
  rmSync(folder, { recursive: true, force: true });
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
