// Two real server processes on one database file and one real redis-server (as redis.test.ts): a tag viewed
// through both in one minute is one dynatag.viewed delivery holding the views of both; a delivery asked to go
// again on both at the same moment is posted once — the claim is the database's, whichever instance asks — and
// the other instance answers 409; afterwards either instance sends it again, with the same webhook-id.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { Webhook } from 'standardwebhooks';
import { freePort, json, redisAnswers, signUp, startInstance } from '../../../test/redis-instances';
import { spawnRedisServer } from '../../../test/redis-server';
import { BILLING_INFO } from '../billing/services-test-kit';

const dataDir = mkdtempSync(join(tmpdir(), 'dynacard-webhooks-two-'));
const redisPort = await freePort();
const redis = spawnRedisServer(redisPort);
const procs: ReturnType<typeof Bun.spawn>[] = [];

/** A receiver that verifies with the package's verifier and holds its answers until released. */
let secret = '';
const received: string[] = [];
let release: () => void = () => {};
let held: Promise<void> = Promise.resolve();
const hold = () => {
  held = new Promise<void>((resolve) => {
    release = resolve;
  });
};
const receiver = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  idleTimeout: 30,
  async fetch(request) {
    const text = await request.text();
    const headers = Object.fromEntries(request.headers);
    new Webhook(secret).verify(text, headers); // throws (500) on a bad signature
    received.push(headers['webhook-id']);
    await held;
    return new Response('ok');
  },
});

let A = '';
let B = '';
let cookie = '';
let path = '';
let companyShortId = '';
beforeAll(async () => {
  await redisAnswers(redisPort);
  // The instances take their environment from this process: endpoints on this machine over http.
  process.env.WEBHOOKS_ALLOW_LOOPBACK = 'true';
  // The first instance migrates the database; the second finds it done.
  A = await startInstance(procs, dataDir, redisPort);
  B = await startInstance(procs, dataDir, redisPort);
  cookie = await signUp(A, { email: 'hooks-two@example.com', username: 'hookstwo', fullName: 'Hook Owner' });
  const company = await (
    await fetch(
      `${A}/api/v1/companies`,
      json('POST', { name: 'Two Hooks AB', billing: BILLING_INFO }, cookie),
    )
  ).json();
  expect(company.success).toBe(true);
  companyShortId = company.data.shortId;
  const hooks = `/api/v1/companies/${company.data.shortId}/webhooks`;
  const created = await (
    await fetch(
      `${A}${hooks}`,
      json(
        'POST',
        { url: `http://127.0.0.1:${receiver.port}/hook`, events: ['lead.created', 'dynatag.viewed'] },
        cookie,
      ),
    )
  ).json();
  expect(created.success).toBe(true);
  secret = created.data.secret;
  path = `${hooks}/${created.data.endpoint.id}`;
}, 60_000);
afterAll(() => {
  for (const proc of procs) proc.kill('SIGKILL');
  redis.kill('SIGKILL');
  receiver.stop(true);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Creates a tag through A, confirming the company's new monthly price as the dashboard does. */
async function createTag(name: string) {
  const send = async (acceptMonthlyPrice?: number) => {
    const form = new FormData();
    form.set(
      'json',
      JSON.stringify({ name, ...(acceptMonthlyPrice !== undefined && { acceptMonthlyPrice }) }),
    );
    const res = await fetch(`${A}/api/v1/dynatags/companies/${companyShortId}`, {
      method: 'POST',
      headers: { cookie, 'x-target-lang': 'en' },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  };
  let res = await send();
  if (res.status === 409 && res.body.data?.next !== undefined) res = await send(res.body.data.next);
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';

describe('webhooks on two instances sharing Redis', () => {
  test('a tag viewed through A and B in one minute is one dynatag.viewed delivery with the views of both', async () => {
    const tag = await createTag('Stand Two');
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${i % 2 ? B : A}/d/${tag}?s=q`, { headers: { 'user-agent': PHONE } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const db = createClient({ url: `file:${join(dataDir, 'dynacard.db')}` });
    try {
      // Each instance writes its views and queues the minute's digest after its batch: wait until the digests
      // hold all six views (a minute's digest is one row per endpoint, whichever instance queued it).
      let digests: { minute: number; views: number }[] = [];
      let minutes = new Set<number>();
      for (let i = 0; i < 400; i++) {
        const viewed = await db.execute({
          sql: "SELECT v.at FROM views v JOIN dynatags d ON d.id = v.target_id WHERE v.target_type = 'dynatag' AND d.short_id = ?",
          args: [tag],
        });
        minutes = new Set(viewed.rows.map((r) => Math.floor(Number(r.at) / 60_000)));
        const rows = await db.execute(
          "SELECT event_id, payload FROM webhook_deliveries WHERE event_type = 'dynatag.viewed'",
        );
        digests = rows.rows.map((r) => ({
          minute: Number(String(r.event_id).split('_').at(-1)),
          views: JSON.parse(String(r.payload)).data.views as number,
        }));
        if (viewed.rows.length === 6 && digests.reduce((n, d) => n + d.views, 0) === 6) break;
        await Bun.sleep(25);
      }
      expect(digests.reduce((n, d) => n + d.views, 0)).toBe(6);
      // One delivery per minute the views fell in (almost always one), never one per instance.
      expect(digests.map((d) => d.minute).sort()).toEqual([...minutes].sort());
    } finally {
      db.close();
    }
  });

  test('a delivery sent again through A and B at once is posted once; the other answers 409', async () => {
    const ping = await (await fetch(`${A}${path}/ping`, json('POST', {}, cookie))).json();
    expect(ping.data.ok).toBe(true);
    const delivery = ping.data.delivery as { id: string; eventId: string };
    expect(received).toEqual([delivery.eventId]);

    hold();
    const again = (base: string) =>
      fetch(`${base}${path}/deliveries/${delivery.id}/redeliver`, json('POST', {}, cookie));
    const first = again(A);
    // A has claimed it and is posting (the receiver holds the answer): B is refused, nothing more is posted.
    while (received.length < 2) await Bun.sleep(10);
    const second = await again(B);
    expect(second.status).toBe(409);
    release();
    expect((await first).status).toBe(200);
    expect(received).toEqual([delivery.eventId, delivery.eventId]);

    // Once A's attempt is over, B sends it again by hand: the same webhook-id.
    const third = await again(B);
    expect(third.status).toBe(200);
    expect(received).toEqual([delivery.eventId, delivery.eventId, delivery.eventId]);
    const log = await (await fetch(`${A}${path}/deliveries`, { headers: { cookie } })).json();
    expect(log.data[0].log).toHaveLength(3);
  });
});
