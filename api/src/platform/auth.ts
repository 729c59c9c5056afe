import type { User } from '@db/schema';
import { type DocumentDecoration, Elysia } from 'elysia';
import { markAccess } from './access-kind';
import type { Config } from './config';
import type { Deps } from './deps';
import { AppError } from './errors';
import {
  ACCESS_COOKIE,
  type Authenticated,
  authenticateAccess,
  authenticateApiKey,
  REFRESH_COOKIE,
  rotateRefresh,
  type SessionTokens,
} from './sessions';

type CookieJar = Record<
  string,
  { value: unknown; set: (c: Record<string, unknown>) => unknown; remove: () => unknown }
>;

const secure = (config: Config) => config.publicUrl.startsWith('https:');

/**
 * The name of a cookie of ours: behind https with the `__Host-` prefix, which the browser accepts only when
 * Secure, for the whole site (Path=/) and without Domain, so a neighbouring subdomain or a plain-http page
 * cannot plant or overwrite it. Read under the same name.
 */
export const cookieName = (config: Config, name: string) => (secure(config) ? `__Host-${name}` : name);

export function setAuthCookies(cookie: CookieJar, tokens: SessionTokens, config: Config, now: number) {
  const base = { httpOnly: true, sameSite: 'lax', secure: secure(config), path: '/' };
  cookie[cookieName(config, ACCESS_COOKIE)].set({
    ...base,
    value: tokens.access,
    maxAge: Math.floor(10 * 60),
  });
  cookie[cookieName(config, REFRESH_COOKIE)].set({
    ...base,
    value: tokens.refresh,
    maxAge: Math.floor((tokens.refreshExpiresAt - now) / 1000),
  });
}

export function clearAuthCookies(cookie: CookieJar, config: Config) {
  const base = { httpOnly: true, sameSite: 'lax', secure: secure(config), path: '/', value: '', maxAge: 0 };
  cookie[cookieName(config, ACCESS_COOKIE)].set(base);
  cookie[cookieName(config, REFRESH_COOKIE)].set(base);
}

/**
 * Who is calling: a personal API key, a valid access token, or a refresh token that is rotated
 * on the spot (new cookies on this response). Null when there are no credentials at all.
 */
export async function identify(
  deps: Deps,
  request: Request,
  cookie: CookieJar,
): Promise<Authenticated | null> {
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) {
    const viaKey = await authenticateApiKey(deps, bearer);
    if (!viaKey) throw new AppError('UNAUTHORIZED', 'unauthorized');
    return viaKey;
  }
  const access = cookie[cookieName(deps.config, ACCESS_COOKIE)]?.value;
  if (typeof access === 'string' && access) {
    const viaAccess = await authenticateAccess(deps, access);
    if (viaAccess) return viaAccess;
  }
  const refresh = cookie[cookieName(deps.config, REFRESH_COOKIE)]?.value;
  if (typeof refresh === 'string' && refresh) {
    const rotated = await rotateRefresh(deps, refresh);
    if (rotated.rotated) setAuthCookies(cookie, rotated.rotated, deps.config, deps.clock.now());
    return rotated;
  }
  return null;
}

/** The OpenAPI extension naming the role an operation needs (`x-required-role: administrator`). */
export const ADMIN_ROLE_EXTENSION = 'x-required-role';
/** The OpenAPI `security` of an operation that needs a signed-in caller (schemes in platform/docs.ts). */
export const SIGNED_IN_SECURITY: Record<string, string[]>[] = [{ session: [] }, { apiKey: [] }];
/** The caller identified in `transform`, handed to `resolve` of the same request. */
const callers = new WeakMap<Request, Authenticated>();

/**
 * `{ auth: true }` on a route requires a signed-in user and resolves `user`, `sessionId` and `apiKeyId`;
 * `{ admin: true }` also requires the administrator role. The check runs on the server for every route, in
 * `transform`, before the body, query and params are validated: an anonymous caller or a non-administrator gets
 * 401/403, never a 422 that tells them what the route expects.
 */
export const authGuard = (deps: Deps) => {
  const resolveCaller = ({ request }: { request: Request }) => {
    const who = callers.get(request);
    if (!who) throw new AppError('UNAUTHORIZED', 'unauthorized');
    markAccess(who.user, who.apiKeyId ? 'api-key' : 'session');
    return { user: who.user as User, sessionId: who.sessionId, apiKeyId: who.apiKeyId ?? null };
  };
  return new Elysia().macro({
    auth: {
      async transform({ request, cookie }) {
        const who = await identify(deps, request, cookie as unknown as CookieJar);
        if (!who) throw new AppError('UNAUTHORIZED', 'unauthorized');
        callers.set(request, who);
      },
      resolve: resolveCaller,
      // Marks the operation in the OpenAPI document: a signed-in caller (and lets a test find these routes).
      detail: { security: SIGNED_IN_SECURITY } as DocumentDecoration,
    },
    admin: {
      async transform({ request, cookie }) {
        const who = await identify(deps, request, cookie as unknown as CookieJar);
        if (!who) throw new AppError('UNAUTHORIZED', 'unauthorized');
        if (who.user.role !== 'administrator') throw new AppError('FORBIDDEN', 'administratorOnly');
        callers.set(request, who);
      },
      resolve: resolveCaller,
      // Marks the operation in the OpenAPI document (and lets a test find every administrator route).
      detail: { security: SIGNED_IN_SECURITY, [ADMIN_ROLE_EXTENSION]: 'administrator' } as DocumentDecoration,
    },
  });
};
