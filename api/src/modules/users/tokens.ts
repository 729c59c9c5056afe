import { userTokens } from '@db/schema';
import { and, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';

type Purpose = (typeof userTokens.$inferSelect)['purpose'];

/** Issues a one-time mail token; earlier unused tokens of the same purpose stop working. */
export async function issueUserToken(
  deps: Deps,
  options: { userId: number; purpose: Purpose; ttlMs: number; newEmail?: string },
): Promise<string> {
  const now = deps.clock.now();
  const token = randomToken();
  await discardUserTokens(deps, options.userId, options.purpose);
  await deps.db.insert(userTokens).values({
    tokenHash: sha256(token),
    userId: options.userId,
    purpose: options.purpose,
    newEmail: options.newEmail ?? null,
    createdAt: now,
    expiresAt: now + options.ttlMs,
  });
  return token;
}

/** Makes a user's unused tokens of one purpose stop working. */
export async function discardUserTokens(deps: Deps, userId: number, purpose: Purpose) {
  await deps.db
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** The token's row for `purpose` that also meets `condition`, or null. */
async function tokenRow(deps: Deps, token: string, purpose: Purpose, condition: SQL) {
  const [row] = await deps.db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, sha256(token)), eq(userTokens.purpose, purpose), condition));
  return row ?? null;
}

/** Finds a valid, unused token without using it up. */
export const findUserToken = (deps: Deps, token: string, purpose: Purpose) =>
  tokenRow(
    deps,
    token,
    purpose,
    and(isNull(userTokens.usedAt), gt(userTokens.expiresAt, deps.clock.now())) as SQL,
  );

/** A token of the purpose that was used already (expired or not), e.g. a verification link opened again. */
export const findUsedUserToken = (deps: Deps, token: string, purpose: Purpose) =>
  tokenRow(deps, token, purpose, isNotNull(userTokens.usedAt));

/** Uses a token up; false when someone else used it first. */
export async function consumeUserToken(deps: Deps, tokenHash: string): Promise<boolean> {
  const used = await deps.db
    .update(userTokens)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt)))
    .returning();
  return used.length === 1;
}
