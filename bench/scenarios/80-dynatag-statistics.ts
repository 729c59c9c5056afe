import { join } from 'node:path';
import { openDatabase } from '@db/client';
import { type Figure, percentile, round, timeRuns } from '../lib/report';
import { defineScenario } from '../lib/scenario';

const VIEWS = 1_000_000;
/** The views are spread evenly over this many days up to now (about three years: every period has data). */
const DAYS = 1_100;
const RUNS = 20;
const TARGET_MS = 50;
const DAY_MS = 86_400_000;

/**
 * A company owned by the account with one dynatag, and VIEWS recorded views of that tag with their day
 * rollups as the view counter writes them (views rows with time, visitor hash and unique flag; view_days
 * summed from those rows), straight into the server's database: one INSERT … SELECT from a recursive
 * counter for the views, one grouped INSERT for the rollups.
 */
async function seedTagViews(dataDir: string, email: string, now: number) {
  const database = await openDatabase({ url: `file:${join(dataDir, 'dynacard.db')}` });
  const started = performance.now();
  try {
    const first = now - DAYS * DAY_MS;
    const step = (DAYS * DAY_MS) / VIEWS;
    await database.client.batch(
      [
        `INSERT INTO companies (short_id, name, created_at, updated_at) VALUES ('benchstatsco', 'Mässan AB', 0, 0)`,
        {
          sql: `INSERT INTO memberships (short_id, company_id, user_id, state, invited_at, joined_at, updated_at)
                SELECT 'benchstatsowner', c.id, u.id, 'owner', 0, 0, 0
                FROM companies c, users u WHERE c.short_id = 'benchstatsco' AND u.email = ?`,
          args: [email],
        },
        `INSERT INTO dynatags (short_id, company_id, name, created_at, updated_at)
         SELECT 'benchstatstag', id, 'Stand B12', 0, 0 FROM companies WHERE short_id = 'benchstatsco'`,
        // About 900 views a day from 300 visitors: each visitor's first view of the day is unique.
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${VIEWS - 1})
         INSERT INTO views (target_type, target_id, at, visitor_hash, is_unique)
         SELECT 'dynatag', t.id, ${first} + cast(n.i * ${step} as integer), 'visitor' || (n.i % 300),
           (n.i % 3) = 0
         FROM n, dynatags t WHERE t.short_id = 'benchstatstag'`,
        `INSERT INTO view_days (target_type, target_id, day, total, "unique")
         SELECT target_type, target_id, strftime('%Y-%m-%d', at / 1000, 'unixepoch'), count(*), sum(is_unique)
         FROM views WHERE target_type = 'dynatag'
           AND target_id = (SELECT id FROM dynatags WHERE short_id = 'benchstatstag')
         GROUP BY 1, 2, 3`,
      ],
      'write',
    );
    const [row] = (
      await database.client.execute(
        `SELECT count(*) AS days, sum(total) AS total FROM view_days WHERE target_type = 'dynatag'`,
      )
    ).rows;
    return { ms: performance.now() - started, days: Number(row.days), total: Number(row.total) };
  } finally {
    database.close();
  }
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Statistics of a dynatag with a million recorded views (issue 9: ≤ 50 ms per period query): each period of
 * GET /dynatags/{id}/statistics over HTTP with a session, one at a time, and the year as CSV.
 */
export default defineScenario({
  name: 'dynatag-statistics',
  description: `GET /dynatags/{id}/statistics of a tag with ${VIEWS.toLocaleString('en-US')} views`,
  async run(ctx) {
    const scenario = 'dynatag-statistics';
    const [account] = await ctx.createAccounts(1, 'stats');
    const now = Date.now();
    const seeded = await seedTagViews(ctx.server.dataDir, account.email, now);
    if (seeded.total !== VIEWS) throw new Error(`seeded ${seeded.total} views, not ${VIEWS}`);
    const cookie = await ctx.login(account);
    const ask = async (query: string) => {
      const res = await fetch(`${ctx.server.url}/api/v1/dynatags/benchstatstag/statistics?${query}`, {
        headers: { cookie },
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`statistics answered ${res.status}: ${text}`);
      return text;
    };
    const figures: Figure[] = [
      {
        scenario,
        metric: 'seed views + day rollups',
        value: round(seeded.ms / 1000, 1),
        unit: 's',
        note: `${VIEWS.toLocaleString('en-US')} views, ${seeded.days} days`,
      },
    ];
    const periods: [string, string][] = [
      ['month', 'period=month'],
      ['year', 'period=year'],
      ['all', 'period=all'],
      ['range (366 days)', `period=range&from=${isoDay(now - 365 * DAY_MS)}&to=${isoDay(now)}`],
      ['year as CSV', 'period=year&format=csv'],
    ];
    for (const [label, query] of periods) {
      const answer = await ask(query);
      if (!query.includes('csv') && JSON.parse(answer).data.allTime.total !== VIEWS) {
        throw new Error(`${label}: allTime is not ${VIEWS}`);
      }
      await timeRuns(3, () => ask(query));
      const times = await timeRuns(RUNS, () => ask(query));
      const p50 = round(percentile(times, 50), 2);
      const p95 = round(percentile(times, 95), 2);
      figures.push(
        {
          scenario,
          metric: `${label} p50`,
          value: p50,
          unit: 'ms',
          note: `${RUNS} runs; target ≤ ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'met' : 'MISSED'} (p95)`,
        },
        { scenario, metric: `${label} p95`, value: p95, unit: 'ms' },
      );
    }
    return figures;
  },
});
