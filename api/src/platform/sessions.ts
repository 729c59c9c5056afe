import { apiKeys, refreshTokens, sessions, type User, users } from '@db/schema';
import { jwt } from '@elysiajs/jwt';
import { TOKENS } from '@shared/constants';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { randomToken, sha256, shortId } from './crypto';
import type { Deps } from './deps';
import { AppError } from './errors';

export const ACCESS_COOKIE = 'dc_access';
export const REFRESH_COOKIE = 'dc_refresh';
/** Parallel requests of one page may present the same refresh token; within this grace it is not "reuse". */
export const REFRESH_REUSE_GRACE_MS = 10_000;
export const API_KEY_PREFIX = 'dc_';

export type SessionTokens = { access: string; refresh: string; refreshExpiresAt: number; sessionId: string };
type RevokeReason = NonNullable<(typeof sessions.$inferSelect)['revokedReason']>;

const signers = new Map<string, ReturnType<typeof makeSigner>>();
const makeSigner = (secret: string) => jwt({ name: 'accessJwt', secret, alg: 'HS256' }).decorator.accessJwt;
const signerFor = (secret: string) => {
  const signer = signers.get(secret) ?? makeSigner(secret);
  signers.set(secret, signer);
  return signer;
};

const refreshLifetime = (keepLoggedIn: boolean) =>
  keepLoggedIn ? TOKENS.refreshLongMs : TOKENS.refreshShortMs;

async function signAccess(deps: Deps, userId: number, sessionId: string) {
  return signerFor(deps.config.secret).sign({
    sub: String(userId),
    sid: sessionId,
    exp: Math.floor((deps.clock.now() + TOKENS.accessMs) / 1000),
  });
}

async function newRefresh(deps: Deps, sessionId: string, keepLoggedIn: boolean) {
  const now = deps.clock.now();
  const refresh = randomToken();
  const refreshExpiresAt = now + refreshLifetime(keepLoggedIn);
  await deps.db.insert(refreshTokens).values({
    tokenHash: sha256(refresh),
    sessionId,
    createdAt: now,
    expiresAt: refreshExpiresAt,
  });
  await deps.db
    .update(sessions)
    .set({ expiresAt: refreshExpiresAt, lastSeenAt: now })
    .where(eq(sessions.id, sessionId));
  return { refresh, refreshExpiresAt };
}

/** Starts a login: a new refresh-token family and its first access token. */
export async function createSession(
  deps: Deps,
  options: { userId: number; keepLoggedIn: boolean; userAgent?: string },
): Promise<SessionTokens> {
  const now = deps.clock.now();
  const sessionId = randomToken(18);
  await deps.db.insert(sessions).values({
    id: sessionId,
    userId: options.userId,
    keepLoggedIn: options.keepLoggedIn,
    userAgent: (options.userAgent ?? '').slice(0, 200),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + refreshLifetime(options.keepLoggedIn),
  });
  await deps.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, options.userId));
  const { refresh, refreshExpiresAt } = await newRefresh(deps, sessionId, options.keepLoggedIn);
  return { access: await signAccess(deps, options.userId, sessionId), refresh, refreshExpiresAt, sessionId };
}

export type Authenticated = {
  user: User;
  /** Null when the caller used a personal API key. */
  sessionId: string | null;
  /** The personal API key used, if any (a live stream opened with it ends when the key is revoked). */
  apiKeyId?: number;
  rotated?: SessionTokens;
};

const prepareSessionUser = (db: Deps['db']) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare();
const sessionUserQueries = new WeakMap<Deps['db'], ReturnType<typeof prepareSessionUser>>();

/**
 * The session with its user: the query behind every signed-in request. Prepared once per database,
 * because building the SQL costs more than running it (`bun run bench`: about 0.7 ms against 0.2 ms).
 */
async function loadSessionUser(deps: Deps, sessionId: string) {
  let query = sessionUserQueries.get(deps.db);
  if (!query) {
    query = prepareSessionUser(deps.db);
    sessionUserQueries.set(deps.db, query);
  }
  const [row] = await query.execute({ sessionId });
  return row;
}

/** Access tokens whose signature was verified, per secret, with their session and expiry; bounded. */
const verifiedTokens = new Map<string, Map<string, { sid: string; exp: number }>>();
const VERIFIED_LIMIT = 10_000;

/**
 * The session id and expiry of a valid access token, or null. A token's signature is checked once: its bytes
 * cannot change, so a token seen before only has its expiry compared (as the JWT check does: valid while
 * `exp` is after the current second). The check itself (jose, async Web Crypto) was the largest part of a
 * signed-in read's own CPU.
 */
