// docs/operations.md "Crash safety": a local database runs in WAL mode with synchronous=FULL on every connection
// the driver opens (its built-in default), and opening it reads the level back: a driver with less is refused.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Transaction } from '@libsql/client';
import { openDatabase, syncProblem } from './client';

const dir = mkdtempSync(join(tmpdir(), 'dynacard-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const level = async (run: Pick<Transaction, 'execute'>) =>
  Number((await run.execute('PRAGMA synchronous')).rows[0]?.[0]);

describe('a local database file', () => {
  test('every connection of the pool is in WAL mode with synchronous FULL', async () => {
    const database = await openDatabase({ url: `file:${join(dir, 'pool.db')}` });
    try {
      const { client } = database;
      // Transactions each hold a connection of their own: three connections in all, the write one included.
      const held = [
        await client.transaction('write'),
        await client.transaction('read'),
        await client.transaction('read'),
      ];
      const levels = await Promise.all(held.map(level));
      const modes = await Promise.all(
        held.map(async (c) => (await c.execute('PRAGMA journal_mode')).rows[0]?.[0]),
      );
      for (const tx of held) await tx.rollback();
      expect({ levels, modes }).toEqual({ levels: [2, 2, 2], modes: ['wal', 'wal', 'wal'] });
    } finally {
      database.close();
    }
  });

  test('a connection with less than FULL is found out (opening the database asks the same and stops)', async () => {
    const database = await openDatabase({ url: `file:${join(dir, 'normal.db')}` });
    try {
      expect(await syncProblem(database.client)).toBeNull();
      await database.client.execute('PRAGMA synchronous=NORMAL');
      expect(await syncProblem(database.client)).toContain('not FULL');
    } finally {
      database.close();
    }
  });
});
