import { afterAll, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@db/client';
import { views } from '@db/schema';
import { createClient } from '@libsql/client';
import { and, count, eq } from 'drizzle-orm';
import { pageOwnerIn } from '../../bench/lib/folder';
import { BENCH_SECRET, startServer } from '../../bench/lib/server';
import { openViewJournal } from './modules/public-pages/view-journal';
import { loadConfig } from './platform/config';

const dataDir = mkdtempSync(join(tmpdir(), 'dynacard-views-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

// The real server: visits answered right before SIGTERM still have their views waiting in the after-answer
// batch; the shutdown writes them before it closes the database.
test('page views waiting in the after-answer batch are written on SIGTERM', async () => {
  const owner = await pageOwnerIn(dataDir, {
    shortId: 'viewsowner',
    username: 'views',
    fullName: 'Views Owner',
    lang: 'en',
  });
  const profile = { id: owner.profileId, shortId: owner.profileShortId };
  const server = await startServer({ dataDir });
  let answered = 0;
  let sent = 0;
  let stopping = false;
  const visit = async (n: number) => {
    sent++;
    try {
      const res = await fetch(`${server.url}/p/${profile.shortId}?count=true`, {
        headers: { 'user-agent': BROWSER, 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
      });
      await res.arrayBuffer();
      if (res.status === 200) answered++;
    } catch (error) {
      if (!stopping) throw error; // refused once the server stopped listening
    }
  };
  // Forty visitors at a time until the signal; the signal goes as soon as 300 visits are answered.
  let next = 0;
  const visitors = Array.from({ length: 40 }, async () => {
    while (!stopping && next < 5000) await visit(next++);
  });
  while (answered < 300) await Bun.sleep(1);
  stopping = true;
  process.kill(server.pid, 'SIGTERM');
  await Promise.all(visitors);
  await server.stop({ keepData: true });

  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, SECRET: BENCH_SECRET }).database);
  const [{ n }] = await database.db
    .select({ n: count() })
    .from(views)
    .where(and(eq(views.targetType, 'profile'), eq(views.targetId, profile.id)));
  database.close();
  expect(answered).toBeGreaterThanOrEqual(300);
  expect(n).toBe(answered);
  expect(sent).toBeGreaterThanOrEqual(answered);
}, 60_000);

// The real server killed with `kill -9` while its view writer cannot commit (another connection holds the write
// lock): every visit answered is in its journal; the next start writes them, once, and a start after that adds none.
test('after a kill -9 the next start writes the views answered before it, once', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dynacard-killed-'));
  try {
    const owner = await pageOwnerIn(dir, {
      shortId: 'killedpage',
      username: 'killed',
      fullName: 'Killed Page',
      lang: 'en',
    });
    const config = loadConfig({ DATA_DIR: dir, SECRET: BENCH_SECRET });
    const counted = async () => {
      const database = await openDatabase(config.database);
      try {
        const [{ n }] = await database.db
          .select({ n: count() })
          .from(views)
          .where(and(eq(views.targetType, 'profile'), eq(views.targetId, owner.profileId)));
        return n;
      } finally {
        database.close();
      }
    };
    const server = await startServer({ dataDir: dir });
    const other = createClient({ url: config.database.url });
    const lock = await other.transaction('write');
    let answered = 0;
    await Promise.all(
      Array.from({ length: 120 }, async (_, n) => {
        const res = await fetch(`${server.url}/p/${owner.profileShortId}`, {
          headers: { 'user-agent': BROWSER, accept: 'text/html', 'x-forwarded-for': `10.8.0.${n}` },
        });
        await res.arrayBuffer();
        if (res.status === 200) answered++;
      }),
    );
    expect(answered).toBe(120);
    // The answers are out; their batch reaches the journal within a moment (GATHER_MS).
    const journal = join(dir, 'view-journal', '1');
    while (!existsSync(journal) || openViewJournal(journal).views() < 120) await Bun.sleep(10);
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
    await lock.rollback();
    other.close();
    await server.stop({ keepData: true });
    expect(await counted()).toBe(0); // the writer never committed

    const again = await startServer({ dataDir: dir });
    await again.stop({ keepData: true }); // a SIGTERM: the replay is written before it ends
    expect(await counted()).toBe(120);
    const third = await startServer({ dataDir: dir });
    await third.stop({ keepData: true });
    expect(await counted()).toBe(120);
    expect(openViewJournal(journal).views()).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 90_000);
