// Uploads in an S3 bucket, against a real S3-protocol server (s3rver on a loopback port, its own temp folder):
// the app is configured by environment only (S3_BUCKET, S3_ENDPOINT, credentials) and driven through the API.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { files, users } from '@db/schema';
import type { DynatagDetail } from '@shared/types/dynatags';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from '../../test/harness';
import { company, MB, pdfFile, person, quotaFiller, textFile, upload } from '../modules/companies/test-kit';
import { createTag, ownerWithCompany, pdf } from '../modules/dynatags/test-kit';
import { form, imageFile } from '../modules/users/test-fixtures';

const BUCKET = 'dynacard-uploads';
let t: TestApp;
let server: S3rver;
let folder: string;
let bucket: Bun.S3Client;
let stopped = false;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'dynacard-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Deadlines are storage-s3-hung.test.ts's subject; here a busy machine's s3rver gets all the time it needs.
    S3_TIMEOUT_MS: '10000',
  };
  t = await createTestApp(env);
  bucket = new Bun.S3Client({
    bucket: BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
});
afterAll(async () => {
  await t.close();
  if (!stopped) await server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The keys in the bucket under a prefix (as the S3 server lists them). */
async function keysIn(prefix: string): Promise<string[]> {
  const listed = await bucket.list({ prefix });
  return (listed.contents ?? []).map((o) => o.key).sort();
}

const bytesOf = async (blob: Blob | Response) => new Uint8Array(await blob.arrayBuffer());

describe('uploads in S3', () => {
  test('the app stores in the bucket, not on disk', () => {
    expect(t.deps.config.s3).toMatchObject({ bucket: BUCKET, virtualHostedStyle: false });
  });

  test('an avatar: stored in the bucket, served with the same bytes and type, removed from the bucket', async () => {
    const { user, c } = await person(t);
    const res = await c.patch<{ avatarPath: string }>(
      '/api/v1/users/me',
      form({ avatar: await imageFile('png') }),
    );
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await keysIn(`users/${user.shortId}/`)).toEqual([row.avatarKey!]);
    const stored = await bytesOf(bucket.file(row.avatarKey!));
    expect([...stored.slice(8, 12)].map((b) => String.fromCharCode(b)).join('')).toBe('WEBP');

    const served = await t.client().get(res.body.data.avatarPath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await bytesOf(served.response)).toEqual(stored);

    expect((await c.delete('/api/v1/users/me/avatar')).status).toBe(200);
    expect(await keysIn(`users/${user.shortId}/`)).toEqual([]);
    const fallback = await t.client().get(`/uploads/users/${user.shortId}/avatar`);
    expect(fallback.headers.get('content-type')).toBe('image/svg+xml');
  });

  test('a company file: uploaded, downloaded by its owner with the same bytes and type, deleted', async () => {
    const owner = await person(t, { subscriber: true });
    const created = await company(owner.c, { name: 'Bucket AB' });
    const path = `/api/v1/companies/${created.shortId}/files`;
    const sent = pdfFile('price list.pdf');
    const res = await upload(owner.c, path, sent);
    expect(res.status).toBe(201);
    const [file] = res.body.data;
    const [row] = await t.db.select().from(files).where(eq(files.shortId, file.id));
    expect(await keysIn(`companies/${created.shortId}/`)).toEqual([row.storageKey]);

    const download = await owner.c.get(file.path);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(await bytesOf(download.response)).toEqual(await bytesOf(sent));

    expect((await owner.c.delete(path, { id: file.id })).status).toBe(200);
    expect(await keysIn(`companies/${created.shortId}/`)).toEqual([]);
    expect((await owner.c.get(file.path)).status).toBe(404);
  });

  test('a dynatag file: uploaded with the tag, served at its path, gone from the bucket with the tag', async () => {
    const { owner, company: created } = await ownerWithCompany(t, 'Tag Bucket AB');
    const sent = pdf('programme.pdf', 2000);
    const tag: DynatagDetail = await createTag(owner.c, created.shortId, { name: 'Stand S3' }, [sent]);
    const keys = await keysIn(`dynatags/${tag.id}/`);
    expect(keys).toHaveLength(1);

    const served = await t.client().get(tag.files[0].path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(await bytesOf(served.response)).toEqual(await bytesOf(sent));

    const res = await owner.c.delete(`/api/v1/dynatags/${tag.id}`, { name: 'Stand S3' });
    expect(res.status).toBe(200);
    expect(await keysIn(`dynatags/${tag.id}/`)).toEqual([]);
  });

  test('the 50 MB quota counts the same: up to exactly 50 MB, then 413, and nothing more in the bucket', async () => {
    const owner = await person(t, { subscriber: true });
    const created = await company(owner.c, { name: 'Quota AB' });
    const path = `/api/v1/companies/${created.shortId}/files`;
    await quotaFiller(t, owner.user.id, 50 * MB - 1000);
    expect((await upload(owner.c, path, textFile(1000, 'last.txt'))).status).toBe(201);
    const over = await upload(owner.c, path, textFile(1, 'one-more.txt'));
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('Not enough upload space: your files can take at most 50 MB in total');
    const quota = await owner.c.get<{ used: number; free: number }>('/api/v1/users/me/quota');
    expect(quota.body.data).toMatchObject({ used: 50 * MB, free: 0 });
    expect(await keysIn(`companies/${created.shortId}/`)).toHaveLength(1);
  });

  test("deleting a company takes its objects (files, logo, its tags' files) out of the bucket", async () => {
    const { owner, company: created } = await ownerWithCompany(t, 'Doomed S3');
    await t.db.update(users).set({ activeSubscription: 'monthly' }).where(eq(users.id, owner.user.id));
    await upload(
      owner.c,
      `/api/v1/companies/${created.shortId}/files`,
      pdfFile('a.pdf'),
      textFile(10, 'b.txt'),
    );
    const logo = await owner.c.patch(
      `/api/v1/companies/${created.shortId}`,
      form({ 'files[logo]': await imageFile('png') }),
    );
    expect(logo.status).toBe(200);
    const tag = await createTag(owner.c, created.shortId, { name: 'Gone tag' }, [pdf()]);
    const companyKeys = await keysIn(`companies/${created.shortId}/`);
    expect(companyKeys).toHaveLength(3);
    expect(await keysIn(`dynatags/${tag.id}/`)).toHaveLength(1);

    const res = await owner.c.delete(`/api/v1/companies/${created.shortId}`, { name: 'Doomed S3' });
    expect(res.status).toBe(200);
    expect(await keysIn(`companies/${created.shortId}/`)).toEqual([]);
    expect(await keysIn(`dynatags/${tag.id}/`)).toEqual([]);
    for (const key of companyKeys) expect(await bucket.file(key).exists()).toBe(false);
  });

  // Last: it stops the S3 server.
  test('with the S3 server down, an image answers 503 with Retry-After and the log has one line, no stack', async () => {
    const { user, c } = await person(t);
    const res = await c.patch<{ avatarPath: string }>(
      '/api/v1/users/me',
      form({ avatar: await imageFile('png') }),
    );
    expect(res.status).toBe(200);
    await server.close();
    stopped = true;
    const logged = t.log.lines.length;
    const served = await t.client().get(res.body.data.avatarPath, { 'x-target-lang': 'en' });
    expect(served.status).toBe(503);
    expect(served.headers.get('retry-after')).toBe('30');
    expect(served.body).toMatchObject({
      success: false,
      statusCode: 503,
      message: 'Stored files cannot be reached right now; please try again in a minute',
    });
    const lines = t.log.lines.slice(logged);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toStartWith('WARN storage unreachable');
    expect(lines[0]).toContain(`users/${user.shortId}/`);
    expect(lines[0]).not.toContain('    at ');
  });
});
