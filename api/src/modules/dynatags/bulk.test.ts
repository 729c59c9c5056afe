// Dynatags from a spreadsheet (issue 23) through HTTP on a real libSQL file: the preview, a 500-row job with
// failing rows reported, placeholders and placeholder files filled, folders made, authorisation, limits, a job
// resumed after a stop without duplicates, and the outputs (ZIP of codes that decode, print sheet, report).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatagBulkItems, dynatagBulkJobs, dynatagFolders, dynatags, files, users } from '@db/schema';
import { LIMITS, PRICES } from '@shared/constants';
import { translate } from '@shared/i18n';
import type { BulkJob } from '@shared/schemas/dynatag-bulk';
import { and, count, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestApp } from '../../../test/harness';
import { JOBS } from '../../jobs';
import { shortId } from '../../platform/crypto';
import { priceChangeOf } from '../billing/services-test-kit';
import { companyRow } from '../companies/test-kit';
import { createBulkJob } from './bulk';
import { sharedBuild } from './bulk-output';
import { runBulkJob, runDueBulkJobs } from './bulk-run';
import {
  csvFile,
  decodeQr,
  finishedJob,
  preview,
  startJob,
  templateTag,
  unstartedJob,
} from './bulk-test-kit';
import { ownerWithCompany, recordEvents } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER = ['Name', 'Folder', 'City', 'Slug', 'Menu', 'Note'];
const tagsOf = async (companyShortId: string) => {
  const company = (await companyRow(t, companyShortId))!;
  return t.db.select().from(dynatags).where(eq(dynatags.companyId, company.id)).orderBy(dynatags.id);
};
/** The company's tag of that name (other tests' companies have tags of the same names). */
const tagNamed = async (companyShortId: string, name: string) =>
  (await tagsOf(companyShortId)).find((tag) => tag.name === name)!;

