// Dynatags from a spreadsheet (issue 23): the preview of a file against a template tag, the job that makes a tag
// per row (kept in the database, claimed by one instance at a time by a conditional UPDATE, resumed from its
// first row not done after a stop), and what the owner reads of it. Outputs (ZIP, print sheet, report) are in
// bulk-output.ts; the making of one row in bulk-make.ts.
import {
  type Company,
  companies,
  type DynatagBulkJob,
  dynatagBulkItems,
  dynatagBulkJobs,
  dynatags,
  memberships,
  type User,
} from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import { type ApiMessageKey, type Params, translate } from '@shared/i18n';
import {
  BULK_PREVIEW_ROWS,
  type BulkJob,
  type BulkPreview,
  type BulkPreviewInput,
  type BulkStartInput,
} from '@shared/schemas/dynatag-bulk';
import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { backgroundPasses } from '../../platform/background-passes';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid, notFound } from '../../platform/errors';
import type { Job } from '../../platform/jobs';
import { requirePriceConfirmation } from '../billing/services';
import { currentUsage } from '../billing/usage';
import { JOINED } from '../companies/access';
import { findOwnedDynatag, ownerUserIds } from './access';
import { readBulkSheet } from './bulk-file';
import { columnKey, placeholdersOf } from './bulk-fill';
import { type FileCache, failRow, makeRow } from './bulk-make';
import { type BulkTemplate, planRow, specialColumns } from './bulk-rows';
import { tagFileRows } from './tag-files';

/** How long an instance holds a job before another may take it over (renewed as rows go). */
const CLAIM_MS = 60_000;
/** Rows between renewals of the claim and between progress events. */
const STEP = 10;

const say = (lang: Lang, key: string, params?: Params | null) =>
  translate(lang, 'api', key as ApiMessageKey, params ?? undefined);

/** POST api/v1/dynatags/bulk/preview: the file read and its first rows checked against the template. */
export async function previewBulk(
  deps: Deps,
  user: User,
  body: BulkPreviewInput,
  lang: Lang,
): Promise<BulkPreview> {
  const { tag } = await findOwnedDynatag(deps, user.id, body.templateId);
  const sheet = await readBulkSheet(body.file);
  const files = await tagFileRows(deps.db, tag.id);
  const columns = specialColumns(sheet.headers);
  const placeholders = placeholdersOf(tag, files);
  const keys = new Set(sheet.headers.map(columnKey));
  const template = { tag, files };
  return {
    headers: sheet.headers,
    totalRows: sheet.rows.length,
    nameColumn: columns.name?.header ?? null,
    folderColumn: columns.folder?.header ?? null,
    placeholders,
    missing: placeholders.filter((p) => !keys.has(p)),
    rows: sheet.rows.slice(0, BULK_PREVIEW_ROWS).map((cells, i) => {
      const planned = planRow(template, columns, cells);
      const failure = 'failure' in planned ? planned.failure : null;
      return {
        row: i + 1,
        name: (columns.name ? cells[columns.name.key] : '')?.trim() ?? '',
        folder: (columns.folder ? cells[columns.folder.key] : '')?.trim() ?? '',
        problems: failure
          ? [{ field: failure.field ?? 'name', message: say(lang, failure.key, failure.params) }]
          : [],
      };
    }),
  };
}

/** A job of a company the user owns (404 outside it, 403 for a colleague). */
async function findOwnedJob(deps: Deps, userId: number, jobShortId: string) {
  const [row] = await deps.db
    .select({ job: dynatagBulkJobs, company: companies, state: memberships.state })
    .from(dynatagBulkJobs)
    .innerJoin(companies, eq(companies.id, dynatagBulkJobs.companyId))
    .innerJoin(memberships, eq(memberships.companyId, dynatagBulkJobs.companyId))
    .where(and(eq(dynatagBulkJobs.shortId, jobShortId), eq(memberships.userId, userId)));
  if (!row || !JOINED.includes(row.state)) throw notFound();
  if (row.state !== 'owner') throw new AppError('FORBIDDEN', 'ownersOnly');
  return { job: row.job, company: row.company };
}

/** The tags a job made, in row order, with their rows. */
export async function madeTags(deps: Deps, jobId: number) {
  return deps.db
    .select({ row: dynatagBulkItems.row, tag: dynatags })
    .from(dynatagBulkItems)
    .innerJoin(dynatags, eq(dynatags.id, dynatagBulkItems.dynatagId))
    .where(eq(dynatagBulkItems.jobId, jobId))
    .orderBy(asc(dynatagBulkItems.row));
}

