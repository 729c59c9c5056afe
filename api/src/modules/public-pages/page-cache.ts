import { MB } from '@shared/constants';
import type { ViewTarget } from '../profiles';

type Bytes = Uint8Array<ArrayBuffer>;

/** A rendered page in each coding, with the complete headers of each answer (page-response.ts). */
export type CachedPage = {
  body: Bytes;
  gzip: Bytes;
  br: Bytes;
  etag: string;
  /** Status and headers of each answer: in each coding, and 304. */
  init: Record<'identity' | 'gzip' | 'br' | 'notModified', { status: number; headers: Headers }>;
  /** The profile or dynatag the page shows: views are counted on it, also on cache hits. */
  target: ViewTarget;
  /** A second view counted with it: a tag's version shown (issue 34, `variant` on its arm), if it counts them. */
  also?: ViewTarget;
  /** When the page stops being true without any write (the owner's subscription ends), or null. */
  expiresAt: number | null;
  /** The keys of the rows the page was built from (write-keys.ts): a write to any of them drops it. */
  keys: readonly string[];
};

export const PAGE_CACHE_LIMITS = { entries: 5000, bytes: 64 * MB };

/** Keys remembered as touched at most; beyond that the memory is reset and older renders are refused. */
const TOUCHED_LIMIT = 10_000;

/**
 * Rendered public pages in memory, least recently used first out, bounded by count and by bytes. Each page
 * lists the keys of the rows it was built from; `invalidate(keys)` drops only the pages built from those rows.
 * A render takes a `stamp` when it starts and may store its page only if none of the page's keys was touched
 * since (else it may hold data the change just hid); edits of other rows do not waste it.
 * A hit only stamps its entry with a counter (a Map reordered on every hit cost the hot path time and
 * garbage); the oldest stamp is looked for when a new page overflows the limits, which is rare.
 */
export class PageCache {
  #entries = new Map<string, { page: CachedPage; used: number }>();
  /** Cache keys of the pages built from each row key. */
  #pagesOf = new Map<string, Set<string>>();
  /** When each row key was last touched (a write stamp); renders started before `#floor` are all refused. */
  #touched = new Map<string, number>();
  #stamp = 0;
  #floor = 0;
  #bytes = 0;
  #clock = 0;

  constructor(readonly limits = PAGE_CACHE_LIMITS) {}

  /** Taken when a render starts; hand it to `set` and `changedSince`. */
  get stamp() {
    return this.#stamp;
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#bytes;
  }

  get(key: string, now: number): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const { page } = entry;
    if (page.expiresAt !== null && now >= page.expiresAt) {
      this.#delete(key);
      return undefined;
    }
    entry.used = ++this.#clock;
    return page;
  }

  /** Whether a row `keys` names was touched after `stamp` (a render that began then may be stale). */
  changedSince(keys: readonly string[], stamp: number): boolean {
    if (stamp < this.#floor) return true;
    for (const key of keys) if ((this.#touched.get(key) ?? -1) > stamp) return true;
    return false;
  }

  /** Stores a page whose render began at `stamp`; refused (false) when its rows changed meanwhile. */
  set(key: string, page: CachedPage, stamp: number): boolean {
    if (this.changedSince(page.keys, stamp)) return false;
    const size = sizeOf(page);
    if (size > this.limits.bytes) return false;
    this.#delete(key);
    this.#entries.set(key, { page, used: ++this.#clock });
    this.#bytes += size;
    for (const rowKey of page.keys) {
      const pages = this.#pagesOf.get(rowKey);
      if (pages) pages.add(key);
      else this.#pagesOf.set(rowKey, new Set([key]));
    }
    while (this.#entries.size > this.limits.entries || this.#bytes > this.limits.bytes) this.#evictOldest();
    return true;
  }

  /** Drops the pages built from any of `keys` (rows a write touched); null drops every page. */
  invalidate(keys: readonly string[] | null) {
    if (keys === null) return this.clear();
    const stamp = ++this.#stamp;
    if (this.#touched.size + keys.length > TOUCHED_LIMIT) {
      this.#touched.clear();
      this.#floor = stamp;
    }
    for (const rowKey of keys) {
      this.#touched.set(rowKey, stamp);
      const pages = this.#pagesOf.get(rowKey);
      if (pages) for (const key of [...pages]) this.#delete(key);
    }
  }

  clear() {
    this.#entries.clear();
    this.#pagesOf.clear();
    this.#touched.clear();
    this.#bytes = 0;
    this.#floor = ++this.#stamp;
  }

  #delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= sizeOf(entry.page);
    for (const rowKey of entry.page.keys) {
      const pages = this.#pagesOf.get(rowKey);
      pages?.delete(key);
      if (pages?.size === 0) this.#pagesOf.delete(rowKey);
    }
  }

  #evictOldest() {
    let oldest: string | undefined;
    let stamp = Number.POSITIVE_INFINITY;
    for (const [key, entry] of this.#entries) {
      if (entry.used < stamp) {
        stamp = entry.used;
        oldest = key;
      }
    }
    if (oldest !== undefined) this.#delete(oldest);
  }
}

const sizeOf = (page: CachedPage) => page.body.byteLength + page.gzip.byteLength + page.br.byteLength;
