// The limits of SPEC §9 at their edge: 500 dynatags per company, 10 files and 20 MB per tag, 20 MB per
// file; types by content. A refused request leaves neither a file in storage nor a row.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatags, files } from '@db/schema';
import { LIMITS, MB } from '@shared/constants';
import type { DynatagDetail } from '@shared/types/dynatags';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { confirmingPrice } from '../billing/services-test-kit';
import { companyRow } from '../companies/test-kit';
import { createTag, ownerWithCompany, patchTag, pdf, storedFiles, tagForm, text } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fileRows = async (tagShortId: string) => {
  const [tag] = await t.db.select().from(dynatags).where(eq(dynatags.shortId, tagShortId));
  return t.db.select().from(files).where(eq(files.dynatagId, tag.id));
};

describe('limits', () => {
  test('500 dynatags per company: the 500th is created (its price confirmed), the 501st refused', async () => {
    const { owner, company, listPath } = await ownerWithCompany(t);
    const row = (await companyRow(t, company.shortId))!;
    const now = t.clock.now();
    await t.db.insert(dynatags).values(
      Array.from({ length: LIMITS.dynatags - 1 }, (_, i) => ({
        shortId: shortId(),
        companyId: row.id,
        name: `Tag ${i}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const fiveHundredth = await confirmingPrice((acceptMonthlyPrice) =>
      owner.c.post(listPath, { name: 'Number 500', acceptMonthlyPrice }),
    );
    expect(fiveHundredth.status).toBe(201);
    const over = await owner.c.post(listPath, { name: 'Number 501' }, {});
    expect([over.status, over.body.message]).toEqual([
      422,
      'Dynatag limit reached: a company can have at most 500 dynatags',
    ]);
    const [n] = await t.db.select({ n: count() }).from(dynatags).where(eq(dynatags.companyId, row.id));
    expect(n.n).toBe(500);
  });

  test('10 files per tag: 10 are stored, an 11th is refused (in one request or added later)', async () => {
    const { owner, company, listPath } = await ownerWithCompany(t);
    const ten = Array.from({ length: 10 }, (_, i) => text(10, `f${i}.txt`));
    const eleven = await owner.c.post(listPath, tagForm({ name: 'Eleven' }, [...ten, text(10, 'f10.txt')]));
    expect([eleven.status, eleven.body.message]).toEqual([422, 'A dynatag can have at most 10 files']);
    const tag = await createTag(owner.c, company.shortId, { name: 'Ten' }, ten);
    expect(tag.files).toHaveLength(10);
    const more = new FormData();
    more.append('files', text(10, 'more.txt'));
    const added = await owner.c.post(`/api/v1/dynatags/${tag.id}/files`, more);
    expect([added.status, added.body.message]).toEqual([422, 'A dynatag can have at most 10 files']);
    const viaPatch = await patchTag(owner.c, tag.id, { baseVersion: 1 }, [text(10, 'more.txt')]);
    expect(viaPatch.status).toBe(422);
    expect(storedFiles(t, tag.id)).toHaveLength(10);
    expect(await fileRows(tag.id)).toHaveLength(10);
  });

  test('20 MB per tag: exactly 20 MB is stored, one byte more refused with 413', async () => {
    const { owner, company } = await ownerWithCompany(t);
    const tag = await createTag(owner.c, company.shortId, { name: 'Full' }, [text(10 * MB, 'a.txt')]);
    const over = new FormData();
    over.append('files', text(10 * MB + 1, 'b.txt'));
    const refused = await owner.c.post(`/api/v1/dynatags/${tag.id}/files`, over);
    expect([refused.status, refused.body.message]).toEqual([
      413,
      'Not enough space: the files of a dynatag can take at most 20 MB in total',
    ]);
    expect(storedFiles(t, tag.id)).toHaveLength(1);
    const exact = new FormData();
    exact.append('files', text(10 * MB, 'b.txt'));
    const added = await owner.c.post<DynatagDetail>(`/api/v1/dynatags/${tag.id}/files`, exact);
    expect([added.status, added.body.data.usedBytes, added.body.data.version]).toEqual([201, 20 * MB, 1]);
  });

  test('20 MB per file: one byte more is refused with 413 before anything is stored', async () => {
    const { owner, listPath } = await ownerWithCompany(t);
    const res = await owner.c.post(listPath, tagForm({ name: 'Big' }, [text(20 * MB + 1, 'big.txt')]));
    expect([res.status, res.body.message]).toEqual([
      413,
      'The selected file is larger than the limit of max: 20 MB',
    ]);
    const [n] = await t.db.select({ n: count() }).from(dynatags).where(eq(dynatags.name, 'Big'));
    expect(n.n).toBe(0);
  });

  test('types by content: an executable named .pdf is refused; a PDF named .txt is a PDF', async () => {
    const { owner, company, listPath } = await ownerWithCompany(t);
    const exe = new File(
      [new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04])],
      'brochure.pdf',
      {
        type: 'application/pdf',
      },
    );
    const res = await owner.c.post(listPath, tagForm({ name: 'Exe' }, [exe]));
    expect([res.status, res.body.message]).toEqual([422, 'This type of file is not accepted']);
    const tag = await createTag(owner.c, company.shortId, { name: 'Renamed' }, [
      new File([await pdf().arrayBuffer()], 'notes.txt'),
    ]);
    expect(tag.files[0].mime).toBe('application/pdf');
  });
});

describe('file serving', () => {
  test('an open tag serves its files; a protected tag only with a valid, unexpired signature', async () => {
    const { owner, company } = await ownerWithCompany(t);
    const open = await createTag(owner.c, company.shortId, { name: 'Open' }, [pdf('price list.pdf')]);
    expect(open.files[0].path).toBe(`/uploads/dynatags/${open.id}/files/${open.files[0].id}`);
    const got = await t.client().get(open.files[0].path);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('cache-control')).toBe('private, no-cache');
    expect(got.headers.get('content-disposition')).toContain('inline; filename="price list.pdf"');

    const locked = await createTag(owner.c, company.shortId, { name: 'Locked', passcode: '1234' }, [
      pdf('a.pdf'),
      pdf('b.pdf'),
    ]);
    const signed = locked.files[0].path;
    const bare = signed.split('?')[0];
    expect((await t.client().get(bare)).status).toBe(404);
    expect((await t.client().get(signed)).status).toBe(200);
    expect((await t.client().get(signed.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`))).status).toBe(404);
    // One file's signature does not open another.
    const other = locked.files[1].path.split('?')[0];
    expect((await t.client().get(`${other}?${signed.split('?')[1]}`)).status).toBe(404);
    t.clock.advance(7 * 3_600_000);
    expect((await t.client().get(signed)).status).toBe(404);

    const fenced = await createTag(
      owner.c,
      company.shortId,
      {
        name: 'Fenced',
        geolock: { lat: 1, lng: 1, distance: 100 },
      },
      [pdf()],
    );
    expect((await t.client().get(fenced.files[0].path.split('?')[0])).status).toBe(404);
    expect((await t.client().get(fenced.files[0].path)).status).toBe(200);
  });
});
