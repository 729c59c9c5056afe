import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { files, memberships, profileCompanies, profiles, users } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import {
  type CompanyView,
  colleague,
  company,
  filesOwnedBy,
  form,
  imageFile,
  MB,
  onDisk,
  pdfFile,
  person,
  quotaFiller,
  textFile,
  upload,
} from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A subscriber who owns a company, and the company's files path. */
async function ownerWithCompany(name = 'Files AB') {
  const owner = await person(t, { subscriber: true });
  const created = await company(owner.c, { name });
  return { owner, company: created, path: `/api/v1/companies/${created.shortId}/files` };
}

describe('company files', () => {
  test('an owner uploads (field file or files), checked by content; members download, others get 404', async () => {
    const { owner, company: c, path } = await ownerWithCompany();
    const res = await upload(owner.c, path, pdfFile('price list.pdf'));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('The files are uploaded');
    const [file] = res.body.data;
    expect(file).toMatchObject({
      name: 'price list.pdf',
      mime: 'application/pdf',
      path: `/uploads/companies/${c.shortId}/files/${file.id}`,
    });

    const viaFiles = new FormData();
    viaFiles.append('files', new File(['a,b\n1,2\n'], 'table.csv'));
    viaFiles.append('files', new File(['plain words'], 'readme.txt'));
    const many = await owner.c.post<{ name: string; mime: string }[]>(path, viaFiles);
    expect(many.body.data.map((f) => [f.name, f.mime])).toEqual([
      ['price list.pdf', 'application/pdf'],
      ['table.csv', 'text/csv'],
      ['readme.txt', 'text/plain'],
    ]);
    const got = await owner.c.get<CompanyView & { files: unknown[] }>(`/api/v1/companies/${c.shortId}`);
    expect(got.body.data.files).toHaveLength(3);
    expect(got.body.data.counts).toMatchObject({ files: 3 });

    const mate = await colleague(t, c.shortId);
    const download = await mate.c.get(file.path);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''price%20list.pdf");
    expect(await download.response.text()).toStartWith('%PDF-');

    const stranger = await person(t);
    expect((await stranger.c.get(file.path)).status).toBe(404);
    expect((await t.client().get(file.path)).status).toBe(404);
    // the file id under another company's path is not found either
    const other = await ownerWithCompany('Other AB');
    expect(
      (await other.owner.c.get(`/uploads/companies/${other.company.shortId}/files/${file.id}`)).status,
    ).toBe(404);
  });

  test('refuses what is not an accepted type, whatever its name says', async () => {
    const { owner, path } = await ownerWithCompany();
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'invoice.pdf', {
      type: 'application/pdf',
    });
    const res = await upload(owner.c, path, exe);
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({ message: 'This type of file is not accepted', field: 'file' });
    const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])], 'report.docx');
    expect((await upload(owner.c, path, zip)).status).toBe(422);
    expect((await owner.c.post(path, new FormData())).status).toBe(422);
  });

  test('free users cannot upload (403); a colleague cannot upload company files (403)', async () => {
    const free = await person(t);
    const freeCompany = await company(free.c, { name: 'Free AB' });
    const res = await upload(free.c, `/api/v1/companies/${freeCompany.shortId}/files`, pdfFile());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Uploading files comes with a subscription (Subscriptions in the menu)');

    const { company: c, path } = await ownerWithCompany();
    const mate = await colleague(t, c.shortId, { subscriber: true });
    const byMate = await upload(mate.c, path, pdfFile());
    expect(byMate.status).toBe(403);
    expect(byMate.body.message).toBe('Only an owner of the company can do that');
    expect(await filesOwnedBy(t, mate.user.id)).toEqual([]);
  });

  test('20 MB per file: exactly 20 MB is stored, one byte more is refused with 413', async () => {
    const { owner, path } = await ownerWithCompany();
    const ok = await upload(owner.c, path, textFile(LIMITS.fileSizeBytes, 'big.txt'));
    expect(ok.status).toBe(201);
    const over = await upload(owner.c, path, textFile(LIMITS.fileSizeBytes + 1, 'bigger.txt'));
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('The selected file is larger than the limit of max: 20 MB');
  });

  test('the 50 MB quota per uploader: up to exactly 50 MB, then 413 (a logo too)', async () => {
    const { owner, company: c, path } = await ownerWithCompany();
    await quotaFiller(t, owner.user.id, 50 * MB - 1000);
    expect((await upload(owner.c, path, textFile(1000, 'last.txt'))).status).toBe(201);
    const over = await upload(owner.c, path, textFile(1, 'one-more.txt'));
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('Not enough upload space: your files can take at most 50 MB in total');
    const logo = await owner.c.patch(
      `/api/v1/companies/${c.shortId}`,
      form({ 'files[logo]': await imageFile('png') }),
    );
    expect(logo.status).toBe(413);
    const quota = await owner.c.get<{ used: number; free: number }>('/api/v1/users/me/quota');
    expect(quota.body.data).toMatchObject({ used: 50 * MB, free: 0 });
  });

  test('the same name and size twice is a duplicate (409); delete removes the row and the bytes', async () => {
    const { owner, company: c, path } = await ownerWithCompany();
    const [file] = (await upload(owner.c, path, pdfFile('same.pdf'))).body.data;
    const again = await upload(owner.c, path, pdfFile('same.pdf'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A file with the same name and size is already uploaded: same.pdf');
    const [row] = await t.db.select().from(files).where(eq(files.shortId, file.id));
    expect(onDisk(t, row.storageKey)).toBe(true);

    const mate = await colleague(t, c.shortId);
    expect((await mate.c.delete(path, { id: file.id })).status).toBe(403);
    const res = await owner.c.delete(path, { id: file.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(onDisk(t, row.storageKey)).toBe(false);
    expect((await owner.c.delete(path, { id: file.id })).status).toBe(404);
  });
});

describe('colleague profile files', () => {
  test('the person (subscriber) and an owner upload; quota goes to the uploader; others are refused', async () => {
    const { owner, company: c } = await ownerWithCompany();
    const mate = await colleague(t, c.shortId, { subscriber: true });
    const path = `/api/v1/companies/${c.shortId}/colleagues/${mate.membership.shortId}/files`;
    expect((await upload(mate.c, path, pdfFile('cv.pdf'))).status).toBe(201);
    const byOwner = await upload(owner.c, path, pdfFile('certificate.pdf'));
    expect(byOwner.body.data.map((f) => f.name)).toEqual(['cv.pdf', 'certificate.pdf']);
    expect((await filesOwnedBy(t, mate.user.id)).map((f) => f.name)).toEqual(['cv.pdf']);
    expect((await filesOwnedBy(t, owner.user.id)).map((f) => f.name)).toEqual(['certificate.pdf']);

    const other = await colleague(t, c.shortId, { subscriber: true });
    expect((await upload(other.c, path, pdfFile('x.pdf'))).status).toBe(403);
    const free = await colleague(t, c.shortId);
    const freePath = `/api/v1/companies/${c.shortId}/colleagues/${free.membership.shortId}/files`;
    expect((await upload(free.c, freePath, pdfFile())).status).toBe(403);

    const list = await owner.c.get<{ id: string; files: { id: string; path: string }[] }[]>(
      `/api/v1/companies/${c.shortId}/colleagues`,
    );
    const mine = list.body.data.find((m) => m.id === mate.membership.shortId)!;
    expect(mine.files).toHaveLength(2);
    const cv = await other.c.get(mine.files[0].path);
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect((await other.c.delete(path, { id: mine.files[0].id })).status).toBe(403);
    expect((await mate.c.delete(path, { id: mine.files[1].id })).status).toBe(200);
  });
});

describe('public files (docs/decisions.md)', () => {
  test('a file is public while a subscribing member shows the company on a profile and does not hide it', async () => {
    const { owner, path } = await ownerWithCompany();
    const [file] = (await upload(owner.c, path, pdfFile('public.pdf'))).body.data;
    const visitor = t.client();
    expect((await visitor.get(file.path)).status).toBe(404);

    const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, owner.user.id));
    const now = t.clock.now();
    const [profile] = await t.db
      .insert(profiles)
      .values({ shortId: shortId(), userId: owner.user.id, createdAt: now, updatedAt: now })
      .returning();
    await t.db.insert(profileCompanies).values({ profileId: profile.id, membershipId: membership.id });
    expect((await visitor.get(file.path)).status).toBe(200);

    await t.db.update(users).set({ activeSubscription: null }).where(eq(users.id, owner.user.id));
    expect((await visitor.get(file.path)).status).toBe(404);
    await t.db.update(users).set({ activeSubscription: 'lifetime' }).where(eq(users.id, owner.user.id));
    expect((await visitor.get(file.path)).status).toBe(200);
    await t.db.update(memberships).set({ hideCompany: true }).where(eq(memberships.id, membership.id));
    expect((await visitor.get(file.path)).status).toBe(404);
  });
});
