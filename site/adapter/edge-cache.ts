// Scan-to-page at the edge: the worker answers /p, /d and /c pages from the Workers cache (Cache API) of the
// visitor's data centre and revalidates them with the origin (ETag → 304), so a visitor far from the origin
// does not wait for the round trip. Rules (docs/decisions.md "Pages at the edge"):
// - Only a GET answered 200 as HTML without Set-Cookie and without `no-store` is kept. The origin marks a
//   passcode- or geolock-protected tag `private, no-store` and the neutral page of a hidden or deleted card
//   `no-store` (404), so those are never kept; a redirect (3xx) is not kept either.
// - Kept per address (the query too: `?count=false`) and language (negotiated as at the origin).
// - An entry confirmed by the origin at most EDGE_STALE_MS ago is answered at once; the visitor's request still
//   goes to the origin after the answer (waitUntil: the view is counted, the visitor's address passed on) with
//   If-None-Match, which refreshes, replaces or drops the entry. Older entries are not answered before the
//   origin has confirmed them (a 304 then spares the body). So an edit, a hidden or a deleted card shows at the
//   edge for at most EDGE_STALE_MS, and under traffic for about one request.
// - When the origin fails (5xx, refused, or no answer within ORIGIN_WAIT_MS) the entry is kept as it is, and a
//   visitor the origin cannot answer gets it if the origin confirmed it at most STALE_IF_ERROR_MS ago, marked
//   `x-dynacard-stale: if-error` with its Age; else the 503 page (unavailable.ts). For FAILING_MS after a failure
//   the kept page is answered at once and the origin asked after the answer, as for a fresh entry. Errors are
//   never kept, and a 404 or no-store still drops the entry at once: a deleted or hidden card is never stood in
//   for.
import { negotiateLang } from '../../shared/http/negotiate';

/** The bound on staleness: how long after the origin last confirmed it a kept page may be answered. */
export const EDGE_STALE_MS = 30_000;
/** How long a kept page may stand in for an origin that fails, counted from its last confirmation. */
export const STALE_IF_ERROR_MS = 24 * 60 * 60_000;
/** How long the edge waits for the origin's answer to begin before a kept page stands in for it. */
export const ORIGIN_WAIT_MS = 4_000;
/**
 * After the origin failed, how long later visitors get the kept page at once (the origin still asked after the
 * answer), so a hanging origin costs one visitor the wait, not each of them.
 */
export const FAILING_MS = 10_000;
/** Without a kept page: a slow origin's page is still better than the 503 page, so the edge waits longer. */
export const ORIGIN_WAIT_ALONE_MS = 20_000;
/**
 * How long the Workers cache holds an entry: as long as it may stand in for a failing origin. Past
 * EDGE_STALE_MS it is answered only after the origin confirmed it (or failed), and lends its ETag meanwhile.
 */
const KEEP_SECONDS = STALE_IF_ERROR_MS / 1000;

/** The part of the Workers Cache API (caches.default) the edge uses. */
export type EdgeCache = {
  match: (key: Request) => Promise<Response | undefined>;
  put: (key: Request, response: Response) => Promise<void>;
  delete: (key: Request) => Promise<boolean>;
};
export type WaitUntil = (promise: Promise<unknown>) => void;

/** Pages the edge may keep: profile, dynatag and card-link pages. */
export const EDGE_PAGE = /^\/[pdc]\/[A-Za-z0-9_-]{1,32}$/;

const CONFIRMED = 'x-edge-confirmed';
const FAILED = 'x-edge-origin-failed';
const ORIGIN_CACHE_CONTROL = 'x-edge-origin-cache-control';
const ORIGIN_VARY = 'x-edge-origin-vary';

/** The cache key of a page: its address and the visitor's language. */
export function edgeKey(request: Request): Request {
  const url = new URL(request.url);
  url.searchParams.set('edge-lang', negotiateLang(request.headers));
  return new Request(url.toString());
}

/** Whether the origin's answer may be kept at the edge. */
export function isKeepable(response: Response): boolean {
  const control = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    !/\bno-store\b/i.test(control) &&
    !response.headers.has('set-cookie') &&
    response.headers.has('etag') &&
    /^text\/html/.test(response.headers.get('content-type') ?? '')
  );
}

/**
 * The copy the Workers cache stores: public for KEEP_SECONDS (the cache refuses private answers), with the
 * origin's own Cache-Control and Vary put aside and the time the origin confirmed it.
 */
function toStored(response: Response, body: ArrayBuffer, confirmedAt: number): Response {
  const headers = new Headers(response.headers);
  // The body as read is decoded; the runtime (and Cloudflare on the way out) compresses the answer again.
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(ORIGIN_CACHE_CONTROL, response.headers.get('cache-control') ?? '');
  headers.set(ORIGIN_VARY, response.headers.get('vary') ?? '');
  headers.delete('vary');
  headers.set('cache-control', `public, max-age=${KEEP_SECONDS}`);
  headers.set(CONFIRMED, String(confirmedAt));
  headers.delete(FAILED);
  return new Response(body, { status: 200, headers });
}

