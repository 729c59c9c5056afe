// The load generator of `bun run bench`: wrk when it is installed, else N keep-alive fetch loops in a
// separate Bun process (so the generator never shares an event loop with the code that measures).
// Run directly as a worker: bun bench/load.ts '{"url":"…","seconds":5,"connections":50}'

import { cpus } from 'node:os';
import { join } from 'node:path';
import { percentile, round } from './lib/report';

export type LoadTool = 'wrk' | 'bun';
export type LoadOptions = {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  /** Defaults to BENCH_LOAD_TOOL, else wrk if it is on PATH, else bun. */
  tool?: LoadTool;
};
/** Requests per second, latency percentiles in ms, and failed requests (network errors and status ≥ 400). */
export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  tool: string;
};

export function pickTool(tool?: LoadTool): LoadTool {
  const wanted = tool ?? (process.env.BENCH_LOAD_TOOL as LoadTool | undefined);
  if (wanted === 'wrk' || wanted === 'bun') return wanted;
  return Bun.which('wrk') ? 'wrk' : 'bun';
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  return pickTool(options.tool) === 'wrk' ? loadWithWrk(options) : loadWithBun(options);
}

async function run(cmd: string[]): Promise<string> {
  const child = Bun.spawn(cmd, { stdout: 'pipe', stderr: 'pipe' });
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (code !== 0) throw new Error(`${cmd[0]} exited with ${code}: ${err || out}`);
  return out;
}

async function loadWithWrk(o: LoadOptions): Promise<LoadResult> {
  const threads = Number(process.env.BENCH_WRK_THREADS) || Math.max(1, Math.floor(cpus().length / 2));
  const cmd = ['wrk', `-t${Math.min(threads, o.connections)}`, `-c${o.connections}`, `-d${o.seconds}s`];
  for (const [k, v] of Object.entries(o.headers ?? {})) cmd.push('-H', `${k}: ${v}`);
  cmd.push('-s', join(import.meta.dir, 'wrk-report.lua'), o.url);
  const out = await run(cmd);
  const line = out.split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`wrk printed no summary:\n${out}`);
  const r = JSON.parse(line.slice('BENCH_JSON '.length));
  return {
    rps: round(r.requests / (r.durationUs / 1e6), 0),
    p50: round(r.p50Us / 1000, 3),
    p99: round(r.p99Us / 1000, 3),
    errors: r.connect + r.read + r.write + r.status + r.timeout,
    requests: r.requests,
    tool: `wrk ${cmd[1]} ${cmd[2]}`,
  };
}

async function loadWithBun(o: LoadOptions): Promise<LoadResult> {
  const out = await run(['bun', join(import.meta.dir, 'load.ts'), JSON.stringify(o)]);
  return JSON.parse(out.trim().split('\n').pop()!) as LoadResult;
}

/** The worker: `connections` loops, each awaiting its previous answer, over keep-alive connections. */
async function generate(o: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + o.seconds * 1000;
  async function loop() {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        const res = await fetch(o.url, { headers: o.headers, keepalive: true });
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: o.connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  return {
    rps: round(latencies.length / elapsed, 0),
    p50: round(percentile(latencies, 50), 3),
    p99: round(percentile(latencies, 99), 3),
    errors,
    requests: latencies.length,
    tool: `bun fetch -c${o.connections}`,
  };
}

if (import.meta.main) {
  const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
  if (!options.url) {
    console.error('usage: bun bench/load.ts \'{"url":"http://…","seconds":10,"connections":50}\'');
    process.exit(2);
  }
  console.log(JSON.stringify(await generate(options)));
}
