import { describe, expect, test } from 'bun:test';
import { type CachedPage, PageCache } from './page-cache';

const page = (bytes: number, fields: Partial<CachedPage> = {}): CachedPage => ({
  body: new Uint8Array(bytes),
  gzip: new Uint8Array(0),
  br: new Uint8Array(0),
  etag: '"x"',
  init: {
    identity: { status: 200, headers: new Headers() },
    gzip: { status: 200, headers: new Headers() },
    br: { status: 200, headers: new Headers() },
    notModified: { status: 304, headers: new Headers() },
  },
  target: { type: 'profile', id: 1 },
  expiresAt: null,
  keys: [],
  ...fields,
});

describe('page cache', () => {
  test('least recently used goes first when the count or the bytes run over', () => {
    const cache = new PageCache({ entries: 3, bytes: 1000 });
    const g = cache.stamp;
    cache.set('a', page(100), g);
    cache.set('b', page(100), g);
    cache.set('c', page(100), g);
    expect(cache.get('a', 0)).toBeDefined(); // a is now the most recently used
    cache.set('d', page(100), g);
    expect([cache.get('b', 0), cache.size]).toEqual([undefined, 3]);
    cache.set('e', page(850), g);
    expect([cache.get('a', 0), cache.get('c', 0), cache.size, cache.bytes]).toEqual([
      undefined,
      undefined,
      2,
      950,
    ]);
    expect(cache.set('huge', page(2000), g)).toBe(false);
    cache.set('e', page(10), g);
    expect(cache.bytes).toBe(110);
  });

  test('a page rendered before a clear is refused; a clear empties everything', () => {
    const cache = new PageCache();
    const before = cache.stamp;
    cache.set('a', page(10, { keys: ['user:1'] }), before);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
    expect(cache.set('b', page(10), before)).toBe(false);
    expect(cache.set('b', page(10), cache.stamp)).toBe(true);
  });

  test('a change drops only the pages built from the rows it touched', () => {
    const cache = new PageCache();
    const stamp = cache.stamp;
    cache.set('anna', page(10, { keys: ['user:1', 'profile:1', 'company:7'] }), stamp);
    cache.set('anna\nen', page(10, { keys: ['user:1', 'profile:1', 'company:7'] }), stamp);
    cache.set('bo', page(10, { keys: ['user:2', 'profile:2', 'company:7'] }), stamp);
    cache.set('cai', page(10, { keys: ['user:3', 'profile:3'] }), stamp);
    cache.invalidate(['profile:1']);
    expect(['anna', 'anna\nen', 'bo', 'cai'].map((k) => cache.get(k, 0) !== undefined)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    cache.invalidate(['company:7', 'user:9']);
    expect([cache.get('bo', 0), cache.size, cache.bytes]).toEqual([undefined, 1, 10]);
    cache.invalidate(null);
    expect(cache.size).toBe(0);
  });

  test('a render is refused only when a row it was built from changed after it began', () => {
    const cache = new PageCache();
    const began = cache.stamp;
    cache.invalidate(['profile:2']); // another person's edit during the render
    expect(cache.set('anna', page(10, { keys: ['user:1', 'profile:1'] }), began)).toBe(true);
    const again = cache.stamp;
    cache.invalidate(['profile:1']); // an edit of the page's own profile during the render
    expect(cache.set('anna', page(10, { keys: ['user:1', 'profile:1'] }), again)).toBe(false);
    expect(cache.changedSince(['profile:1'], again)).toBe(true);
    expect(cache.changedSince(['profile:1'], cache.stamp)).toBe(false);
    expect(cache.set('anna', page(10, { keys: ['user:1', 'profile:1'] }), cache.stamp)).toBe(true);
  });

  test('remembering very many touched rows forgets them by refusing every render begun before', () => {
    const cache = new PageCache();
    const began = cache.stamp;
    for (let i = 0; i < 10_001; i++) cache.invalidate([`profile:${1000 + i}`]);
    expect(cache.set('anna', page(10, { keys: ['profile:1'] }), began)).toBe(false);
    expect(cache.set('anna', page(10, { keys: ['profile:1'] }), cache.stamp)).toBe(true);
  });

  test('a page with an expiry is dropped when it is reached', () => {
    const cache = new PageCache();
    cache.set('a', page(10, { expiresAt: 100, keys: ['user:1'] }), cache.stamp);
    expect(cache.get('a', 99)).toBeDefined();
    expect(cache.get('a', 100)).toBeUndefined();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
    cache.invalidate(['user:1']); // its key was forgotten with it
  });
});