/** The visitor's answer from a stored copy: the origin's headers back, 304 when their ETag matches. */
function fromStored(
  stored: Response,
  body: ArrayBuffer | null,
  request: Request,
  via: string,
  extra: Record<string, string> = {},
): Response {
  const headers = new Headers(stored.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  headers.set('cache-control', stored.headers.get(ORIGIN_CACHE_CONTROL) || 'private, no-cache');
  const vary = stored.headers.get(ORIGIN_VARY);
  if (vary) headers.set('vary', vary);
  for (const name of [ORIGIN_CACHE_CONTROL, ORIGIN_VARY, CONFIRMED, FAILED]) headers.delete(name);
  headers.set('x-edge-cache', via);
  if (request.headers.get('if-none-match') === headers.get('etag')) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}

export type EdgeOptions = {
  cache: EdgeCache;
  /** Forwards a request to the origin (worker.ts toOrigin + fetch). */
  origin: (request: Request) => Promise<Response>;
  waitUntil: WaitUntil;
  /** The 503 answer when the origin fails and no kept page may stand in (with the origin's answer, if any). */
  unavailable: (request: Request, origin: Response | null) => Promise<Response>;
  now?: () => number;
  /** ORIGIN_WAIT_MS and ORIGIN_WAIT_ALONE_MS (tests). */
  waitMs?: { withCopy: number; alone: number };
  /** EDGE_STALE_MS and FAILING_MS, shorter (the failover bench under wrangler dev, which waits them out for real). */
  boundsMs?: { stale: number; failing: number };
};

type Stored = { response: Response; body: ArrayBuffer };

/** The origin's answer, or a rejection once it has not begun to answer within `waitMs` (then the fetch is aborted). */
async function askOrigin(request: Request, options: EdgeOptions, waitMs: number): Promise<Response> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new Error(`the origin did not answer within ${waitMs} ms`));
    }, waitMs);
  });
  try {
    return await Promise.race([options.origin(new Request(request, { signal: abort.signal })), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Since when the kept page may stand in for a failing origin, in ms (NaN past the bound or without a page). */
function staleAge(stored: Stored | null, now: number): number {
  const age = now - Number(stored?.response.headers.get(CONFIRMED) ?? Number.NaN);
  return age <= STALE_IF_ERROR_MS ? age : Number.NaN;
}

/** The kept page as the answer in place of a failing origin. */
const staleAnswer = (stored: Stored, request: Request, age: number) =>
  fromStored(stored.response, stored.body, request, 'stale', {
    'x-dynacard-stale': 'if-error',
    age: String(Math.max(0, Math.floor(age / 1000))),
  });

/**
 * The kept page in place of a failing origin while it may stand in (the entry noting when the origin failed,
 * see FAILING_MS), else the 503 answer.
 */
function standIn(
  request: Request,
  key: Request,
  stored: Stored | null,
  failed: Response | null,
  options: EdgeOptions,
): Promise<Response> | Response {
  const now = (options.now ?? Date.now)();
  const age = staleAge(stored, now);
  if (!stored || Number.isNaN(age)) return options.unavailable(request, failed);
  failed?.body?.cancel();
  const noted = new Response(stored.body, stored.response);
  noted.headers.set(FAILED, String(now));
  options.waitUntil(options.cache.put(key, noted).catch(() => undefined));
  return staleAnswer(stored, request, age);
}

/**
 * Asks the origin, conditionally when an entry is kept, and brings the entry up to date: a 304 confirms it, a
 * keepable answer replaces it, a failure (5xx, no answer) leaves it, anything else drops it. Returns what the
 * visitor gets.
 */
async function revalidate(
  request: Request,
  key: Request,
  stored: Stored | null,
  options: EdgeOptions,
): Promise<Response> {
  const now = options.now ?? Date.now;
  const conditional = new Request(request);
  if (stored) conditional.headers.set('if-none-match', stored.response.headers.get('etag') ?? '');
  else conditional.headers.delete('if-none-match');
  const wait = options.waitMs ?? { withCopy: ORIGIN_WAIT_MS, alone: ORIGIN_WAIT_ALONE_MS };
  let answer: Response;
  try {
    answer = await askOrigin(conditional, options, stored ? wait.withCopy : wait.alone);
  } catch {
    return standIn(request, key, stored, null, options);
  }
  if (answer.status >= 500) return standIn(request, key, stored, answer, options);
  if (answer.status === 304 && stored) {
    await options.cache.put(key, toStored(stored.response, stored.body, now()));
    return fromStored(stored.response, stored.body, request, 'revalidated');
  }
  if (isKeepable(answer)) {
    const body = await answer.arrayBuffer();
    const copy = toStored(answer, body, now());
    await options.cache.put(key, copy.clone());
    return fromStored(copy, body, request, 'miss');
  }
  if (stored) await options.cache.delete(key);
  return answer;
}

/**
 * A GET of a page the edge may keep: from the cache when confirmed within the bound, or while the origin is
 * failing (the origin asked after the answer); else from the origin.
 */
export async function edgePage(request: Request, options: EdgeOptions): Promise<Response> {
  const key = edgeKey(request);
  const now = (options.now ?? Date.now)();
  const hit = await options.cache.match(key);
  const stored: Stored | null = hit ? { response: hit, body: await hit.arrayBuffer() } : null;
  const bounds = options.boundsMs ?? { stale: EDGE_STALE_MS, failing: FAILING_MS };
  const confirmed = now - Number(hit?.headers.get(CONFIRMED) ?? Number.NaN) <= bounds.stale;
  const failing = now - Number(hit?.headers.get(FAILED) ?? Number.NaN) <= bounds.failing;
  const age = staleAge(stored, now);
  if (!stored || !(confirmed || (failing && !Number.isNaN(age)))) {
    return revalidate(request, key, stored, options);
  }
  options.waitUntil(
    revalidate(request, key, stored, options).then(
      (answer) => answer.body?.cancel(),
      () => undefined,
    ),
  );
  return confirmed
    ? fromStored(stored.response, stored.body, request, 'hit')
    : staleAnswer(stored, request, age);
}
