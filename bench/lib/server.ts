import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dir, '..', '..');
export const BENCH_SECRET = 'bench-secret-not-for-production';

/** Variables of the outer shell that would point the server at real services; the bench stays local. */
const OUTSIDE = [
  'DATABASE_URL',
  'DATABASE_AUTH_TOKEN',
  'DATABASE_SYNC_URL',
  'SMTP_URL',
  'REDIS_URL',
  'PUBLIC_URL',
  'S3_BUCKET',
];

export type ServerHandle = {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** From spawn to the first successful answer of GET /api/v1/general/challenge. */
  startupMs: number;
  /** Resident memory of the server process now, and its peak so far (kB, from /proc). */
  memory: () => { rssKb: number; peakKb: number };
  /** The process's exit code, once it ended (on its own, or stopped). */
  exited: Promise<number>;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

/** Servers still running, so an interrupted bench (Ctrl-C) does not leave them behind. */
const running = new Set<{ kill: (signal?: number | NodeJS.Signals) => void }>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(130);
  });
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * Starts `bun api/src/server.ts` as a child on a free loopback port with its own data folder
 * (a fresh temp folder unless `dataDir` is given) and waits until it answers. `root` runs another
 * checkout's server instead (an older commit, to compare in one run); BENCH_ROOT=<checkout> sets it for a whole
 * `bun run bench` (the scenarios stay this checkout's, the server is that one's, its site built there).
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; timeoutMs?: number; root?: string } = {},
): Promise<ServerHandle> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'dynacard-bench-'));
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !OUTSIDE.includes(k)) env[k] = v;
  Object.assign(env, {
    DATA_DIR: dataDir,
    SECRET: BENCH_SECRET,
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    NODE_ENV: 'production',
    ...options.env,
  });
  const log = Bun.file(join(dataDir, `server-${port}.log`));
  const started = performance.now();
  // BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-md --cpu-prof-dir=/tmp/prof": Bun's flags for the server (a profile on exit).
  const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = Bun.spawn(['bun', ...flags, 'api/src/server.ts'], {
    cwd: options.root ?? process.env.BENCH_ROOT ?? ROOT,
    env,
    stdout: log,
    stderr: log,
  });
  running.add(child);

  const deadline = started + (options.timeoutMs ?? 20_000);
  let startupMs = Number.NaN;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/api/v1/general/challenge`);
      if (res.ok) {
        startupMs = performance.now() - started;
        await res.arrayBuffer();
        break;
      }
    } catch {
      // not listening yet
    }
    await Bun.sleep(5);
  }
  if (Number.isNaN(startupMs)) {
    child.kill();
    running.delete(child);
    const output = await log.text().catch(() => '');
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`server did not start (exit ${child.exitCode}):\n${output}`);
  }

  return {
    url,
    port,
    pid: child.pid,
    dataDir,
    startupMs,
    memory: () => ({ rssKb: procStatus(child.pid, 'VmRSS'), peakKb: procStatus(child.pid, 'VmHWM') }),
    exited: child.exited,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await child.exited;
      clearTimeout(timer);
      running.delete(child);
      if (!keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
