// A scan as the view counter sees it: whether it is a person (not a bot, preview or prefetch), its UTC day,
// and the cookieless visitor hash of that day. Made per counted visit of /p, /d or /c, so nothing here that can be
// kept is made twice: the day's salt, the day's string and the bot answer per user agent are remembered.
import { createHmac } from 'node:crypto';
import { DAY_MS } from '@shared/constants';
import { isbot } from 'isbot';
import type { Deps } from '../../platform/deps';
import { clientIp } from '../../platform/security';
import type { VisitRequest } from './visit-details';

/**
 * What the maintained list (isbot: crawlers, link previews, monitors, command-line and library clients)
 * misses and still is not a person opening the link: an empty user agent, and fetchers that look like a
 * browser or an app — mail clients drawing a link's preview (Outlook), Android apps' plain HTTP client
 * (Dalvik), Facebook's and WhatsApp's preview fetchers when they put their name after a browser's.
 * In-app browsers (Telegram, Instagram, Facebook) are people and are counted.
 */
const ALSO_NOT_A_PERSON =
  /^\s*$|facebookexternalhit|facebookcatalog|whatsapp\/|skypeuripreview|quora link|embedly|vkshare|bitlybot|microsoft office\/|microsoft outlook|ms-office|dalvik\//i;

export const isBot = (userAgent: string) => ALSO_NOT_A_PERSON.test(userAgent) || isbot(userAgent);

/** Answers of `isBot` per user agent: scans come from a few thousand distinct ones (bounded). */
const botAnswers = new Map<string, boolean>();
const isBotCached = (userAgent: string) => {
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isBot(userAgent);
    if (botAnswers.size >= 5000) botAnswers.clear();
    botAnswers.set(userAgent, answer);
  }
  return answer;
};

/** The last day asked for, so the scans of one day share its string. */
let lastDay = { start: 0, day: '1970-01-01' };

/** The UTC day of a time as YYYY-MM-DD. */
export const utcDay = (ms: number) => {
  if (ms < lastDay.start || ms >= lastDay.start + DAY_MS) {
    const start = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
    lastDay = { start, day: new Date(start).toISOString().slice(0, 10) };
  }
  return lastDay.day;
};

/** The day's salt (an HMAC of the day with SECRET), made once per UTC day of the clock, not per scan. */
let daySalt = { secret: '', day: '', prefix: '' };
function saltOf(secret: string, day: string) {
  if (daySalt.day !== day || daySalt.secret !== secret) {
    const salt = createHmac('sha256', secret).update(`views:${day}`).digest('base64url');
    daySalt = { secret, day, prefix: `${salt}\n` };
  }
  return daySalt.prefix;
}

/**
 * Cookieless visitor id: SHA-256 of a salt, the IP and the user agent. The salt is derived from SECRET and
 * the UTC day, so it changes at midnight, is never stored, and yesterday's hashes cannot be linked to today's.
 * One call of Bun.SHA256.hash to a string: copying a hasher already fed with the salt (Bun.CryptoHasher
 * `copy`) was 13 % of a counted page's CPU under load (`bun --cpu-prof`); the digest is the same.
 */
export function visitorHash(secret: string, day: string, ip: string, userAgent: string) {
  return Bun.SHA256.hash(`${saltOf(secret, day)}${ip}\n${userAgent}`, 'base64url');
}

const PREFETCH = /prefetch|prerender/i;

/**
 * Whether a request is a person opening the link: a GET (or the POST of a passcode or position on a
 * dynatag), not HEAD, not a prefetch, not a bot.
 */
export function isCountable(request: Request) {
  return countableAgent(request) !== null;
}

/** The user agent of a request that is a person opening the link (`isCountable`), read once; null otherwise. */
function countableAgent(request: Request): string | null {
  if (request.method !== 'GET' && request.method !== 'POST') return null;
  const headers = request.headers;
  const secPurpose = headers.get('sec-purpose');
  const purpose = headers.get('purpose');
  if ((secPurpose !== null && PREFETCH.test(secPurpose)) || (purpose !== null && PREFETCH.test(purpose))) {
    return null;
  }
  const userAgent = headers.get('user-agent') ?? '';
  return isBotCached(userAgent) ? null : userAgent;
}

/**
 * A view about to be written: when, the UTC day, and the cookieless visitor hash of that day; `request`, what the
 * writer looks up its place, device and source from (visit-details.ts), held in memory only. A visit taken from a
 * request has no hash yet: the view writer makes it from the request's address and user agent (`hashed`), off
 * the thread that answers; visits made without a request (the demo, tests) bring their own.
 */
export type Visit = { at: number; day: string; hash?: string; request?: VisitRequest };
export type HashedVisit = Visit & { hash: string };

/** The visit with its visitor hash (made now if it has none). */
export function hashed(visit: Visit, secret: string): HashedVisit {
  if (visit.hash !== undefined) return visit as HashedVisit;
  const request = visit.request;
  return { ...visit, hash: visitorHash(secret, visit.day, request?.ip ?? '', request?.userAgent ?? '') };
}

/**
 * The visit a request makes, or null when it does not count (not a person). Read while the request is
 * being answered, so a count written a moment later keeps the time and day of the scan. `socketIp`: the
 * socket's address when the caller holds it (see `clientIp`).
 */
export function visitOf(deps: Deps, request: Request, socketIp?: () => string | undefined): Visit | null {
  const userAgent = countableAgent(request);
  if (userAgent === null) return null;
  const at = deps.clock.now();
  const day = utcDay(at);
  const ip = clientIp(request, deps.config.trustProxy, socketIp);
  // References to strings the request holds anyway: the hash and the lookups happen in the writer, after the answer.
  return { at, day, request: { ip, userAgent, url: request.url, referrer: request.headers.get('referer') } };
}
