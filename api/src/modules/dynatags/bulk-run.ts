// The run of a bulk dynatag job (issue 23): claimed by one instance at a time by a conditional UPDATE (renewed as
// rows go; another instance takes over once a stopped one's claim runs out), row after row from the first one not
// done, its progress published live to the company's owners.
import { companies, type DynatagBulkJob, dynatagBulkJobs, dynatags } from '@db/schema';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { backgroundPasses } from '../../platform/background-passes';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { ownerUserIds } from './access';
import { type FileCache, failRow, makeRow } from './bulk-make';
import { type BulkTemplate, cellOf, planRow, specialColumns } from './bulk-rows';
import { tagFileRows } from './tag-files';

/** How long an instance holds a job before another may take it over (renewed as rows go). */
const CLAIM_MS = 60_000;
/** Rows between renewals of the claim and between progress events. */
const STEP = 10;

/** Who follows a job's progress (the company's owners) and the ids their live events carry; read once per run. */
async function progressAudience(deps: Deps, job: DynatagBulkJob) {
  const [company] = await deps.db
    .select({ shortId: companies.shortId })
    .from(companies)
    .where(eq(companies.id, job.companyId));
  if (!company) return null;
  return { owners: await ownerUserIds(deps.db, job.companyId), ids: { companyId: company.shortId } };
}
type Audience = Awaited<ReturnType<typeof progressAudience>>;

/** The job's counts as stored now, to its company's owners (live); `final`: their lists reload too. */
async function publishProgress(deps: Deps, audience: Audience, job: DynatagBulkJob, final = false) {
  if (!audience) return;
  const { owners, ids } = audience;
  const [now] = await deps.db.select().from(dynatagBulkJobs).where(eq(dynatagBulkJobs.id, job.id));
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
  const audience = await progressAudience(deps, job);
  const userId = job.createdByUserId;
  if (userId === null) {
    await deps.db
      .update(dynatagBulkJobs)
      .set({ status: 'failed', claimedUntil: null, finishedAt: deps.clock.now() })
      .where(eq(dynatagBulkJobs.id, job.id));
    await publishProgress(deps, audience, job, true);
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
    const name = cellOf(columns.name, cells);
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
      await publishProgress(deps, audience, job);
    }
  }
  await deps.db
    .update(dynatagBulkJobs)
    .set({ status: 'done', claimedUntil: null, finishedAt: deps.clock.now() })
    .where(eq(dynatagBulkJobs.id, job.id));
  await publishProgress(deps, audience, job, true);
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
