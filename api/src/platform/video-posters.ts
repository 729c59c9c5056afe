// The poster of a YouTube or Vimeo video (issue 32): fetched from the provider on the server when the video is
// saved, under one deadline, and kept as our own WebP so that a visitor's browser loads nothing of theirs before
// the tap. A provider that is slow, hung, refusing or sending something that is no picture gives no poster: the
// save goes on and the page shows the neutral poster.
import type { VideoLink } from '@shared/video';
import { readCapped } from './body-limit';
import type { Deps } from './deps';
import { toWebp } from './images';

/** A thumbnail larger than this is no thumbnail. */
const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;
/** A poster fits this box (16:9 at most 1280 px wide). */
const POSTER_BOX: [number, number] = [1280, 720];

/**
 * The neutral poster, for a video whose provider gave none: a quiet dark 16:9 field; the page draws the play
 * button over every poster.
 */
export const NEUTRAL_POSTER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2b3440"/><stop offset="1" stop-color="#121820"/></linearGradient></defs><rect width="16" height="9" fill="url(#g)"/></svg>';

/** Where a link's poster is stored: one per video, shared by every page that shows it. */
export const posterKeyOf = (link: VideoLink) => `video-posters/${link.provider}/${link.id}.webp`;

/**
 * Fetches and stores the poster of `link`; true when it is stored (now or before), false when the provider gave
 * none in time (`config.video.timeoutMs` for the whole, every call included). Never throws for the provider.
 */
export async function fetchPoster(deps: Deps, link: VideoLink): Promise<boolean> {
  const key = posterKeyOf(link);
  if (await deps.storage.get(key)) return true;
  const signal = AbortSignal.timeout(deps.config.video.timeoutMs);
  try {
    const address = await thumbnailAddress(deps, link, signal);
    const bytes = address
      ? await readBounded(await fetch(address, { signal, redirect: 'follow' }), signal)
      : null;
    if (!bytes) return false;
    const webp = await toWebp(new File([bytes as Uint8Array<ArrayBuffer>], 'poster'), {
      field: 'videoUrl',
      fit: 'inside',
      quality: 78,
      box: POSTER_BOX,
    });
    await deps.storage.put(key, webp, 'image/webp');
    return true;
  } catch (error) {
    deps.log.warn('video poster not fetched', {
      provider: link.provider,
      id: link.id,
      error: signal.aborted ? 'Timeout' : String((error as Error)?.message ?? error),
    });
    return false;
  }
}

/** YouTube's thumbnail address is known; Vimeo's is asked of its oEmbed endpoint. */
async function thumbnailAddress(deps: Deps, link: VideoLink, signal: AbortSignal): Promise<string | null> {
  const { youtubeThumbnailUrl, vimeoOembedUrl } = deps.config.video;
  if (link.provider === 'youtube') return youtubeThumbnailUrl.replace('{id}', link.id);
  const asked = `${vimeoOembedUrl}?url=${encodeURIComponent(`https://vimeo.com/${link.id}`)}&width=1280`;
  const res = await fetch(asked, { signal, headers: { accept: 'application/json' } });
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  const text = new TextDecoder().decode((await readBounded(res, signal)) ?? new Uint8Array());
  const thumbnail = (JSON.parse(text) as { thumbnail_url?: unknown }).thumbnail_url;
  return typeof thumbnail === 'string' && /^https?:\/\//.test(thumbnail) ? thumbnail : null;
}

/** The body of a good answer, at most MAX_THUMBNAIL_BYTES; null for an error answer or a larger body. */
async function readBounded(res: Response, signal: AbortSignal): Promise<Uint8Array | null> {
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    return null;
  }
  return readCapped(res.body, MAX_THUMBNAIL_BYTES, () => signal.throwIfAborted());
}
