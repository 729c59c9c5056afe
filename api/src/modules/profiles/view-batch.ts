import { viewDays, views } from '@db/schema';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { ViewTarget } from './views';
import type { Visit } from './visits';

type Db = Deps['db'];
/** A view waiting to be written: what was viewed, and the visit (time, UTC day, visitor hash). */
export type PendingView = { target: ViewTarget; visit: Visit };

/**
 * The two statements that write many views at once, whoever made them (the counter's batch of scans):
 * - one INSERT of a `views` row per visit, in order, from a single JSON parameter. A row is unique when it
 *   is its visitor's first of the batch for that target and day and the visitor had not viewed the target
 *   earlier that day (their latest view is before the day began: one index step). SQLite runs the SELECT of
 *   an INSERT that reads its own table to the end before inserting, so the rows of this batch are not seen.
 * - one upsert of the day rollups (total, and unique from those rows), per target and day, read back from
 *   the rows just inserted: the rows of one INSERT get consecutive ids under the write lock, and they are
 *   the newest of the table in this transaction.
 * The same rows and rollups as `viewQueries` per visitor, in two statements however many visitors there are:
 * per-visitor statements cost ~190 µs of CPU a view when each scan is a different visitor.
 */
export function batchViewQueries(db: Db, pending: readonly PendingView[]) {
  if (!pending.length) throw new Error('batchViewQueries needs at least one view');
  const seen = new Set<string>();
  const rows = pending.map(({ target, visit }) => {
    const key = `${target.type} ${target.id} ${visit.day} ${visit.hash}`;
    const isFirst = !seen.has(key);
    seen.add(key);
    return [
      target.type,
      target.id,
      visit.at,
      visit.hash,
      isFirst ? 1 : 0,
      Date.parse(`${visit.day}T00:00:00Z`),
    ];
  });
  const latestView = sql`(select w.at from ${views} w
    where w.target_type = v.value ->> 0 and w.target_id = v.value ->> 1 and w.visitor_hash = v.value ->> 3
    order by w.id desc limit 1)`;
  const insertViews = db.insert(views).select(
    sql`select null, v.value ->> 0, v.value ->> 1, v.value ->> 2, v.value ->> 3,
      case when v.value ->> 4 = 1 then coalesce(${latestView}, 0) < v.value ->> 5 else 0 end
      from json_each(${JSON.stringify(rows)}) v order by v.key`,
  );
  // NOT INDEXED: else the planner groups by walking an index of the whole table, not the batch's id range.
  const upsertDays = db
    .insert(viewDays)
    .select(
      sql`select target_type, target_id, strftime('%Y-%m-%d', at / 1000, 'unixepoch'), count(*), sum(is_unique)
        from ${views} not indexed where id > (select max(id) from ${views}) - ${rows.length}
        group by target_type, target_id, 3`,
    )
    .onConflictDoUpdate({
      target: [viewDays.targetType, viewDays.targetId, viewDays.day],
      set: {
        total: sql`${viewDays.total} + excluded."total"`,
        unique: sql`${viewDays.unique} + excluded."unique"`,
      },
    });
  return [insertViews, upsertDays] as const;
}
