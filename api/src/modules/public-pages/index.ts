import type { Dynatag } from '@db/schema';
import type { Lang } from '@shared/constants';
import { entitlementsOf } from '@shared/entitlements';
import type { SiteHandler } from '@shared/http/site-handler';
import { countsVisit } from '@shared/page-links';
import { modulesChangeAt } from '@shared/venue/changes';
import { Elysia, t } from 'elysia';
import type { PublicPageLocals } from '../../../../shared/pages/page-data';
import type { Deps } from '../../platform/deps';
import { bareAnswers } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { Peer } from '../../platform/peer';
import { withSecurityHeaders } from '../../platform/security';
import { armOf, armTarget, findDynatag, isProtected } from '../dynatags';
import { type ProfileCard, resolvePublicProfile, visitOf } from '../profiles';
import { createCardPages } from './card-link';
import { asksPreview, type DesignPreview, previewOf, previewResponse, withDraft } from './design-preview';
import { createDynatagPages } from './dynatag-page';
import { answerClick } from './link-clicks';
import { type CachedPage, PAGE_CACHE_LIMITS, PageCache } from './page-cache';
import { profilePageKeys } from './page-keys';
import { createPageRenders, type Rendered } from './page-renders';
import { keptHeaders, pageResponse, profilePageHeaders, toCachedPage } from './page-response';
import { answerTagClick, type ClickParams } from './tag-clicks';
import { tagPlan } from './tag-plan';
import { type KnownRouting, OWN, RoutingMemory, routingOf } from './tag-routing';
import { factsOf } from './tag-rule-facts';
import { type Decision, decide } from './tag-rules';
import { mayCarryTap, tappedFor } from './tap-cookie';
import { createViewCounter } from './view-counter';
import { visitorLang } from './visitor-lang';
import { onPageDataChange } from './write-watch';

// The door: what other modules may use (docs/modules.md).
export { readCardLink } from './card-link';
export { DYNATAG_FORM_BYTES } from './dynatag-page';
export { dynatagPreviewModule } from './dynatag-preview';
export { dynatagPublicModule } from './dynatag-public-routes';
export { tagFormRoutes } from './tag-form-routes';
export { tagViewAsModule } from './tag-view-as';
export { claimJournal } from './view-journal';
export { visitorLang } from './visitor-lang';
export { onPageDataChange } from './write-watch';

const SHORT_ID = /^[A-Za-z0-9_-]{1,32}$/;

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

/** `/p/{id}`, `/d/{id}` or `/c/{id}` of a URL, read without parsing the whole URL on the hot path; null for anything else. */
function pagePath(url: string): { kind: 'p' | 'd' | 'c'; shortId: string; query: number } | null {
  const path = url.indexOf('/', url.indexOf('//') + 2);
  const kind = url[path + 1];
  if ((kind !== 'p' && kind !== 'd' && kind !== 'c') || url[path + 2] !== '/') return null;
  const query = url.indexOf('?', path);
  const shortId = url.slice(path + 3, query < 0 ? undefined : query);
  return SHORT_ID.test(shortId) ? { kind, shortId, query } : null;
}

/**
 * The cache key of a page: a profile's per (requested shortId, language); a tag's also per `?count=false` (the
 * owner's preview), whose forms post back to the uncounted address.
 */
const profileKey = (shortId: string, lang: Lang) => `${shortId}\n${lang}`;
const dynatagKey = (shortId: string, lang: Lang, count: boolean, variant: string) =>
  `d/${shortId}\n${lang}\n${variant}${count ? '' : '\nn'}`;

/** A tag whose page is the same for every visitor of a language: no passcode, no geolock, no redirect. */
const isOpenToAll = (tag: Dynatag) => !isProtected(tag) && tag.redirectUrl === '';

/**
 * The public pages /p/{shortId} (profiles) and /d/{shortId} (dynatags): HTML from one page cache, rendered by
 * Astro on a miss (the pages ask `locals.publicProfile` / `locals.publicDynatag` for their data). Each page
 * keeps the keys of the rows it was built from and is dropped when a committed write touches one of them
 * (write-watch.ts). Only tags open to all are kept; a tag behind a passcode or a geolock, or a redirect, is
 * answered each time (dynatag-page.ts). A visit counts a view of what the page shows (unless it is the owner's
 * `?count=false` preview; bots are filtered), on hits as on misses, after the answer.
 */
