// One row of a bulk job made into a tag, or recorded as failed: the tag, its copies of the template's files,
// its item and the job's progress commit in one transaction, so a job resumed after a stop goes on from the
// first row not done and never makes a row's tag twice. A failure never stops the rows after it.
import {
  type DynatagBulkJob,
  dynatagBulkItems,
  dynatagBulkJobs,
  dynatagFolders,
  type StoredFile,
} from '@db/schema';
import { LIMITS } from '@shared/constants';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { currentUsage, servicePrices } from '../pricing';
import type { BulkTemplate, RowFailure, RowPlan } from './bulk-rows';
import {
  changeVariants,
  checkRefs,
  everyModule,
  htmlImageIds,
  imageIdsOf,
  moduleFileIds,
  retarget,
  sanitizeModules,
} from './modules';
import { assertOfflineAllowed } from './offline';
import { insertNewTag } from './save';
import {
  copyFor,
  fileInfoMap,
  type PreparedFile,
  readStored,
  type StoredContent,
  type Tx,
  withStoredFiles,
} from './tag-files';

/** The template's files read once per job run: a 500-row job copies the same few files 500 times. */
export type FileCache = Map<string, StoredContent>;

async function contentOf(deps: Deps, cache: FileCache, row: StoredFile) {
  let hit = cache.get(row.shortId);
  if (!hit) {
    const read = await readStored(deps, row);
    if (!read) return null;
    hit = read;
    cache.set(row.shortId, hit);
  }
  return hit;
}

/** The folder at `path` from the root, made where missing (within the company's folder limit). */
async function folderAt(tx: Tx, companyId: number, path: string[], now: number) {
  let parentId: number | null = null;
  for (const name of path) {
    const under: SQL =
      parentId === null ? isNull(dynatagFolders.parentId) : eq(dynatagFolders.parentId, parentId);
    const [found]: { id: number }[] = await tx
      .select({ id: dynatagFolders.id })
      .from(dynatagFolders)
      .where(
        and(
          eq(dynatagFolders.companyId, companyId),
          under,
          sql`lower(${dynatagFolders.name}) = lower(${name})`,
        ),
      )
      .limit(1);
    if (found) {
      parentId = found.id;
      continue;
    }
    const [n] = await tx
      .select({ n: count() })
      .from(dynatagFolders)
      .where(eq(dynatagFolders.companyId, companyId));
    if (n.n >= LIMITS.folders) {
      throw new AppError('VALIDATION', 'folderLimit', { field: 'folder', params: { limit: LIMITS.folders } });
    }
    const [made]: { id: number }[] = await tx
      .insert(dynatagFolders)
      .values({ shortId: shortId(), companyId, parentId, name, createdAt: now, updatedAt: now })
      .returning({ id: dynatagFolders.id });
    parentId = made.id;
  }
  return parentId;
}

/** In the row's transaction: the company's tag limit and the monthly price the owner accepted for the job. */
async function assertRoom(tx: Tx, job: DynatagBulkJob) {
  const usage = await currentUsage(tx, job.companyId);
  if (usage.dynatags >= LIMITS.dynatags) {
    throw new AppError('VALIDATION', 'dynatagLimit', { field: 'name', params: { limit: LIMITS.dynatags } });
  }
  const current = servicePrices(usage).total;
  const next = servicePrices({ ...usage, dynatags: usage.dynatags + 1 }).total;
  if (next > current && (job.acceptedMonthly === null || next > job.acceptedMonthly)) {
    throw new AppError('CONFLICT', 'bulkPriceNotAccepted', { field: 'name' });
  }
}

