import { users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import { imageResponse, imageRoute } from '../../platform/stored-image';
import { DEFAULT_AVATAR_SVG } from './avatar';

/** Avatars per user shortId (the default avatar when there is none), and covers (404 when none). */
export const avatarFiles = (deps: Deps) =>
  new Elysia({ name: 'avatars' })
    .get(
      '/uploads/users/:shortId/cover',
      async ({ params }) => {
        const [user] = await deps.db
          .select({ key: users.coverKey })
          .from(users)
          .where(eq(users.shortId, params.shortId));
        return imageResponse(deps, user?.key);
      },
      imageRoute,
    )
    .get(
      '/uploads/users/:shortId/avatar',
      async ({ params }) => {
        const [user] = await deps.db
          .select({ key: users.avatarKey })
          .from(users)
          .where(eq(users.shortId, params.shortId));
        return imageResponse(deps, user?.key, DEFAULT_AVATAR_SVG);
      },
      imageRoute,
    );
