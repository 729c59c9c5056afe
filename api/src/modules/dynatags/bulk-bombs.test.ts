// Spreadsheets small outside and huge inside (issue 28) given to the bulk dynatags by an owner on the free plan,
// through HTTP on a real libSQL file: the preview and the start of a job refuse each with its reason before it
// is parsed, no job is kept and no tag made, the process stays within a few hundred MB, and the server answers
// another request meanwhile. (A job kept in the database holds the rows read when it started: it never opens
// the file again, so a file that passes the start is all a job ever reads.)
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { dynatagBulkJobs, dynatags } from '@db/schema';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { besideChallenges, GROWTH_MB, HOSTILE_SHEETS } from '../../../test/hostile-sheets';
import { companyRow } from '../companies/test-kit';
import { preview, startJob, templateTag } from './bulk-test-kit';
import { ownerWithCompany } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
    const sent = await besideChallenges(t, send(owner.c, file, template.id));
    expect(sent.challenges).toEqual([200, 200]);
    expect(sent.grownMb).toBeLessThan(GROWTH_MB);
    answers.push(sent.answer);
  }
  expect(await kept()).toEqual(before);
  return answers;
}

for (const sheet of HOSTILE_SHEETS) {
  test(`refused by the preview and the start: ${sheet.name}`, async () => {
    const refusal = {
      status: sheet.status,
      message: sheet.message,
      errors: [{ field: 'file', message: sheet.message }],
    };
    expect(await previewAndStart(sheet.file())).toEqual([refusal, refusal]);
  });
}
