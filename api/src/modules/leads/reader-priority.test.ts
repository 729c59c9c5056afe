// A scan never slows the card pages (issue 31): the server's real reader (no stand-in here) reads a scanned card on
// threads of the lowest priority (nice 19, Linux's per-thread niceness), so the request thread keeps a core while
// Tesseract works; the request thread itself keeps the process's priority.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { leads } from '@db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { postScan } from './capture-kit';
import { closeCardReader } from './card-reader-port';
import { cardsReadIdle } from './reading';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closeCardReader();
  await t.close();
});

/** This process's threads: name and niceness by thread id (Linux /proc). */
function threads() {
  const out = new Map<string, { name: string; nice: number }>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(tid, {
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        nice: Number(fields[16]),
      });
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

const card = async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1004" height="650"><rect width="1004" height="650" fill="#fff"/>
    <text x="70" y="200" font-family="Liberation Sans" font-size="54" font-weight="bold">Sara Ekholm</text>
    <text x="70" y="300" font-family="Liberation Sans" font-size="30">sara.ekholm@ekholmvent.se</text></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
};

test('a scanned card is read on threads of the lowest priority; the request thread keeps its own', async () => {
  const before = threads();
  const mainNice = before.get(String(process.pid))?.nice;
  const sales = await seedUser(t, { fullName: 'Sara Säljare' });
  const res = await postScan(await signIn(t, sales), { front: await card() });
  expect(res.status).toBe(202);
  await cardsReadIdle(t.deps);
  const [lead] = await t.db.select().from(leads).where(eq(leads.shortId, res.body.data.shortId));
  expect(lead.scanState).toBe('read');
  expect(lead.email).toBe('sara.ekholm@ekholmvent.se');

  // The reader's threads: the workers started for this reading (its Tesseract and its orientation Tesseract).
  const started = [...threads()].filter(([tid, x]) => !before.has(tid) && x.name === 'Worker');
  expect(started.length).toBeGreaterThanOrEqual(2);
  for (const [, thread] of started) expect(thread.nice).toBe(19);
  expect(threads().get(String(process.pid))?.nice).toBe(mainNice);
});