/** The row finished: its item and the job's progress (in the row's transaction). */
async function finishRow(
  tx: Tx,
  job: DynatagBulkJob,
  row: number,
  item: { name: string; dynatagId?: number; failure?: RowFailure },
) {
  await tx.insert(dynatagBulkItems).values({
    jobId: job.id,
    row,
    name: item.name.slice(0, 200),
    dynatagId: item.dynatagId ?? null,
    errorKey: item.failure?.key ?? null,
    errorField: item.failure?.field ?? null,
    errorParams: (item.failure?.params as Record<string, string | number> | undefined) ?? null,
  });
  const [saved] = await tx
    .update(dynatagBulkJobs)
    .set({
      done: sql`${dynatagBulkJobs.done} + 1`,
      ...(item.failure ? { failed: sql`${dynatagBulkJobs.failed} + 1` } : {}),
    })
    // Only the row the job is at: a second runner that lost its claim cannot finish a row twice.
    .where(and(eq(dynatagBulkJobs.id, job.id), eq(dynatagBulkJobs.done, row - 1)))
    .returning({ done: dynatagBulkJobs.done });
  if (!saved) throw new Error('bulk job row finished elsewhere');
}

/** Records row `row` (from 1) as failed. */
export const failRow = (deps: Deps, job: DynatagBulkJob, row: number, name: string, failure: RowFailure) =>
  deps.db.transaction((tx) => finishRow(tx, job, row, { name, failure }));

/** Makes row `row` (from 1)'s tag from its plan; a refusal on the way records the row as failed. */
export async function makeRow(
  deps: Deps,
  job: DynatagBulkJob & { createdByUserId: number },
  template: BulkTemplate,
  cache: FileCache,
  row: number,
  plan: RowPlan,
) {
  const tagShortId = shortId();
  try {
    const { tag } = template;
    const shown = everyModule({ modules: plan.input.modules ?? [], variants: plan.input.variants });
    const wanted = [...moduleFileIds(shown), ...htmlImageIds(shown, tag.shortId)];
    const byId = new Map(template.files.map((f) => [f.shortId, f]));
    const copies: PreparedFile[] = [];
    const copyOf = new Map<string, string>();
    const idMap = new Map<string, string>();
    for (const ref of new Set(wanted)) {
      const source = byId.get(plan.chosen.get(ref) ?? ref);
      if (!source) continue;
      let id = copyOf.get(source.shortId);
      if (!id) {
        const content = await contentOf(deps, cache, source);
        if (!content) continue;
        const copy = copyFor(tagShortId, source, content);
        id = copy.id;
        copyOf.set(source.shortId, id);
        copies.push(copy);
      }
      idMap.set(ref, id);
    }
    const files = fileInfoMap([], copies);
    let n = 0;
    const copied = (list: DynatagModule[]) => retarget(list, tag.shortId, tagShortId, idMap, () => `m${++n}`);
    const modules = copied(plan.input.modules ?? []);
    checkRefs(modules, files);
    const variants = changeVariants(plan.input.variants ?? [], (list) => {
      const own = copied(list);
      checkRefs(own, files);
      return sanitizeModules(own, tagShortId, imageIdsOf(files.values()));
    });
    const {
      geolock,
      modules: _m,
      variants: _v,
      acceptMonthlyPrice: _a,
      folderId: _f,
      passcodeTimer: _p,
      ...plain
    } = plan.input;
    const changes = {
      ...plain,
      geoLat: geolock?.lat ?? null,
      geoLng: geolock?.lng ?? null,
      geoDistance: geolock?.distance ?? null,
      modules: sanitizeModules(modules, tagShortId, imageIdsOf(files.values())),
      variants,
    };
    assertOfflineAllowed(null, changes);
    const now = deps.clock.now();
    await withStoredFiles(deps, copies, () =>
      deps.db.transaction(async (tx) => {
        await assertRoom(tx, job);
        const folderId = await folderAt(tx, job.companyId, plan.folder, now);
        const made = await insertNewTag(
          tx,
          deps,
          { ...changes, name: plan.name, folderId, shortId: tagShortId, companyId: job.companyId },
          job.createdByUserId,
          copies,
          now,
        );
        await finishRow(tx, job, row, { name: plan.name, dynatagId: made.id });
      }),
    );
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = error.fields[0];
    await failRow(deps, job, row, plan.name, {
      key: field?.key ?? error.key,
      field: field?.field ?? null,
      params: field?.params ?? error.params,
    });
    return false;
  }
}