/** The failed rows of a job, in row order, their reasons in `lang`. */
export async function failuresOf(deps: Deps, jobId: number, lang: Lang) {
  const rows = await deps.db
    .select()
    .from(dynatagBulkItems)
    .where(and(eq(dynatagBulkItems.jobId, jobId), isNotNull(dynatagBulkItems.errorKey)))
    .orderBy(asc(dynatagBulkItems.row));
  return rows.map((r) => ({
    row: r.row,
    name: r.name,
    field: r.errorField,
    message: say(lang, r.errorKey ?? 'unknownError', r.errorParams),
  }));
}

async function jobView(
  deps: Deps,
  job: DynatagBulkJob,
  company: Pick<Company, 'shortId'>,
  lang: Lang,
): Promise<BulkJob> {
  const [template] = job.templateId
    ? await deps.db
        .select({ shortId: dynatags.shortId })
        .from(dynatags)
        .where(eq(dynatags.id, job.templateId))
    : [];
  return {
    id: job.shortId,
    status: job.status,
    companyId: company.shortId,
    templateId: template?.shortId ?? null,
    total: job.total,
    done: job.done,
    created: job.done - job.failed,
    failed: job.failed,
    failures: await failuresOf(deps, job.id, lang),
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
  };
}

/** GET api/v1/dynatags/bulk/{id}: status, progress and failures (owners of its company). */
export async function getBulkJob(deps: Deps, user: User, jobShortId: string, lang: Lang) {
  const { job, company } = await findOwnedJob(deps, user.id, jobShortId);
  return jobView(deps, job, company, lang);
}

/** The job with its company, for the downloads (owners). */
export const findBulkJob = findOwnedJob;

/**
 * POST api/v1/dynatags/bulk: the file checked as a whole (rows, name column, room for tags, one running job per
 * company, the new monthly price confirmed for every row), then the job kept; the route starts it (bulkJobsSoon).
 */
export async function createBulkJob(deps: Deps, user: User, body: BulkStartInput, lang: Lang, ip: string) {
  const { tag, company } = await findOwnedDynatag(deps, user.id, body.templateId);
  const sheet = await readBulkSheet(body.file);
  if (!specialColumns(sheet.headers).name) throw invalid('file', 'bulkNameColumn');
  const [running] = await deps.db
    .select({ id: dynatagBulkJobs.id })
    .from(dynatagBulkJobs)
    .where(and(eq(dynatagBulkJobs.companyId, company.id), eq(dynatagBulkJobs.status, 'running')))
    .limit(1);
  if (running) throw new AppError('CONFLICT', 'bulkJobRunning');
  const room = LIMITS.dynatags - (await currentUsage(deps.db, company.id)).dynatags;
  if (room <= 0) throw invalid('file', 'dynatagLimit', { limit: LIMITS.dynatags });
  const adding = Math.min(room, sheet.rows.length);
  await requirePriceConfirmation(deps.db, company, 'dynatag', body.acceptMonthlyPrice, adding);
  await deps.limiter.check('dynatagBulk', ip, String(user.id));
  const [job] = await deps.db
    .insert(dynatagBulkJobs)
    .values({
      shortId: shortId(),
      companyId: company.id,
      templateId: tag.id,
      createdByUserId: user.id,
      lang,
      status: 'running',
      rows: sheet.rows,
      total: sheet.rows.length,
      acceptedMonthly: body.acceptMonthlyPrice ?? null,
      createdAt: deps.clock.now(),
    })
    .returning();
  return { job, view: await jobView(deps, job, company, lang) };
}

async function publishProgress(deps: Deps, job: DynatagBulkJob, final = false) {
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, job.companyId));
  if (!company) return;
  const [now] = await deps.db.select().from(dynatagBulkJobs).where(eq(dynatagBulkJobs.id, job.id));
  const ids = { companyId: company.shortId };
  const owners = await ownerUserIds(deps.db, job.companyId);
  deps.events.publish(owners, {
    service: 'dynatags',
    actions: ['bulk-progress'],
    ids,
    message: JSON.stringify({
      id: now.shortId,
      status: now.status,
      total: now.total,
      done: now.done,
      failed: now.failed,
    }),
  });
  if (final) deps.events.publish(owners, { service: 'dynatags', actions: ['refetch', 'tree-changed'], ids });
}

