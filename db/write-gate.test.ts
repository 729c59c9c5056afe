// Two writers at the same moment in one process: without the gate the second one's wait for SQLite's lock blocks
// the event loop the first needs to commit, and after the 5 s busy timeout it fails with SQLITE_BUSY.
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

const dir = mkdtempSync(join(tmpdir(), 'dynacard-gate-'));
const database = await openDatabase({ url: `file:${join(dir, 'gate.db')}` });
const { db } = database;
await db.run(sql`create table t (v integer not null)`);
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async () => (await db.get<{ n: number }>(sql`select count(*) as n from t`))?.n;

test('write transactions that overlap, and a plain write between them, all succeed', async () => {
  const saveTwice = (v: number) =>
    db.transaction(async (tx) => {
      await tx.run(sql`insert into t values (${v})`);
      await Bun.sleep(20); // awaits inside a transaction, as a request handler does
      await tx.run(sql`insert into t values (${v})`);
    });
  const results = await Promise.allSettled([
    saveTwice(1),
    saveTwice(2),
    db.run(sql`insert into t values (3)`),
    saveTwice(4),
  ]);
  expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
    'fulfilled',
    'fulfilled',
    'fulfilled',
    'fulfilled',
  ]);
  expect(await count()).toBe(7);
}, 30_000);

test('a failed transaction rolls back and lets the next writer in', async () => {
  const before = await count();
  const failing = db.transaction(async (tx) => {
    await tx.run(sql`insert into t values (5)`);
    await Bun.sleep(10);
    throw new Error('no');
  });
  const after = db.run(sql`insert into t values (6)`);
  await expect(failing).rejects.toThrow('no');
  await after;
  expect(await count()).toBe((before ?? 0) + 1);
}, 30_000);

test('reads are not held behind a writer', async () => {
  let readDuring: number | undefined;
  await db.transaction(async (tx) => {
    await tx.run(sql`insert into t values (7)`);
    readDuring = await count(); // another connection: sees the committed rows, does not wait for the gate
  });
  expect(readDuring).toBeGreaterThan(0);
}, 30_000);
