import type { CachedPage, PageCache } from './page-cache';

/** What a render gives: a page to keep and answer from, or an answer that is not kept (404, a locked tag…). */
export type Rendered = { page: CachedPage; response?: undefined } | { page?: undefined; response: Response };

/**
 * Pages from the cache, or rendered once for all the scans that ask meanwhile. A render under way is shared
 * only while its rows are unchanged since it began (else a scan might see what was just hidden); a scan that
 * finds it overtaken looks again, and shares the next render another waiter began, so a change during a
 * render costs one more render, not one per waiting scan. A render's page is stored only if none of its rows
 * changed since it began (PageCache stamps).
 */
export function createPageRenders(cache: PageCache, now: () => number) {
  const rendering = new Map<string, { stamp: number; page: Promise<CachedPage | undefined> }>();

  /** The page under `key`; `rendered` tells that this call ran the render (its side effects happened). */
  async function pageFor(
    key: string,
    render: () => Promise<Rendered>,
  ): Promise<Rendered & { rendered: boolean }> {
    let page = cache.get(key, now());
    for (let tries = 0; !page && tries < 3; tries++) {
      const shared = rendering.get(key);
      if (!shared) break;
      const result = await shared.page;
      if (!result) break; // no page to keep (a 404): render here
      if (!cache.changedSince(result.keys, shared.stamp)) page = result;
      else {
        if (rendering.get(key) === shared) rendering.delete(key);
        page = cache.get(key, now());
      }
    }
    if (page) return { page, rendered: false };
    const stamp = cache.stamp;
    const rendered = render().then((r) => {
      if (r.page) cache.set(key, r.page, stamp);
      return r;
    });
    const entry = {
      stamp,
      page: rendered.then(
        (r) => r.page,
        () => undefined,
      ),
    };
    rendering.set(key, entry);
    const result = await rendered.finally(() => {
      if (rendering.get(key) === entry) rendering.delete(key);
    });
    return { ...result, rendered: true };
  }

  /**
   * The page a render under way for `key` will give, when no change overtakes it (else undefined); undefined at
   * once when none is under way. Lets a scan share a render without taking the framework's path.
   */
  function pending(key: string): Promise<CachedPage | undefined> | undefined {
    const shared = rendering.get(key);
    if (!shared) return undefined;
    return shared.page.then((page) =>
      page && !cache.changedSince(page.keys, shared.stamp) ? page : undefined,
    );
  }

  return { pageFor, pending };
}
