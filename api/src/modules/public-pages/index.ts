import { DEFAULT_LANG, type Lang } from '@shared/constants';
import { Elysia } from 'elysia';
import { browserLang, storedLang } from '../../../../site/adapter/negotiate';
import type { SiteHandler } from '../../../../site/adapter/serve';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { rememberClientIp, withSecurityHeaders } from '../../platform/security';
import { resolvePublicProfile } from '../profiles/lookup';
import type { ProfileCard } from '../profiles/public-view';
import { visitOf } from '../profiles/visits';
import { createDynatagPages } from './dynatag-page';
import { type CachedPage, PAGE_CACHE_LIMITS, PageCache } from './page-cache';
import type { PublicPageLocals } from './page-data';
import { profilePageKeys } from './page-keys';
import { pageResponse, toCachedPage } from './page-response';
import { createViewCounter } from './view-counter';
import { onPageDataChange } from './write-watch';

const SHORT_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** Languages picked per Accept-Language value: browsers send a handful of distinct ones (bounded). */
const acceptedLangs = new Map<string, Lang>();

/**
 * The visitor's language, negotiated as the site's pages are (site/adapter/negotiate.ts): the stored choice
 * (cookie targetLang), then the browser's, then Swedish.
 */
export function visitorLang(request: Request): Lang {
  const headers = request.headers;
  const cookie = headers.get('cookie');
  const stored = cookie?.includes('targetLang=') ? storedLang(cookie) : null;
  if (stored) return stored;
  const accept = headers.get('accept-language');
  if (accept === null) return DEFAULT_LANG;
  let lang = acceptedLangs.get(accept);
  if (lang === undefined) {
    lang = browserLang(accept) ?? DEFAULT_LANG;
    if (acceptedLangs.size >= 1000) acceptedLangs.clear();
    acceptedLangs.set(accept, lang);
  }
  return lang;
}

