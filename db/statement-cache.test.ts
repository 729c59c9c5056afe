// Our patch of @libsql/client (patches/, package.json patchedDependencies): local-file statements are prepared
// once per connection and SQL text and kept, instead of for every execution. What keeping them must not change:
// another connection's writes are seen at once (a kept statement holds no read snapshot), a statement that
// failed runs again, transactions see their own writes, and more distinct texts than the cache holds still run.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Client, createClient } from '@libsql/client';

let dir: string;
let a: Client;
let b: Client;
const read = async (client: Client, id: number) =>
  (await client.execute({ sql: 'select value from notes where id = ?', args: [id] })).rows[0]?.value ?? null;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynacard-stmt-'));
  const url = `file:${join(dir, 'cache.db')}`;
  a = createClient({ url });
  await a.execute('PRAGMA journal_mode=WAL');
  await a.execute('create table notes (id integer primary key, value text not null unique)');
  b = createClient({ url });
});

afterAll(() => {
  a.close();
  b.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('kept prepared statements (our @libsql/client patch)', () => {
  test('the installed client carries the patch', () => {
    const root = dirname(require.resolve('@libsql/client/package.json'));
    for (const build of ['lib-esm', 'lib-cjs'])
      expect(readFileSync(join(root, build, 'sqlite3.js'), 'utf8')).toContain(
        'function preparedStatement(db, sql)',
      );
  });

  test('a connection sees another connection’s write on its next read of the same text', async () => {
    await a.execute({ sql: 'insert into notes (id, value) values (?, ?)', args: [1, 'first'] });
    expect(await read(a, 1)).toBe('first');
    expect(await read(b, 1)).toBe('first');
    await b.execute({ sql: 'update notes set value = ? where id = ?', args: ['second', 1] });
    expect(await read(a, 1)).toBe('second');
    await a.execute({ sql: 'update notes set value = ? where id = ?', args: ['third', 1] });
    expect(await read(b, 1)).toBe('third');
  });

  test('each run binds its own arguments and answers its own rows', async () => {
    await a.execute({ sql: 'insert into notes (id, value) values (?, ?)', args: [2, 'two'] });
    expect([await read(a, 1), await read(a, 2), await read(a, 3)]).toEqual(['third', 'two', null]);
    const result = await a.execute({ sql: 'select id, value from notes where id = ?', args: [2] });
    result.columns.push('changed by a caller');
    expect((await a.execute({ sql: 'select id, value from notes where id = ?', args: [2] })).columns).toEqual(
      ['id', 'value'],
    );
  });

  test('a statement that failed runs again', async () => {
    const insert = 'insert into notes (id, value) values (?, ?)';
    await expect(a.execute({ sql: insert, args: [3, 'two'] })).rejects.toThrow(/UNIQUE/);
    await a.execute({ sql: insert, args: [3, 'three'] });
    expect(await read(a, 3)).toBe('three');
    expect(await read(b, 3)).toBe('three');
  });

  test('a transaction sees its own writes, and others see them once it commits', async () => {
    const tx = await a.transaction('write');
    await tx.execute({ sql: 'update notes set value = ? where id = ?', args: ['in tx', 2] });
    expect((await tx.execute({ sql: 'select value from notes where id = ?', args: [2] })).rows[0].value).toBe(
      'in tx',
    );
    expect(await read(b, 2)).toBe('two');
    await tx.commit();
    expect(await read(b, 2)).toBe('in tx');
    expect(await read(a, 2)).toBe('in tx');
  });

  test('more distinct texts than the cache keeps (256) all run, the first ones again after', async () => {
    for (let i = 0; i < 300; i++) expect((await a.execute(`select ${i} as n`)).rows[0].n).toBe(i);
    expect((await a.execute('select 0 as n')).rows[0].n).toBe(0);
    expect(await read(a, 1)).toBe('third');
  });
});