describe('preview', () => {
  test('columns, placeholders, uncovered placeholders and the first rows checked as the job will', async () => {
    const { owner, company } = await ownerWithCompany(t);
    const template = await templateTag(owner.c, company.shortId);
    const file = csvFile(
      ['Name', 'Folder', 'City', 'Slug', 'Menu'],
      [
        ['Stand 1', 'Hall A', 'Umeå', 'one', 'lunch'],
        ['', '', 'Luleå', 'two', 'lunch.pdf'],
        ['Stand 3', '', 'Kiruna', 'has space', 'dinner'],
        ['Stand 4', '', 'Piteå', 'four', 'breakfast'],
      ],
    );
    const res = await preview(owner.c, file, template.id);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.headers).toEqual(['Name', 'Folder', 'City', 'Slug', 'Menu']);
    expect(data.totalRows).toBe(4);
    expect(data.nameColumn).toBe('Name');
    expect(data.folderColumn).toBe('Folder');
    expect(data.placeholders).toEqual(['city', 'slug', 'note', 'menu']);
    expect(data.missing).toEqual(['note']);
    expect(data.rows.map((r) => r.problems)).toEqual([
      [],
      [{ field: 'name', message: 'The row has no name' }],
      [{ field: 'modules.1.links.0.url', message: expect.stringContaining('') }],
      [{ field: 'files', message: 'The template has no file named "breakfast.pdf"' }],
    ]);
    expect(data.rows[0]).toMatchObject({ row: 1, name: 'Stand 1', folder: 'Hall A' });
    // Nothing is made by a preview.
    expect(await tagsOf(company.shortId)).toHaveLength(1);
  });

  test('in Swedish; a file of 501 rows is refused whole (422), one over 2 MB with 413', async () => {
    const { owner, company } = await ownerWithCompany(t);
    const template = await templateTag(owner.c, company.shortId);
    const sv = t.client({ lang: 'sv' });
    for (const [k, v] of owner.c.jar) sv.jar.set(k, v);
    const one = await preview(sv, csvFile(['Namn', 'Stad'], [['', 'Umeå']]), template.id);
    expect(one.body.data.rows[0].problems[0].message).toBe('Raden saknar namn');
    const many = csvFile(
      ['name'],
      Array.from({ length: 501 }, (_, i) => [`Tag ${i}`]),
    );
    const tooMany = await preview(owner.c, many, template.id);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('The spreadsheet has 501 rows: at most 500 tags can be made at once');
    expect(tooMany.body.errors[0].field).toBe('file');
    const big = new File([`name\r\n${'x'.repeat(2 * 1024 * 1024)}`], 'big.csv');
    const tooBig = await preview(owner.c, big, template.id);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The spreadsheet is too large: at most 2 MB');
    // Far beyond, the body stops being read at the route's own cap, not at the 25 MB upload limit.
    const huge = new File([`name\r\n${'x'.repeat(3 * 1024 * 1024)}`], 'huge.csv');
    const refused = await preview(owner.c, huge, template.id);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(translate('en', 'api', 'payloadTooLarge'));
    const noName = await startJob(owner.c, csvFile(['City'], [['Umeå']]), template.id);
    expect(noName.status).toBe(422);
    expect(noName.body.message).toContain('column named "name"');
  });

  test('the rows that will make a tag are counted, and the price asked is for those alone (issue 28)', async () => {
    const { owner, company } = await ownerWithCompany(t);
    const template = await templateTag(owner.c, company.shortId);
    const rows = [
      ['Stand 1', 'one', 'lunch'],
      ['', 'two', 'lunch'],
      ['Stand 3', 'has space', 'lunch'],
      ['Stand 4', 'four', 'dinner'],
      ['Stand 5', 'five', 'lunch'],
    ];
    const file = csvFile(['Name', 'Slug', 'Menu'], rows);
    const seen = await preview(owner.c, file, template.id);
    expect(seen.body.data).toMatchObject({ totalRows: 5, toMake: 3 });
    // The template and 3 tags are within the 5 the dynatag service includes: no new price to confirm.
    const form = new FormData();
    form.append('file', file);
    form.append('templateId', template.id);
    const started = await owner.c.post<BulkJob>('/api/v1/dynatags/bulk', form);
    expect(started.status).toBe(202);
    const job = await finishedJob(t, owner.c, started.body.data.id);
    expect(job).toMatchObject({ created: 3, failed: 2 });

    // Now 4 tags: 2 rows of 3 would make the 5th and 6th, one unit beyond the included; that is the price asked.
    const more = csvFile(
      ['Name', 'Slug', 'Menu'],
      [
        ['A', 'a', 'lunch'],
        ['', 'b', 'lunch'],
        ['C', 'c', 'lunch'],
      ],
    );
    expect((await preview(owner.c, more, template.id)).body.data.toMake).toBe(2);
    const again = new FormData();
    again.append('file', more);
    again.append('templateId', template.id);
    const asked = await owner.c.post<BulkJob>('/api/v1/dynatags/bulk', again);
    const { dynatags: prices } = PRICES;
    expect(priceChangeOf(asked)).toMatchObject({ next: prices.serviceMonthly + prices.unitMonthly });
  });

  test("another company's template is not found, a colleague is refused", async () => {
    const { owner, company, colleague, stranger } = await ownerWithCompany(t);
    const template = await templateTag(owner.c, company.shortId);
    const file = csvFile(['name'], [['A']]);
    expect((await preview(stranger.c, file, template.id)).status).toBe(404);
    expect((await startJob(stranger.c, file, template.id)).status).toBe(404);
    expect((await preview(colleague.c, file, template.id)).status).toBe(403);
    expect((await startJob(colleague.c, file, template.id)).status).toBe(403);
    expect((await preview(owner.c, file, 'nosuchtag')).status).toBe(404);
    expect(await tagsOf(company.shortId)).toHaveLength(1);
  });
});

