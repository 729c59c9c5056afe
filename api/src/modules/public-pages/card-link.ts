// /c/{cardId}: the link a card's QR code and NFC chip carry. It opens the holder's public profile (the holder's
// active profile, as /p/{user shortId} does) straight from the page cache: the same bytes and headers as
// /p/{profileShortId}, no redirect. A scan counts a view of the profile and of the card (views target 'card',
// cards.scans and last_scan_at, in the view counter's batch), except the owner's `?count=false` preview. A disabled card, a card without holder, or a holder
// with no public profile opens the neutral page (card-link-page.ts), which shows nothing of anyone.
// A tap of a chip with Secure Unique NFC (issue 33) carries `picc_data` and `cmac`: verified and new (cards/sun-taps.ts)
// it counts as a tap (source NFC); forged, replayed or copied it counts as a plain visit, and so does an address
// without them (or a bare `?s=n`) of a card whose chip has SUN. The page is the same either way, from the cache.
import { cards, memberships, users } from '@db/schema';
import type { Lang } from '@shared/constants';
import type { SiteHandler } from '@shared/http/site-handler';
import { countsVisit } from '@shared/page-links';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { SUN_PARAMS, sunParams } from '../../platform/nfc-sun/sun';
import type { Peer } from '../../platform/peer';
import { claimSunTap } from '../cards';
import { JOINED } from '../companies';
import { resolvePublicProfile, type Visit, visitOf } from '../profiles';
import { neutralCardPage } from './card-link-page';
import { type CardLink, CardLinks } from './card-links';
import type { CachedPage, PageCache } from './page-cache';
import type { createPageRenders, Rendered } from './page-renders';
import { pageResponse } from './page-response';
import { tapCookie } from './tap-cookie';
import type { ViewCounter } from './view-counter';
import { visitorLang } from './visitor-lang';

type PageRenders = ReturnType<typeof createPageRenders>;

const CARD_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** What the card pages need of the profile pages (public-pages/index.ts). */
export type ProfilePages = {
  cache: PageCache;
  renders: PageRenders;
  counter: ViewCounter;
  /** The cache key of /p/{shortId} in a language. */
  keyOf: (shortId: string, lang: Lang) => string;
  /** Renders /p/{shortId} as `request` (a request for that address). */
  render: (request: Request, site: SiteHandler, shortId: string, lang: Lang) => Promise<Rendered>;
};

