// Real server processes on one database file, sharing a real redis-server (redis.test.ts, redis-hung.test.ts,
// webhooks/two-instances.test.ts).
import { createServer } from 'node:net';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import { RedisClient } from 'bun';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts a server on `dataDir` with REDIS_URL on `redisPort` (none: null); answers its base URL once it listens.
 * Its output is ignored unless asked for ('pipe': read it from the process in `procs`).
 */
export async function startInstance(
  procs: ReturnType<typeof Bun.spawn>[],
  dataDir: string,
  redisPort: number | null,
  stdout: 'ignore' | 'pipe' = 'ignore',
): Promise<string> {
  const port = await freePort();
  const proc = Bun.spawn(['bun', join(import.meta.dir, '../src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRET: 'one-secret-for-both-instances',
      REDIS_URL: redisPort === null ? '' : `redis://127.0.0.1:${redisPort}`,
      ALTCHA_MAX_NUMBER: '100',
    },
    stdout,
    stderr: 'inherit',
  });
  procs.push(proc);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`${base}/api/v1/general/challenge`)).ok) return base;
    } catch {
      // not listening yet
    }
    await Bun.sleep(50);
  }
  throw new Error('server did not start');
}

/**
 * The log of an instance started with stdout 'pipe', read as it is written. `mark` is where it is now; `seen`
 * waits for a line after a mark that contains `text` (what the instance did, instead of a time it took).
 */
export function watchLog(proc: ReturnType<typeof Bun.spawn>) {
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let rest = '';
    for await (const chunk of proc.stdout as ReadableStream<Uint8Array>) {
      const parts = (rest + decoder.decode(chunk, { stream: true })).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
      for (const wake of waiters) wake();
    }
  })();
  return {
    mark: () => lines.length,
    async seen(text: string, after = 0): Promise<string> {
      for (;;) {
        const found = lines.slice(after).find((line) => line.includes(text));
        if (found) return found;
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
        });
      }
    },
  };
}

export async function altcha(base: string) {
  const { data } = await (await fetch(`${base}/api/v1/general/challenge`)).json();
  const solution = await solveChallenge(data.challenge, data.salt, data.algorithm, data.maxnumber).promise;
  return btoa(JSON.stringify({ ...data, number: solution?.number }));
}

export const json = (method: string, body: unknown, cookie = '') => ({
  method,
  headers: { 'content-type': 'application/json', 'x-target-lang': 'en', cookie },
  body: JSON.stringify(body),
});

/** Waits until the redis-server on `port` answers, so the instances started next join it at once. */
export async function redisAnswers(port: number) {
  const probe = new RedisClient(`redis://127.0.0.1:${port}`);
  for (let i = 0; i < 100 && !(await probe.send('PING', []).catch(() => null)); i++) await Bun.sleep(50);
  probe.close();
}

/** Signs a new person up on the instance at `base` (201 or it throws); answers their session's cookie header. */
export async function signUp(base: string, person: { email: string; username: string; fullName: string }) {
  const res = await fetch(
    `${base}/api/v1/users`,
    json('POST', {
      ...person,
      password: 'correct horse battery',
      termsAccepted: true,
      altcha: await altcha(base),
    }),
  );
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
