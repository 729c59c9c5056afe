// The files of the videos on pages (issue 32): a profile's uploaded video, served with range requests as a
// `<video>` asks for it, and its poster; and our copy of a YouTube or Vimeo poster (platform/video-posters.ts).
import { profiles } from '@db/schema';
import { VIDEO_PROVIDERS } from '@shared/video';
import { eq } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { rangedFile } from '../../platform/ranged-file';
import { imageResponse } from '../../platform/stored-image';
import { NEUTRAL_POSTER_SVG, posterKeyOf } from '../../platform/video-posters';

const videoParams = t.Object({
  shortId: t.String({ maxLength: 20 }),
  token: t.String({ maxLength: 20 }),
});

/** An upload's address changes with each upload (its token): a year in the visitor's browser. */
const FOREVER = 'public, max-age=31536000, immutable';

export const videoFiles = (deps: Deps) => {
  /** The profile's uploaded video under this token, or 404 (another upload, a link, or none). */
  const uploaded = async (p: { shortId: string; token: string }) => {
    const [row] = await deps.db
      .select({ video: profiles.video })
      .from(profiles)
      .where(eq(profiles.shortId, p.shortId));
    const video = row?.video;
    if (video?.kind !== 'file' || video.token !== p.token) throw notFound();
    return video;
  };

  return new Elysia({ name: 'video-files' })
    .get(
      '/uploads/profiles/:shortId/video/:token',
      async ({ params, request }) => {
        const video = await uploaded(params);
        const stored = await deps.storage.get(video.key);
        if (!stored) throw notFound();
        return rangedFile(stored, request.headers.get('range'), {
          'content-type': video.mime,
          'cache-control': FOREVER,
        });
      },
      { params: videoParams, detail: { hide: true } },
    )
    .get(
      '/uploads/profiles/:shortId/video/:token/poster',
      async ({ params }) => imageResponse(deps, (await uploaded(params)).posterKey),
      { params: videoParams, detail: { hide: true } },
    )
    .get(
      '/uploads/video-posters/:provider/:id',
      async ({ params }) => {
        const provider = VIDEO_PROVIDERS.find((p) => p === params.provider);
        if (!provider) throw notFound();
        return imageResponse(deps, posterKeyOf({ provider, id: params.id }), NEUTRAL_POSTER_SVG);
      },
      {
        params: t.Object({
          provider: t.String({ maxLength: 10 }),
          id: t.String({ pattern: '^[A-Za-z0-9_-]{1,16}$' }),
        }),
        detail: { hide: true },
      },
    );
};
