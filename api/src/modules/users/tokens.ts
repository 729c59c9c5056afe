import { userTokens } from '@db/schema';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
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

/** Finds a valid, unused token without using it up. */
export async function findUserToken(deps: Deps, token: string, purpose: Purpose) {
  const [row] = await deps.db
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, deps.clock.now()),
      ),
    );
  return row ?? null;
}

/** A token of the purpose that was used already (expired or not), e.g. a verification link opened again. */
export async function findUsedUserToken(deps: Deps, token: string, purpose: Purpose) {
  const [row] = await deps.db
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, purpose),
        isNotNull(userTokens.usedAt),
      ),
    );
  return row ?? null;
}

/** Uses a token up; false when someone else used it first. */
export async function consumeUserToken(deps: Deps, tokenHash: string): Promise<boolean> {
  const used = await deps.db
    .update(userTokens)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt)))
    .returning();
  return used.length === 1;
}
