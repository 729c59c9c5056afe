import { MB } from '@shared/constants';

type Bytes = Uint8Array<ArrayBuffer>;

/** A rendered page in each coding, with the complete headers of each answer (page-response.ts). */
export type CachedPage = {
  body: Bytes;
  gzip: Bytes;
  br: Bytes;
  etag: string;
  headers: Record<'identity' | 'gzip' | 'br' | 'notModified', Record<string, string>>;
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
 */
export class PageCache {
  #entries = new Map<string, CachedPage>();
  #bytes = 0;
  #generation = 0;

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
    const page = this.#entries.get(key);
    if (!page) return undefined;
    this.#entries.delete(key);
    if (page.expiresAt !== null && now >= page.expiresAt) {
      this.#bytes -= sizeOf(page);
      return undefined;
    }
    this.#entries.set(key, page); // most recently used goes last
    return page;
  }

  /** Stores a page rendered since `generation`; refused (false) when the data changed meanwhile. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (generation !== this.#generation) return false;
    const size = sizeOf(page);
    if (size > this.limits.bytes) return false;
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= sizeOf(old);
    }
    this.#entries.set(key, page);
    this.#bytes += size;
    for (const [oldest, evicted] of this.#entries) {
      if (this.#entries.size <= this.limits.entries && this.#bytes <= this.limits.bytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= sizeOf(evicted);
    }
    return true;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation++;
  }
}

const sizeOf = (page: CachedPage) => page.body.byteLength + page.gzip.byteLength + page.br.byteLength;
