// bun bench/view-burst.ts — a code shown on television (issue 29): counted visits to one profile page as fast as
// the server answers them (≥ 10,000 a second on a quiet machine) for 10 s, from 5,000 phones in turn, and the server
// stopped during the burst, once with SIGTERM and once with `kill -9`. Every visit answered 200 before a SIGTERM
// must be in the statistics and the unique visitors exact (5,000); after a `kill -9` at most the last second's
// visits may be missing. Then, on a server started again, one visit must show in the statistics within a second.
// Prints one line per run and exits 1 when a SIGTERM lost a visit or a `kill -9` lost more than a second's.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@db/client';
import { viewDays, views } from '@db/schema';
import { and, count, eq, sum } from 'drizzle-orm';
import { pageOwnerIn } from './lib/folder';
import { BROWSER } from './lib/page-vs-bare';
import { startServer } from './lib/server';

const VISITORS = 5000;
const SECONDS = Number(process.env.BURST_SECONDS) || 10;

/** The profile's views as the rows and as the statistics (day rollups) hold them. */
async function countedOf(dataDir: string, profileId: number) {
  const database = await openDatabase({ url: `file:${join(dataDir, 'dynacard.db')}` });
  try {
    const target = and(eq(views.targetType, 'profile'), eq(views.targetId, profileId));
    const [rows] = await database.db
      .select({ n: count(), unique: sum(views.isUnique) })
      .from(views)
      .where(target);
    const [days] = await database.db
      .select({ total: sum(viewDays.total), unique: sum(viewDays.unique) })
      .from(viewDays)
      .where(and(eq(viewDays.targetType, 'profile'), eq(viewDays.targetId, profileId)));
    return {
      rows: rows.n,
      rowsUnique: Number(rows.unique ?? 0),
      total: Number(days.total ?? 0),
      unique: Number(days.unique ?? 0),
    };
  } finally {
    database.close();
  }
}

/** wrk for SECONDS against `url` with the browser's headers; the 200 answers it read. */
function burst(url: string) {
  const cmd = ['wrk', '-t1', '-c64', `-d${SECONDS}s`, '--timeout', '2s'];
  for (const [k, v] of Object.entries(BROWSER)) if (k !== 'x-forwarded-for') cmd.push('-H', `${k}: ${v}`);
  cmd.push('-s', join(import.meta.dir, 'view-burst.lua'), url);
  const child = Bun.spawn(cmd, {
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...process.env, BURST_VISITORS: String(VISITORS) },
  });
  return (async () => {
    const out = await new Response(child.stdout).text();
    await child.exited;
    const line = out.split('\n').find((l) => l.startsWith('BURST_JSON '));
    if (!line) throw new Error(`wrk printed no summary:\n${out}`);
    return JSON.parse(line.slice('BURST_JSON '.length)) as {
      ok: number;
      requests: number;
      durationUs: number;
    };
  })();
}

export type BurstRun = {
  signal: 'SIGTERM' | 'SIGKILL';
  answered: number;
  perSecond: number;
  counted: number;
  unique: number;
  missing: number;
  seenWithinMs: number;
};

/** One run: the burst, `signal` after `stopAfterMs`, the counts compared; a restart and one visit timed. */
export async function burstRun(
  signal: BurstRun['signal'],
  stopAfterMs = Number(process.env.BURST_STOP_MS) || 4000 + Math.random() * 3000,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dynacard-burst-'));
  try {
    const { pageId, profileId } = await pageOwnerIn(dataDir, {
      shortId: 'burstpage',
      username: 'burst',
      fullName: 'Tv Reklam',
      lang: 'sv',
    });
    const server = await startServer({ dataDir });
    const url = `${server.url}/p/${pageId}`;
    const started = performance.now();
    const load = burst(url);
    await Bun.sleep(stopAfterMs);
    const stoppedAt = performance.now() - started;
    process.kill(server.pid, signal);
    const result = await load;
    // A SIGTERM's shutdown writes what was counted: waited for, not cut short.
    const code = await server.exited;
    if (signal === 'SIGTERM' && code !== 0) console.log(`the server ended with ${code} after SIGTERM`);
    await server.stop({ keepData: true });
    // The statistics as they are once the server is back: a start writes what its journal holds and the database
    // lacks (a kill -9's last batches), then stops with a SIGTERM.
    const back = await startServer({ dataDir });
    await back.stop({ keepData: true });
    const after = await countedOf(dataDir, profileId);
    const perSecond = Math.round(result.ok / (stoppedAt / 1000));

    // The statistics of a visit made now, on the server started again (its page already rendered once).
    const again = await startServer({ dataDir });
    const visit = async (ip: string) => {
      const res = await fetch(`${again.url}/p/${pageId}`, { headers: { ...BROWSER, 'x-forwarded-for': ip } });
      await res.arrayBuffer();
    };
    const seenAfter = async (total: number) => {
      const opened = performance.now(); // from the answer on
      for (let i = 0; i < 300; i++) {
        if ((await countedOf(dataDir, profileId)).total > total)
          return Math.round(performance.now() - opened);
        await Bun.sleep(10);
      }
      return Number.POSITIVE_INFINITY;
    };
    await visit('10.10.0.1');
    await seenAfter(after.total);
    await visit('10.10.0.2');
    const seenWithinMs = await seenAfter(after.total + 1);
    await again.stop({ keepData: true });
    return {
      signal,
      answered: result.ok,
      perSecond,
      counted: after.total,
      unique: after.unique,
      missing: result.ok - after.total,
      seenWithinMs,
    } satisfies BurstRun;
  } finally {
    if (process.env.BURST_KEEP) console.log('kept', dataDir);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  let failed = false;
  const signals = (process.env.BURST_SIGNALS?.split(',') ?? ['SIGTERM', 'SIGKILL']) as BurstRun['signal'][];
  for (const signal of signals) {
    const run = await burstRun(signal);
    const allowed = signal === 'SIGTERM' ? 0 : run.perSecond;
    const ok =
      run.missing >= 0 &&
      run.missing <= allowed &&
      (signal === 'SIGKILL' || run.unique === Math.min(VISITORS, run.answered)) &&
      run.seenWithinMs <= 1000;
    failed ||= !ok;
    console.log(
      `${signal}: ${run.answered.toLocaleString('en-US')} visits answered (${run.perSecond.toLocaleString('en-US')}/s), ` +
        `${run.counted.toLocaleString('en-US')} counted, ${run.unique.toLocaleString('en-US')} unique of ${VISITORS.toLocaleString('en-US')} visitors, ` +
        `${run.missing.toLocaleString('en-US')} missing (allowed ${allowed.toLocaleString('en-US')}); ` +
        `a visit after a restart in the statistics within ${run.seenWithinMs} ms — ${ok ? 'ok' : 'FAILED'}`,
    );
  }
  process.exit(failed ? 1 : 0);
}
