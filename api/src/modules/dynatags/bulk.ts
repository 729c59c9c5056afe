// Dynatags from a spreadsheet (issue 23): the preview of a file against a template tag, the job kept in the
// database that makes a tag per row, and what the owner reads of it. The job's run (claim, resume, progress) is in
// bulk-run.ts, the making of one row in bulk-make.ts, the outputs (ZIP, print sheet, report) in bulk-output.ts.
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
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid, notFound } from '../../platform/errors';
import { JOINED } from '../companies';
import { currentUsage, requirePriceConfirmation } from '../pricing';
import { findOwnedCompany, findOwnedDynatag } from './access';
import { readBulkSheet } from './bulk-file';
import { columnKey, placeholdersOf } from './bulk-fill';
import { type BulkTemplate, cellOf, planRow, specialColumns } from './bulk-rows';
import { tagFileRows } from './tag-files';

const say = (lang: Lang, key: string, params?: Params | null) =>
  translate(lang, 'api', key as ApiMessageKey, params ?? undefined);

/**
 * The rows that will make a tag: those that pass the row check, as many as the company has room for. The preview's
 * button and the price the owner confirms count these, so they never disagree (issue 28).
 */
async function rowsToMake(
  deps: Deps,
  company: Company,
  template: BulkTemplate,
  rows: Record<string, string>[],
  columns: ReturnType<typeof specialColumns>,
) {
  const passing = rows.filter((cells) => 'plan' in planRow(template, columns, cells)).length;
  const room = LIMITS.dynatags - (await currentUsage(deps.db, company.id)).dynatags;
  return Math.max(0, Math.min(room, passing));
}

/** POST api/v1/dynatags/bulk/preview: the file read and its first rows checked against the template. */
export async function previewBulk(
  deps: Deps,
  user: User,
  body: BulkPreviewInput,
  lang: Lang,
): Promise<BulkPreview> {
  const { tag, company } = await findOwnedDynatag(deps, user.id, body.templateId);
  const sheet = await readBulkSheet(body.file);
  const files = await tagFileRows(deps.db, tag.id);
  const columns = specialColumns(sheet.headers);
  const placeholders = placeholdersOf(tag, files);
  const keys = new Set(sheet.headers.map(columnKey));
  const template = { tag, files };
  return {
    headers: sheet.headers,
    totalRows: sheet.rows.length,
    toMake: await rowsToMake(deps, company, template, sheet.rows, columns),
    nameColumn: columns.name?.header ?? null,
    folderColumn: columns.folder?.header ?? null,
    placeholders,
    missing: placeholders.filter((p) => !keys.has(p)),
    rows: sheet.rows.slice(0, BULK_PREVIEW_ROWS).map((cells, i) => {
      const planned = planRow(template, columns, cells);
      const failure = 'failure' in planned ? planned.failure : null;
      return {
        row: i + 1,
        name: cellOf(columns.name, cells),
        folder: cellOf(columns.folder, cells),
        problems: failure
          ? [{ field: failure.field ?? 'name', message: say(lang, failure.key, failure.params) }]
          : [],
      };
    }),
  };
}

/** A job of a company the user owns, with its company (404 outside it, 403 for a colleague). */
export async function findBulkJob(deps: Deps, userId: number, jobShortId: string) {
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
  const { job, company } = await findBulkJob(deps, user.id, jobShortId);
  return jobView(deps, job, company, lang);
}

/** How many of a company's latest jobs the list answers. */
const RECENT_JOBS = 5;

/** GET api/v1/dynatags/bulk/companies/{companyId}: the company's latest jobs, newest first (owners). */
export async function listBulkJobs(deps: Deps, user: User, companyShortId: string, lang: Lang) {
  const company = await findOwnedCompany(deps, user.id, companyShortId);
  const jobs = await deps.db
    .select()
    .from(dynatagBulkJobs)
    .where(eq(dynatagBulkJobs.companyId, company.id))
    .orderBy(desc(dynatagBulkJobs.id))
    .limit(RECENT_JOBS);
  const views = [];
  for (const job of jobs) views.push(await jobView(deps, job, company, lang));
  return views;
}

/**
 * POST api/v1/dynatags/bulk: the file checked as a whole (rows, name column, room for tags, one running job per
 * company, the new monthly price confirmed for every row), then the job kept; the route starts it (bulkJobsSoon).
 */
export async function createBulkJob(deps: Deps, user: User, body: BulkStartInput, lang: Lang, ip: string) {
  const { tag, company } = await findOwnedDynatag(deps, user.id, body.templateId);
  const sheet = await readBulkSheet(body.file);
  const columns = specialColumns(sheet.headers);
  if (!columns.name) throw invalid('file', 'bulkNameColumn');
  const [running] = await deps.db
    .select({ id: dynatagBulkJobs.id })
    .from(dynatagBulkJobs)
    .where(and(eq(dynatagBulkJobs.companyId, company.id), eq(dynatagBulkJobs.status, 'running')))
    .limit(1);
  if (running) throw new AppError('CONFLICT', 'bulkJobRunning');
  const room = LIMITS.dynatags - (await currentUsage(deps.db, company.id)).dynatags;
  if (room <= 0) throw invalid('file', 'dynatagLimit', { limit: LIMITS.dynatags });
  const template = { tag, files: await tagFileRows(deps.db, tag.id) };
  const adding = await rowsToMake(deps, company, template, sheet.rows, columns);
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
