// A live event raised while Redis is frozen (SIGSTOP) reaches the other instance late, when Redis answers again,
// instead of never (docs/operations.md "Several instances").
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

const dataDir = mkdtempSync(join(tmpdir(), 'dynacard-redis-late-'));
const redisPort = await freePort();
const redis = spawnRedisServer(redisPort);
const procs: ReturnType<typeof Bun.spawn>[] = [];

let A = '';
let B = '';
let logOfA: ReturnType<typeof watchLog>;
beforeAll(async () => {
  await redisAnswers(redisPort);
  A = await startInstance(procs, dataDir, redisPort, 'pipe');
  logOfA = watchLog(procs[0]!);
  B = await startInstance(procs, dataDir, redisPort);
}, 60_000);
afterAll(() => {
  redis.kill('SIGCONT');
  redis.kill('SIGKILL');
  for (const proc of procs) proc.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a Redis that hangs', () => {
  test('a live event raised on A meanwhile reaches a stream on B when Redis answers again', async () => {
    const cookie = await signUp(A, {
      email: 'late@example.com',
      username: 'lateuser',
      fullName: 'Late Event',
    });
    const profiles = await (await fetch(`${A}/api/v1/profiles`, { headers: { cookie } })).json();
    const shortId = profiles.data[0].shortId;
    const stream = await fetch(`${B}/sse/connect`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    await reader.read(); // connected

    redis.kill('SIGSTOP');
    // A has noticed: from here its publishes cannot go through the frozen connection.
    await logOfA.seen('redis not answering');
    const body = { fullName: 'Fair Visitor', email: 'visitor@example.com', altcha: await altcha(A) };
    const lead = await fetch(`${A}/api/v1/profiles/${shortId}/leads`, json('POST', body));
    expect(lead.status).toBeLessThan(300);

    redis.kill('SIGCONT');
    let text = '';
    while (!text.includes('refetch-leads')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream on B ended before the event arrived');
      text += value;
    }
    expect(text).toContain('refetch-leads');
    await reader.cancel();
  }, 60_000);
});
