// Scheduled changes of a dynatag (issue 23): an owner's edit kept as the whole state to publish at a chosen time,
// then saved as the tag's next version by whichever instance's job claims it first. The save is an ordinary
// content save (commitSave): the page cache of every instance drops the tag's page as after any save.
import { companies, dynatagSchedules, dynatags, type User, users } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import type { DynatagScheduleInput } from '@shared/schemas/dynatags';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { invalid, notFound } from '../../platform/errors';
import type { Job } from '../../platform/jobs';
import { findOwnedDynatag, notifyDynatags } from './access';
import { changeVariants, dropFiles, imageIdsOf, sanitizeModules } from './modules';
import { changesOfInput, changesOfSnapshot, commitSave, editConflict, snapshotOf, timerFrom } from './save';
import { tagFileRows } from './tag-files';

/** A change goes live at least this far ahead, and at most a year ahead. */
const MIN_AHEAD_MS = 60_000;
const MAX_AHEAD_MS = 366 * DAY_MS;
/** How long an instance may take to publish a claimed change before another takes it over. */
const CLAIM_MS = 60_000;
/** Changes published per run at most; the next run takes the rest. */
const PER_RUN = 50;

/** The tag's pending change as the editor shows it, or null. */
export async function scheduleOf(deps: Deps, tagId: number) {
  const [row] = await deps.db
    .select({ schedule: dynatagSchedules, by: users.fullName })
    .from(dynatagSchedules)
    .leftJoin(users, eq(users.id, dynatagSchedules.createdByUserId))
    .where(eq(dynatagSchedules.dynatagId, tagId));
  if (!row) return null;
  const { schedule, by } = row;
  return {
    publishAt: schedule.publishAt,
    createdAt: schedule.createdAt,
    createdBy: by === null ? null : { fullName: by },
    name: schedule.snapshot.name,
    label: schedule.snapshot.label,
    moduleCount: schedule.snapshot.modules.length,
  };
}

/** GET api/v1/dynatags/{id}/schedule. */
export async function getSchedule(deps: Deps, user: User, tagShortId: string) {
  const { tag } = await findOwnedDynatag(deps, user.id, tagShortId);
  return scheduleOf(deps, tag.id);
}

/**
 * PUT api/v1/dynatags/{id}/schedule: the edit, on top of `baseVersion`, to go live at `publishAt`. The tag's
 * page shows the live version until then. A new schedule replaces the pending one.
 */
export async function scheduleChange(deps: Deps, user: User, tagShortId: string, body: DynatagScheduleInput) {
  const { tag, company } = await findOwnedDynatag(deps, user.id, tagShortId);
  const now = deps.clock.now();
  const { publishAt, baseVersion, ...input } = body;
  if (publishAt < now + MIN_AHEAD_MS || publishAt > now + MAX_AHEAD_MS)
    throw invalid('publishAt', 'invalidPublishAt');
  if (baseVersion !== tag.version) throw editConflict();
  const changes = await changesOfInput(deps, company.id, tag, input, await tagFileRows(deps.db, tag.id), []);
  const snapshot = snapshotOf({ ...tag, ...changes });
  const row = { snapshot, publishAt, claimedUntil: null, createdByUserId: user.id, createdAt: now };
  await deps.db
    .insert(dynatagSchedules)
    .values({ dynatagId: tag.id, ...row })
    .onConflictDoUpdate({ target: dynatagSchedules.dynatagId, set: row });
  await notifyDynatags(deps, company, tag.shortId);
  return scheduleOf(deps, tag.id);
}

/** DELETE api/v1/dynatags/{id}/schedule: the pending change is dropped; 404 when there is none. */
export async function cancelSchedule(deps: Deps, user: User, tagShortId: string) {
  const { tag, company } = await findOwnedDynatag(deps, user.id, tagShortId);
  const gone = await deps.db
    .delete(dynatagSchedules)
    .where(eq(dynatagSchedules.dynatagId, tag.id))
    .returning({ id: dynatagSchedules.id });
  if (!gone.length) throw notFound();
  await notifyDynatags(deps, company, tag.shortId);
}

/**
 * Publishes every change whose time has come: each claimed by a conditional UPDATE (one instance wins it; a claim
 * left by a stopped instance runs out after CLAIM_MS), then saved as the tag's next version with the schedule's
 * row deleted in the same transaction. Answers how many went live.
 */
export async function publishDueSchedules(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const free = or(isNull(dynatagSchedules.claimedUntil), lt(dynatagSchedules.claimedUntil, now));
  const due = await deps.db
    .select({ id: dynatagSchedules.id })
    .from(dynatagSchedules)
    .where(and(lte(dynatagSchedules.publishAt, now), free))
    .orderBy(dynatagSchedules.publishAt)
    .limit(PER_RUN);
  let published = 0;
  for (const { id } of due) {
    const [claimed] = await deps.db
      .update(dynatagSchedules)
      .set({ claimedUntil: now + CLAIM_MS })
      .where(and(eq(dynatagSchedules.id, id), free))
      .returning();
    if (!claimed) continue;
    try {
      await publish(deps, claimed);
      published++;
    } catch (error) {
      deps.log.error('a scheduled dynatag change could not go live; it is tried again', { id, error });
    }
  }
  return published;
}

async function publish(deps: Deps, schedule: typeof dynatagSchedules.$inferSelect) {
  const [tag] = await deps.db.select().from(dynatags).where(eq(dynatags.id, schedule.dynatagId));
  if (!tag) return;
  const files = await tagFileRows(deps.db, tag.id);
  const changes = changesOfSnapshot(schedule.snapshot);
  // Files deleted since the change was scheduled are gone from it, as from a restored version.
  const existing = new Set(files.map((f) => f.shortId));
  const images = imageIdsOf(files.map((f) => ({ id: f.shortId, mime: f.mime })));
  const keep = (modules: typeof tag.modules) =>
    sanitizeModules(dropFiles(modules, existing), tag.shortId, images);
  changes.modules = keep(schedule.snapshot.modules);
  changes.variants = changeVariants(changes.variants ?? [], keep);
  // A timer in the change runs from the moment it goes live; a lock added to a tag kept offline turns offline off.
  changes.passcodeTimer = timerFrom(tag.passcodeTimer, schedule.snapshot.passcodeTimer, deps.clock.now());
  if (tag.availableOffline && (changes.passcode || changes.geoDistance !== null))
    changes.availableOffline = false;
  const saved = await commitSave(deps, {
    tag,
    userId: schedule.createdByUserId,
    baseVersion: tag.version,
    changes,
    also: async (tx) => {
      await tx.delete(dynatagSchedules).where(eq(dynatagSchedules.id, schedule.id));
    },
  });
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, tag.companyId));
  if (company) await notifyDynatags(deps, company, tag.shortId, { saved });
}

/** Every 15 seconds on every instance: a change goes live within a quarter of a minute of its time. */
export const scheduleJobs: Job[] = [
  { name: 'dynatag-schedules', pattern: '*/15 * * * * *', run: (deps) => publishDueSchedules(deps) },
];
