// bun bench/kill-durability.ts [runs=10] — kill -9 under write load loses no acknowledged write.
//
// Each run: a fresh data folder with WRITERS signed-in users and TARGETS profiles; the real server
// (`bun api/src/server.ts`); every writer saves contacts one after another (POST /api/v1/contacts, a write
// transaction: read, count, insert) and remembers each 201; after a random moment the server gets SIGKILL
// mid-load. The server is started again on the same folder (recovery from the WAL) and every acknowledged
// contact must be in the database. Prints one line per run and exits 1 on any lost write.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@db/client';
import { contacts, users } from '@db/schema';
import { ensureProfile } from '../api/src/modules/profiles';
import { loadConfig } from '../api/src/platform/config';
import { shortId } from '../api/src/platform/crypto';
import { ACCESS_COOKIE, createSession, REFRESH_COOKIE } from '../api/src/platform/sessions';
import { openFolder } from './lib/folder';
import { BENCH_SECRET, startServer } from './lib/server';

const WRITERS = 12;
const TARGETS = 100;

export type KillRun = { acknowledged: number; lost: number; inFlightAtKill: number; killAfterMs: number };

/** Users, profiles and sessions written straight into the folder's database before the server starts. */
async function prepare(dataDir: string) {
  const { database, deps } = await openFolder(dataDir);
  const now = Date.now();
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: WRITERS + TARGETS }, (_, i) => ({
        shortId: shortId(),
        email: `kill-${i}@example.com`,
        username: `kill_${i}`,
        fullName: `Kill Test ${i}`,
        isVerified: true,
        termsAcceptedAt: now,
        lang: 'en' as const,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  const targets = rows.slice(WRITERS);
  const profileIds = new Map<string, number>();
  for (const user of targets) profileIds.set(user.shortId, (await ensureProfile(deps, user)).id);
  const writers = [];
  for (const user of rows.slice(0, WRITERS)) {
    const tokens = await createSession(deps, { userId: user.id, keepLoggedIn: false });
    writers.push({
      id: user.id,
      cookie: `${ACCESS_COOKIE}=${tokens.access}; ${REFRESH_COOKIE}=${tokens.refresh}`,
    });
  }
  database.close();
  return { writers, targets: targets.map((t) => t.shortId), profileIds };
}

/** One run: load, SIGKILL after `killAfterMs` of load, restart, compare. */
export async function killRun(killAfterMs = 400 + Math.random() * 800): Promise<KillRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dynacard-kill-'));
  try {
    const { writers, targets, profileIds } = await prepare(dataDir);
    const server = await startServer({ dataDir });
    const acked: { userId: number; profileId: number }[] = [];
    let inFlight = 0;
    let stop = false;
    const loops = writers.map(async (writer) => {
      for (const target of targets) {
        if (stop) return;
        inFlight++;
        try {
          const res = await fetch(`${server.url}/api/v1/contacts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: writer.cookie },
            body: JSON.stringify({ shortId: target }),
          });
          await res.arrayBuffer();
          if (res.status === 201) acked.push({ userId: writer.id, profileId: profileIds.get(target)! });
          else throw new Error(`unexpected ${res.status}`);
        } catch (error) {
          if (!stop) throw error;
          return; // the connection died with the server
        } finally {
          inFlight--;
        }
      }
    });
    await Bun.sleep(killAfterMs);
    const inFlightAtKill = inFlight;
    stop = true;
    process.kill(server.pid, 'SIGKILL');
    await Promise.all(loops);
    await server.stop({ keepData: true });

    // The server recovers the database on start; then the rows are read straight from the file.
    const again = await startServer({ dataDir });
    await again.stop({ keepData: true });
    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, SECRET: BENCH_SECRET }).database);
    const saved = new Set(
      (await database.db.select().from(contacts)).map((row) => `${row.userId}:${row.profileId}`),
    );
    database.close();
    const lost = acked.filter((a) => !saved.has(`${a.userId}:${a.profileId}`)).length;
    return { acknowledged: acked.length, lost, inFlightAtKill, killAfterMs: Math.round(killAfterMs) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const runs = Number(process.argv[2] ?? 10);
  let lost = 0;
  for (let i = 1; i <= runs; i++) {
    const run = await killRun();
    lost += run.lost;
    console.log(
      `run ${i}: killed after ${run.killAfterMs} ms of load, ${run.acknowledged} acknowledged, ` +
        `${run.inFlightAtKill} in flight, ${run.lost} lost`,
    );
  }
  console.log(`lost acknowledged writes in ${runs} runs: ${lost}`);
  process.exit(lost ? 1 : 0);
}
