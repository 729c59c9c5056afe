// Spreadsheets small outside and huge inside (issue 28), posted to the colleague import by an owner on the free
// plan through HTTP on a real libSQL file: each is refused with its reason before it is parsed, nothing changes,
// the process stays within a few hundred MB, and the server answers another request meanwhile. Before the
// bounds, the first of them grew the process past 3 GB while no other request was answered.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { memberships } from '@db/schema';
import type { Lang } from '@shared/constants';
import { eq } from 'drizzle-orm';
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
import { company, companyRow, form, person } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Well above the ~200 MB a test process holds, far below what one unbounded file takes (3 GB and more). */
const MEMORY_MB = 500;

const UNREADABLE = 'The file could not be read: choose a CSV or Excel (XLSX) file';

/** The file posted by a fresh owner, a challenge asked while it is read; both answers, and the members after. */
async function upload(file: File, lang: Lang = 'en') {
  const owner = await person(t, { lang });
  const created = await company(owner.c);
  const row = (await companyRow(t, created.shortId))!;
  const members = () => t.db.select().from(memberships).where(eq(memberships.companyId, row.id));
  const before = await members();
  const c = t.client({ lang });
  for (const [k, v] of owner.c.jar) c.jar.set(k, v);
  const [answer, challenge] = await Promise.all([
    c.post(`/api/v1/companies/${created.shortId}/colleagues/import/file`, form({ file })),
    t.client().get('/api/v1/general/challenge'),
  ]);
  expect(challenge.status).toBe(200);
  expect((await t.client().get('/api/v1/general/challenge')).status).toBe(200);
  expect(await members()).toEqual(before);
  expect(process.memoryUsage().rss / 1024 / 1024).toBeLessThan(MEMORY_MB);
  expect(peakRssMb()).toBeLessThan(MEMORY_MB);
  return { status: answer.status, message: answer.body.message, errors: answer.body.errors };
}

const refusal = (status: number, message: string) => ({
  status,
  message,
  errors: [{ field: 'file', message }],
});

test('the 313 KB XLSX whose sheet unpacks to 300 MB is refused unpacked (413), in each language', async () => {
  const bomb = xlsxFile(bombXlsx());
  expect(bomb.size).toBeLessThan(400_000);
  expect(await upload(bomb)).toEqual(
    refusal(413, 'The file unpacks to more than 16 MB: save it without pictures or other sheets, or as CSV'),
  );
  expect((await upload(bomb, 'sv')).message).toBe(
    'Filen blir större än 16 MB uppackad: spara den utan bilder eller andra blad, eller som CSV',
  );
  expect((await upload(bomb, 'fi')).message).toBe(
    'Purettuna tiedosto on suurempi kuin 16 MB: tallenna se ilman kuvia ja muita taulukoita tai CSV-tiedostona',
  );
});

test('an XLSX of 15,000 small entries is refused on its count (413)', async () => {
  expect(await upload(xlsxFile(manyEntriesXlsx()))).toEqual(
    refusal(413, 'The file holds more than 1000 parts: save it again as a plain workbook, or as CSV'),
  );
});

test('an XLSX whose directory says its 300 MB sheet is 2 KB is stopped there and refused (422)', async () => {
  expect(await upload(xlsxFile(lyingXlsx()))).toEqual(refusal(422, UNREADABLE));
});

test('a sheet whose cells reach far (an XLSX cell at XFD1048576, a CSV header 900,001 wide) is refused (413)', async () => {
  const message = 'The sheet is too large: at most 100 thousand cells (rows × columns)';
  expect(await upload(xlsxFile(farCellXlsx()))).toEqual(refusal(413, message));
  expect(await upload(wideCsv())).toEqual(refusal(413, message));
  expect((await upload(wideCsv(), 'sv')).message).toBe(
    'Bladet är för stort: högst 100 tusen celler (rader × kolumner)',
  );
});

test('an XLSX of 75,000 cells naming one shared text of 30,000 characters is refused on its text (413)', async () => {
  expect(await upload(xlsxFile(sharedTextXlsx()))).toEqual(
    refusal(413, 'The sheet holds too much text: at most 4 million characters'),
  );
});
