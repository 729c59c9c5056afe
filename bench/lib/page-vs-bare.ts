// A page of ours against the same answer (bytes and headers) from a bare Bun.serve in its own process, under the
// same load in alternating runs (DESIGN §9: ≥ 90 % of the bare server's requests per second), with the CPU time
// each server spends per answer (steadier than req/s when other work shares the machine).

import { readFileSync } from 'node:fs';
import type { LoadResult } from '../load';
import { startBareServer } from './bare-server';
import { median, round } from './report';
import type { BenchContext } from './scenario';

export const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';
const TARGET_RATIO = 0.9;
const ROUNDS = 3;
const TICK_US = 10_000;

/** CPU time (user + system) of a process so far, in clock ticks (Linux /proc); `thread`: of that thread alone. */
export function cpuTicks(pid: number, thread?: number): number {
  const path = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * What a phone's browser sends when a code is scanned (issue 29: the counted path is the one measured): the page
 * types it takes, its user agent, its language and the codings it reads; and, as the bench server runs behind a
 * proxy (TRUST_PROXY=true, as in production), the phone's address as that proxy adds it.
 */
export const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent': PHONE,
  'accept-language': 'sv-SE,sv;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
  'x-forwarded-for': '83.248.12.7',
};
const COUNT_RATIO = 0.85;
const COUNT_CPU = 1.2;
const COUNT_P99 = 3;

/** The answer's bytes as they travel (no decompression by fetch). */
export const raw = (url: string, headers: Record<string, string>) =>
  fetch(url, { headers, decompress: false } as RequestInit);

/** Bytes sent for `url` in brotli, gzip and as it is. */
export async function sentBytes(url: string) {
  const sizes: Record<string, number> = {};
  for (const [coding, accept] of [
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
    ['identity', 'identity'],
  ]) {
    const res = await raw(url, { 'user-agent': PHONE, 'accept-encoding': accept });
    if (coding !== 'identity' && res.headers.get('content-encoding') !== coding)
      throw new Error(
        `${url} did not answer ${coding} when offered (${res.headers.get('content-encoding')})`,
      );
    sizes[coding] = (await res.arrayBuffer()).byteLength;
  }
  return sizes as { br: number; gzip: number; identity: number };
}

/**
 * `pageUrl` (already cached) as a phone's browser asks for it, every visit counted, against two bare Bun.serve
 * processes answering its brotli bytes: one that does nothing else (DESIGN §9: ≥ 90 %), and the counting floor,
 * which reads the URL and the four headers and keeps a record of the visit in memory (issue 29: ≥ 85 %, p99
 * within 3×, the request thread's CPU per answer within 1.2× the floor's). Alternating runs; the server's CPU is
 * read per thread: the thread that answers, and the others (the view writer's, the collector's).
 */
