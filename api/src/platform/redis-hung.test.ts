// A redis-server frozen with SIGSTOP keeps its connections open and answers nothing: the instances must neither
// wait for it (every call answers within 1 s) nor keep a page an edit on another instance made stale.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { altcha, freePort, json, redisAnswers, signUp, startInstance } from '../../test/redis-instances';
import { spawnRedisServer } from '../../test/redis-server';

const dataDir = mkdtempSync(join(tmpdir(), 'dynacard-redis-hung-'));
const redisPort = await freePort();
const redis = spawnRedisServer(redisPort);
const procs: ReturnType<typeof Bun.spawn>[] = [];

let A = '';
let B = '';
let cookie = '';
let shortId = '';
beforeAll(async () => {
  // Redis answers before the instances start, so they join it at once.
  await redisAnswers(redisPort);
  // The first instance migrates the database; the second finds it done.
  A = await startInstance(procs, dataDir, redisPort);
  B = await startInstance(procs, dataDir, redisPort);
  cookie = await signUp(A, { email: 'hung@example.com', username: 'hunguser', fullName: 'Before Freeze' });
  shortId = (await (await fetch(`${A}/api/v1/profiles`, { headers: { cookie } })).json()).data[0].shortId;
}, 60_000);
afterAll(() => {
  redis.kill('SIGCONT');
  redis.kill('SIGKILL');
  for (const proc of procs) proc.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Milliseconds `call` took; a call still waiting after 5 s is given up (and reported as 5000+). */
async function timed(call: (signal: AbortSignal) => Promise<unknown>) {
  const start = performance.now();
  await call(AbortSignal.timeout(5000)).catch((error) => {
    if (error?.name !== 'TimeoutError') throw error;
  });
  return Math.round(performance.now() - start);
}

/** Milliseconds until B's page (cached there first) shows a name edited through A; gives up after 5 s. */
async function staleOnB(name: string) {
  const page = () => fetch(`${B}/p/${shortId}`, { headers: { 'accept-language': 'en' } });
  await page();
  await page();
  const edit = await fetch(`${A}/api/v1/profiles/${shortId}`, json('PATCH', { fullName: name }, cookie));
  expect(edit.status).toBe(200);
  const edited = performance.now();
  while (performance.now() - edited < 5000) {
    if ((await (await page()).text()).includes(name)) return Math.round(performance.now() - edited);
    await Bun.sleep(20);
  }
  return 5000;
}

describe('a Redis that hangs', () => {
  test('is waited for no longer than its deadline, and B keeps no page an edit on A made stale', async () => {
    // Both instances' page caches hold the profile.
    expect(await staleOnB('Shared Name')).toBeLessThan(1000);
    // Each call once with Redis answering, then once frozen: what the hang adds is the difference (on a loaded
    // machine the password hash alone can take most of a second).
    const calls = {
      login: (signal: AbortSignal) =>
        fetch(`${B}/api/v1/auth/login`, {
          ...json('POST', { login: 'hunguser', password: 'wrong one!' }),
          signal,
        }).then((res) => expect(res.status).toBe(401)),
      contact: async (signal: AbortSignal, proof: string) =>
        fetch(`${A}/api/v1/profiles/${shortId}/leads`, {
          ...json('POST', { fullName: 'Frozen Visitor', email: 'frozen@example.com', altcha: proof }),
          signal,
        }).then((res) => expect(res.status).toBeLessThan(300)),
      stream: async (signal: AbortSignal) => {
        const res = await fetch(`${B}/sse/connect`, { headers: { cookie }, signal });
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        await reader.read(); // connected
        await reader.cancel();
      },
    };
    const proofs = [await altcha(A), await altcha(A)];
    const healthy = {
      login: await timed(calls.login),
      contact: await timed((signal) => calls.contact(signal, proofs[0])),
      stream: await timed(calls.stream),
    };
    redis.kill('SIGSTOP');
    try {
      const frozen = {
        login: await timed(calls.login),
        contact: await timed((signal) => calls.contact(signal, proofs[1])),
        stream: await timed(calls.stream),
      };
      const stale = await staleOnB('While Frozen');
      const report = (name: keyof typeof frozen) =>
        `${name} ${frozen[name]} ms (answering: ${healthy[name]} ms)`;
      console.log(
        `Redis frozen (SIGSTOP): ${report('login')}, ${report('contact')}, ${report('stream')}; B's /p fresh ${stale} ms after an edit on A`,
      );
      for (const name of ['login', 'contact', 'stream'] as const)
        expect({ name, added: frozen[name] - healthy[name] < 1000 }).toEqual({ name, added: true });
      expect(stale).toBeLessThan(1500);
    } finally {
      redis.kill('SIGCONT');
    }
    // Resumed: the instances use Redis again, and an edit on A reaches B's cache through it.
    const resumed = await staleOnB('After Thaw');
    console.log(`Redis resumed: B's /p fresh ${resumed} ms after an edit on A`);
    expect(resumed).toBeLessThan(1000);
  }, 60_000);
});
