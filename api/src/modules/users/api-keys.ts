import { apiKeys } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { sha256, shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { newApiKey } from '../../platform/sessions';

const toKey = (row: typeof apiKeys.$inferSelect) => ({
  id: row.shortId,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

export async function listApiKeys(deps: Deps, userId: number) {
  const rows = await deps.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(toKey);
}

/** Creates a key; the plain key is in this answer only, the database keeps its hash. */
export async function createApiKey(deps: Deps, userId: number, name: string) {
  const [{ value }] = await deps.db
    .select({ value: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if (value >= LIMITS.apiKeysPerUser) throw new AppError('CONFLICT', 'apiKeyLimit');
  const key = newApiKey();
  const [row] = await deps.db
    .insert(apiKeys)
    .values({
      shortId: shortId(),
      userId,
      name: name.trim(),
      keyHash: sha256(key),
      prefix: key.slice(0, 11),
      createdAt: deps.clock.now(),
    })
    .returning();
  return { ...toKey(row), key };
}

export async function revokeApiKey(deps: Deps, userId: number, id: string) {
  const revoked = await deps.db
    .update(apiKeys)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(apiKeys.shortId, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  if (revoked.length === 0) throw notFound();
}
