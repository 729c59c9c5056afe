import type { User } from '@db/schema';
import type { Deps } from '../../platform/deps';
import { toCoverWebp, toWebp } from '../../platform/images';
import { removeUserImage, setUserImage } from './images';

/** A 512 px square WebP of the uploaded image (checked by content). */
export const toAvatarWebp = (file: File, field = 'avatar') =>
  toWebp(file, { field, fit: 'cover', quality: 82 });

/** Replaces the avatar (counted in the quota; the old file goes once the new rows commit). */
export const setAvatar = async (deps: Deps, user: User, file: File) =>
  setUserImage(deps, user, 'avatar', await toAvatarWebp(file));

export const removeAvatar = (deps: Deps, user: User) => removeUserImage(deps, user, 'avatar');

/** Replaces the person's cover, like the avatar. */
export const setCover = async (deps: Deps, user: User, file: File) =>
  setUserImage(deps, user, 'cover', await toCoverWebp(file));

export const removeCover = (deps: Deps, user: User) => removeUserImage(deps, user, 'cover');

/** The default avatar: a neutral silhouette, served when a user has none. */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="avatar"><rect width="64" height="64" fill="#d4d4d4"/><circle cx="32" cy="25" r="12" fill="#a3a3a3"/><path d="M10 60c2-12 11-19 22-19s20 7 22 19" fill="#a3a3a3"/></svg>`;
