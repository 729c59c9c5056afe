// Spreadsheets small outside and huge inside (issue 28), posted to the colleague import by an owner on the free
// plan through HTTP on a real libSQL file: each is refused with its reason before it is parsed, nothing changes,
// the process stays within a few hundred MB, and the server answers another request meanwhile. Before the
// bounds, the first of them grew the process past 3 GB while no other request was answered.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { memberships } from '@db/schema';
import type { Lang } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { besideChallenges, GROWTH_MB, HOSTILE_SHEETS } from '../../../test/hostile-sheets';
import { bombXlsx, wideCsv, xlsxFile } from '../../../test/zip-bombs';
import { company, companyRow, form, person } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The file posted by a fresh owner, a challenge asked while it is read; both answers, and the members after. */
async function upload(file: File, lang: Lang = 'en') {
  const owner = await person(t, { lang });
  const created = await company(owner.c);
  const row = (await companyRow(t, created.shortId))!;
  const members = () => t.db.select().from(memberships).where(eq(memberships.companyId, row.id));
  const before = await members();
  const c = t.client({ lang });
  for (const [k, v] of owner.c.jar) c.jar.set(k, v);
  const sent = await besideChallenges(
    t,
    c.post(`/api/v1/companies/${created.shortId}/colleagues/import/file`, form({ file })),
  );
  expect(sent.challenges).toEqual([200, 200]);
  expect(sent.grownMb).toBeLessThan(GROWTH_MB);
  expect(await members()).toEqual(before);
  return sent.answer;
}

for (const sheet of HOSTILE_SHEETS) {
  test(`refused: ${sheet.name}`, async () => {
    expect(await upload(sheet.file())).toEqual({
      status: sheet.status,
      message: sheet.message,
      errors: [{ field: 'file', message: sheet.message }],
    });
  });
}

test('the refusals in Swedish and Finnish', async () => {
  const bomb = xlsxFile(bombXlsx());
  expect((await upload(bomb, 'sv')).message).toBe(
    'Filen blir större än 16 MB uppackad: spara den utan bilder eller andra blad, eller som CSV',
  );
  expect((await upload(bomb, 'fi')).message).toBe(
    'Purettuna tiedosto on suurempi kuin 16 MB: tallenna se ilman kuvia ja muita taulukoita tai CSV-tiedostona',
  );
  expect((await upload(wideCsv(), 'sv')).message).toBe(
    'Bladet är för stort: högst 100 tusen celler (rader × kolumner)',
  );
  expect((await upload(wideCsv(), 'fi')).message).toBe(
    'Taulukko on liian suuri: enintään 100 tuhatta solua (rivit × sarakkeet)',
  );
});
