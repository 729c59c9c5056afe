// bun bench/redis-instances.ts [seconds=5] [connections=50]
// Throughput of /p and GET users/me: one instance without Redis, then two instances sharing one database file
// and a real redis-server (REDIS_URL), each sent half the connections (a load balancer's share). Starts
// Debian's redis-server and the server processes on free loopback ports; kills them at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import { spawnRedisServer } from '../api/test/redis-server';
import { freePort } from './lib/server';
import { type LoadResult, load } from './load';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 50);
const root = join(import.meta.dir, '..');

const dataDir = mkdtempSync(join(tmpdir(), 'dynacard-bench-redis-'));
const redisPort = freePort();
const redis = spawnRedisServer(redisPort);
const procs: ReturnType<typeof Bun.spawn>[] = [];

async function start(withRedis: boolean) {
  const port = freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SECRET: 'bench-secret-shared',
    ALTCHA_MAX_NUMBER: '100',
    NODE_ENV: 'production',
  };
  if (withRedis) env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
  const proc = Bun.spawn(['bun', join(root, 'api/src/server.ts')], {
    env,
    stdout: 'ignore',
    stderr: 'inherit',
  });
  procs.push(proc);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`${base}/api/v1/general/challenge`)).ok) return { base, proc };
    } catch {
      // not listening yet
    }
    await Bun.sleep(50);
  }
  throw new Error('server did not start');
}

async function signup(base: string) {
  const { data } = await (await fetch(`${base}/api/v1/general/challenge`)).json();
  const solution = await solveChallenge(data.challenge, data.salt, data.algorithm, data.maxnumber).promise;
  const res = await fetch(`${base}/api/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'bench-redis@example.com',
      username: 'benchredis',
      password: 'correct horse battery',
      fullName: 'Bench Redis',
      termsAccepted: true,
      altcha: btoa(JSON.stringify({ ...data, number: solution?.number })),
    }),
  });
  if (res.status !== 201) throw new Error(`signup ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const profiles = await (await fetch(`${base}/api/v1/profiles`, { headers: { cookie } })).json();
  return { cookie, shortId: profiles.data[0].shortId as string };
}

/** Load on every base at once, the connections split between them; the sum of their rates. */
async function across(bases: string[], path: string, headers: Record<string, string>) {
  const each = Math.max(1, Math.floor(connections / bases.length));
  const results: LoadResult[] = await Promise.all(
    bases.map((base) => load({ url: base + path, headers, seconds, connections: each })),
  );
  return {
    rps: results.reduce((n, r) => n + r.rps, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((n, r) => n + r.errors, 0),
  };
}

try {
  const one = await start(false);
  const { cookie, shortId } = await signup(one.base);
  const page = `/p/${shortId}`;
  const pageHeaders = { 'accept-language': 'en', 'accept-encoding': 'br' };
  const meHeaders = { cookie };
  const rows: Record<string, unknown>[] = [];
  const check = await fetch(one.base + page, { headers: pageHeaders });
  if (check.status !== 200) throw new Error(`/p answered ${check.status}`);
  const single = {
    // Two generators here too, so both setups are loaded the same way (one wrk thread can be the limit).
    p: await across([one.base, one.base], page, pageHeaders),
    me: await across([one.base, one.base], '/api/v1/users/me', meHeaders),
  };
  one.proc.kill('SIGTERM');
  await one.proc.exited;
  const [a, b] = [await start(true), await start(true)];
  const pair = {
    p: await across([a.base, b.base], page, pageHeaders),
    me: await across([a.base, b.base], '/api/v1/users/me', meHeaders),
  };
  for (const [name, key] of [
    ['/p/{shortId}', 'p'],
    ['GET users/me', 'me'],
  ] as const) {
    rows.push({ route: name, setup: 'one instance', ...single[key] });
    rows.push({ route: name, setup: 'two + Redis', ...pair[key] });
  }
  console.log(`${seconds} s per run, ${connections} connections in all, on this machine's cores`);
  console.table(rows);
} finally {
  for (const proc of procs) proc.kill('SIGKILL');
  redis.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