export function createPublicPages(deps: Deps, limits = PAGE_CACHE_LIMITS) {
  const cache = new PageCache(limits);
  const counter = createViewCounter(deps);
  let closing = false;
  const renders = createPageRenders(cache, () => deps.clock.now());
  const dynatags = createDynatagPages(deps, counter, visitorLang);
  // The headers createHandler adds to every answer, made part of each cached answer (see `answerCached`).
  const isHttps = deps.config.publicUrl.startsWith('https:');
  const securityHeaders = Object.fromEntries(withSecurityHeaders(new Response(null), isHttps).headers);
  const profileHeaders = profilePageHeaders(securityHeaders);
  onPageDataChange(deps.database.client, (keys) => cache.invalidate(keys));
  // Each tag's rules, variants and running split test, dropped with its pages (tag-routing.ts).
  const routings = new RoutingMemory();
  onPageDataChange(deps.database.client, (keys) => routings.invalidate(keys));

  const wallet = { apple: !!deps.config.wallet.apple, google: !!deps.config.wallet.google };
  async function renderProfile(
    request: Request,
    site: SiteHandler,
    shortId: string,
    lang: Lang,
    preview?: DesignPreview,
  ): Promise<Rendered> {
    const found: { card?: ProfileCard } = {};
    const locals: PublicPageLocals = {
      publicProfile: async (id) => {
        const card = await findCard(deps, id);
        if (!card) return null;
        found.card = card;
        const profile = preview ? withDraft(card.view, preview) : card.view;
        const isFree = !entitlementsOf(card.owner, deps.clock.now()).isSubscriber;
        return { lang, origin: deps.config.publicUrl, profile, wallet, isFree, preview: !!preview };
      },
    };
    const response = await site(request, locals);
    if (preview) return { response: previewResponse(response) };
    if (response.status !== 200 || !found.card) return { response };
    const body = new Uint8Array(await response.arrayBuffer());
    const about = {
      target: { type: 'profile', id: found.card.profile.id } as const,
      expiresAt: expiryOf(found.card, deps.clock.now()),
      keys: await profilePageKeys(deps, shortId, found.card),
    };
    // The site's policy for this page: its inline scripts allowed by hash (shared/http/csp.ts).
    const csp = response.headers.get('content-security-policy');
    const headers = csp ? { ...profileHeaders, 'content-security-policy': csp } : profileHeaders;
    return { page: toCachedPage(body, about, headers) };
  }

  // /c/{cardId}: the holder's profile page from this cache (card-link.ts); its links forget what a write changed.
  const cardPages = createCardPages(deps, {
    cache,
    renders,
    counter,
    keyOf: profileKey,
    render: renderProfile,
  });
  onPageDataChange(deps.database.client, (keys) => cardPages.invalidate(keys));
  // Several instances (REDIS_URL): our writes' keys go to the others, theirs drop the same pages here.
  onPageDataChange(deps.database.client, (keys) => deps.cacheBus.publish(keys));
  deps.cacheBus.subscribe((keys) => {
    cache.invalidate(keys);
    routings.invalidate(keys);
    cardPages.invalidate(keys);
  });

  async function answer(request: Request, shortId: string, site?: SiteHandler): Promise<Response> {
    if (!site) throw new AppError('NOT_FOUND', 'routeNotFound');
    const visit = countsVisit(request.url) ? visitOf(deps, request) : null;
    const lang = visitorLang(request);
    const preview = await previewOf(deps, request);
    if (preview) return (await renderProfile(request, site, shortId, lang, preview)).response!;
    const { page, response } = await renders.pageFor(profileKey(shortId, lang), () =>
      renderProfile(request, site, shortId, lang),
    );
    if (!page) return response;
    if (visit) counter.add(page.target, visit);
    return pageResponse(page, request);
  }

  /** The tag's routing, from memory or read (and remembered); undefined for no such tag. */
  async function routingFor(shortId: string): Promise<KnownRouting | undefined> {
    const known = routings.get(shortId);
    if (known) return known;
    const stamp = cache.stamp;
    const tag = await findDynatag(deps, shortId).catch((error) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!tag) return undefined;
    routings.remember(cache, stamp, shortId, tag, await routingOf(deps, tag));
    return routings.get(shortId);
  }

  /** The decision for a visit of a tag whose routing is known; the fast path hands in the socket's address. */
  function decisionFor(known: KnownRouting | undefined, request: Request, lang: Lang, peer?: Peer): Decision {
    if (!known?.decides) return OWN;
    const socketIp = peer && (() => peer.requestIP(request)?.address);
    const facts = factsOf(deps, request, { lang, companyId: known.companyId, socketIp });
    return decide(known.routing, facts, deps.config.secret);
  }

  /** The tag's page from dynatag-page.ts, kept when the tag is open to all and it answered 200. */
  async function renderDynatag(
    request: Request,
    site: SiteHandler,
    shortId: string,
    decision: Decision,
    known: KnownRouting | undefined,
  ): Promise<Rendered> {
    const tag = await findDynatag(deps, shortId).catch((error) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    const response = await dynatags.answer(request, shortId, site, undefined, undefined, false, decision);
    if (!tag || !isOpenToAll(tag) || response.status !== 200 || response.headers.has('set-cookie')) {
      return { response };
    }
    const answered = withSecurityHeaders(response, isHttps);
    const body = new Uint8Array(await answered.arrayBuffer());
    // The owners' subscriptions decide the "Made with Dynacard" link (tag-plan.ts): their rows are keys too.
    const plan = await tagPlan(deps, tag.companyId);
    const now = deps.clock.now();
    const changesAt = [modulesChangeAt(tag.modules, now), plan.paidUntil].filter((at) => at !== null);
    const about = {
      target: { type: 'dynatag', id: tag.id } as const,
      // Opening hours and coupons change the page at an hour of their own, and so does a paid period's end.
      expiresAt: changesAt.length ? Math.min(...changesAt) : null,
      keys: [`dynatag:${tag.id}`, `company:${tag.companyId}`, ...plan.keys],
    };
    const page = toCachedPage(body, about, keptHeaders(answered));
    // The version shown is counted on its arm beside the tag's view, also on hits (made now, remembered).
    if (known?.countsVersions && decision.variant !== null) {
      page.also = armTarget('variant', await armOf(deps, tag.id, decision.variant));
    }
    return { page };
  }

  /** GET /d/{shortId}: the dynatag page, from the cache when the tag is open to all (its render counts itself). */
  async function answerDynatag(request: Request, shortId: string, site?: SiteHandler): Promise<Response> {
    if (!site) throw new AppError('NOT_FOUND', 'routeNotFound');
    const count = countsVisit(request.url);
    const preview = await previewOf(deps, request);
    if (preview) return previewResponse(await dynatags.answer(request, shortId, site, undefined, preview));
    // After a verified tap of the company's card, a tag with modules "only after a tap" is answered with them,
    // uncached (tap-cookie.ts); the page in the cache never holds them.
    const cookie = request.headers.get('cookie');
    if (mayCarryTap(cookie)) {
      const tag = await findDynatag(deps, shortId).catch(() => null);
      if (tag?.modules.some((m) => m.tapOnly) && tappedFor(deps, tag.companyId, cookie))
        return dynatags.answer(request, shortId, site, undefined, undefined, true);
    }
    const lang = visitorLang(request);
    const known = await routingFor(shortId);
    const decision = decisionFor(known, request, lang);
    // A rule's redirect is answered each time (302, the view counted), never kept.
    if (decision.redirect !== null)
      return dynatags.answer(request, shortId, site, undefined, undefined, false, decision);
    const key = dynatagKey(shortId, lang, count, decision.variant ?? '');
    const { page, response, rendered } = await renders.pageFor(key, () =>
      renderDynatag(request, site, shortId, decision, known),
    );
    if (!page) return response;
    if (count && !rendered) {
      counter.count(page.target, request);
      if (page.also) counter.count(page.also, request);
    }
    return pageResponse(page, request);
  }

  /**
   * The same answer as `answer` or `answerDynatag` for a page already in the cache, given before the framework's
   * routing and hooks (createHandler), which would cost a fifth of the throughput; for a page being rendered,
   * that render's page once it is done (a promise, undefined if a change overtook it); undefined for anything
   * else, which then takes the normal path. `peer` gives the socket's address, read only when a view is counted.
   */
  function answerCached(request: Request, peer?: Peer): Response | Promise<Response | undefined> | undefined {
    if (request.method !== 'GET') return undefined;
    const url = request.url;
    const at = pagePath(url);
    if (!at || asksPreview(url)) return undefined;
    if (at.kind === 'c') return cardPages.answerCached(request, at.shortId, peer);
    // A tag's page after a verified tap may hold more than the cached one: the route decides.
    if (at.kind === 'd' && mayCarryTap(request.headers.get('cookie'))) return undefined;
    const count = at.query < 0 || countsVisit(url);
    const lang = visitorLang(request);
    let key: string;
    if (at.kind === 'p') key = profileKey(at.shortId, lang);
    else {
      // A tag's routing must be known here (no database read on a hit): else the route learns it.
      const known = routings.get(at.shortId);
      if (!known) return undefined;
      const decision = decisionFor(known, request, lang, peer);
      if (decision.redirect !== null) return undefined;
      key = dynatagKey(at.shortId, lang, count, decision.variant ?? '');
    }
    const page = cache.get(key, deps.clock.now());
    if (page) return hit(page, request, count, peer);
    return renders.pending(key)?.then((shared) => shared && hit(shared, request, count, peer));
  }

  /**
   * A cached page's answer, the view counted when asked (one bot check, one hash: `visitOf`). The socket's
   * address is read from `peer` only for a counted visit no trusted proxy named (see `clientIp`).
   */
  function hit(page: CachedPage, request: Request, count: boolean, peer?: Peer): Response {
    const visit = count ? visitOf(deps, request, peer && (() => peer.requestIP(request)?.address)) : null;
    if (visit) {
      counter.add(page.target, visit);
      if (page.also) counter.add(page.also, visit);
    }
    return pageResponse(page, request);
  }

  return {
    cache,
    routings,
    counter,
    dynatags,
    cards: cardPages,
    answer,
    answerDynatag,
    answerCached,
    /** GET /p/{shortId}/l/{linkId}: a person's own link, its click counted (link-clicks.ts). */
    answerClick: (request: Request, shortId: string, linkId: string, site?: SiteHandler) =>
      answerClick(deps, counter, request, shortId, linkId, site),
    /** /d/{shortId}/k/{variant}/{moduleId}/{item}: a click in a tag, counted (tag-clicks.ts). */
    answerTagClick: (request: Request, params: ClickParams, site?: SiteHandler) =>
      answerTagClick(deps, counter, request, params, site),
    settle: () => counter.settle(),
    /** Whether the server is shutting down (`stopAnswering`): it answers nothing more. */
    get closing() {
      return closing;
    },
    /** From now on the server answers nothing (createHandler): the views counted so far are all there will be. */
    stopAnswering() {
      closing = true;
    },
    /** Counts what is queued and stops the view writer's thread (shutdown). */
    close: () => counter.close(),
  };
}

export type PublicPages = ReturnType<typeof createPublicPages>;

// Kept here as well for app.ts, which hands the server in as the peer.
export type { Peer } from '../../platform/peer';

const OwnLinkParams = t.Object({
  shortId: t.String({
    maxLength: 32,
    description: "The profile's own shortId (as the page's links carry it)",
  }),
  linkId: t.String({ maxLength: 20, description: "The link's id" }),
});

const ownLinkDetail = {
  tags: ['Profiles'],
  summary: "Open one of a person's own links (the click is counted)",
  description:
    "What the card page links each of the person's own links to. Counts a click (bots, HEAD and prefetches not; the source is that of the page it was clicked on: its `?s=q` QR or `?s=n` NFC marker and UTM, read from the same-origin Referer) and answers 302 to the saved address. An unknown or removed link, or another profile's, is 404.",
  responses: bareAnswers({
    302: {
      description: "To the link's saved address (no envelope)",
      headers: { Location: { description: 'The saved address', schema: { type: 'string' } } },
    },
    404: { description: 'No such link on this profile (the site’s 404 page)' },
  }),
};

const TagClickParams = t.Object({
  shortId: t.String({ maxLength: 32, description: "The dynatag's public id" }),
  variant: t.String({
    maxLength: 12,
    description: "The variant the page showed, or - for the tag's own content",
  }),
  moduleId: t.String({ maxLength: 32, description: "The module's id" }),
  item: t.String({
    maxLength: 16,
    description:
      'The element within the module: a link or file by its place (0, 1…), a contact’s call (0t) or mail (0m), a social network, the event’s ics or map, a map’s map',
  }),
});

const tagClickDetail = (ping: boolean) => ({
  tags: ['Dynatags (public)'],
  summary: ping
    ? 'Count a click on a call, mail or text link of a dynatag (its ping)'
    : 'Open a link, file or map of a dynatag (the click is counted)',
  description: `${
    ping
      ? "The `ping` a tel:, mailto: or sms: link of the page carries (and any link of a passcode or location-locked tag's page): the browser sends it, body PING as text/ping, as it follows the link. Answers 204."
      : "What the page links each web address, file and map of its modules to. Answers 302 to that element's saved address, read from the tag and the named variant (never from the request). A passcode or location-locked tag's elements are never redirected (its page pings instead): 404."
  } Counts a click on that variant (bots, HEAD, prefetches and the owner's ?count=false not; the source is that of the page, read from the same-origin Referer). An unknown tag, variant, module or item is 404.`,
  responses: bareAnswers(
    ping
      ? {
          204: { description: 'Counted (no body)' },
          404: { description: 'No such element (the site’s 404 page)' },
        }
      : {
          302: {
            description: "To the element's saved address (no envelope)",
            headers: { Location: { description: 'The saved address', schema: { type: 'string' } } },
          },
          404: { description: 'No such element (the site’s 404 page)' },
        },
  ),
});

export const publicPagesModule = (pages: PublicPages, site?: SiteHandler) =>
  new Elysia({ name: 'public-pages' })
    // GET /p/:shortId – the public profile page a card's QR code and NFC chip open (a visit counts; ?count=false not)
    .get('/p/:shortId', ({ request, params }) => pages.answer(request, params.shortId, site), {
      detail: { hide: true },
    })
    // GET /p/:shortId/l/:linkId – a person's own link on that profile's page: the click counted, 302 to its address
    .get(
      '/p/:shortId/l/:linkId',
      ({ request, params }) => pages.answerClick(request, params.shortId, params.linkId, site),
      { params: OwnLinkParams, detail: ownLinkDetail },
    )
    // GET /d/:shortId/k/:variant/:moduleId/:item – a link, file or map of a tag: the click counted, 302 to it
    .get(
      '/d/:shortId/k/:variant/:moduleId/:item',
      ({ request, params }) => pages.answerTagClick(request, params, site),
      { params: TagClickParams, detail: tagClickDetail(false) },
    )
    // POST the same address – the ping of a call, mail or text link: the click counted, 204
    .post(
      '/d/:shortId/k/:variant/:moduleId/:item',
      ({ request, params }) => pages.answerTagClick(request, params, site),
      { params: TagClickParams, parse: 'text', detail: tagClickDetail(true) },
    )
    // GET /c/:cardId – a card's own link (its QR code and NFC chip): the holder's profile page, or a neutral page
    .get('/c/:cardId', ({ request, params }) => pages.cards.answer(request, params.cardId, site), {
      detail: { hide: true },
    })
    // GET /d/:shortId – the public dynatag page; POST the same address: its passcode or position form
    .get('/d/:shortId', ({ request, params }) => pages.answerDynatag(request, params.shortId, site), {
      detail: { hide: true },
    })
    .post(
      '/d/:shortId',
      ({ request, params, body }) =>
        pages.dynatags.answer(request, params.shortId, site, body, undefined, true),
      { detail: { hide: true } },
    );
