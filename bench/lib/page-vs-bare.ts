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

/** CPU time (user + system) of a process so far, in clock ticks (Linux /proc). */
export function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

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

/** `pageUrl` (already cached) against a bare server of its brotli answer: the figures of both and the ratios. */
export async function pageVsBare(ctx: BenchContext, scenario: string, label: string, pageUrl: string) {
  const headers = { 'user-agent': PHONE, 'accept-encoding': 'gzip, deflate, br' };
  const answer = await raw(pageUrl, headers);
  if (answer.headers.get('content-encoding') !== 'br') throw new Error(`${pageUrl} did not answer brotli`);
  const reads = await startBareServer(answer.clone(), ctx.server.dataDir, { reads: true });
  const bare = await startBareServer(answer, ctx.server.dataDir);
  try {
    const copy = await raw(bare.url, headers);
    const page = await raw(pageUrl, headers);
    if (!Buffer.from(await copy.arrayBuffer()).equals(Buffer.from(await page.arrayBuffer())))
      throw new Error('the bare server does not answer the page’s bytes');
    // Alternating runs, the median of each kept: a busy machine slows one run, not one side.
    const runs: Record<'page' | 'bare' | 'reads', LoadResult[]> = { page: [], bare: [], reads: [] };
    const cpuUs: Record<'page' | 'bare' | 'reads', number[]> = { page: [], bare: [], reads: [] };
    const seconds = Math.max(3, Math.round(ctx.seconds / 2));
    for (let i = 0; i < ROUNDS; i++) {
      for (const [side, url, pid] of [
        ['page', pageUrl, ctx.server.pid],
        ['bare', bare.url, bare.pid],
        ['reads', reads.url, reads.pid],
      ] as const) {
        const before = cpuTicks(pid);
        const result = await ctx.load({ url, headers, seconds, connections: ctx.connections });
        cpuUs[side].push(((cpuTicks(pid) - before) * TICK_US) / result.requests);
        runs[side].push(result);
      }
    }
    const middle = (list: LoadResult[]) => list.find((r) => r.rps === median(list.map((x) => x.rps)))!;
    const ratios = runs.page.map((r, i) => r.rps / runs.bare[i].rps);
    const ratio = round(median(ratios), 2);
    const cpuRatio = round(median(cpuUs.bare.map((b, i) => b / cpuUs.page[i])), 2);
    return [
      ...ctx.loadFigures(scenario, `${label} (cached, br)`, middle(runs.page)),
      ...ctx.loadFigures(scenario, 'same answer from bare Bun.serve', middle(runs.bare)),
      {
        scenario,
        metric: 'page ÷ bare Bun.serve throughput',
        value: ratio,
        unit: '×',
        note: `target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'} (median of ${ROUNDS} alternating pairs: ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
      },
      {
        scenario,
        metric: 'server CPU per answer: page · bare',
        value: round(median(cpuUs.page), 2),
        unit: 'µs',
        note: `bare ${round(median(cpuUs.bare), 2)} µs; bare ÷ page ${cpuRatio}`,
      },
      {
        scenario,
        metric: 'bare reading URL + 4 headers ÷ bare',
        value: round(median(runs.reads.map((r, i) => r.rps / runs.bare[i].rps)), 2),
        unit: '×',
        note: `the floor of a negotiated answer under Bun: CPU ${round(median(cpuUs.reads), 2)} µs per answer; page ÷ it ${round(median(runs.page.map((r, i) => r.rps / runs.reads[i].rps)), 2)}`,
      },
    ];
  } finally {
    await bare.stop();
    await reads.stop();
  }
}
