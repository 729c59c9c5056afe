// bun bench/place-breakdown.ts — the place breakdown (GET /api/v1/analytics/breakdowns/place) of the company with
// ten million views and its tag with a million (bench/lib/analytics-seed.ts: 300 cities a day over three years), for
// the dashboard's periods: the last 30 days, this calendar month, the last 365 days and this calendar year. Issue
// 29: ≤ 5 ms p50 (one request at a time) and ≤ 50 ms p99 under load (PLACES_CONNECTIONS requests at once, wrk).
// `first ms` is each server's first look at the period (nothing of it kept in memory yet: place-cache.ts).
//
//   PLACES_DATA=<folder>       start each server on a copy of a data folder seeded before, which this checkout's
//                              server migrates as it starts (an upgrade): `bun bench/place-breakdown.ts --seed
//                              <folder> [<checkout>]` seeds one with that checkout's server (about 2–4 minutes)
//   PLACES_BEFORE=<checkout>   also runs that checkout's server (an older commit, its own data folder and seed)
//                              and alternates the two request by request and load run by load run
//   PLACES_RUNS=200            requests timed one at a time per period and server
//   PLACES_SECONDS=4           seconds of each load run; PLACES_CONNECTIONS=8 its connections

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Account, accountFactory, login } from './lib/accounts';
import { seedAnalytics } from './lib/analytics-seed';
import { cpuTicks } from './lib/page-vs-bare';
import { median, percentile, round } from './lib/report';
import { type ServerHandle, startServer } from './lib/server';
import { load } from './load';

const RUNS = Number(process.env.PLACES_RUNS) || 200;
const SECONDS = Number(process.env.PLACES_SECONDS) || 4;
const CONNECTIONS = Number(process.env.PLACES_CONNECTIONS) || 8;
const P50_MS = 5;
const P99_MS = 50;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Side = { name: string; server: ServerHandle; cookie: string; dataDir?: string };

/**
 * A server of `root` (this checkout when undefined) on a fresh data folder it seeds, or on a copy of PLACES_DATA:
 * a folder seeded before (by this bench's seed, with the account places1@bench.local), which a newer checkout
 * migrates as it starts, as a running service would be upgraded.
 */
async function side(name: string, root: string | undefined, now: number): Promise<Side> {
  const seededDir = process.env.PLACES_DATA;
  let dataDir: string | undefined;
  if (seededDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'dynacard-places-'));
    cpSync(join(seededDir, 'dynacard.db'), join(dataDir, 'dynacard.db'));
  }
  const server = await startServer({ root, dataDir, timeoutMs: 600_000 });
  let account: Account = {
    email: 'places1@bench.local',
    username: 'places1',
    password: 'bench-password-123',
  };
  if (!seededDir) {
    const accounts = accountFactory(server);
    [account] = await accounts.create(1, 'places');
    accounts.close();
    const seeded = await seedAnalytics(server.dataDir, account.email, now);
    console.log(`${name}: seeded in ${round(seeded.ms / 1000, 1)} s`);
  }
  console.log(`${name}: ${root ?? 'this checkout'}, started in ${round(server.startupMs / 1000, 1)} s`);
  // The seed's connection may still hold the file a moment (its checkpoint as it closes): try again.
  for (let tries = 1; ; tries++) {
    try {
      return { name, server, cookie: await login(server, account), dataDir };
    } catch (error) {
      if (tries === 10) throw error;
      await Bun.sleep(3000);
    }
  }
}

const now = Date.now();
if (process.argv[2] === '--seed') {
  const server = await startServer({ dataDir: process.argv[3], root: process.argv[4], timeoutMs: 60_000 });
  const accounts = accountFactory(server);
  const [account] = await accounts.create(1, 'places');
  accounts.close();
  const seeded = await seedAnalytics(server.dataDir, account.email, now);
  console.log(`seeded ${process.argv[3]} in ${round(seeded.ms / 1000, 1)} s`);
  await server.stop();
  process.exit(0);
}
const today = isoDay(now);
const periods: [string, string][] = [
  ['last 30 days', `from=${isoDay(now - 29 * DAY_MS)}&to=${today}`],
  ['this month', `from=${today.slice(0, 7)}-01&to=${today}`],
  ['last 365 days', `from=${isoDay(now - 364 * DAY_MS)}&to=${today}`],
  ['this year', `from=${today.slice(0, 4)}-01-01&to=${today}`],
];
const items: [string, string][] = [
  ['company (10 M)', 'item=company&id=benchanalyticsco'],
  ['tag (1 M)', 'item=dynatag&id=benchanalyticstag'],
];

