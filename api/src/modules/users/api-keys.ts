import { apiKeys, memberships, type User } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { sha256, shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { newApiKey } from '../../platform/sessions';
import { auditInserts } from '../audit';

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

/** The companies a person's key acts in: where they are an owner or a colleague (their audit logs record it). */
async function companiesOf(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({ id: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.state, ['owner', 'colleague'])));
  return rows.map((row) => row.id);
}

/** Creates a key; the plain key is in this answer only, the database keeps its hash. */
export async function createApiKey(deps: Deps, user: User, name: string) {
  const userId = user.id;
  const [{ value }] = await deps.db
    .select({ value: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if (value >= LIMITS.apiKeysPerUser) throw new AppError('CONFLICT', 'apiKeyLimit');
  const key = newApiKey();
  const now = deps.clock.now();
  const companyIds = await companiesOf(deps, userId);
  const [[row]] = await deps.db.batch([
    deps.db
      .insert(apiKeys)
      .values({
        shortId: shortId(),
        userId,
        name: name.trim(),
        keyHash: sha256(key),
        prefix: key.slice(0, 11),
        createdAt: now,
      })
      .returning(),
    ...auditInserts(deps.db, companyIds, {
      actor: user,
      entity: 'api-key',
      entityId: key.slice(0, 11),
      action: 'created',
      details: { name: name.trim() },
      at: now,
    }),
  ]);
  return { ...toKey(row), key };
}

export async function revokeApiKey(deps: Deps, user: User, id: string) {
  const now = deps.clock.now();
  const companyIds = await companiesOf(deps, user.id);
  await deps.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.shortId, id), eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)))
      .returning();
    if (!revoked) throw notFound();
    for (const insert of auditInserts(tx, companyIds, {
      actor: user,
      entity: 'api-key',
      entityId: revoked.prefix,
      action: 'revoked',
      details: { name: revoked.name },
      at: now,
    }))
      await insert;
  });
}
