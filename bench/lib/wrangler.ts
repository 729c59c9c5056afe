// The Cloudflare worker for real in benches: Node 22 and wrangler installed on demand into .cache/edge
// (git-ignored, not in package.json) and `wrangler dev` (workerd) started on a free port in front of an origin.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from './server';

const CACHE = join(ROOT, '.cache', 'edge');
/** Pinned: its workerd supports compatibility dates up to 2026-05-03 (wrangler.toml's is overridden below). */
export const WRANGLER = 'wrangler@4.86.0';
export const COMPATIBILITY_DATE = '2026-05-01';
const NODE_PACKAGE = `node-${platform()}-${arch()}`;
export const NODE = join(CACHE, 'node_modules', NODE_PACKAGE, 'bin', 'node');
export const WRANGLER_JS = join(CACHE, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

/** Node 22 and wrangler into .cache/edge (the node package's platform binary: npm runs no install scripts here). */
export async function ensureTools() {
  if (existsSync(NODE) && existsSync(WRANGLER_JS)) return 0;
  const started = performance.now();
  const npm = Bun.spawn(
    ['npm', 'install', '--prefix', CACHE, '--no-audit', '--no-fund', `${NODE_PACKAGE}@22`, WRANGLER],
    { stdout: 'inherit', stderr: 'inherit' },
  );
  if ((await npm.exited) !== 0) throw new Error('npm install of node 22 and wrangler failed');
  return performance.now() - started;
}

export const wranglerEnv = () => ({
  ...process.env,
  PATH: `${join(CACHE, 'node_modules', NODE_PACKAGE, 'bin')}:${process.env.PATH}`,
  WRANGLER_SEND_METRICS: 'false',
});

/**
 * `wrangler dev` on a free port with ORIGIN_URL set; resolves once it answers. `root`: another checkout's worker;
 * `vars`: more of the worker's variables (worker.ts Env).
 */
export async function wranglerDev(originUrl: string, root = ROOT, vars: Record<string, string> = {}) {
  const port = freePort();
  const state = mkdtempSync(join(tmpdir(), 'dynacard-edge-'));
  const log = join(state, 'wrangler.log');
  const child = Bun.spawn(
    [
      NODE,
      WRANGLER_JS,
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--var',
      `ORIGIN_URL:${originUrl}`,
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
    ],
    { cwd: root, env: wranglerEnv(), stdout: Bun.file(log), stderr: Bun.file(log) },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 90_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${url}/favicon.svg`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      const stop = async () => {
        child.kill('SIGTERM');
        await child.exited;
        rmSync(state, { recursive: true, force: true });
      };
      return { url, stop, log: () => readFileSync(log, 'utf8') };
    }
    await Bun.sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`wrangler dev did not start:\n${readFileSync(log, 'utf8')}`);
}

/** Time to the first byte of the body (headers and the first chunk), and the answer. */
export async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const reader = res.body!.getReader();
  const first = await reader.read();
  const ttfb = performance.now() - started;
  const chunks = [first.value ?? new Uint8Array()];
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return { ttfb, res, text: Buffer.concat(chunks).toString('utf8') };
}
