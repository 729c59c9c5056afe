// wrk over many paths of one server: a Lua script hands each request the next path of the list, and reports as
// bench/wrk-report.lua does (one JSON line). Needs wrk on PATH (the page scenarios measure wrk's throughput).

import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { LoadResult } from '../load';
import { round } from './report';

export type PathsLoad = {
  /** http://host:port */
  base: string;
  paths: string[];
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  /** Where the generated script is written. */
  dir: string;
};

const REPORT = readFileSync(join(import.meta.dir, '..', 'wrk-report.lua'), 'utf8');

export async function loadPaths(o: PathsLoad): Promise<LoadResult> {
  if (!Bun.which('wrk')) throw new Error('this scenario needs wrk (apt-get install wrk)');
  const script = join(o.dir, `paths-${process.pid}-${Date.now()}.lua`);
  const list = o.paths.map((p) => JSON.stringify(p)).join(', ');
  // Each wrk thread has its own Lua state: start them at different places of the list.
  writeFileSync(
    script,
    `local paths = { ${list} }
local i = 0
setup = function(thread) thread:set("offset", math.random(#paths)) end
init = function() i = tonumber(offset) or 0 end
request = function()
  i = i + 1
  return wrk.format(nil, paths[(i % #paths) + 1])
end
${REPORT}`,
  );
  const threads = Number(process.env.BENCH_WRK_THREADS) || Math.max(1, Math.floor(cpus().length / 2));
  const cmd = ['wrk', `-t${Math.min(threads, o.connections)}`, `-c${o.connections}`, `-d${o.seconds}s`];
  for (const [k, v] of Object.entries(o.headers ?? {})) cmd.push('-H', `${k}: ${v}`);
  cmd.push('-s', script, `${o.base}${o.paths[0]}`);
  const child = Bun.spawn(cmd, { stdout: 'pipe', stderr: 'pipe' });
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (code !== 0) throw new Error(`wrk exited with ${code}: ${err || out}`);
  const line = out.split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`wrk printed no summary:\n${out}`);
  const r = JSON.parse(line.slice('BENCH_JSON '.length));
  return {
    rps: round(r.requests / (r.durationUs / 1e6), 0),
    p50: round(r.p50Us / 1000, 3),
    p99: round(r.p99Us / 1000, 3),
    errors: r.connect + r.read + r.write + r.status + r.timeout,
    requests: r.requests,
    tool: `wrk ${cmd[1]} ${cmd[2]}, ${o.paths.length} paths`,
  };
}