const sides: Side[] = [await side('after', undefined, now)];
if (process.env.PLACES_BEFORE) sides.unshift(await side('before', process.env.PLACES_BEFORE, now));
try {
  const urlOf = (s: Side, query: string) => `${s.server.url}/api/v1/analytics/breakdowns/place?${query}`;
  const ask = async (s: Side, query: string) => {
    const started = performance.now();
    const res = await fetch(urlOf(s, query), { headers: { cookie: s.cookie } });
    const text = await res.text();
    if (res.status !== 200)
      throw new Error(`${s.name} ${query} answered ${res.status}: ${text.slice(0, 200)}`);
    return { ms: performance.now() - started, text };
  };
  const rows: string[][] = [];
  for (const [item, itemQuery] of items) {
    for (const [period, periodQuery] of periods) {
      const query = `${itemQuery}&${periodQuery}`;
      // Both sides must answer the same. The first look of each (one at a time) is timed on its own: what is read
      // before anything of the period is kept in memory.
      const answers: { ms: number; text: string }[] = [];
      for (const s of sides) answers.push(await ask(s, query));
      const data = answers.map((a) => JSON.stringify(JSON.parse(a.text).data));
      if (data.some((d) => d !== data[0])) throw new Error(`${item} ${period}: the sides answer differently`);
      const times = new Map<Side, number[]>(sides.map((s) => [s, []]));
      for (let i = 0; i < 20; i++) for (const s of sides) await ask(s, query);
      for (let i = 0; i < RUNS; i++) for (const s of sides) times.get(s)!.push((await ask(s, query)).ms);
      const loaded = new Map<
        Side,
        { p50: number[]; p99: number[]; rps: number[]; cpu: number[]; errors: number }
      >(sides.map((s) => [s, { p50: [], p99: [], rps: [], cpu: [], errors: 0 }]));
      for (let round = 0; round < 3; round++) {
        for (const s of sides) {
          // The request thread's CPU per answer (the server's main thread): what the load costs it, whatever share
          // of the machine it got.
          const ticks = cpuTicks(s.server.pid, s.server.pid);
          const r = await load({
            url: urlOf(s, query),
            headers: { cookie: s.cookie },
            seconds: SECONDS,
            connections: CONNECTIONS,
          });
          const l = loaded.get(s)!;
          l.p50.push(r.p50);
          l.p99.push(r.p99);
          l.rps.push(r.rps);
          l.cpu.push(((cpuTicks(s.server.pid, s.server.pid) - ticks) * 10_000) / Math.max(1, r.requests));
          l.errors += r.errors;
        }
      }
      for (const s of sides) {
        const t = times.get(s)!;
        const l = loaded.get(s)!;
        const p50 = median(t);
        const p99 = median(l.p99);
        rows.push([
          s.name,
          item,
          period,
          round(answers[sides.indexOf(s)].ms, 1).toFixed(1),
          round(p50, 2).toFixed(2),
          round(percentile(t, 99), 2).toFixed(2),
          round(median(l.p50), 2).toFixed(2),
          round(p99, 2).toFixed(2),
          String(median(l.rps)),
          String(Math.round(median(l.cpu))),
          String(l.errors),
          p50 <= P50_MS && p99 <= P99_MS ? 'met' : 'MISSED',
        ]);
      }
    }
  }
  const head = [
    'side',
    'item',
    'period',
    'first ms',
    'p50 ms',
    'p99 ms',
    `load p50`,
    `load p99`,
    'load req/s',
    'cpu µs/answer',
    'errors',
    'target',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  console.log(
    `\nplace breakdown, ${RUNS} requests one at a time (p50, p99) and 3 load runs of ${SECONDS} s at ${CONNECTIONS} connections (medians); target p50 ≤ ${P50_MS} ms, load p99 ≤ ${P99_MS} ms`,
  );
  for (const row of [head, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
} finally {
  for (const s of sides) {
    await s.server.stop();
    if (s.dataDir) rmSync(s.dataDir, { recursive: true, force: true });
  }
}