describe('a job of 500 rows', () => {
  let job: BulkJob;
  let ms = 0;
  let ctx: Awaited<ReturnType<typeof ownerWithCompany>>;
  let events: ReturnType<typeof recordEvents>;

  beforeAll(async () => {
    ctx = await ownerWithCompany(t);
    const template = await templateTag(ctx.owner.c, ctx.company.shortId);
    // The template is one of the company's tags: 499 rows fill the company's 500.
    const rows = Array.from({ length: 499 }, (_, i) => {
      const n = i + 1;
      const folder = n % 3 === 0 ? 'Hall A' : n % 3 === 1 ? 'Hall B / Stand row 1' : '';
      return [`Stand ${n}`, folder, `City ${n}`, `slug-${n}`, n % 2 ? 'lunch' : 'dinner.pdf', `<b>${n}</b>`];
    });
    rows[6][0] = ' '; // row 7: no name
    rows[122][3] = 'not a slug'; // row 123: the link's address becomes invalid
    rows[480][4] = 'supper'; // row 481: no such file
    events = recordEvents(t, ctx.owner.user.id);
    const started = Date.now();
    const res = await startJob(ctx.owner.c, csvFile(HEADER, rows), template.id);
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ status: 'running', total: 499 });
    job = await finishedJob(t, ctx.owner.c, (res.body.data as BulkJob).id);
    ms = Date.now() - started;
    events.stop();
    console.log(`499 rows (496 tags) in ${ms} ms`);
  }, 180_000);

  test('every row done; the failing rows reported with their reasons, the others made', async () => {
    expect(job).toMatchObject({ status: 'done', total: 499, done: 499, created: 496, failed: 3 });
    expect(job.failures).toEqual([
      { row: 7, name: '', field: 'name', message: 'The row has no name' },
      { row: 123, name: 'Stand 123', field: 'modules.1.links.0.url', message: expect.any(String) },
      { row: 481, name: 'Stand 481', field: 'files', message: 'The template has no file named "supper.pdf"' },
    ]);
    const tags = await tagsOf(ctx.company.shortId);
    expect(tags).toHaveLength(497);
    expect(new Set(tags.map((tag) => tag.name)).size).toBe(497);
  });

  test('placeholders filled: texts, links, rich text escaped, the named file copied', async () => {
    const tag = await tagNamed(ctx.company.shortId, 'Stand 2');
    expect(tag.label).toBe('City 2 fair');
    const [filesModule, links, text] = tag.modules;
    expect(links).toMatchObject({
      type: 'links',
      links: [{ text: 'Visit City 2', url: 'https://example.com/slug-2' }],
    });
    expect(text).toMatchObject({ type: 'wysiwyg', html: '<p>Note: &lt;b&gt;2&lt;/b&gt;</p>' });
    const own = await t.db.select().from(files).where(eq(files.dynatagId, tag.id));
    expect(own.map((f) => f.name)).toEqual(['dinner.pdf']);
    expect(filesModule).toMatchObject({ type: 'files', files: [own[0].shortId] });
    expect(own[0].size).toBe(300);
    const odd = await tagNamed(ctx.company.shortId, 'Stand 1');
    const oddFiles = await t.db.select().from(files).where(eq(files.dynatagId, odd.id));
    expect(oddFiles.map((f) => f.name)).toEqual(['lunch.pdf']);
  });

  test('folders made once each, the tags in them', async () => {
    const company = (await companyRow(t, ctx.company.shortId))!;
    const folders = await t.db.select().from(dynatagFolders).where(eq(dynatagFolders.companyId, company.id));
    expect(folders.map((f) => f.name).sort()).toEqual(['Hall A', 'Hall B', 'Stand row 1']);
    const hallB = folders.find((f) => f.name === 'Hall B')!;
    const row1 = folders.find((f) => f.name === 'Stand row 1')!;
    expect(row1.parentId).toBe(hallB.id);
    const three = await tagNamed(ctx.company.shortId, 'Stand 3');
    expect(three.folderId).toBe(folders.find((f) => f.name === 'Hall A')!.id);
    const four = await tagNamed(ctx.company.shortId, 'Stand 4');
    expect(four.folderId).toBe(row1.id);
    const five = await tagNamed(ctx.company.shortId, 'Stand 5');
    expect(five.folderId).toBeNull();
  });

  test('progress went out live to the owners, ending with the job done', () => {
    const progress = events.events.filter((e) => e.actions.includes('bulk-progress'));
    expect(progress.length).toBeGreaterThanOrEqual(10);
    const last = JSON.parse(progress.at(-1)!.message!);
    expect(last).toEqual({ id: job.id, status: 'done', total: 499, done: 499, failed: 3 });
    const dones = progress.map((e) => JSON.parse(e.message!).done as number);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(events.events.some((e) => e.actions.includes('tree-changed'))).toBe(true);
  });

  test('the report lists the failed rows as CSV, in the language asked for', async () => {
    const res = await ctx.owner.c.get(`/api/v1/dynatags/bulk/${job.id}/report.csv?lang=sv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.response.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Rad,Namn,Fält,Orsak');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['7', '123', '481']);
    expect(lines[1]).toBe('7,,name,Raden saknar namn');
  });

  test('the print sheet: A4 pages of 12 codes', async () => {
    const res = await ctx.owner.c.get(`/api/v1/dynatags/bulk/${job.id}/sheet.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await res.response.arrayBuffer()));
    expect(doc.getPageCount()).toBe(Math.ceil(496 / 12));
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  }, 60_000);

  test('the ZIP of SVG codes: one per made tag, named after it, each decoding to its tag', async () => {
    const res = await ctx.owner.c.get(`/api/v1/dynatags/bulk/${job.id}/qr.zip?formats=svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await res.response.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names).toHaveLength(496);
    expect(names.slice(0, 3)).toEqual(['Stand 1.svg', 'Stand 2.svg', 'Stand 3.svg']);
    const tag = await tagNamed(ctx.company.shortId, 'Stand 2');
    expect(await decodeQr(entries['Stand 2.svg'])).toBe(`http://localhost/d/${tag.shortId}?s=q`);
  }, 60_000);

  test("the company's latest jobs list it, for the owners only", async () => {
    const list = await ctx.owner.c.get<BulkJob[]>(`/api/v1/dynatags/bulk/companies/${ctx.company.shortId}`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((j) => [j.id, j.status, j.created])).toEqual([[job.id, 'done', 496]]);
    expect((await ctx.stranger.c.get(`/api/v1/dynatags/bulk/companies/${ctx.company.shortId}`)).status).toBe(
      404,
    );
    expect((await ctx.colleague.c.get(`/api/v1/dynatags/bulk/companies/${ctx.company.shortId}`)).status).toBe(
      403,
    );
  });

  test('others cannot read the job or its files', async () => {
    for (const c of [ctx.stranger.c]) {
      for (const path of ['', '/qr.zip', '/sheet.pdf', '/report.csv']) {
        expect((await c.get(`/api/v1/dynatags/bulk/${job.id}${path}`)).status).toBe(404);
      }
    }
    expect((await ctx.colleague.c.get(`/api/v1/dynatags/bulk/${job.id}`)).status).toBe(403);
  });
});

