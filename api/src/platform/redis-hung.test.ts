// A redis-server frozen with SIGSTOP keeps its connections open and answers nothing: the instances must neither
// wait for it (each call is answered, in-process, once the deadline has marked Redis down) nor keep a page an
// edit on another instance made stale. What is checked is what the instances did — the answers, their log's
// fallback lines, the page — not how many milliseconds it took on this machine.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  altcha,
  freePort,
  json,
  redisAnswers,
  signUp,
  startInstance,
  watchLog,
} from '../../test/redis-instances';
import { spawnRedisServer } from '../../test/redis-server';

const dataDir = mkdtempSync(join(tmpdir(), 'dynacard-redis-hung-'));
const redisPort = await freePort();
const redis = spawnRedisServer(redisPort);
const procs: ReturnType<typeof Bun.spawn>[] = [];

let A = '';
let B = '';
let logA: ReturnType<typeof watchLog>;
let logB: ReturnType<typeof watchLog>;
let cookie = '';
let shortId = '';
beforeAll(async () => {
  // Redis answers before the instances start, so they join it at once.
  await redisAnswers(redisPort);
  // The first instance migrates the database; the second finds it done.
  A = await startInstance(procs, dataDir, redisPort, 'pipe');
  logA = watchLog(procs[0]!);
  B = await startInstance(procs, dataDir, redisPort, 'pipe');
  logB = watchLog(procs[1]!);
  await Promise.all([logA.seen('redis joined'), logB.seen('redis joined')]);
  cookie = await signUp(A, { email: 'hung@example.com', username: 'hunguser', fullName: 'Before Freeze' });
  shortId = (await (await fetch(`${A}/api/v1/profiles`, { headers: { cookie } })).json()).data[0].shortId;
}, 60_000);
afterAll(() => {
  redis.kill('SIGCONT');
  redis.kill('SIGKILL');
  for (const proc of procs) proc.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** B's page, cached there first, shows a name edited through A: asked again until it does. */
async function showsOnB(name: string) {
  const page = async () =>
    (await fetch(`${B}/p/${shortId}`, { headers: { 'accept-language': 'en' } })).text();
  await page();
  await page();
  const edit = await fetch(`${A}/api/v1/profiles/${shortId}`, json('PATCH', { fullName: name }, cookie));
  expect(edit.status).toBe(200);
  while (!(await page()).includes(name)) await Bun.sleep(20);
}

const NOT_ANSWERING = 'redis not answering; running in-process until it does';

describe('a Redis that hangs', () => {
  test('is waited for only until its deadline, and B keeps no page an edit on A made stale', async () => {
    // Both instances' page caches hold the profile, and an edit reaches B through Redis.
    await showsOnB('Shared Name');
    const proofs = [await altcha(A), await altcha(A)];
    const calls = {
      login: async () => {
        const res = await fetch(
          `${B}/api/v1/auth/login`,
          json('POST', { login: 'hunguser', password: 'wrong one!' }),
        );
        return res.status;
      },
      contact: async (proof: string) => {
        const res = await fetch(
          `${A}/api/v1/profiles/${shortId}/leads`,
          json('POST', { fullName: 'Frozen Visitor', email: 'frozen@example.com', altcha: proof }),
        );
        return res.status;
      },
      stream: async () => {
        const res = await fetch(`${B}/sse/connect`, { headers: { cookie } });
        const first = new TextDecoder().decode((await res.body!.getReader().read()).value);
        await res.body?.cancel().catch(() => {});
        return [res.status, first.includes(': connected')];
      },
    };
    const healthy = [await calls.login(), await calls.contact(proofs[0]!), await calls.stream()];
    expect(healthy).toEqual([401, 201, [200, true]]);

    const [fromA, fromB] = [logA.mark(), logB.mark()];
    redis.kill('SIGSTOP');
    try {
      // Asked at once, while the instances may still take Redis for answering: each call is answered all the
      // same (a call that waited for Redis would never be), and both instances say they run in-process.
      const frozen = [await calls.login(), await calls.contact(proofs[1]!), await calls.stream()];
      expect(frozen).toEqual(healthy);
      const fallbacks = await Promise.all([
        logA.seen(`${NOT_ANSWERING} connection="commands"`, fromA),
        logB.seen(`${NOT_ANSWERING} connection="commands"`, fromB),
        logB.seen(`${NOT_ANSWERING} connection="subscription"`, fromB),
        logB.seen('redis subscription lost; no page is cached until it is back', fromB),
      ]);
      expect(fallbacks).toHaveLength(4);
      // B hears nothing from A now, and keeps no page meanwhile: A's edit shows on B.
      await showsOnB('While Frozen');
    } finally {
      redis.kill('SIGCONT');
    }
    // Resumed: the instances use Redis again, and an edit on A reaches B's cache through it.
    const [againA, againB] = [logA.mark(), logB.mark()];
    await Promise.all([
      logA.seen('redis answers again', againA),
      logB.seen('redis subscription back; dropped every cached page', againB),
    ]);
    await showsOnB('After Thaw');
  }, 60_000);
});
