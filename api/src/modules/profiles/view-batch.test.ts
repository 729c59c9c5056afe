// Many views written at once (the /p counter's batches): the same rows and rollups as one visitor at a time,
// over several targets, visitors, places and days in one batch.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { dynatags, profiles, viewDays, viewFacetMonths, viewFacets, views } from '@db/schema';
import { createClient, type InValue } from '@libsql/client';
import { asc, count, eq } from 'drizzle-orm';
import { seedCompany, seedUsers } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { batchViewQueries, type Describe, FACETS, type PendingView, runViewStatements } from './view-batch';
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
  await runViewStatements(t.db, batchViewQueries(t.db, [view(a, DAY1 - 1000, 'x')]));
  const batch = [
    view(a, DAY1, 'x'), // seen before today: not unique
    view(a, DAY1 + 1, 'y'), // unique
    view(b, DAY1 + 2, 'x'), // another profile: unique
    view(a, DAY1 + 3, 'y'), // again: not unique
    view(a, DAY2, 'x'), // the next day: unique again
    view(a, DAY2 + 1, 'x'),
  ];
  await runViewStatements(t.db, batchViewQueries(t.db, batch));
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

test("a batch's cost does not grow with the table: index steps and the batch's own rows by id, no scan", async () => {
  const plans: string[] = [];
  // On a connection of its own: the driver leaves an EXPLAIN statement open, which would keep the app's
  // connection from committing.
  const explainer = createClient({ url: t.deps.config.database.url });
  for (const statement of batchViewQueries(t.db, [view(a, DAY1, 'z')])) {
    const { sql, args } = statement as { sql: string; args: InValue[] };
    const plan = await explainer.execute({ sql: `explain query plan ${sql}`, args });
    plans.push(...plan.rows.map((row) => String(row.detail)));
  }
  explainer.close();
  expect(plans).toContain(
    'SEARCH vv USING PRIMARY KEY (day=? AND target_type=? AND target_id=? AND visitor_hash=?)',
  );
  expect(plans).toContain('SEARCH views USING INTEGER PRIMARY KEY (rowid=?)');
  expect(plans).toContain('SEARCH dynatags USING INTEGER PRIMARY KEY (rowid=?)');
  expect(plans).toContain('SEARCH cards USING INTEGER PRIMARY KEY (rowid=?)');
  // The only scans: the batch's own rows (its VALUES) and groups (json_each; `scoped`, read by each rollup; `base`,
  // one row).
  const scans = plans.filter(
    (step) =>
      step.startsWith('SCAN') &&
      !step.includes('VIRTUAL TABLE') &&
      !/^SCAN \(subquery-\d+\)$/.test(step) &&
      step !== 'SCAN CONSTANT ROW',
  );
  expect(new Set(scans)).toEqual(new Set(['SCAN scoped', 'SCAN base']));
});

test('the rollups of a batch grouped by place, device and source are those of every row: repeated and first views, targets and their company, hours, days and months', async () => {
  const owner = (await seedUsers(t, 1))[0];
  const company = await seedCompany(t, { ownerId: owner.id, name: 'Rollup Company' });
  const [tag] = await t.db
    .insert(dynatags)
    .values({ shortId: 'RollTag1', companyId: company.id, name: 'Stand', createdAt: 1, updatedAt: 1 })
    .returning();
  for (const table of [views, viewDays, viewFacets, viewFacetMonths]) await t.db.delete(table);
  // Six visitors in three places on three devices, by QR, NFC and a link with a campaign.
  const places = [
    { country: 'SE', city: 'Stockholm', latitude: 59.3293, longitude: 18.0686 },
    { country: 'FI', city: 'Helsinki', latitude: 60.1699, longitude: 24.9384 },
    { country: 'SE', city: null, latitude: 62, longitude: 15 },
  ];
  const describe: Describe = (visit) => {
    const n = Number(visit.hash.slice(1));
    return {
      ...places[n % 3],
      device: n % 2 ? 'mobile' : 'desktop',
      os: n % 2 ? 'iOS' : 'Windows',
      browser: ['Mobile Safari', 'Edge', 'Chrome'][n % 3],
      source: (['qr', 'nfc', 'referrer'] as const)[n % 3],
      referrer: n % 3 === 2 ? 'www.linkedin.com' : null,
      utmSource: n === 5 ? 'fair' : null,
      utmMedium: null,
      utmCampaign: n === 5 ? 'elmia-2026' : null,
    };
  };
  const targets = [
    { type: 'dynatag', id: tag.id },
    { type: 'profile', id: a },
  ] as const;
  const at = (i: number) => DAY1 + i * 7 * 60_000 + (i > 40 ? 40 * 86_400_000 : 0); // hours, days, a month later
  // Visitor v0 saw the tag earlier that day: not unique in the batch.
  await runViewStatements(
    t.db,
    batchViewQueries(t.db, [{ target: targets[0], visit: view(tag.id, DAY1 - 1000, 'v0').visit }], describe),
  );
  const batch: PendingView[] = Array.from({ length: 60 }, (_, i) => ({
    target: targets[i % 2],
    visit: { at: at(i), day: utcDay(at(i)), hash: `v${i % 6}` },
  }));
  await runViewStatements(t.db, batchViewQueries(t.db, batch, describe));
  // Each rollup summed again from every row, as if one row at a time (the tag's rows count for its company too).
  const fromRows = async (table: string, bucket: string, facets: typeof FACETS) => {
    const rows = await t.deps.database.client.execute(`with scoped as (
        select target_type as rt, target_id as ri, * from views
        union all select 'company', company_id, * from views where company_id is not null)
      ${facets
        .map(
          ([
            facet,
            value,
          ]) => `select rt, ri, '${facet}' as facet, strftime('${bucket}', at / 1000, 'unixepoch') as b,
            ${value} as value, count(*) as total, sum(is_unique) as uniq from scoped where ${value} is not null
            group by 1, 2, 4, 5`,
        )
        .join(' union all ')} order by 1, 2, 3, 4, 5`);
    const stored = await t.deps.database.client.execute(
      `select target_type, target_id, facet, ${table === 'view_facets' ? 'day' : 'month'}, value, total, "unique"
        from ${table} order by 1, 2, 3, 4, 5`,
    );
    return {
      expected: rows.rows.map((r) => Object.values(r)),
      stored: stored.rows.map((r) => Object.values(r)),
    };
  };
  const days = await fromRows('view_facets', '%Y-%m-%d', FACETS);
  expect(days.stored.length).toBeGreaterThan(100);
  expect(days.stored).toEqual(days.expected);
  const months = await fromRows(
    'view_facet_months',
    '%Y-%m',
    FACETS.filter(([facet]) => facet !== 'hour'),
  );
  expect(months.stored).toEqual(months.expected);
  const totals = await t.deps.database.client.execute(`with scoped as (
      select target_type as rt, target_id as ri, * from views
      union all select 'company', company_id, * from views where company_id is not null)
    select rt, ri, strftime('%Y-%m-%d', at / 1000, 'unixepoch'), count(*), sum(is_unique) from scoped
    group by 1, 2, 3 order by 1, 2, 3`);
  const storedDays = await t.deps.database.client.execute(
    'select target_type, target_id, day, total, "unique" from view_days order by 1, 2, 3',
  );
  expect(storedDays.rows.map((r) => Object.values(r))).toEqual(totals.rows.map((r) => Object.values(r)));
  // The first views of the batch: v0 on the tag had been seen earlier that day, the others are unique.
  const uniques = await t.db.select({ n: count() }).from(views).where(eq(views.isUnique, true));
  expect(uniques[0].n).toBeGreaterThan(6);
});
