// Videos on the card page and the dynatag page (issue 32): a YouTube or Vimeo link read down to the provider's
// video id, and the addresses of their privacy-enhanced players. Used by the API (which checks a link before it
// is saved) and by the editors (which check it as it is typed).

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];
export type VideoLink = { provider: VideoProvider; id: string };

/** The uploads a video may be, by their content (an ISO base media `ftyp` box, or an EBML header naming webm). */
export const VIDEO_MIMES = ['video/mp4', 'video/webm'] as const;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const VIMEO_ID = /^[0-9]{1,12}$/;

/**
 * The provider and video id of a link, or null when it is no video link: YouTube's watch?v=, youtu.be/, shorts/,
 * embed/ and live/ addresses, Vimeo's vimeo.com/{id} (also under a channel or group) and player.vimeo.com/video/{id}.
 */
export function parseVideoUrl(text: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return youtube(parts[0]);
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (['shorts', 'embed', 'live', 'v'].includes(parts[0] ?? '')) return youtube(parts[1]);
    return null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts.at(-1);
    return id && VIMEO_ID.test(id) ? { provider: 'vimeo', id } : null;
  }
  return null;
}

const youtube = (id: string | null | undefined): VideoLink | null =>
  id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;

/** The privacy-enhanced player, started at once: loaded only when the visitor taps the poster. */
export function playerUrl(link: VideoLink): string {
  return link.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${link.id}?autoplay=1`
    : `https://player.vimeo.com/video/${link.id}?dnt=1&autoplay=1`;
}

/** The video on the provider's own site: the poster's plain link when the page's script does not run. */
export function watchUrl(link: VideoLink): string {
  return link.provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${link.id}`
    : `https://vimeo.com/${link.id}`;
}

/** Where our copy of a link's poster is served (the provider's thumbnail, or the neutral poster without one). */
export const linkPosterPath = (link: VideoLink) => `/uploads/video-posters/${link.provider}/${link.id}`;
