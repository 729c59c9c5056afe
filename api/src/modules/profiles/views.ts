import { profiles, viewDays, views } from '@db/schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Deps } from '../../platform/deps';
import type { Visit } from './visits';

/** Something whose views are counted: a profile (/p), a dynatag (/d) or a card (/c scans). */
export type ViewTarget = { type: 'profile' | 'dynatag' | 'card'; id: number };

type Db = Deps['db'];
/** What a target keeps about its own views (the profile's `views` column): `count` more, in the same batch. */
export type ViewBump = (db: Db, count: number) => BatchItem<'sqlite'>;

/** A profile's own view counter. */
export const bumpProfileViews =
  (profileId: number): ViewBump =>
  (db, count) =>
    db
      .update(profiles)
      .set({ views: sql`${profiles.views} + ${count}` })
      .where(eq(profiles.id, profileId));

/**
 * The statements that write the views of one visitor of one target on one UTC day (`visits`, oldest first,
 * all with the same day and visitor hash): a `views` row each — the first unique when this visitor had not
 * viewed the target yet that day, the others not — and the day's rollup (total, and unique from that first
 * row). Two statements however many views: they run in one batch, one transaction that never waits on the
 * event loop while it holds the write lock.
 */
export function viewQueries(db: Db, target: ViewTarget, visits: readonly Visit[]) {
  const [first] = visits;
  if (!first) throw new Error('viewQueries needs at least one visit');
  const dayStart = Date.parse(`${first.day}T00:00:00Z`);
  // The visitor's latest view of the target: the index on target and hash ends in the row id, so this is
  // one index step however often the visitor came back.
  const lastView = db
    .select({ at: views.at })
    .from(views)
    .where(
      and(
        eq(views.targetType, target.type),
        eq(views.targetId, target.id),
        eq(views.visitorHash, first.hash),
      ),
    )
    .orderBy(desc(views.id))
    .limit(1);
  // One row per visit, in order, from one parameter (the times as a JSON array): building and binding a
  // VALUES list of five parameters a row cost more than SQLite's work on a batch of a few hundred views.
  const isFirstUnique = sql`coalesce((${lastView}), 0) < ${dayStart}`;
  const insertViews = db
    .insert(views)
    .select(
      sql`select null, ${target.type}, ${target.id}, v.value, ${first.hash},
        case when v.key = 0 then ${isFirstUnique} else 0 end,
        null, null, null, null, null, null, null, null, null, null, null, null, null
        from json_each(${JSON.stringify(visits.map((visit) => visit.at))}) v order by v.key`,
    )
    .returning({ isUnique: views.isUnique });
  // The rows of one INSERT get consecutive ids under the write lock: the first is the last one − (n − 1).
  const firstIsUnique = sql`(select ${views.isUnique} from ${views} where ${views.id} = last_insert_rowid() - ${visits.length - 1})`;
  const upsertDay = db
    .insert(viewDays)
    .values({
      targetType: target.type,
      targetId: target.id,
      day: first.day,
      total: visits.length,
      unique: firstIsUnique,
    })
    .onConflictDoUpdate({
      target: [viewDays.targetType, viewDays.targetId, viewDays.day],
      set: {
        total: sql`${viewDays.total} + excluded."total"`,
        unique: sql`${viewDays.unique} + excluded."unique"`,
      },
    });
  return [insertViews, upsertDay] as const;
}
