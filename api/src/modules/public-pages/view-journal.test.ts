// The view journal (view-journal.ts) on its own: batches appended, read back after a "crash" (the journal opened
// again), the views after the writer's mark given once — a batch written in part from where it stopped — a line
// torn by the crash left out, and segments deleted once written, the last one too.
import { afterAll, expect, test } from 'bun:test';
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markOf, openViewJournal } from './view-journal';
import { emptyQueue, pushView, toWire } from './view-wire';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dynacard-journal-'));
  dirs.push(dir);
  return dir;
};

/** `n` views of profile 7 from addresses 10.0.0.<from + i>. */
function batch(n: number, from = 0) {
  const queue = emptyQueue();
  for (let i = 0; i < n; i++) {
    pushView(
      queue,
      { type: 'profile', id: 7 },
      {
        at: 1_000 + i,
        day: '2026-12-07',
        request: { ip: `10.0.0.${from + i}`, userAgent: 'Phone', url: 'https://x.test/p/a', referrer: null },
      },
    );
  }
  return toWire(queue);
}
const ips = (text: string) => text.split('\u0001').filter((f) => f.startsWith('10.0.0.'));

test('after a crash the views past the mark are given once, from inside a batch written in part', async () => {
  const dir = folder();
  const journal = openViewJournal(dir);
  for (const [n, from] of [
    [3, 0],
    [4, 3],
    [2, 7],
  ]) {
    journal.append(journal.take(), batch(n!, from));
  }
  await journal.flushed();
  // The process dies here: nothing closed. The writer had committed batch 1 and two views of batch 2.
  const again = openViewJournal(dir);
  const unwritten = again.unwritten({ seq: 2, offset: 2 });
  expect(unwritten.map((b) => [b.seq, b.from, b.views.count])).toEqual([
    [2, 2, 2],
    [3, undefined, 2],
  ]);
  expect(unwritten.flatMap((b) => ips(b.views.text))).toEqual([
    '10.0.0.5',
    '10.0.0.6',
    '10.0.0.7',
    '10.0.0.8',
  ]);
  // Numbering goes on after the journal's last batch; the mark of a replayed part counts from the batch's start.
  expect(again.take()).toBe(4);
  expect(
    markOf('j', [
      { seq: 2, count: 2, from: 2 },
      { seq: 3, count: 2 },
    ])(1),
  ).toEqual({
    journal: 'j',
    mark: { seq: 2, offset: 3 },
  });
  expect(
    markOf('j', [
      { seq: 2, count: 2, from: 2 },
      { seq: 3, count: 2 },
    ])(4).mark,
  ).toEqual({ seq: 3, offset: 2 });
  // Without a mark (nothing written yet), everything.
  expect(
    openViewJournal(dir)
      .unwritten(null)
      .map((b) => b.seq),
  ).toEqual([1, 2, 3]);
});

test('a line torn by the crash is left out', async () => {
  const dir = folder();
  const journal = openViewJournal(dir);
  journal.append(journal.take(), batch(2));
  await journal.flushed();
  const [segment] = readdirSync(dir);
  const whole = batch(3, 10);
  appendFileSync(join(dir, segment!), `2\u00023\u0002${whole.text.slice(0, 40)}`);
  expect(
    openViewJournal(dir)
      .unwritten(null)
      .map((b) => [b.seq, b.views.count]),
  ).toEqual([[1, 2]]);
});

test('segments are deleted once the mark is past them, the one appended to as well once a second old', async () => {
  const dir = folder();
  let now = 0;
  const journal = openViewJournal(dir, { now: () => now });
  journal.append(journal.take(), batch(2));
  now += 31_000; // a segment is begun every 30 s at least
  journal.append(journal.take(), batch(2, 2));
  await journal.flushed();
  expect(readdirSync(dir)).toHaveLength(2);
  journal.trim({ seq: 2, offset: 1 });
  await journal.flushed();
  expect(readdirSync(dir)).toHaveLength(1);
  expect(journal.views()).toBe(2);
  journal.trim({ seq: 2, offset: 2 });
  await journal.flushed();
  // The segment appended to is kept while it is younger than a second (a busy server begins one a second)…
  expect(readdirSync(dir)).toHaveLength(1);
  now += 1_000;
  journal.trim({ seq: 2, offset: 2 });
  await journal.flushed();
  // … and deleted after: an idle server keeps no visitor's address on disk.
  expect(readdirSync(dir)).toHaveLength(0);
  journal.append(journal.take(), batch(1, 4));
  await journal.close();
  expect(journal.views()).toBe(1);
});