/** Where the card with this link leads now, read from the database, with the keys of the rows read. */
export async function readCardLink(deps: Deps, cardShortId: string): Promise<CardLink | null> {
  const [row] = await deps.db
    .select({
      id: cards.id,
      status: cards.status,
      companyId: cards.companyId,
      sun: cards.sun,
      orderId: cards.orderId,
      holder: cards.holderMembershipId,
      state: memberships.state,
      userId: users.id,
      userShortId: users.shortId,
      userStatus: users.status,
    })
    .from(cards)
    .leftJoin(memberships, eq(memberships.id, cards.holderMembershipId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(eq(cards.shortId, cardShortId));
  if (!row) return null;
  const keys = [`card:${row.id}`, `order:${row.orderId}`];
  if (row.companyId !== null) keys.push(`company:${row.companyId}`);
  if (row.holder !== null) keys.push(`membership:${row.holder}`);
  if (row.userId !== null) keys.push(`user:${row.userId}`);
  const shows =
    row.status === 'active' &&
    row.state !== null &&
    JOINED.includes(row.state) &&
    row.userStatus === 'active' &&
    row.userShortId !== null;
  if (!shows || row.userShortId === null)
    return { cardId: row.id, companyId: row.companyId, sun: row.sun, profile: null, keys };
  try {
    const { profile } = await resolvePublicProfile(deps, row.userShortId);
    keys.push(`profile:${profile.id}`);
    return {
      cardId: row.id,
      companyId: row.companyId,
      sun: row.sun,
      profile: { shortId: profile.shortId, id: profile.id },
      keys,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      return { cardId: row.id, companyId: row.companyId, sun: row.sun, profile: null, keys };
    throw error;
  }
}

/** The /c pages: `answer` for the route, `answerCached` for the server's fast path. */
export function createCardPages(deps: Deps, pages: ProfilePages) {
  const links = new CardLinks();

  /** The link, remembered; null for a card id no card has. */
  async function linkOf(cardShortId: string): Promise<CardLink | null> {
    const known = links.get(cardShortId);
    if (known) return known;
    const stamp = links.stamp;
    const link = await readCardLink(deps, cardShortId);
    if (link) links.set(cardShortId, link, stamp);
    return link;
  }

  /**
   * A scan of the card: a view of the card and of the profile it shows (bots and prefetches are not counted, and
   * do not use up a tap). A promise when the address carries a chip's tap: settled once it is verified and counted.
   */
  function countScan(
    link: CardLink,
    cardShortId: string,
    request: Request,
    socketIp?: () => string | undefined,
  ): Promise<boolean> | undefined {
    const visit = countsVisit(request.url) ? visitOf(deps, request, socketIp) : null;
    if (!visit) return;
    const add = (counted: Visit) => {
      pages.counter.add({ type: 'card', id: link.cardId }, counted);
      if (link.profile) pages.counter.add({ type: 'profile', id: link.profile.id }, counted);
    };
    const params = sunParams(request.url);
    if (!params) {
      add(link.sun ? sourceMarked(visit, false) : visit);
      return;
    }
    return claimSunTap(deps, { id: link.cardId, shortId: cardShortId }, params)
      .catch((error) => {
        deps.log.error('a card tap could not be verified', { error });
        return false;
      })
      .then((tap) => {
        add(sourceMarked(visit, tap));
        return tap;
      });
  }

  /** The page; after a verified tap of a company's card, with the cookie that tells its tags (tap-cookie.ts). */
  function tapResponse(link: CardLink, page: CachedPage, request: Request, tap: boolean | undefined) {
    const response = pageResponse(page, request);
    if (!tap || link.companyId === null) return response;
    response.headers.append('set-cookie', tapCookie(deps, link.companyId));
    response.headers.set('cache-control', 'private, no-store');
    return response;
  }

  /** GET /c/{cardId}: the holder's profile page (rendered into the cache on a miss) or the neutral page. */
  async function answer(request: Request, cardShortId: string, site?: SiteHandler): Promise<Response> {
    if (!site) throw new AppError('NOT_FOUND', 'routeNotFound');
    const lang = visitorLang(request);
    const link = CARD_ID.test(cardShortId) ? await linkOf(cardShortId) : null;
    if (!link?.profile) {
      if (link) await countScan(link, cardShortId, request);
      return neutralCardPage(lang);
    }
    const { shortId } = link.profile;
    const asProfile = new Request(new URL(`/p/${shortId}`, request.url), request);
    const { page, response } = await pages.renders.pageFor(pages.keyOf(shortId, lang), () =>
      pages.render(asProfile, site, shortId, lang),
    );
    if (!page) return response;
    return tapResponse(link, page, request, await countScan(link, cardShortId, request));
  }

  /**
   * A scan answered before the framework when the link is remembered and its page is in the cache (or being
   * rendered); undefined otherwise (the route answers).
   */
  function answerCached(
    request: Request,
    cardShortId: string,
    peer?: Peer,
  ): Response | Promise<Response | undefined> | undefined {
    const link = links.get(cardShortId);
    if (!link?.profile) return undefined;
    const key = pages.keyOf(link.profile.shortId, visitorLang(request));
    const page = pages.cache.get(key, deps.clock.now());
    if (page) return hit(link, cardShortId, page, request, peer);
    return pages.renders
      .pending(key)
      ?.then((shared) => shared && hit(link, cardShortId, shared, request, peer));
  }

  /**
   * The socket's address is read from `peer` only for a counted scan (see index.ts `hit`). A chip's tap is
   * answered once it is verified (one write of its counter), so a test or a second request sees it counted.
   */
  function hit(
    link: CardLink,
    cardShortId: string,
    page: CachedPage,
    request: Request,
    peer?: Peer,
  ): Response | Promise<Response> {
    const counted = countScan(link, cardShortId, request, peer && (() => peer.requestIP(request)?.address));
    return counted
      ? counted.then((tap) => tapResponse(link, page, request, tap))
      : pageResponse(page, request);
  }

  return { links, answer, answerCached, invalidate: (keys: string[] | null) => links.invalidate(keys) };
}

export type CardPages = ReturnType<typeof createCardPages>;

/**
 * The visit as counted: the chip's parameters taken off its address, marked as an NFC tap (`s=n`) when the tap
 * verified, without that marker when it did not (a copied tap address or a bare `?s=n` of a SUN card). The
 * QR code's `s=q` and the UTM parameters stay.
 */
function sourceMarked(visit: Visit, tap: boolean): Visit {
  if (!visit.request) return visit;
  const url = new URL(visit.request.url);
  url.searchParams.delete(SUN_PARAMS.piccData);
  url.searchParams.delete(SUN_PARAMS.cmac);
  if (tap) url.searchParams.set('s', 'n');
  else if (url.searchParams.get('s') === 'n') url.searchParams.delete('s');
  return { ...visit, request: { ...visit.request, url: url.href } };
}
