// A hung bucket (DESIGN §10): the S3 server stopped with SIGSTOP keeps its connections open and answers nothing.
// Every storage call gives up at its deadline with 503 and Retry-After, the rest of the app answers meanwhile, and
// when the bucket resumes nothing of the given-up calls fails later.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { files } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { startS3Process } from '../../test/s3-process';
import { company, pdfFile, person, upload } from '../modules/companies/test-kit';
import { form, imageFile } from '../modules/users/test-fixtures';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3Process>>;
const unhandled: unknown[] = [];
const onUnhandled = (error: unknown) => unhandled.push(error);

beforeAll(async () => {
  s3 = await startS3Process('hung-uploads');
  // 2 s: room for a busy machine's s3rver before the hang; the assertions below never look at the time taken.
  t = await createTestApp({ ...s3.env, S3_TIMEOUT_MS: '2000' });
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await t.close();
  await s3.stop();
});

const unavailable = {
  success: false,
  statusCode: 503,
  message: 'Stored files cannot be reached right now; please try again in a minute',
};

describe('a hung S3 bucket', () => {
  test('uploads and reads answer 503 with Retry-After at their deadline; other requests answer meanwhile; nothing fails after it resumes', async () => {
    const owner = await person(t, { subscriber: true });
    const created = await company(owner.c, { name: 'Hung Bucket AB' });
    const filesPath = `/api/v1/companies/${created.shortId}/files`;
    const avatar = await owner.c.patch<{ avatarPath: string }>(
      '/api/v1/users/me',
      form({ avatar: await imageFile('png') }),
    );
    expect(avatar.status).toBe(200);
    const logged = t.log.lines.length;

    s3.hang();
    const read = t.client().get(avatar.body.data.avatarPath, { 'x-target-lang': 'en' });
    const put = upload(owner.c, filesPath, pdfFile('while hung.pdf'));
    const newAvatar = owner.c.patch('/api/v1/users/me', form({ avatar: await imageFile('jpeg') }), {
      'x-target-lang': 'en',
    });
    // The app answers other requests while the three wait on the bucket.
    expect((await t.client().get('/api/v1/general/challenge')).status).toBe(200);
    expect((await owner.c.get('/api/v1/users/me')).status).toBe(200);

    for (const res of [await read, await newAvatar]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(res.body).toMatchObject(unavailable);
    }
    const refused = await put;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    // Nothing half-saved: no file row for the upload that did not reach the bucket.
    const [row] = await t.db.select({ id: files.id }).from(files).where(eq(files.name, 'while hung.pdf'));
    expect(row).toBeUndefined();

    const lines = t.log.lines.slice(logged);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      expect(line).toStartWith('WARN storage unreachable');
      expect(line).toContain('Timeout');
      expect(line).not.toContain('    at ');
    }

    // The bucket comes back: the same reads and uploads work, and the given-up calls left nothing to fail.
    s3.resume();
    const again = await t.client().get(avatar.body.data.avatarPath);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/webp');
    expect((await upload(owner.c, filesPath, pdfFile('after.pdf'))).status).toBe(201);
    expect(t.log.lines.slice(logged + lines.length)).toEqual([]);
    expect(unhandled).toEqual([]);
  });
});