export async function pageVsBare(ctx: BenchContext, scenario: string, label: string, pageUrl: string) {
  const headers = BROWSER;
  const answer = await raw(pageUrl, headers);
  if (answer.headers.get('content-encoding') !== 'br') throw new Error(`${pageUrl} did not answer brotli`);
  const floor = await startBareServer(answer.clone(), ctx.server.dataDir, { counts: true });
  const bare = await startBareServer(answer, ctx.server.dataDir);
  try {
    const copy = await raw(bare.url, headers);
    const page = await raw(pageUrl, headers);
    if (!Buffer.from(await copy.arrayBuffer()).equals(Buffer.from(await page.arrayBuffer())))
      throw new Error('the bare server does not answer the page’s bytes');
    // Alternating runs, the median of each kept: a busy machine slows one run, not one side.
    const runs: Record<'page' | 'bare' | 'floor', LoadResult[]> = { page: [], bare: [], floor: [] };
    const cpuUs: Record<'page' | 'bare' | 'floor' | 'thread', number[]> = {
      page: [],
      bare: [],
      floor: [],
      thread: [],
    };
    const seconds = Math.max(3, Math.round(ctx.seconds / 2));
    const pid = ctx.server.pid;
    for (let i = 0; i < ROUNDS; i++) {
      for (const [side, url, sidePid] of [
        ['page', pageUrl, pid],
        ['floor', floor.url, floor.pid],
        ['bare', bare.url, bare.pid],
      ] as const) {
        const before = cpuTicks(sidePid);
        const threadBefore = side === 'page' ? cpuTicks(pid, pid) : 0;
        const result = await ctx.load({ url, headers, seconds, connections: ctx.connections });
        cpuUs[side].push(((cpuTicks(sidePid) - before) * TICK_US) / result.requests);
        if (side === 'page')
          cpuUs.thread.push(((cpuTicks(pid, pid) - threadBefore) * TICK_US) / result.requests);
        runs[side].push(result);
      }
    }
    const middle = (list: LoadResult[]) => list.find((r) => r.rps === median(list.map((x) => x.rps)))!;
    const ratios = runs.page.map((r, i) => r.rps / runs.bare[i].rps);
    const ratio = round(median(ratios), 2);
    const cpuRatio = round(median(cpuUs.bare.map((b, i) => b / cpuUs.page[i])), 2);
    const counted = runs.page.map((r, i) => r.rps / runs.floor[i].rps).sort((a, b) => a - b);
    const countedRatio = round(median(counted), 2);
    const threadRatio = round(median(cpuUs.thread.map((us, i) => us / cpuUs.floor[i])), 2);
    const pageP99 = median(runs.page.map((r) => r.p99));
    const floorP99 = median(runs.floor.map((r) => r.p99));
    const others = cpuUs.page.map((us, i) => us - cpuUs.thread[i]);
    const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
    return [
      ...ctx.loadFigures(scenario, `${label} (cached, br, counted)`, middle(runs.page)),
      ...ctx.loadFigures(scenario, 'counting floor (bare Bun.serve keeping the visit)', middle(runs.floor)),
      ...ctx.loadFigures(scenario, 'same answer from bare Bun.serve', middle(runs.bare)),
      {
        scenario,
        metric: 'counted page ÷ counting floor throughput',
        value: countedRatio,
        unit: '×',
        note: `target ≥ ${COUNT_RATIO}: ${met(countedRatio >= COUNT_RATIO)} (min/median/max of ${ROUNDS} alternating pairs: ${counted.map((r) => r.toFixed(2)).join(' / ')})`,
      },
      {
        scenario,
        metric: 'p99: counted page · counting floor',
        value: round(pageP99, 2),
        unit: 'ms',
        note: `floor ${round(floorP99, 2)} ms; target ≤ ${COUNT_P99}× the floor's: ${met(pageP99 <= COUNT_P99 * floorP99)}`,
      },
      {
        scenario,
        metric: 'CPU per answer: request thread · counting floor',
        value: round(median(cpuUs.thread), 2),
        unit: 'µs',
        note: `floor ${round(median(cpuUs.floor), 2)} µs; thread ÷ floor ${threadRatio}, target ≤ ${COUNT_CPU}: ${met(threadRatio <= COUNT_CPU)}; the server's other threads (view writer, collector) ${round(median(others), 2)} µs`,
      },
      {
        scenario,
        metric: 'page ÷ bare Bun.serve throughput',
        value: ratio,
        unit: '×',
        note: `target ≥ ${TARGET_RATIO}: ${met(ratio >= TARGET_RATIO)} (median of ${ROUNDS} alternating pairs: ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
      },
      {
        scenario,
        metric: 'server CPU per answer: page · bare',
        value: round(median(cpuUs.page), 2),
        unit: 'µs',
        note: `bare ${round(median(cpuUs.bare), 2)} µs; bare ÷ page ${cpuRatio}`,
      },
    ];
  } finally {
    await bare.stop();
    await floor.stop();
  }
}
