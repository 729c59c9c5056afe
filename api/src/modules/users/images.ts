import { files, type User, users } from '@db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { randomToken, shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { quotaOf } from './service';

/** The pictures a person has: the avatar (a square) and the cover on top of their card page (wide). */
export type UserImage = 'avatar' | 'cover';

const COLUMN = { avatar: 'avatarKey', cover: 'coverKey' } as const;

/** The file row of a person's own picture (a company's cover is kind 'cover' too, with its company set). */
const imageRow = (user: User, kind: UserImage) =>
  and(eq(files.ownerUserId, user.id), eq(files.kind, kind), isNull(files.companyId));

/** The file row of a stored picture (`kind`.webp); a company's adds its companyId. */
export const imageFileRow = (
  deps: Deps,
  ownerUserId: number,
  kind: UserImage | 'logo',
  storageKey: string,
  size: number,
): typeof files.$inferInsert => ({
  shortId: shortId(),
  ownerUserId,
  kind,
  storageKey,
  name: `${kind}.webp`,
  mime: 'image/webp',
  size,
  createdAt: deps.clock.now(),
});

/**
 * Replaces a person's picture with `bytes` (already checked and made a WebP): the new file is written
 * first, then the rows swap in one transaction, then the old file goes. It counts toward the quota.
 */
export async function setUserImage(deps: Deps, user: User, kind: UserImage, bytes: Uint8Array) {
  const quota = await quotaOf(deps, user.id);
  const [old] = await deps.db.select().from(files).where(imageRow(user, kind));
  if (quota.used - (old?.size ?? 0) + bytes.length > quota.limit) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'quotaExceeded', { field: kind, params: { limit: '50 MB' } });
  }
  const key = `users/${user.shortId}/${kind}-${randomToken(6)}.webp`;
  await deps.storage.put(key, bytes, 'image/webp');
  try {
    await deps.db.transaction(async (tx) => {
      if (old) await tx.delete(files).where(eq(files.id, old.id));
      await tx.insert(files).values(imageFileRow(deps, user.id, kind, key, bytes.length));
      await tx
        .update(users)
        .set({ [COLUMN[kind]]: key, updatedAt: deps.clock.now() })
        .where(eq(users.id, user.id));
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  if (old) await deps.storage.delete(old.storageKey);
}

export async function removeUserImage(deps: Deps, user: User, kind: UserImage) {
  const [old] = await deps.db.select().from(files).where(imageRow(user, kind));
  await deps.db.transaction(async (tx) => {
    if (old) await tx.delete(files).where(eq(files.id, old.id));
    await tx
      .update(users)
      .set({ [COLUMN[kind]]: null, updatedAt: deps.clock.now() })
      .where(eq(users.id, user.id));
  });
  if (old) await deps.storage.delete(old.storageKey);
}
