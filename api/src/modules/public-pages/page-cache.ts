import { MB } from '@shared/constants';

type Bytes = Uint8Array<ArrayBuffer>;

/** A rendered page in each coding, with the complete headers of each answer (page-response.ts). */
export type CachedPage = {
  body: Bytes;
  gzip: Bytes;
  br: Bytes;
  etag: string;
  /** Status and headers of each answer: in each coding, and 304. */
  init: Record<'identity' | 'gzip' | 'br' | 'notModified', { status: number; headers: Headers }>;
  /** The profile the page shows: views are counted on it, also on cache hits. */
  profileId: number;
  /** When the page stops being true without any write (the owner's subscription ends), or null. */
  expiresAt: number | null;
};

export const PAGE_CACHE_LIMITS = { entries: 5000, bytes: 64 * MB };

/**
 * Rendered public pages in memory, least recently used first out, bounded by count and by bytes.
 * `generation` grows with every clear: a render that started before a clear must not be stored after
 * it, because it may hold data the change just hid.
 * A hit only stamps its entry with a counter (a Map reordered on every hit cost the hot path time and
 * garbage); the oldest stamp is looked for when a new page overflows the limits, which is rare.
 */
export class PageCache {
  #entries = new Map<string, { page: CachedPage; used: number }>();
  #bytes = 0;
  #generation = 0;
  #clock = 0;

  constructor(readonly limits = PAGE_CACHE_LIMITS) {}

  get generation() {
    return this.#generation;
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
      this.#entries.delete(key);
      this.#bytes -= sizeOf(page);
      return undefined;
    }
    entry.used = ++this.#clock;
    return page;
  }

  /** Stores a page rendered since `generation`; refused (false) when the data changed meanwhile. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (generation !== this.#generation) return false;
    const size = sizeOf(page);
    if (size > this.limits.bytes) return false;
    const old = this.#entries.get(key);
    if (old) this.#bytes -= sizeOf(old.page);
    this.#entries.set(key, { page, used: ++this.#clock });
    this.#bytes += size;
    while (this.#entries.size > this.limits.entries || this.#bytes > this.limits.bytes) this.#evictOldest();
    return true;
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
    if (oldest === undefined) return;
    this.#bytes -= sizeOf(this.#entries.get(oldest)!.page);
    this.#entries.delete(oldest);
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation++;
  }
}

const sizeOf = (page: CachedPage) => page.body.byteLength + page.gzip.byteLength + page.br.byteLength;
