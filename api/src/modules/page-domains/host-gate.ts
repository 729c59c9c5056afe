// Which host a request came to, and what that host may answer (issue 23): our own hosts everything; a company's
// active page domain only that company's /p, /c and /d pages and what those pages load; any other host the
// neutral 404. A company's domain never serves another company's page.

import { isIP } from 'node:net';
import { cards, companies, dynatags, memberships, profiles, users } from '@db/schema';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Peer } from '../../platform/peer';
import type { TrustProxy } from '../../platform/proxy-trust';
import { visitorHost } from '../../platform/security';
import { JOINED } from '../companies';
import { activeDomains } from './active-domains';
import { onDomainsChanged } from './changes';

/** How long a page's company is remembered, and how many at most. */
const OWNER_TTL_MS = 10_000;
const OWNERS_MAX = 10_000;

const PAGE = /^\/([pdc])\/([A-Za-z0-9_-]{1,32})(?:\/|\/l\/[0-9]{1,12})?$/;
/** A card's vCard download: a page of the person's, held to the same rule as their /p. */
const VCARD = /^\/api\/v1\/profiles\/([A-Za-z0-9_-]{1,32})\/vcard$/;
/** What a company's pages load from their own host: build files, fonts, pictures, and the calls they make. */
const PAGE_RESOURCES =
  /^\/(?:_astro|fonts|uploads)\/|^\/(?:favicon[\w.-]*|sw\.js|robots\.txt)$|^\/api\/v1\/(?:dynatags\/public|contacts|leads|wallet|general\/challenge)(?:\/|$|\?)|^\/api\/v1\/profiles\/[A-Za-z0-9_-]+\/leads$/;

/** The neutral answer of a host or page that is not there: no name, no brand, nothing to learn. */
export const neutralNotFound = () =>
  new Response('<!doctype html><meta charset="utf-8"><title>404</title><p>404</p>\n', {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * The host a request was sent to, lower case, without its port: behind our proxies the one the visitor asked
 * for (X-Forwarded-Host as the nearest trusted proxy wrote it, security.ts visitorHost), else the request's own
 * (Bun builds the URL from Host). `socketIp`: the peer's address, asked only when TRUST_PROXY lists proxies.
 */
export function requestHost(
  request: Request,
  trust: TrustProxy,
  socketIp?: () => string | undefined,
): string {
  const url = request.url;
  const start = url.indexOf('//') + 2;
  const end = url.indexOf('/', start);
  const forwarded = visitorHost(request, trust, socketIp);
  const host = (forwarded ?? url.slice(start, end < 0 ? undefined : end)).trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  return colon > 0 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}

/** Distinct (forwarded host, URL start) pairs remembered as ours at most: a server is reached by a few names. */
const KNOWN_OWN_MAX = 8;

/** The gate's answer: null to go on, else the neutral 404. `peer`: the server that received the request. */
export type HostGate = (request: Request, peer?: Peer) => Response | Promise<Response | null> | null;

/** The gate of this server: null to go on, else the answer (the neutral 404). */
export function createHostGate(deps: Deps): HostGate {
  const own = new Set(
    ['localhost', new URL(deps.config.publicUrl).hostname, ...deps.config.pageDomains.ownHosts].map((h) =>
      h.toLowerCase(),
    ),
  );
  const owners = new Map<string, { companyId: number | null; at: number }>();
  onDomainsChanged(deps, () => owners.clear());

  /** The companies a page belongs to: a tag's or a card's company; a profile's: the companies its person is in. */
  async function pageCompanies(kind: string, shortId: string): Promise<number[]> {
    if (kind === 'd') {
      const rows = await deps.db
        .select({ id: dynatags.companyId })
        .from(dynatags)
        .where(eq(dynatags.shortId, shortId));
      return rows.map((r) => r.id);
    }
    if (kind === 'c') {
      const rows = await deps.db
        .select({ id: cards.companyId })
        .from(cards)
        .where(eq(cards.shortId, shortId));
      return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
    }
    // /p/{profile or user shortId}: a profile of a person who is in the company (its colleague or owner).
    const people = deps.db
      .select({ id: users.id })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(or(eq(users.shortId, shortId), eq(profiles.shortId, shortId)));
    const rows = await deps.db
      .selectDistinct({ id: companies.id })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(and(inArray(memberships.userId, people), inArray(memberships.state, JOINED)));
    return rows.map((r) => r.id);
  }

  async function belongs(companyId: number, kind: string, shortId: string) {
    const key = `${companyId} ${kind} ${shortId}`;
    const now = deps.clock.now();
    const known = owners.get(key);
    if (known && now - known.at < OWNER_TTL_MS) return known.companyId !== null;
    const found = (await pageCompanies(kind, shortId)).includes(companyId);
    if (owners.size >= OWNERS_MAX) owners.clear();
    owners.set(key, { companyId: found ? companyId : null, at: now });
    return found;
  }

  async function gateCustom(request: Request, host: string): Promise<Response | null> {
    const companyId = (await activeDomains(deps)).byHost.get(host);
    if (companyId === undefined) return neutralNotFound();
    const path = new URL(request.url).pathname;
    const page = PAGE.exec(path);
    if (page) return (await belongs(companyId, page[1]!, page[2]!)) ? null : neutralNotFound();
    const vcard = VCARD.exec(path);
    if (vcard) return (await belongs(companyId, 'p', vcard[1]!)) ? null : neutralNotFound();
    return PAGE_RESOURCES.test(path) ? null : neutralNotFound();
  }

  // The start of the URL (scheme, host and port as sent, to the first /) with the X-Forwarded-Host the request
  // carried, remembered once found to be ours: the next request from the same host goes on after a `startsWith`
  // (a Set of strings made per request cost half a microsecond, a tenth of a counted page's answer: issue 29). Only
  // where no list of proxies is to be checked against the peer; a few at most.
  const trust = deps.config.trustProxy;
  const knownOwn: { forwarded: string | null; prefix: string }[] | null =
    typeof trust === 'number' ? [] : null;
  return (request, peer) => {
    const url = request.url;
    const forwarded = knownOwn && trust !== 0 ? request.headers.get('x-forwarded-host') : null;
    if (knownOwn) {
      for (const known of knownOwn)
        if (known.forwarded === forwarded && url.startsWith(known.prefix)) return null;
    }
    const host = requestHost(request, trust, () => peer?.requestIP(request)?.address);
    if (own.has(host) || isIP(host) !== 0) {
      if (knownOwn) {
        const end = url.indexOf('/', url.indexOf('//') + 2);
        if (knownOwn.length >= KNOWN_OWN_MAX) knownOwn.length = 0;
        if (end > 0) knownOwn.push({ forwarded, prefix: url.slice(0, end + 1) });
      }
      return null;
    }
    return gateCustom(request, host);
  };
}
