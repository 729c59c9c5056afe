import { files, type User, users } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { randomToken, shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { toWebp } from '../../platform/images';
import { quotaOf } from './service';

/** A 512 px square WebP of the uploaded image (checked by content). */
export const toAvatarWebp = (file: File, field = 'avatar') =>
  toWebp(file, { field, fit: 'cover', quality: 82 });

/** Replaces the avatar: the new file is written first, then the rows swap in one transaction, then the old file goes. */
export async function setAvatar(deps: Deps, user: User, file: File) {
  const bytes = await toAvatarWebp(file);
  const quota = await quotaOf(deps, user.id);
  const [old] = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.ownerUserId, user.id), eq(files.kind, 'avatar')));
  if (quota.used - (old?.size ?? 0) + bytes.length > quota.limit) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'quotaExceeded', { field: 'avatar', params: { limit: '50 MB' } });
  }
  const key = `users/${user.shortId}/avatar-${randomToken(6)}.webp`;
  await deps.storage.put(key, bytes, 'image/webp');
  try {
    await deps.db.transaction(async (tx) => {
      if (old) await tx.delete(files).where(eq(files.id, old.id));
      await tx.insert(files).values({
        shortId: shortId(),
        ownerUserId: user.id,
        kind: 'avatar',
        storageKey: key,
        name: 'avatar.webp',
        mime: 'image/webp',
        size: bytes.length,
        createdAt: deps.clock.now(),
      });
      await tx
        .update(users)
        .set({ avatarKey: key, updatedAt: deps.clock.now() })
        .where(eq(users.id, user.id));
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  if (old) await deps.storage.delete(old.storageKey);
}

export async function removeAvatar(deps: Deps, user: User) {
  const [old] = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.ownerUserId, user.id), eq(files.kind, 'avatar')));
  await deps.db.transaction(async (tx) => {
    if (old) await tx.delete(files).where(eq(files.id, old.id));
    await tx.update(users).set({ avatarKey: null, updatedAt: deps.clock.now() }).where(eq(users.id, user.id));
  });
  if (old) await deps.storage.delete(old.storageKey);
}

/** The default avatar: a neutral silhouette, served when a user has none. */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="avatar"><rect width="64" height="64" fill="#d4d4d4"/><circle cx="32" cy="25" r="12" fill="#a3a3a3"/><path d="M10 60c2-12 11-19 22-19s20 7 22 19" fill="#a3a3a3"/></svg>`;
