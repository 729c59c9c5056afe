// Upload names as people see and save them (platform/file-names.ts): no hidden bidirectional controls, and a
// text file never downloads under a name (.html, .svg) that a browser would open as a live page.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { files } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { storedFileName } from '../../platform/file-names';
import { safeFileName } from '../dynatags/bulk-output';
import { createTag, ownerWithCompany } from '../dynatags/test-kit';
import { vcardDisposition } from '../profiles/vcard';
import { company, person, upload } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const MARKS = ['\u200e', '\u200f', '\u061c'];
const html = (name: string) => new File(['<html><script>alert(1)</script></html>'], name);

describe('upload names', () => {
  test('every bidirectional control and mark is stripped, so a name reads as what it is', () => {
    for (const mark of [...BIDI, ...MARKS]) {
      expect(storedFileName(`invoice${mark}gnp.txt`, 'txt')).toBe('invoicegnp.txt');
    }
    expect(storedFileName('\u202egnp.txt', 'txt')).toBe('gnp.txt');
    expect(storedFileName('photo.jpeg', 'jpg')).toBe('photo.jpeg');
    expect(storedFileName('C:\\docs\\price list.pdf', 'pdf')).toBe('price list.pdf');
  });

  test("names made of people's text lose them too: a vCard's download name, a tag's file in the QR ZIP", () => {
    for (const mark of [...BIDI, ...MARKS]) {
      expect(vcardDisposition(`Eve${mark}gpj`)).toBe(
        `attachment; filename="Evegpj.vcf"; filename*=UTF-8''Evegpj.vcf`,
      );
      expect(safeFileName(`Menu${mark}gvs.exe`)).toBe('Menugvs.exe');
    }
    expect(safeFileName('Hall\tA/B')).toBe('Hall-A-B');
  });

  test('a company file: the stored name has no bidi control; a text file named .html/.svg downloads as .txt', async () => {
    const owner = await person(t, { subscriber: true });
    const c = await company(owner.c, { name: 'Names AB' });
    const path = `/api/v1/companies/${c.shortId}/files`;
    const res = await upload(owner.c, path, html('\u202egnp.txt'), html('page.html'), html('logo.svg'));
    expect(res.status).toBe(201);
    expect(res.body.data.map((f) => f.name)).toEqual(['gnp.txt', 'page.html.txt', 'logo.svg.txt']);
    const got = await owner.c.get(res.body.data[1].path);
    expect(got.headers.get('content-type')).toBe('text/plain');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(
      `inline; filename="page.html.txt"; filename*=UTF-8''page.html.txt`,
    );
  });

  test('a file stored before under a live name is downloaded as an attachment under a name that cannot run', async () => {
    const owner = await person(t, { subscriber: true });
    const c = await company(owner.c, { name: 'Old Names AB' });
    const [file] = (await upload(owner.c, `/api/v1/companies/${c.shortId}/files`, html('old.txt'))).body.data;
    await t.db.update(files).set({ name: 'old\u202e.svg' }).where(eq(files.shortId, file.id));
    const got = await owner.c.get(file.path);
    expect(got.headers.get('content-type')).toBe('text/plain');
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="old.svg.txt"; filename*=UTF-8''old.svg.txt`,
    );
  });

  test("a dynatag's file: bidi controls stripped, a text .html saved as .html.txt", async () => {
    const { owner, company: c } = await ownerWithCompany(t);
    const tag = await createTag(owner.c, c.shortId, { name: 'Names' }, [
      html('\u2067menu.html'),
      html('a\u200fb.svg'),
    ]);
    expect(tag.files.map((f) => f.name)).toEqual(['menu.html.txt', 'ab.svg.txt']);
    const got = await t.client().get(tag.files[0].path);
    expect(got.headers.get('content-disposition')).toContain(`filename="menu.html.txt"`);
  });
});
