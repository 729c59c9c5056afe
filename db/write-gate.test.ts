// Two writers at the same moment in one process: without the gate the second one's wait for SQLite's lock blocks
// the event loop the first needs to commit, and after the 5 s busy timeout it fails with SQLITE_BUSY.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, writeLockOf } from './client';

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

describe("the lock shared with the view writer's thread", () => {
  // Two clients of one file, as the server's thread and the view writer's (a Worker with its own connection) hold
  // them; here in one thread, where SQLite's busy wait would stall both for the 5 s busy timeout.
  const url = `file:${join(dir, 'shared.db')}`;
  const open = async () => ({
    server: await openDatabase({ url }),
    writer: await openDatabase({ url, writeLock: { state: writeLockOf(url), side: 'writer' } }),
  });

  test("a write of the server's thread waits for the view writer's batch without blocking its event loop", async () => {
    const { server, writer } = await open();
    try {
      await server.db.run(sql`create table s (v integer not null)`);
      let ticks = 0;
      const timer = setInterval(() => ticks++, 5);
      const batch = writer.db.transaction(async (tx) => {
        await tx.run(sql`insert into s values (1)`);
        await Bun.sleep(300); // a long batch of views
        await tx.run(sql`insert into s values (2)`);
      });
      await Bun.sleep(20);
      const started = performance.now();
      await server.db.run(sql`insert into s values (3)`);
      const waited = performance.now() - started;
      clearInterval(timer);
      await batch;
      expect(waited).toBeGreaterThan(200);
      expect(ticks).toBeGreaterThan(20);
      const rows = await server.db.all<{ v: number }>(sql`select v from s order by rowid`);
      expect(rows.map((r) => r.v)).toEqual([1, 2, 3]);
    } finally {
      writer.close();
      server.close();
    }
  }, 30_000);

  test("the server's writers go before the view writer's next batch", async () => {
    const { server, writer } = await open();
    try {
      await server.db.run(sql`create table if not exists o (v text not null)`);
      const order: string[] = [];
      const batch = (name: string, ms: number) =>
        writer.db.transaction(async (tx) => {
          await tx.run(sql`insert into o values (${name})`);
          await Bun.sleep(ms);
          order.push(name);
        });
      const first = batch('writer 1', 100);
      await Bun.sleep(10);
      const edit = server.db.run(sql`insert into o values ('server')`).then(() => order.push('server'));
      await Bun.sleep(10);
      const second = batch('writer 2', 0); // queued behind the first before the server's edit could go
      await Promise.all([first, edit, second]);
      expect(order).toEqual(['writer 1', 'server', 'writer 2']);
    } finally {
      writer.close();
      server.close();
    }
  }, 30_000);
});
