// A profile's video (issue 32): a YouTube or Vimeo link, checked and read down to its id here, its poster
// fetched once on the server (platform/video-posters.ts); or an uploaded MP4/WebM (by content, at most 20 MB)
// with its poster picture, kept in storage and served with range requests (video-files.ts).
import { profiles, type User } from '@db/schema';
import { LIMITS, MB } from '@shared/constants';
import type { StoredVideo } from '@shared/types/video';
import { parseVideoUrl, type VideoLink } from '@shared/video';
import { eq } from 'drizzle-orm';
import { randomToken } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { sniffFileType } from '../../platform/file-types';
import { toWebp } from '../../platform/images';
import { fetchPoster } from '../../platform/video-posters';
import { getOwnProfile } from './lookup';

/** The largest uploaded video: the largest file any upload stores (and what an S3 read may hold). */
export const VIDEO_MAX_BYTES = LIMITS.fileSizeBytes;

const VIDEO_TYPES = new Set(['video/mp4', 'video/webm']);

/** A link as the API takes it: its provider and id, or the field's 422. */
export function videoLinkOf(url: string): VideoLink {
  const link = parseVideoUrl(url);
  if (!link) throw invalid('videoUrl', 'invalidVideoUrl');
  return link;
}

/**
 * Sets (or with an empty url removes) a profile's video link. The poster is fetched before the write, within
 * its deadline; without it the page shows the neutral poster.
 */
export async function setVideoLink(deps: Deps, user: User, shortId: string, url: string, title = '') {
  const profile = await getOwnProfile(deps, user, shortId);
  if (!url.trim()) return replaceVideo(deps, profile, null);
  const link = videoLinkOf(url);
  const poster = await fetchPoster(deps, link);
  await replaceVideo(deps, profile, { kind: 'link', ...link, poster, title: title.trim() });
}

/** Sets only the title of the video the profile has. */
export async function setVideoTitle(deps: Deps, user: User, shortId: string, title: string) {
  const profile = await getOwnProfile(deps, user, shortId);
  if (!profile.video) return;
  await deps.db
    .update(profiles)
    .set({ video: { ...profile.video, title: title.trim() }, updatedAt: deps.clock.now() })
    .where(eq(profiles.id, profile.id));
}

/** An uploaded video and its poster: checked by content, stored, then the profile points at them. */
export async function uploadVideo(
  deps: Deps,
  user: User,
  shortId: string,
  body: { video: File; poster?: File | undefined; title?: string | undefined },
) {
  const profile = await getOwnProfile(deps, user, shortId);
  if (body.video.size > VIDEO_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'fileTooLarge', {
      field: 'video',
      params: { limit: `${VIDEO_MAX_BYTES / MB} MB` },
    });
  }
  const bytes = new Uint8Array(await body.video.arrayBuffer());
  const type = sniffFileType(bytes, body.video.name);
  if (!type || !VIDEO_TYPES.has(type.mime)) throw invalid('video', 'invalidVideo');
  const poster = body.poster
    ? await toWebp(body.poster, { field: 'poster', fit: 'inside', quality: 78, box: [1280, 720] })
    : null;
  const token = randomToken(8);
  const key = `profiles/${profile.shortId}/video-${token}.${type.ext}`;
  const posterKey = poster ? `profiles/${profile.shortId}/poster-${token}.webp` : null;
  await deps.storage.put(key, bytes, type.mime);
  try {
    if (poster && posterKey) await deps.storage.put(posterKey, poster, 'image/webp');
    await replaceVideo(deps, profile, {
      kind: 'file',
      key,
      mime: type.mime,
      size: bytes.byteLength,
      posterKey,
      title: body.title?.trim() ?? '',
      token,
    });
  } catch (error) {
    await deps.storage.delete(key);
    if (posterKey) await deps.storage.delete(posterKey);
    throw error;
  }
}

export async function removeVideo(deps: Deps, user: User, shortId: string) {
  await replaceVideo(deps, await getOwnProfile(deps, user, shortId), null);
}

/** Writes the new video, then lets the old upload's files go (a link's poster stays: other pages share it). */
async function replaceVideo(
  deps: Deps,
  profile: { id: number; video: StoredVideo | null },
  video: StoredVideo | null,
) {
  await deps.db
    .update(profiles)
    .set({ video, updatedAt: deps.clock.now() })
    .where(eq(profiles.id, profile.id));
  await deleteVideoFiles(deps, profile.video);
}

/** The stored files of an uploaded video (none for a link): when it is replaced, or its profile deleted. */
export async function deleteVideoFiles(deps: Deps, video: StoredVideo | null) {
  if (video?.kind !== 'file') return;
  await deps.storage.delete(video.key);
  if (video.posterKey) await deps.storage.delete(video.posterKey);
}
