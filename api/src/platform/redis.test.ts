// Two real server processes on one database file and one real redis-server (Debian's; .ci/run installs it).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { RedisClient } from 'bun';
import { altcha, freePort, json, signUp, startInstance as startInstance_ } from '../../test/redis-instances';
import { spawnRedisServer } from '../../test/redis-server';
import { memoryLogger } from './log';
import { createRateLimiter, RATE_RULES } from './rate-limit';
import { connectRedis } from './redis';
import { redisStreamSlots } from './stream-slots';

const dataDir = mkdtempSync(join(tmpdir(), 'dynacard-redis-'));
const redisPort = await freePort();
const startRedis = () => spawnRedisServer(redisPort);
let redis = startRedis();
const procs: ReturnType<typeof Bun.spawn>[] = [];

const startInstance = (port = redisPort) => startInstance_(procs, dataDir, port);

let A = '';
let B = '';
beforeAll(async () => {
  // The first instance migrates the database; the second finds it done.
  A = await startInstance();
  B = await startInstance();
}, 60_000);
const laterRedis: ReturnType<typeof startRedis>[] = [];
afterAll(() => {
  for (const proc of procs) proc.kill('SIGKILL');
  redis.kill('SIGKILL');
  for (const server of laterRedis) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

let cookie = '';
let shortId = '';

/** B's page (cached there first) shows a name edited through A within 1 s. */
async function showsOnB(name: string) {
  const page = () => fetch(`${B}/p/${shortId}`, { headers: { 'accept-language': 'en' } });
  await page();
  await page();
  const edit = await fetch(`${A}/api/v1/profiles/${shortId}`, json('PATCH', { fullName: name }, cookie));
  expect(edit.status).toBe(200);
  const edited = performance.now();
  let html = '';
  while (performance.now() - edited < 1000 && !html.includes(name)) {
    html = await (await page()).text();
    await Bun.sleep(20);
  }
  expect(html.includes(name)).toBe(true);
}

describe('two instances sharing Redis', () => {
  test('a session made on A is valid on B', async () => {
    cookie = await signUp(A, { email: 'redis@example.com', username: 'redisuser', fullName: 'Before Edit' });
    const me = await fetch(`${B}/api/v1/users/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).data.username).toBe('redisuser');
  });

  test('the rate limit counts the attempts on both instances together', async () => {
    const { limit } = RATE_RULES.passwordForgot.ip;
    // Each attempt counts against the address before its (missing) human check is refused.
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const base = i % 2 ? B : A;
      const res = await fetch(
        `${base}/api/v1/auth/password/forgot`,
        json('POST', { email: 'x@example.com', altcha: 'not-solved' }),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit)).not.toContain(429);
    // Neither instance alone saw more than the limit: only a shared count refuses the last one.
    expect(statuses[limit]).toBe(429);
  });

  test('a live event raised on A reaches a stream on B', async () => {
    const profiles = await (await fetch(`${A}/api/v1/profiles`, { headers: { cookie } })).json();
    shortId = profiles.data[0].shortId;
    /** A stream on `base`: `next()` waits for the next lead event and tells when it arrived. */
    const open = async (base: string) => {
      const stream = await fetch(`${base}/sse/connect`, { headers: { cookie } });
      expect(stream.status).toBe(200);
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      await reader.read(); // connected
      let text = '';
      return {
        async next() {
          while (!text.includes('refetch-leads')) text += (await reader.read()).value ?? '';
          text = text.slice(text.indexOf('refetch-leads') + 1);
          return performance.now();
        },
        close: () => reader.cancel(),
      };
    };
    // A stream on A as well: B's time less A's is what the trip through Redis adds.
    const [onA, onB] = [await open(A), await open(B)];
    const local: number[] = [];
    const remote: number[] = [];
    const added: number[] = [];
    for (let i = 0; i < 20; i++) {
      const body = { fullName: `Visitor ${i}`, email: `v${i}@example.com`, altcha: await altcha(A) };
      const sent = performance.now();
      const [res, atA, atB] = await Promise.all([
        fetch(`${A}/api/v1/profiles/${shortId}/leads`, json('POST', body)),
        onA.next(),
        onB.next(),
      ]);
      expect(res.status).toBeLessThan(300);
      local.push(atA - sent);
      remote.push(atB - sent);
      added.push(atB - atA);
    }
    await Promise.all([onA.close(), onB.close()]);
    const median = (list: number[]) => list.sort((a, b) => a - b)[list.length >> 1].toFixed(1);
    console.log(
      `live event raised on A (a lead posted), median of 20: stream on A ${median(local)} ms, stream on B ${median(remote)} ms, B later than A by ${median(added)} ms`,
    );
  }, 60_000);

  test('a profile edited through A shows on B within 1 s, though B had it cached', async () => {
    const page = () => fetch(`${B}/p/${shortId}`, { headers: { 'accept-language': 'en' } });
    const first = await page();
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(await first.text()).toContain('Before Edit');
    // Cached on B: the same answer again.
    expect((await page()).headers.get('etag')).toBe(etag);
    const edit = await fetch(
      `${A}/api/v1/profiles/${shortId}`,
      json('PATCH', { fullName: 'After Edit' }, cookie),
    );
    expect(edit.status).toBe(200);
    const edited = performance.now();
    let html = '';
    while (performance.now() - edited < 1000) {
      html = await (await page()).text();
      if (html.includes('After Edit')) break;
      await Bun.sleep(20);
    }
    // Booleans: a failure would print the whole page.
    expect(html.includes('After Edit')).toBe(true);
    expect(html.includes('Before Edit')).toBe(false);
  });

  test('the live-stream caps count the streams on both instances together', async () => {
    const aborts: AbortController[] = [];
    const open = async (base: string) => {
      const abort = new AbortController();
      const res = await fetch(`${base}/sse/connect`, { headers: { cookie }, signal: abort.signal });
      if (res.status === 200) {
        aborts.push(abort);
        await res.body!.getReader().read(); // connected
      }
      return { status: res.status, body: res.status === 200 ? null : await res.json(), abort };
    };
    try {
      // One session: its cap is LIMITS.liveStreamsPerSession (5), reached with 3 streams on A and 2 on B.
      const held = [await open(A), await open(A), await open(A), await open(B), await open(B)];
      expect(held.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
      const refusedA = await open(A);
      expect(refusedA.status).toBe(429);
      expect(refusedA.body).toMatchObject({ success: false, statusCode: 429 });
      expect((await open(B)).status).toBe(429);
      // A stream closed on B frees its slot for A.
      held[3].abort.abort();
      let again = 429;
      for (let i = 0; i < 50 && again === 429; i++) {
        await Bun.sleep(40);
        again = (await open(A)).status;
      }
      expect(again).toBe(200);
    } finally {
      for (const abort of aborts) abort.abort();
    }
  });

  test('stream slots are leased: a dead instance’s lapse, a live one’s heartbeat renews them', async () => {
    const client = new RedisClient(`redis://127.0.0.1:${redisPort}`);
    await client.connect();
    const dead = redisStreamSlots(client, 'dead-instance', memoryLogger());
    const live = redisStreamSlots(client, 'live-instance', memoryLogger());
    const caps = { session: 2, user: 10, ip: 20 };
    const keys = { session: 'lease-test', user: 999_001, ip: '192.0.2.99' };
    const t0 = 1_000_000;
    expect(await dead.take('1', keys, caps, t0, t0 + 1000)).toBe(true);
    expect(await live.take('1', keys, caps, t0, t0 + 1000)).toBe(true);
    expect(await live.take('2', keys, caps, t0 + 500, t0 + 1500)).toBe(false);
    // The live instance's heartbeat renews its slot; the dead one's runs out.
    live.renew([{ id: '1', keys }], t0 + 900, t0 + 5000);
    expect(await live.take('2', keys, caps, t0 + 1001, t0 + 5000)).toBe(true);
    expect(await live.take('3', keys, caps, t0 + 2000, t0 + 5000)).toBe(false);
    live.release('2', keys);
    expect(await live.take('3', keys, caps, t0 + 2000, t0 + 5000)).toBe(true);
    client.close();
  });

  test("a dynatag's budget of wrong passcodes is one count over both instances", async () => {
    const url = `redis://127.0.0.1:${redisPort}`;
    const [one, two] = await Promise.all([
      connectRedis(url, memoryLogger()),
      connectRedis(url, memoryLogger()),
    ]);
    const clock = { now: () => Date.now() };
    const [a, b] = [
      createRateLimiter(one.rateLimitStore, clock),
      createRateLimiter(two.rateLimitStore, clock),
    ];
    const { limit } = RATE_RULES.dynatagBudget.account;
    for (let i = 0; i < limit - 1; i++) await (i % 2 ? b : a).overAccount('dynatagBudget', 'Tag42');
    expect([
      await a.spentAccount('dynatagBudget', 'Tag42'),
      await b.spentAccount('dynatagBudget', 'Tag42'),
    ]).toEqual([false, false]);
    await a.overAccount('dynatagBudget', 'Tag42');
    // Neither instance alone counted the limit: only the shared count asks for the check on B.
    expect(await b.spentAccount('dynatagBudget', 'Tag42')).toBe(true);
    expect(await b.spentAccount('dynatagBudget', 'OtherTag')).toBe(false);
    one.close();
    two.close();
  });

  test('a scheduled job runs on one instance only, and its next run is claimed again', async () => {
    const url = `redis://127.0.0.1:${redisPort}`;
    const [one, two] = await Promise.all([
      connectRedis(url, memoryLogger()),
      connectRedis(url, memoryLogger()),
    ]);
    const claims = await Promise.all([one.claimJob('test-job', 300), two.claimJob('test-job', 300)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await one.claimJob('another-job', 300)).toBe(true);
    // The claim is over before the job's next run: one of them runs it again.
    await Bun.sleep(400);
    const next = await Promise.all([one.claimJob('test-job', 300), two.claimJob('test-job', 300)]);
    expect(next.filter(Boolean)).toHaveLength(1);
    one.close();
    two.close();
  });

  test('a scheduled tag change goes live once, and B shows it though it had the page cached', async () => {
    const db = createClient({ url: `file:${join(dataDir, 'dynacard.db')}` });
    try {
      const now = Date.now();
      await db.execute(
        `INSERT INTO companies (short_id, name, created_at, updated_at) VALUES ('schedco', 'Mässan AB', ${now}, ${now})`,
      );
      await db.execute(`INSERT INTO dynatags (short_id, company_id, name, label, created_at, updated_at)
        SELECT 'SchedTag42', id, 'Fair stand', 'Before the doors open', ${now}, ${now} FROM companies WHERE short_id = 'schedco'`);
      const page = async () =>
        (await fetch(`${B}/d/SchedTag42`, { headers: { 'accept-language': 'en' } })).text();
      expect((await page()).includes('Before the doors open')).toBe(true);
      expect((await page()).includes('Before the doors open')).toBe(true); // cached on B
      const snapshot = {
        name: 'Fair stand',
        label: 'The doors are open',
        passcode: '',
        passcodeTimer: null,
        geolock: null,
        redirectUrl: '',
        showCompanyLogo: false,
        modules: [],
      };
      await db.execute({
        sql: `INSERT INTO dynatag_schedules (dynatag_id, snapshot, publish_at, created_at)
          SELECT id, ?, ?, ? FROM dynatags WHERE short_id = 'SchedTag42'`,
        args: [JSON.stringify(snapshot), Date.now() + 1000, now],
      });
      // The jobs run every 15 seconds on each instance; one of them publishes it, and B's cached page goes.
      const started = performance.now();
      let html = '';
      while (performance.now() - started < 45_000 && !html.includes('The doors are open')) {
        await Bun.sleep(250);
        html = await page();
      }
      expect(html.includes('The doors are open')).toBe(true);
      const [tag] = (await db.execute(`SELECT version FROM dynatags WHERE short_id = 'SchedTag42'`)).rows;
      expect(Number(tag?.version)).toBe(2);
      expect((await db.execute('SELECT count(*) AS n FROM dynatag_schedules')).rows[0]?.n).toBe(0);
    } finally {
      db.close();
    }
  }, 60_000);

  test('after Redis restarts, both instances subscribe again and an edit on A still reaches B', async () => {
    redis.kill('SIGKILL');
    await redis.exited;
    await Bun.sleep(500);
    // While Redis is away: nothing waits for it, and B keeps no page an edit on A could leave stale.
    const login = await fetch(
      `${B}/api/v1/auth/login`,
      json('POST', { login: 'redisuser', password: 'wrong one!' }),
    );
    expect(login.status).toBe(401);
    await showsOnB('While Down');
    redis = startRedis();
    const probe = new RedisClient(`redis://127.0.0.1:${redisPort}`);
    let subscribers = 0;
    for (let i = 0; i < 100 && subscribers < 2; i++) {
      await Bun.sleep(100);
      try {
        subscribers = ((await probe.send('PUBSUB', ['NUMSUB', 'dynacard:pages'])) as [string, number])[1];
      } catch {
        // not listening yet
      }
    }
    probe.close();
    expect(subscribers).toBe(2);
    await showsOnB('Third Name');
  }, 30_000);

  test('an instance started while Redis cannot be reached runs in-process, then joins Redis when it answers', async () => {
    const laterPort = await freePort();
    // Nothing listens on laterPort yet: the instance must start all the same.
    const C = await startInstance(laterPort);
    expect((await fetch(`${C}/api/v1/users/me`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${C}/p/${shortId}`)).status).toBe(200);
    laterRedis.push(spawnRedisServer(laterPort));
    const D = await startInstance(laterPort);
    const stream = await fetch(`${C}/sse/connect`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    await reader.read(); // connected
    let text = '';
    const reading = (async () => {
      while (!text.includes('refetch-leads')) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
      }
    })();
    // A live event raised on D reaches C once C has joined (Bun's attempts to connect, then ours, every second).
    for (let i = 0; i < 60 && !text.includes('refetch-leads'); i++) {
      const body = { fullName: `Later ${i}`, email: `later${i}@example.com`, altcha: await altcha(D) };
      expect((await fetch(`${D}/api/v1/profiles/${shortId}/leads`, json('POST', body))).status).toBeLessThan(
        300,
      );
      await Promise.race([reading, Bun.sleep(500)]);
    }
    await reader.cancel();
    expect(text.includes('refetch-leads')).toBe(true);
  }, 60_000);
});
