/** The keys of the rows a write touched (public-pages/write-keys.ts), or null: any page may have changed. */
export type CacheKeys = string[] | null;

/**
 * Tells the other instances which cached pages a write made stale (DESIGN §8). Each instance sees its own
 * writes itself (public-pages/write-watch.ts) and publishes their keys here; `subscribe` hears the other
 * instances' keys only. In one process there is nobody to tell; with REDIS_URL it is a Redis channel (redis.ts).
 */
export type CacheBus = {
  publish: (keys: CacheKeys) => void;
  subscribe: (listener: (keys: CacheKeys) => void) => () => void;
};

export const localCacheBus = (): CacheBus => ({ publish: () => {}, subscribe: () => () => {} });
