// A profile's video as its page and the dashboard show it (issue 32): the addresses of its poster and player.
import type { PublicVideo, StoredVideo } from '@shared/types/video';
import { linkPosterPath, playerUrl, watchUrl } from '@shared/video';

/** The video as a page shows it, `fallbackTitle` (the person's name) when it has no title of its own. */
export function publicVideo(
  profileShortId: string,
  video: StoredVideo | null,
  fallbackTitle: string,
): PublicVideo | null {
  if (!video) return null;
  const title = video.title || fallbackTitle;
  if (video.kind === 'link') {
    return {
      kind: 'link',
      title,
      posterPath: video.poster ? linkPosterPath(video) : null,
      playerUrl: playerUrl(video),
      watchUrl: watchUrl(video),
    };
  }
  const base = `/uploads/profiles/${profileShortId}/video/${video.token}`;
  return {
    kind: 'file',
    title,
    posterPath: video.posterKey ? `${base}/poster` : null,
    src: base,
    mime: video.mime,
  };
}
