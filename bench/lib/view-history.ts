// The database a busy service counts on (issue 29): ten million views already in the table (BENCH_VIEWS sets
// another number), spread over three years among 3,000 profiles, tags and cards with visitor hashes, places,
// devices and sources, so a counted page writes into indexes of that depth; and on every company an enabled
// webhook endpoint taking the view events, so the writer does a digest's work with each batch as it does for a
// customer with an integration. Made once per bench server, by SQL in chunks (about a minute for ten million).
import { join } from 'node:path';
import { openDatabase } from '@db/client';
import { companies, webhookEndpoints } from '@db/schema';
import { notInArray } from 'drizzle-orm';
import type { ServerHandle } from './server';

const YEARS_MS = 3 * 365 * 86_400_000;
/** Rows per statement: short enough that the server's own writes (its jobs) never wait out their busy timeout. */
const CHUNK = 100_000;
const made = new Set<string>();

/** Seeds the history (once per server) and answers how many views the table holds. */
export async function withViewHistory(
  server: ServerHandle,
  total = Number(process.env.BENCH_VIEWS ?? 10_000_000),
): Promise<number> {
  const database = await openDatabase({ url: `file:${join(server.dataDir, 'dynacard.db')}` });
  try {
    const { client } = database;
    // The running server writes too (its jobs, its view writer): wait for its lock rather than fail at 5 s.
    await client.execute('pragma busy_timeout = 60000');
    if (!made.has(server.dataDir)) {
      made.add(server.dataDir);
      const end = Date.now() - 86_400_000;
      const step = Math.max(1, Math.floor(YEARS_MS / Math.max(total, 1)));
      for (let from = 0; from < total; from += CHUNK) {
        const to = Math.min(total, from + CHUNK) - 1;
        await client.execute({
          sql: `with recursive n(i) as (select ? union all select i + 1 from n where i < ?)
            insert into views (target_type, target_id, at, visitor_hash, is_unique, country, city, latitude,
              longitude, device, os, browser, source, referrer, utm_source, utm_medium, utm_campaign, company_id)
            select case i % 3 when 0 then 'profile' when 1 then 'dynatag' else 'card' end,
              1 + (i * 7919) % 3000, ? - (? - i) * ?, hex(randomblob(12)), i % 4 = 0,
              case i % 5 when 4 then 'FI' else 'SE' end, 'City ' || (i % 300), 55 + (i % 1300) / 100.0,
              5 + (i % 2500) / 100.0, case i % 10 when 9 then 'desktop' else 'mobile' end,
              case i % 3 when 0 then 'Android' else 'iOS' end, case i % 3 when 0 then 'Chrome' else 'Mobile Safari' end,
              case i % 4 when 0 then 'nfc' else 'qr' end, null, null, null, null,
              case when i % 3 = 0 then null else 1 + i % 50 end
            from n`,
          args: [from, to, end, total, step],
        });
      }
    }
    const [count] = (await client.execute('select max(id) as n from views')).rows;
    // Webhooks on: every company (new ones too, on the next call) takes the view events at an address that
    // never answers in time; its deliveries wait for their minute and are retried later, after the runs.
    const { db } = database;
    const hooked = await db.select({ companyId: webhookEndpoints.companyId }).from(webhookEndpoints);
    const ids = hooked.map((h) => h.companyId);
    const open = await db
      .select({ id: companies.id })
      .from(companies)
      .where(ids.length ? notInArray(companies.id, ids) : undefined);
    const now = Date.now();
    if (open.length) {
      await db.insert(webhookEndpoints).values(
        open.map(({ id }) => ({
          shortId: `benchhook${id}`,
          companyId: id,
          url: 'https://hooks.bench.invalid/views',
          events: ['card.scanned' as const, 'profile.viewed' as const, 'dynatag.viewed' as const],
          secret: 'bench-not-a-real-secret',
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    return Number(count.n ?? 0);
  } finally {
    database.close();
  }
}
