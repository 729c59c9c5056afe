// The running server's address in DATA_DIR: read back while its process lives, ignored once it has ended or when
// the file is not ours, and removed on shutdown only by the process that wrote it.
import { describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordServedAddress, servedAddress } from './served-address';

const folder = () => mkdtempSync(join(tmpdir(), 'dynacard-served-'));

describe('the served address', () => {
  test('recorded by the server, read while it runs, gone after its shutdown', () => {
    const dir = folder();
    expect(servedAddress(dir)).toBeNull();
    const served = recordServedAddress(dir, 'http://localhost:3111');
    expect(servedAddress(dir)).toBe('http://localhost:3111');
    served.forget();
    expect(existsSync(join(dir, 'served.json'))).toBe(false);
    expect(servedAddress(dir)).toBeNull();
  });

  test('a server that ended without removing it (a crash) is not named; nor is a broken file', async () => {
    const dir = folder();
    const ended = Bun.spawn(['true']);
    await ended.exited;
    writeFileSync(join(dir, 'served.json'), JSON.stringify({ url: 'http://localhost:3111', pid: ended.pid }));
    expect(servedAddress(dir)).toBeNull();
    writeFileSync(join(dir, 'served.json'), '{not json');
    expect(servedAddress(dir)).toBeNull();
  });

  test('another server’s record is left alone on shutdown', () => {
    const dir = folder();
    const served = recordServedAddress(dir, 'http://localhost:3111');
    writeFileSync(
      join(dir, 'served.json'),
      JSON.stringify({ url: 'http://localhost:4000', pid: process.ppid }),
    );
    served.forget();
    expect(existsSync(join(dir, 'served.json'))).toBe(true);
  });
});
