// Many views written at once (the /p counter's batches): the same rows and day rollups as one visitor at a
// time, over several targets, visitors and days in one batch.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { profiles, viewDays, views } from '@db/schema';
import type { InValue } from '@libsql/client';
import { asc } from 'drizzle-orm';
import { seedUsers } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { batchViewQueries, type PendingView } from './view-batch';
import { viewQueries } from './views';
import { utcDay } from './visits';

let t: TestApp;
let a: number;
let b: number;
beforeAll(async () => {
  t = await createTestApp();
  const [ua, ub] = await seedUsers(t, 2);
  const rows = await t.db
    .insert(profiles)
    .values(
      [ua, ub].map((u) => ({
        shortId: `vb${u.id}`,
        userId: u.id,
        isActive: true,
        createdAt: 1,
        updatedAt: 1,
      })),
    )
    .returning();
  [a, b] = rows.map((r) => r.id);
});
afterAll(() => t.close());

const DAY1 = Date.UTC(2026, 0, 15, 10);
const DAY2 = Date.UTC(2026, 0, 16, 0, 0, 1);
const view = (id: number, at: number, hash: string): PendingView => ({
  target: { type: 'profile', id },
  visit: { at, day: utcDay(at), hash },
});

test('one batch over two profiles and two days: each visitor unique once per target and day, in scan order', async () => {
  // Earlier that day, visitor x had already seen profile a (written one at a time).
  await t.db.batch(viewQueries(t.db, { type: 'profile', id: a }, [view(a, DAY1 - 1000, 'x').visit]));
  const batch = [
    view(a, DAY1, 'x'), // seen before today: not unique
    view(a, DAY1 + 1, 'y'), // unique
    view(b, DAY1 + 2, 'x'), // another profile: unique
    view(a, DAY1 + 3, 'y'), // again: not unique
    view(a, DAY2, 'x'), // the next day: unique again
    view(a, DAY2 + 1, 'x'),
  ];
  await t.db.batch(batchViewQueries(t.db, batch));
  const rows = await t.db.select().from(views).orderBy(asc(views.id));
  expect(rows.map((r) => [r.targetId, r.at, r.visitorHash, r.isUnique])).toEqual([
    [a, DAY1 - 1000, 'x', true],
    ...batch.map((v, i) => [
      v.target.id,
      v.visit.at,
      v.visit.hash,
      [false, true, true, false, true, false][i],
    ]),
  ]);
  const days = await t.db.select().from(viewDays).orderBy(asc(viewDays.targetId), asc(viewDays.day));
  expect(days.map((d) => [d.targetId, d.day, d.total, d.unique])).toEqual([
    [a, '2026-01-15', 4, 2],
    [a, '2026-01-16', 2, 1],
    [b, '2026-01-15', 1, 1],
  ]);
});

test("a batch's cost does not grow with the table: index steps and the batch's id range, no scan", async () => {
  const plans: string[] = [];
  for (const query of batchViewQueries(t.db, [view(a, DAY1, 'z')])) {
    const { sql, params } = query.toSQL();
    const plan = await t.deps.database.client.execute({
      sql: `explain query plan ${sql}`,
      args: params as InValue[],
    });
    plans.push(...plan.rows.map((row) => String(row.detail)));
  }
  expect(plans).toContain(
    'SEARCH w USING INDEX views_visitor_day (target_type=? AND target_id=? AND visitor_hash=?)',
  );
  expect(plans).toContain('SEARCH views USING INTEGER PRIMARY KEY (rowid>?)');
  expect(plans).toContain('SEARCH dynatags USING INTEGER PRIMARY KEY (rowid=?)');
  expect(plans).toContain('SEARCH cards USING INTEGER PRIMARY KEY (rowid=?)');
  // The only scans: json_each's rows, and the batch's own rows (`scoped`, read by each rollup).
  const scans = plans.filter((step) => step.startsWith('SCAN') && !step.includes('VIRTUAL TABLE'));
  expect(new Set(scans)).toEqual(new Set(['SCAN scoped']));
});
