import { policyWith } from '../../../site/adapter/csp';
import { HSTS, SECURITY_HEADERS } from '../../../site/adapter/security-headers';
import { AppError } from './errors';
import { forwardedClient, type TrustProxy } from './proxy-trust';

const DEFAULT_POLICY = policyWith([]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Headers on every response (API, site, files). */
export function withSecurityHeaders(response: Response, isHttps: boolean): Response {
  const h = response.headers;
  for (const name in SECURITY_HEADERS) h.set(name, SECURITY_HEADERS[name]);
  // HTML sets its own policy with the hashes of its inline scripts (site/adapter/csp.ts); anything else gets
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

const clientIps = new WeakMap<Request, string>();

/** The server records the socket address of each request here before the app sees it. */
export const rememberClientIp = (request: Request, ip: string | undefined) => {
  if (ip) clientIps.set(request, ip);
};

/** A copy of a request (e.g. with its body read already) keeps the socket address of the original. */
export const sameClient = (copy: Request, original: Request) => {
  rememberClientIp(copy, clientIps.get(original));
  return copy;
};

/**
 * The client's address: the socket's, or behind trusted proxies the one the nearest of them saw
 * (platform/proxy-trust.ts); entries a client wrote itself choose nothing.
 */
export function clientIp(request: Request, trust: TrustProxy): string {
  const peer = clientIps.get(request);
  if (trust !== 0) {
    const entries = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = forwardedClient(entries, peer, trust);
    if (forwarded) return forwarded;
  }
  return peer ?? 'local';
}