/** Claims a job for CLAIM_MS; another instance's live claim wins. Answers the job, or null. */
async function claim(deps: Deps, jobId: number, held: number | null) {
  const now = deps.clock.now();
  const free =
    held === null
      ? or(isNull(dynatagBulkJobs.claimedUntil), lt(dynatagBulkJobs.claimedUntil, now))
      : eq(dynatagBulkJobs.claimedUntil, held);
  const [job] = await deps.db
    .update(dynatagBulkJobs)
    .set({ claimedUntil: now + CLAIM_MS })
    .where(and(eq(dynatagBulkJobs.id, jobId), eq(dynatagBulkJobs.status, 'running'), free))
    .returning();
  return job ?? null;
}

async function loadTemplate(deps: Deps, job: DynatagBulkJob): Promise<BulkTemplate | null> {
  if (job.templateId === null) return null;
  const [tag] = await deps.db
    .select()
    .from(dynatags)
    .where(and(eq(dynatags.id, job.templateId), eq(dynatags.companyId, job.companyId)));
  return tag ? { tag, files: await tagFileRows(deps.db, tag.id) } : null;
}

/**
 * Runs a job from its first row not done, if this instance can claim it. `maxRows` stops after that many rows
 * with the claim left as a stopped instance leaves it (tests). Answers the rows finished.
 */
export async function runBulkJob(deps: Deps, jobId: number, options: { maxRows?: number } = {}) {
  let job = await claim(deps, jobId, null);
  if (!job) return 0;
  const userId = job.createdByUserId;
  if (userId === null) {
    await deps.db
      .update(dynatagBulkJobs)
      .set({ status: 'failed', claimedUntil: null, finishedAt: deps.clock.now() })
      .where(eq(dynatagBulkJobs.id, job.id));
    await publishProgress(deps, job, true);
    return 0;
  }
  const template = await loadTemplate(deps, job);
  const columns = specialColumns(Object.keys(job.rows[0] ?? {}));
  const cache: FileCache = new Map();
  let finished = 0;
  while (job.done < job.total) {
    if (options.maxRows !== undefined && finished >= options.maxRows) return finished;
    const row = job.done + 1;
    const cells = job.rows[job.done];
    const planned = template
      ? planRow(template, columns, cells)
      : { failure: { key: 'bulkTemplateGone' as const, field: null } };
    const name = (columns.name ? cells[columns.name.key] : '')?.trim() ?? '';
    if ('failure' in planned) await failRow(deps, job, row, name, planned.failure);
    else
      await makeRow(
        deps,
        { ...job, createdByUserId: userId },
        template as BulkTemplate,
        cache,
        row,
        planned.plan,
      );
    finished++;
    job = { ...job, done: row };
    if (row % STEP === 0 && row < job.total) {
      const renewed = await claim(deps, job.id, job.claimedUntil);
      if (!renewed) return finished;
      job = renewed;
      await publishProgress(deps, job);
    }
  }
  await deps.db
    .update(dynatagBulkJobs)
    .set({ status: 'done', claimedUntil: null, finishedAt: deps.clock.now() })
    .where(eq(dynatagBulkJobs.id, job.id));
  await publishProgress(deps, job, true);
  return finished;
}

/** Every running job this instance can claim (new ones, and those a stopped instance left). */
export async function runDueBulkJobs(deps: Deps) {
  const due = await deps.db
    .select({ id: dynatagBulkJobs.id })
    .from(dynatagBulkJobs)
    .where(eq(dynatagBulkJobs.status, 'running'))
    .orderBy(asc(dynatagBulkJobs.id));
  let rows = 0;
  for (const { id } of due) rows += await runBulkJob(deps, id);
  return rows;
}

const passes = backgroundPasses(runDueBulkJobs, {
  failure: 'a bulk dynatag job stopped; the dynatag-bulk job goes on with it',
});
/** After a job's answer: it runs in the background; never a rejection. */
export const bulkJobsSoon = passes.soon;
/** Resolves once this server runs no bulk job (tests). */
export const bulkJobsIdle = passes.idle;

/** Every 15 seconds on every instance: a job a stopped instance left goes on within a minute and a quarter. */
export const bulkJobs: Job[] = [
  {
    name: 'dynatag-bulk',
    pattern: '*/15 * * * * *',
    run: async (deps) => {
      passes.soon(deps);
      await passes.idle(deps);
    },
  },
];