describe('outputs', () => {
  test('PNG and SVG per tag, names made safe and unique; each PNG decodes to its tag', async () => {
    const { owner, company } = await ownerWithCompany(t);
    const template = await templateTag(owner.c, company.shortId);
    const rows = [['Hall/A: "1"'], ['hall-A- "1"'], ['CON'], ['Åre ..']];
    const res = await startJob(
      owner.c,
      csvFile(
        ['name', 'menu'],
        rows.map((r) => [...r, 'lunch']),
      ),
      template.id,
    );
    expect(res.status).toBe(202);
    const job = await finishedJob(t, owner.c, (res.body.data as BulkJob).id);
    expect(job).toMatchObject({ status: 'done', created: 4, failed: 0 });
    const zip = await owner.c.get(`/api/v1/dynatags/bulk/${job.id}/qr.zip`);
    const entries = unzipSync(new Uint8Array(await zip.response.arrayBuffer()));
    expect(Object.keys(entries)).toEqual([
      'Hall-A- -1-.svg',
      'Hall-A- -1-.png',
      'hall-A- -1- (2).svg',
      'hall-A- -1- (2).png',
      'dynatag-CON.svg',
      'dynatag-CON.png',
      'Åre.svg',
      'Åre.png',
    ]);
    const made = await tagsOf(company.shortId);
    expect(await decodeQr(entries['Åre.png'])).toBe(`http://localhost/d/${made.at(-1)!.shortId}?s=q`);
  }, 60_000);

  test('an output asked for again while it is being made is made once; asked for later, made again', async () => {
    let builds = 0;
    const build = async () => {
      builds++;
      await Bun.sleep(5);
      return new Uint8Array([builds]);
    };
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => sharedBuild('sheet:job1:en', build)));
    expect(builds).toBe(1);
    expect([a, b, c].map((bytes) => bytes[0])).toEqual([1, 1, 1]);
    expect((await sharedBuild('sheet:job1:en', build))[0]).toBe(2);
    // Another job or kind is its own build; a failed build is not kept.
    await sharedBuild('zip:job1:svg:en', build);
    expect(builds).toBe(3);
    await expect(sharedBuild('x', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await sharedBuild('x', build))[0]).toBe(4);
  });

  test('the downloads wait for the job; one job per company runs at a time', async () => {
    const { owner, company } = await ownerWithCompany(t);
    const template = await templateTag(owner.c, company.shortId);
    const user = (await t.db.select().from(users).where(eq(users.id, owner.user.id)))[0];
    const { job } = await createBulkJob(
      t.deps,
      user,
      {
        file: csvFile(['name', 'menu'], [['A', 'lunch']]),
        templateId: template.id,
        acceptMonthlyPrice: undefined,
      },
      'en',
      '10.9.9.9',
    );
    expect((await owner.c.get(`/api/v1/dynatags/bulk/${job.shortId}/qr.zip`)).status).toBe(409);
    const second = await startJob(owner.c, csvFile(['name'], [['B']]), template.id);
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('already being made');
    await runDueBulkJobs(t.deps);
  });
});