async function accessClaims(deps: Deps, token: string): Promise<{ sid: string; exp: number } | null> {
  const secret = deps.config.secret;
  let known = verifiedTokens.get(secret);
  const now = deps.clock.now();
  const seen = known?.get(token);
  if (seen) return seen.exp > Math.floor(now / 1000) ? seen : null;
  const claims = await signerFor(secret).verify(token, { currentDate: new Date(now) });
  if (!claims || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null;
  const valid = { sid: claims.sid, exp: claims.exp };
  if (!known) {
    known = new Map();
    verifiedTokens.set(secret, known);
  }
  if (known.size >= VERIFIED_LIMIT) known.clear();
  known.set(token, valid);
  return valid;
}

/** Access token → session and user; a revoked session answers 666 so the client logs out. */
export async function authenticateAccess(deps: Deps, token: string): Promise<Authenticated | null> {
  const claims = await accessClaims(deps, token);
  if (!claims) return null;
  const row = await deps.signedIn.through(`session:${claims.sid}`, () => loadSessionUser(deps, claims.sid));
  if (!row) throw new AppError('SESSION_REVOKED', 'sessionRevoked');
  // Disabling revokes the sessions too; checked first so the dashboard signs out saying why.
  if (row.user.disabledAt !== null) throw new AppError('SESSION_REVOKED', 'accountDisabled');
  if (row.session.revokedAt) throw new AppError('SESSION_REVOKED', 'sessionRevoked');
  return { user: row.user, sessionId: row.session.id };
}

/**
 * Refresh token → new refresh and access tokens (rotation). A token used again after the grace
 * period means it was stolen: the whole family is revoked and the caller gets 666.
 */
export async function rotateRefresh(deps: Deps, token: string): Promise<Authenticated> {
  const now = deps.clock.now();
  const [stored] = await deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!stored) throw new AppError('UNAUTHORIZED', 'sessionExpired');
  const row = await loadSessionUser(deps, stored.sessionId);
  if (row && row.user.disabledAt !== null) throw new AppError('SESSION_REVOKED', 'accountDisabled');
  if (!row || row.session.revokedAt) throw new AppError('SESSION_REVOKED', 'sessionRevoked');
  if (stored.expiresAt <= now) throw new AppError('UNAUTHORIZED', 'sessionExpired');
  if (stored.usedAt !== null) {
    if (now - stored.usedAt <= REFRESH_REUSE_GRACE_MS) return { user: row.user, sessionId: row.session.id };
    await revokeSession(deps, row.session.id, 'reuse');
    deps.log.warn('refresh token reuse, session family revoked', { userId: row.user.id });
    throw new AppError('SESSION_REVOKED', 'sessionRevoked');
  }
  // Mark used only if nobody else did in the meantime (two rotations must not both win).
  const claimed = await deps.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, stored.tokenHash), isNull(refreshTokens.usedAt)))
    .returning();
  if (claimed.length === 0) return { user: row.user, sessionId: row.session.id };
  const { refresh, refreshExpiresAt } = await newRefresh(deps, row.session.id, row.session.keepLoggedIn);
  const access = await signAccess(deps, row.user.id, row.session.id);
  return {
    user: row.user,
    sessionId: row.session.id,
    rotated: { access, refresh, refreshExpiresAt, sessionId: row.session.id },
  };
}

export async function revokeSession(deps: Deps, sessionId: string, reason: RevokeReason) {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of a user (password change, account deletion), except optionally the current one; `db` is a
 * transaction when the sessions must end with the change that ends them.
 */
export async function revokeUserSessions(
  deps: Deps,
  userId: number,
  reason: RevokeReason,
  keep?: string | null,
  db: Pick<Deps['db'], 'update'> = deps.db,
) {
  await db
    .update(sessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    );
}

/** A personal API key: `Authorization: Bearer dc_…`. */
export async function authenticateApiKey(deps: Deps, key: string): Promise<Authenticated | null> {
  if (!key.startsWith(API_KEY_PREFIX)) return null;
  const [row] = await deps.db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, sha256(key)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  if (row.user.disabledAt !== null) throw new AppError('UNAUTHORIZED', 'accountDisabled');
  await deps.db.update(apiKeys).set({ lastUsedAt: deps.clock.now() }).where(eq(apiKeys.id, row.key.id));
  return { user: row.user, sessionId: null, apiKeyId: row.key.id };
}

export const newApiKey = () => `${API_KEY_PREFIX}${shortId(8)}_${randomToken(24)}`;
