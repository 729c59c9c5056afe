import { t } from 'elysia';
import type { Deps } from './deps';
import { notFound } from './errors';

/** The options of a public picture's route, addressed by its owner's shortId (kept out of the API reference). */
export const imageRoute = {
  params: t.Object({ shortId: t.String({ maxLength: 20 }) }),
  detail: { hide: true },
};

/**
 * A stored picture (a WebP, cached a day); without one, the default picture when it has one (an SVG, cached
 * five minutes as a real one may come soon), else 404.
 */
export async function imageResponse(deps: Deps, key: string | null | undefined, fallbackSvg?: string) {
  const file = key ? await deps.storage.get(key) : null;
  if (file) {
    return new Response(file, {
      headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' },
    });
  }
  if (fallbackSvg === undefined) throw notFound();
  return new Response(fallbackSvg, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=300' },
  });
}
