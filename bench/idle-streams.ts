// 10,000 idle live streams (issue 12): the server's memory with them open, and /p's latency before and while
// they are. Within the stream caps (5 a session, 10 a user, 20 an address): 1,000 users with 2 sessions each,
// 5 streams a session, 20 from each of 500 addresses (X-Forwarded-For; the bench server trusts one proxy).
// Sessions are made in the database directly (a login would hash 1,000 passwords first). The streams are plain
// sockets: fetch holds at most 256 requests in flight, and a stream is a request that never ends.
//   bun bench/idle-streams.ts [streams=10000]
import { join } from 'node:path';
import { openDatabase } from '@db/client';
import { users } from '@db/schema';
import type { Socket } from 'bun';
import { loadConfig } from '../api/src/platform/config';
import { shortId } from '../api/src/platform/crypto';
import { createDeps } from '../api/src/platform/deps';
import { memoryLogger } from '../api/src/platform/log';
import { createSession } from '../api/src/platform/sessions';
import { tagOwner } from './lib/dynatags';
import { BENCH_SECRET, type ServerHandle, startServer } from './lib/server';
import { type LoadResult, load } from './load';

const STREAMS_PER_SESSION = 5;
const SESSIONS_PER_USER = 2;
const STREAMS_PER_ADDRESS = 20;
/** Streams opened at once. */
const BATCH = 250;

const streams = Number(process.argv[2] ?? 10_000);
const sessionsNeeded = Math.ceil(streams / STREAMS_PER_SESSION);
const usersNeeded = Math.ceil(sessionsNeeded / SESSIONS_PER_USER);

/** Access tokens of `usersNeeded` new users, SESSIONS_PER_USER each, written straight into the server's database. */
async function accessTokens(server: ServerHandle): Promise<string[]> {
  const database = await openDatabase({ url: `file:${join(server.dataDir, 'dynacard.db')}` });
  try {
    const deps = createDeps(loadConfig({ DATA_DIR: server.dataDir, SECRET: BENCH_SECRET }), database, {
      log: memoryLogger(),
    });
    const now = Date.now();
    const rows = await deps.db
      .insert(users)
      .values(
        Array.from({ length: usersNeeded }, (_, u) => ({
          shortId: shortId(),
          email: `idle${u}@bench.local`,
          username: `idle${u}`,
          fullName: `Idle ${u}`,
          isVerified: true,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id });
    const tokens: string[] = [];
    for (const row of rows)
      for (let s = 0; s < SESSIONS_PER_USER; s++)
        tokens.push((await createSession(deps, { userId: row.id, keepLoggedIn: true })).access);
    return tokens;
  } finally {
    database.close();
  }
}

/** One live stream on its own socket, resolved once the server answered 200 and sent the stream's first bytes. */
function openStream(server: ServerHandle, token: string, address: string): Promise<Socket> {
  const request =
    `GET /sse/connect?targetLang=en HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
    `Cookie: dc_access=${token}\r\nX-Forwarded-For: ${address}\r\nAccept: text/event-stream\r\n\r\n`;
  return new Promise((resolve, reject) => {
    let settled = false;
    Bun.connect({
      hostname: '127.0.0.1',
      port: server.port,
      socket: {
        open(socket) {
          socket.write(request);
        },
        data(socket, data) {
          if (settled) return; // heartbeats, read and dropped
          settled = true;
          const head = data.toString('latin1');
          if (head.startsWith('HTTP/1.1 200')) resolve(socket);
          else {
            socket.end();
            reject(new Error(`stream refused: ${head.split('\r\n\r\n').join(' | ').slice(0, 300)}`));
          }
        },
        close() {
          if (!settled) reject(new Error('stream closed before its answer'));
          settled = true;
        },
        error(_socket, error) {
          if (!settled) reject(error);
          settled = true;
        },
      },
    }).catch(reject);
  });
}

const pageLoad = (page: string, label: string): Promise<LoadResult> =>
  load({ url: page, seconds: 10, connections: 16, headers: { 'accept-encoding': 'br' } }).then((r) => {
    console.log(`  /p ${label}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.rps} req/s (${r.tool})`);
    return r;
  });

const mb = (kb: number) => Math.round(kb / 1024);

const server = await startServer();
const open: Socket[] = [];
try {
  const owner = await tagOwner(server, 'streams');
  const me = await fetch(`${server.url}/api/v1/users/me`, { headers: { cookie: owner.cookie } });
  const { data } = (await me.json()) as { data: { shortId: string } };
  const page = `${server.url}/p/${data.shortId}`;
  const madeAt = performance.now();
  const tokens = await accessTokens(server);
  console.log(
    `${usersNeeded} users, ${tokens.length} sessions made in ${Math.round(performance.now() - madeAt)} ms`,
  );

  await pageLoad(page, 'warm-up');
  const before = await pageLoad(page, 'before');
  const memoryBefore = server.memory().rssKb;

  const started = performance.now();
  for (let k = 0; k < streams; k += BATCH) {
    const batch: Promise<Socket>[] = [];
    for (let j = k; j < Math.min(k + BATCH, streams); j++) {
      const token = tokens[Math.floor(j / STREAMS_PER_SESSION)];
      const a = Math.floor(j / STREAMS_PER_ADDRESS);
      batch.push(openStream(server, token, `10.${a >> 8}.${a & 255}.1`));
    }
    open.push(...(await Promise.all(batch)));
  }
  const openMs = performance.now() - started;
  const opened = open.length;
  console.log(`${opened} idle streams open in ${Math.round(openMs)} ms`);
  await Bun.sleep(10_000); // more than a heartbeat (8 s) with every stream idle
  const memoryWith = server.memory();
  const during = await pageLoad(page, `with ${opened} streams`);
  const refused = await fetch(`${server.url}/sse/connect`, {
    headers: { cookie: `dc_access=${tokens[0]}`, 'x-forwarded-for': '10.255.0.1' },
  });
  await refused.body?.cancel();
  // Closed again: a third measure, so that the machine's drift shows apart from the streams' cost.
  for (const socket of open.splice(0)) socket.end();
  await Bun.sleep(2_000);
  const after = await pageLoad(page, 'after closing them');

  console.log('\nFigures');
  console.log(
    `  server memory (RSS): ${mb(memoryBefore)} MB before, ${mb(memoryWith.rssKb)} MB with ${opened} streams ` +
      `(peak ${mb(memoryWith.peakKb)} MB; target < 500 MB): ${memoryWith.rssKb < 500 * 1024 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `  /p p50 ${before.p50} ms before, ${during.p50} ms with the streams, ${after.p50} ms after; ` +
      `p99 ${before.p99} → ${during.p99} → ${after.p99} ms; ${before.rps} → ${during.rps} → ${after.rps} req/s`,
  );
  console.log(`  a sixth stream of a session holding five: ${refused.status} (caps hold)`);
} finally {
  for (const socket of open) socket.end();
  await server.stop();
}
