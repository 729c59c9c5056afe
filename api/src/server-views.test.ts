import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@db/client';
import { views } from '@db/schema';
import { and, count, eq } from 'drizzle-orm';
import { pageOwnerIn } from '../../bench/lib/folder';
import { BENCH_SECRET, startServer } from '../../bench/lib/server';
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
