// The warning at start of an instance that shares its database without REDIS_URL: real server processes.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startInstance } from '../../test/redis-instances';
import { sharedDatabase } from './shared-database';

const dataDir = mkdtempSync(join(tmpdir(), 'dynacard-shared-db-'));
const procs: ReturnType<typeof Bun.spawn>[] = [];
afterAll(() => {
  for (const proc of procs) proc.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Everything the process wrote to stdout, once it is stopped. */
async function outputOf(proc: ReturnType<typeof Bun.spawn>) {
  proc.kill('SIGKILL');
  await proc.exited;
  return new Response(proc.stdout as ReadableStream).text();
}

const WARNING = 'REDIS_URL is not set and another process has the database open';

describe('a database shared without REDIS_URL', () => {
  test('the second instance on one database file warns at start; the first, alone, does not', async () => {
    await startInstance(procs, dataDir, null, 'pipe');
    await startInstance(procs, dataDir, null, 'pipe');
    const [first, second] = procs;
    const secondOutput = await outputOf(second);
    expect(secondOutput.split('\n').filter((line) => line.includes(WARNING))).toHaveLength(1);
    expect(secondOutput).toContain('set the same REDIS_URL on every instance');
    expect((await outputOf(first)).includes(WARNING)).toBe(false);
    // Alone again: nobody else has the file open.
    expect(sharedDatabase({ url: `file:${join(dataDir, 'dynacard.db')}` })).toBeNull();
  }, 60_000);

  test('a remote database (Turso, a libSQL server, an embedded replica’s primary) may be shared', () => {
    expect(sharedDatabase({ url: 'libsql://dynacard-acme.turso.io' })).toBe('remote');
    expect(sharedDatabase({ url: 'https://db.example.com' })).toBe('remote');
    expect(
      sharedDatabase({ url: `file:${join(dataDir, 'replica.db')}`, syncUrl: 'libsql://x.turso.io' }),
    ).toBe('remote');
    expect(sharedDatabase({ url: `file:${join(dataDir, 'not-there.db')}` })).toBeNull();
  });
});
