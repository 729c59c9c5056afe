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
  profileId: 1,
  expiresAt: null,
  ...fields,
});

describe('page cache', () => {
  test('least recently used goes first when the count or the bytes run over', () => {
    const cache = new PageCache({ entries: 3, bytes: 1000 });
    const g = cache.generation;
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
    const before = cache.generation;
    cache.set('a', page(10), before);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
    expect(cache.set('b', page(10), before)).toBe(false);
    expect(cache.set('b', page(10), cache.generation)).toBe(true);
  });

  test('a page with an expiry is dropped when it is reached', () => {
    const cache = new PageCache();
    cache.set('a', page(10, { expiresAt: 100 }), cache.generation);
    expect(cache.get('a', 99)).toBeDefined();
    expect(cache.get('a', 100)).toBeUndefined();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
