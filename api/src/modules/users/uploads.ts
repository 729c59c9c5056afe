import { users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { DEFAULT_AVATAR_SVG } from './avatar';

/** Avatars per user shortId (the default avatar when there is none), and covers (404 when none). */
export const avatarFiles = (deps: Deps) =>
  new Elysia({ name: 'avatars' })
    .get(
      '/uploads/users/:shortId/cover',
      async ({ params }) => {
        const [user] = await deps.db
          .select({ coverKey: users.coverKey })
          .from(users)
          .where(eq(users.shortId, params.shortId));
        const file = user?.coverKey ? await deps.storage.get(user.coverKey) : null;
        if (!file) throw notFound();
        return new Response(file, {
          headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' },
        });
      },
      { params: t.Object({ shortId: t.String({ maxLength: 20 }) }), detail: { hide: true } },
    )
    .get(
      '/uploads/users/:shortId/avatar',
      async ({ params }) => {
        const [user] = await deps.db
          .select({ avatarKey: users.avatarKey })
          .from(users)
          .where(eq(users.shortId, params.shortId));
        const file = user?.avatarKey ? await deps.storage.get(user.avatarKey) : null;
        if (!file) {
          return new Response(DEFAULT_AVATAR_SVG, {
            headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=300' },
          });
        }
        return new Response(file, {
          headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' },
        });
      },
      { params: t.Object({ shortId: t.String({ maxLength: 20 }) }), detail: { hide: true } },
    );