/** The profile a link opens, or null when there is none to show. */
async function findCard(deps: Deps, id: string): Promise<ProfileCard | null> {
  if (!SHORT_ID.test(id)) return null;
  try {
    return await resolvePublicProfile(deps, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** When the page stops being true by time alone: the end of a subscription that decides what it shows. */
function expiryOf(card: ProfileCard, now: number): number | null {
  const { owner } = card;
  if (owner.subscriptionPrivileges || owner.activeSubscription === null) return null;
  const end = owner.subscriptionExpiresAt;
  return end !== null && end > now ? end : null;
}

/** `?count=true` without parsing the whole URL on the hot path. */
const wantsCount = (url: string) => {
  const query = url.indexOf('?');
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).get('count') === 'true';
};

/**
 * The public profile page /p/{shortId}: HTML from the page cache, rendered by Astro on a miss (the page
 * asks `locals.publicProfile` for its data). Pages are kept per (requested shortId, language), each with the
 * keys of the rows it was built from, and dropped when a committed write touches one of them (write-watch.ts). `?count=true` counts
 * a view of the profile shown, on hits as on misses, after the answer.
 */
export function createPublicPages(deps: Deps, limits = PAGE_CACHE_LIMITS) {
  const cache = new PageCache(limits);
  const counter = createViewCounter(deps);
  // The headers createHandler adds to every answer, made part of each cached answer (see `answerCached`).
  const isHttps = deps.config.publicUrl.startsWith('https:');
  const securityHeaders = Object.fromEntries(withSecurityHeaders(new Response(null), isHttps).headers);
  onPageDataChange(deps.database.client, (keys) => cache.invalidate(keys));

  async function render(
    request: Request,
    site: SiteHandler,
    shortId: string,
    lang: Lang,
  ): Promise<{ page: CachedPage; response?: undefined } | { page?: undefined; response: Response }> {
    const stamp = cache.stamp;
    const found: { card?: ProfileCard } = {};
    const locals: PublicPageLocals = {
      publicProfile: async (id) => {
        const card = await findCard(deps, id);
        if (!card) return null;
        found.card = card;
        return { lang, origin: deps.config.publicUrl, profile: card.view };
      },
    };
    const response = await site(request, locals);
    if (response.status !== 200 || !found.card) return { response };
    const body = new Uint8Array(await response.arrayBuffer());
    const about = {
      profileId: found.card.profile.id,
      expiresAt: expiryOf(found.card, deps.clock.now()),
      keys: await profilePageKeys(deps, shortId, found.card),
    };
    const page = toCachedPage(body, about, securityHeaders);
    cache.set(`${shortId}\n${lang}`, page, stamp);
    return { page };
  }

  /** Renders under way per key: scans arriving meanwhile share the result instead of rendering again. */
  const rendering = new Map<string, { stamp: number; page: Promise<CachedPage | undefined> }>();

  async function answer(request: Request, shortId: string, site?: SiteHandler): Promise<Response> {
    if (!site) throw new AppError('NOT_FOUND', 'routeNotFound');
    const visit = wantsCount(request.url) ? visitOf(deps, request) : null;
    const lang = visitorLang(request);
    const key = `${shortId}\n${lang}`;
    let page = cache.get(key, deps.clock.now());
    // A render under way is shared only while its rows are unchanged since it began; else this visitor might
    // see what was just hidden. Then look again: another waiter may have begun a fresh render to share, so a
    // change during a render costs one more render, not one per waiting scan.
    for (let tries = 0; !page && tries < 3; tries++) {
      const shared = rendering.get(key);
      if (!shared) break;
      const result = await shared.page;
      if (!result) break; // no page to keep (a 404): render here
      if (!cache.changedSince(result.keys, shared.stamp)) page = result;
      else {
        if (rendering.get(key) === shared) rendering.delete(key);
        page = cache.get(key, deps.clock.now());
      }
    }
    if (!page) {
      const stamp = cache.stamp;
      const rendered = render(request, site, shortId, lang);
      const entry = {
        stamp,
        page: rendered.then(
          (r) => r.page,
          () => undefined,
        ),
      };
      rendering.set(key, entry);
      const { page: fresh, response } = await rendered.finally(() => {
        if (rendering.get(key) === entry) rendering.delete(key);
      });
      if (!fresh) return response!;
      page = fresh;
    }
    if (visit) counter.add({ type: 'profile', id: page.profileId }, visit);
    return pageResponse(page, request);
  }

  /**
   * The same answer as `answer` for a page already in the cache, given before the framework's routing and
   * hooks (createHandler), which would cost a fifth of the throughput; undefined for anything else, which
   * then takes the normal path. `peer` gives the socket's address, read only when a view is counted.
   */
  function answerCached(request: Request, peer?: Peer): Response | undefined {
    if (request.method !== 'GET') return undefined;
    const url = request.url;
    const path = url.indexOf('/', url.indexOf('//') + 2);
    if (!url.startsWith('/p/', path)) return undefined;
    const query = url.indexOf('?', path);
    const shortId = url.slice(path + 3, query < 0 ? undefined : query);
    if (!SHORT_ID.test(shortId)) return undefined;
    const page = cache.get(`${shortId}\n${visitorLang(request)}`, deps.clock.now());
    if (!page) return undefined;
    if (query >= 0 && wantsCount(url)) {
      if (peer) rememberClientIp(request, peer.requestIP(request)?.address);
      const visit = visitOf(deps, request);
      if (visit) counter.add({ type: 'profile', id: page.profileId }, visit);
    }
    return pageResponse(page, request);
  }

  // /d/{shortId}: served uncached for now (dynatag-page.ts).
  const dynatags = createDynatagPages(deps, counter, visitorLang);
  return { cache, counter, dynatags, answer, answerCached, settle: () => counter.settle() };
}

export type PublicPages = ReturnType<typeof createPublicPages>;

/** Where a request came from: the Bun server that received it. */
export type Peer = { requestIP(request: Request): { address: string } | null };

export const publicPagesModule = (pages: PublicPages, site?: SiteHandler) =>
  new Elysia({ name: 'public-pages' })
    // GET /p/:shortId – the public profile page a card's QR code and NFC chip open (?count=true counts a view)
    .get('/p/:shortId', ({ request, params }) => pages.answer(request, params.shortId, site), {
      detail: { hide: true },
    })
    // GET /d/:shortId – the public dynatag page; POST the same address: its passcode or position form
    .get('/d/:shortId', ({ request, params }) => pages.dynatags.answer(request, params.shortId, site), {
      detail: { hide: true },
    })
    .post(
      '/d/:shortId',
      ({ request, params, body }) => pages.dynatags.answer(request, params.shortId, site, body),
      { detail: { hide: true } },
    );
