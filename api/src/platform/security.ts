import { policyWith } from '../../../shared/http/csp';
import { HSTS, SECURITY_HEADERS } from '../../../shared/http/security-headers';
import { AppError } from './errors';
import { forwardedClient, forwardedHost, type TrustProxy } from './proxy-trust';

const DEFAULT_POLICY = policyWith([]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Headers on every response (API, site, files). */
export function withSecurityHeaders(response: Response, isHttps: boolean): Response {
  const h = response.headers;
  for (const name in SECURITY_HEADERS) {
    // A page our own dashboard frames (the design preview) says so itself; nothing else may be framed.
    if (name === 'x-frame-options' && h.get(name) === 'SAMEORIGIN') continue;
    h.set(name, SECURITY_HEADERS[name]);
  }
  // HTML sets its own policy with the hashes of its inline scripts (shared/http/csp.ts); anything else gets
  // the same policy without any inline script allowed.
  if (!h.has('content-security-policy')) h.set('content-security-policy', DEFAULT_POLICY);
  if (isHttps) h.set(...HSTS);
  return response;
}

/**
 * Refuses API writes that a browser sends from another site (CSRF, and login CSRF on sign-in and signup,
 * which carry no cookie yet): the browser says so in Sec-Fetch-Site, or the Origin is not our own.
 * Scripts and apps using an API key send neither header and are not affected; there is no CORS.
 */
export function assertSameSite(request: Request, publicUrl: string) {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw new AppError('FORBIDDEN', 'crossSite');
  const origin = request.headers.get('origin');
  if (origin === null) return;
  if (origin !== new URL(publicUrl).origin && origin !== new URL(request.url).origin) {
    throw new AppError('FORBIDDEN', 'crossSite');
  }
}

/** The socket address of each request, or how to read it (asked at most once, then kept). */
const clientIps = new WeakMap<Request, string | (() => string | undefined)>();

/**
 * The server records the socket address of each request here before the app sees it: as a reader, since Bun's
 * `requestIP` costs ~5 % of a signed-in read's CPU and most requests never ask (behind a proxy none do).
 */
export const rememberClientIp = (request: Request, ip: string | (() => string | undefined) | undefined) => {
  if (ip) clientIps.set(request, ip);
};

function rememberedIp(request: Request): string | undefined {
  const known = clientIps.get(request);
  if (typeof known !== 'function') return known;
  const ip = known();
  if (ip) clientIps.set(request, ip);
  else clientIps.delete(request);
  return ip;
}

/** A copy of a request (e.g. with its body read already) keeps the socket address of the original. */
export const sameClient = (copy: Request, original: Request) => {
  rememberClientIp(copy, rememberedIp(original));
  return copy;
};

/**
 * The client's address: the socket's, or behind trusted proxies the one the nearest of them saw
 * (platform/proxy-trust.ts); entries a client wrote itself choose nothing. `socketIp`: reads the socket's address
 * when the caller can (the server's fast path for cached pages), which spares remembering it per request; the
 * address is read at most once, and only when needed (a proxy list asks whether the peer is one of ours; a count
 * of proxies asks only when no header named the client), since Bun's `requestIP` was 18 % of a counted page's CPU
 * under load (`bun --cpu-prof`).
 */
export function clientIp(request: Request, trust: TrustProxy, socketIp?: () => string | undefined): string {
  const header = trust !== 0 ? request.headers.get('x-forwarded-for') : null;
  if (header && typeof trust === 'number' && !header.includes(',')) {
    // One address written by the proxy we trust (a count of proxies, one entry): the common case, with no list to
    // make and no socket to read (what `forwardedClient` answers for it).
    const one = header.trim();
    if (one) return one;
  } else if (header) {
    const peer = typeof trust === 'number' ? undefined : (socketIp?.() ?? rememberedIp(request));
    const entries = header
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = forwardedClient(entries, peer, trust);
    if (forwarded) return forwarded;
    if (typeof trust !== 'number') return peer ?? 'local';
  }
  return socketIp?.() ?? rememberedIp(request) ?? 'local';
}

/**
 * The host the visitor asked for when trusted proxies say it (X-Forwarded-Host as the nearest wrote it,
 * platform/proxy-trust.ts), else null. The socket's address is read only for a list of proxies with the header.
 */
export function visitorHost(request: Request, trust: TrustProxy, socketIp?: () => string | undefined) {
  const header = trust !== 0 ? request.headers.get('x-forwarded-host') : null;
  if (!header) return null;
  const peer = typeof trust === 'number' ? undefined : (socketIp?.() ?? rememberedIp(request));
  return forwardedHost(header, peer, trust) ?? null;
}