describe('resuming', () => {
  test('a job stopped midway goes on from its first row not done, once, without duplicates', async () => {
    const { owner, company } = await ownerWithCompany(t);
    const template = await templateTag(owner.c, company.shortId);
    const [user] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    const rows = Array.from({ length: 60 }, (_, i) => [`Tag ${i + 1}`, 'lunch']);
    const file = csvFile(['name', 'menu'], rows);
    const created = await unstartedJob(t.deps, user, file, template.id, '10.9.9.8');
    const jobId = created.job.id;
    // An instance makes 25 rows, then stops without letting go of its claim.
    expect(await runBulkJob(t.deps, jobId, { maxRows: 25 })).toBe(25);
    const half = await owner.c.get<BulkJob>(`/api/v1/dynatags/bulk/${created.job.shortId}`);
    expect(half.body.data).toMatchObject({ status: 'running', done: 25, created: 25 });
    // Its claim holds the others off until it runs out…
    expect(await runDueBulkJobs(t.deps)).toBe(0);
    t.clock.advance(61_000);
    // …then two instances at once: one takes the job over, the other finds it claimed.
    const [a, b] = await Promise.all([runBulkJob(t.deps, jobId), runBulkJob(t.deps, jobId)]);
    expect([a, b].sort()).toEqual([0, 35]);
    const [job] = await t.db.select().from(dynatagBulkJobs).where(eq(dynatagBulkJobs.id, jobId));
    expect(job).toMatchObject({ status: 'done', done: 60, failed: 0, claimedUntil: null });
    const tags = (await tagsOf(company.shortId)).filter((tag) => tag.name !== 'Template');
    expect(tags.map((tag) => tag.name)).toEqual(rows.map((r) => r[0]));
    const [items] = await t.db
      .select({ n: count() })
      .from(dynatagBulkItems)
      .where(eq(dynatagBulkItems.jobId, jobId));
    expect(items.n).toBe(60);
    // Nothing more to do.
    expect(await runDueBulkJobs(t.deps)).toBe(0);
  });

  test("a job left by a stopped instance is taken over by every instance's scheduled dynatag-bulk job", async () => {
    const { owner, company } = await ownerWithCompany(t);
    const template = await templateTag(owner.c, company.shortId);
    const [user] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    const file = csvFile(
      ['name', 'menu'],
      [
        ['One', 'lunch'],
        ['Two', 'lunch'],
        ['Three', 'dinner'],
      ],
    );
    const { job } = await createBulkJob(t.deps, user, { file, templateId: template.id }, 'en', '10.9.9.7');
    expect(await runBulkJob(t.deps, job.id, { maxRows: 1 })).toBe(1);
    t.clock.advance(61_000);
    await JOBS.find((j) => j.name === 'dynatag-bulk')!.run(t.deps);
    const [after] = await t.db.select().from(dynatagBulkJobs).where(eq(dynatagBulkJobs.id, job.id));
    expect(after).toMatchObject({ status: 'done', done: 3, failed: 0 });
    expect((await tagsOf(company.shortId)).map((tag) => tag.name)).toEqual([
      'Template',
      'One',
      'Two',
      'Three',
    ]);
  });

  test('a row that would pass the confirmed price or the tag limit fails; the rest go on', async () => {
    const { owner, company } = await ownerWithCompany(t);
    const template = await templateTag(owner.c, company.shortId);
    const row = (await companyRow(t, company.shortId))!;
    const now = t.clock.now();
    await t.db.insert(dynatags).values(
      Array.from({ length: LIMITS.dynatags - 3 }, (_, i) => ({
        shortId: shortId(),
        companyId: row.id,
        name: `Old ${i}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const res = await startJob(
      owner.c,
      csvFile(
        ['name', 'menu'],
        [
          ['A', 'lunch'],
          ['B', 'lunch'],
          ['C', 'lunch'],
          ['D', 'lunch'],
        ],
      ),
      template.id,
    );
    expect(res.status).toBe(202);
    const job = await finishedJob(t, owner.c, (res.body.data as BulkJob).id);
    expect(job).toMatchObject({ done: 4, created: 2, failed: 2 });
    expect(job.failures.map((f) => f.row)).toEqual([3, 4]);
    expect(job.failures[0].message).toBe(
      `Dynatag limit reached: a company can have at most ${LIMITS.dynatags} dynatags`,
    );
    const [n] = await t.db
      .select({ n: count() })
      .from(dynatags)
      .where(and(eq(dynatags.companyId, row.id)));
    expect(n.n).toBe(LIMITS.dynatags);
  });

  test('a template deleted while its job waits: the rows left fail with the reason, the tags made stay', async () => {
    const { owner, company } = await ownerWithCompany(t);
    const template = await templateTag(owner.c, company.shortId);
    const [user] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    const file = csvFile(
      ['name', 'menu', 'slug'],
      ['A', 'B', 'C', 'D', 'E'].map((name) => [name, 'dinner', `${name.toLowerCase()}-${name}`]),
    );
    const created = await unstartedJob(t.deps, user, file, template.id, '10.9.9.7');
    expect(await runBulkJob(t.deps, created.job.id, { maxRows: 2 })).toBe(2);
    const gone = await owner.c.send('DELETE', `/api/v1/dynatags/${template.id}`, { name: 'Template' });
    expect(gone.status).toBe(200);
    t.clock.advance(61_000);
    expect(await runBulkJob(t.deps, created.job.id)).toBe(3);
    const job = await finishedJob(t, owner.c, created.job.shortId);
    expect(job).toMatchObject({ status: 'done', done: 5, created: 2, failed: 3 });
    expect(job.failures.map((f) => [f.row, f.message])).toEqual(
      [3, 4, 5].map((row) => [row, 'The template dynatag was deleted']),
    );
    // The two made before keep their own copy of the file, and their link's placeholder filled.
    const made = await tagsOf(company.shortId);
    expect(made.map((tag) => tag.name)).toEqual(['A', 'B']);
    const detail = await owner.c.get<{
      files: { name: string }[];
      modules: { type: string; links?: { url: string }[] }[];
    }>(`/api/v1/dynatags/${made[1]!.shortId}`);
    expect(detail.body.data.files.map((f) => f.name)).toEqual(['dinner.pdf']);
    const links = detail.body.data.modules.find((m) => m.type === 'links')?.links;
    expect(links?.[0]?.url).toBe('https://example.com/b-B');
  });
});
