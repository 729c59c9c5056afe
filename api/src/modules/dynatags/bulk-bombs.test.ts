// Spreadsheets small outside and huge inside (issue 28) given to the bulk dynatags by an owner on the free plan,
// through HTTP on a real libSQL file: the preview and the start of a job refuse each with its reason before it
// is parsed, no job is kept and no tag made, the process stays within a few hundred MB, and the server answers
// another request meanwhile. (A job kept in the database holds the rows read when it started: it never opens
// the file again, so a file that passes the start is all a job ever reads.)
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { dynatagBulkJobs, dynatags } from '@db/schema';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  bombXlsx,
  farCellXlsx,
  lyingXlsx,
  manyEntriesXlsx,
  peakRssMb,
  sharedTextXlsx,
  wideCsv,
  xlsxFile,
} from '../../../test/zip-bombs';
import { companyRow } from '../companies/test-kit';
import { preview, startJob, templateTag } from './bulk-test-kit';
import { ownerWithCompany } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Well above the ~200 MB a test process holds, far below what one unbounded file takes (3 GB and more). */
const MEMORY_MB = 500;

/** The file previewed and started by a fresh owner, a challenge asked while each is read; the two answers. */
async function previewAndStart(file: File) {
  const { owner, company } = await ownerWithCompany(t);
  const template = await templateTag(owner.c, company.shortId);
  const { id } = (await companyRow(t, company.shortId))!;
  const kept = async () => ({
    jobs: (
      await t.db.select({ n: count() }).from(dynatagBulkJobs).where(eq(dynatagBulkJobs.companyId, id))
    )[0].n,
    tags: (await t.db.select({ n: count() }).from(dynatags).where(eq(dynatags.companyId, id)))[0].n,
  });
  const before = await kept();
  const answers = [];
  for (const send of [preview, startJob]) {
    const [answer, challenge] = await Promise.all([
      send(owner.c, file, template.id),
      t.client().get('/api/v1/general/challenge'),
    ]);
    expect(challenge.status).toBe(200);
    answers.push({ status: answer.status, message: answer.body.message, errors: answer.body.errors });
  }
  expect((await t.client().get('/api/v1/general/challenge')).status).toBe(200);
  expect(await kept()).toEqual(before);
  expect(process.memoryUsage().rss / 1024 / 1024).toBeLessThan(MEMORY_MB);
  expect(peakRssMb()).toBeLessThan(MEMORY_MB);
  return answers;
}

/** The same refusal from the preview and from the start. */
const twice = (status: number, message: string) =>
  Array(2).fill({ status, message, errors: [{ field: 'file', message }] });

test('the 313 KB XLSX whose sheet unpacks to 300 MB is refused unpacked (413)', async () => {
  expect(await previewAndStart(xlsxFile(bombXlsx()))).toEqual(
    twice(413, 'The file unpacks to more than 16 MB: save it without pictures or other sheets, or as CSV'),
  );
});

test('an XLSX of 15,000 small entries is refused on its count (413)', async () => {
  expect(await previewAndStart(xlsxFile(manyEntriesXlsx()))).toEqual(
    twice(413, 'The file holds more than 1000 parts: save it again as a plain workbook, or as CSV'),
  );
});

test('an XLSX whose directory says its 300 MB sheet is 2 KB is stopped there and refused (422)', async () => {
  expect(await previewAndStart(xlsxFile(lyingXlsx()))).toEqual(
    twice(422, 'The file could not be read: choose a CSV or Excel (XLSX) file'),
  );
});

test('a sheet whose cells reach far (an XLSX cell at XFD1048576, a CSV header 900,001 wide) is refused (413)', async () => {
  const refused = twice(413, 'The sheet is too large: at most 100 thousand cells (rows × columns)');
  expect(await previewAndStart(xlsxFile(farCellXlsx()))).toEqual(refused);
  expect(await previewAndStart(wideCsv())).toEqual(refused);
});

test('an XLSX of 75,000 cells naming one shared text of 30,000 characters is refused on its text (413)', async () => {
  expect(await previewAndStart(xlsxFile(sharedTextXlsx()))).toEqual(
    twice(413, 'The sheet holds too much text: at most 4 million characters'),
  );
});
