// Who may download a dynatag's file. An unprotected tag's files are as public as its page. A tag with a
// passcode or a geolock serves its files only through a signed path: the public page signs the paths for a
// visitor who unlocked it (for a while), and the owners' answers sign them for the owners.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Dynatag, StoredFile } from '@db/schema';
import type { DynatagPicture } from '@shared/types/dynatags';
import type { Deps } from '../../platform/deps';
import { type PictureSlot, variantsOf } from '../../platform/pictures';

const signatureOf = (deps: Pick<Deps, 'config'>, tagShortId: string, fileId: string, until: number) =>
  createHmac('sha256', deps.config.secret)
    .update(`dynatag-file:${tagShortId}:${fileId}:${until}`)
    .digest('base64url');

/**
 * The address of a dynatag's file, or of a picture's resized copy (`slot`); with `signUntil` (epoch ms) it
 * carries `?sig=…&exp=…`, an HMAC with the app secret that opens the file and its copies of a protected tag
 * until then.
 */
export function dynatagFilePath(
  deps: Pick<Deps, 'config'>,
  tagShortId: string,
  fileId: string,
  options: { signUntil?: number | undefined; slot?: PictureSlot } = {},
): string {
  const path = `/uploads/dynatags/${tagShortId}/files/${fileId}${options.slot ? `/${options.slot}` : ''}`;
  if (options.signUntil === undefined) return path;
  const until = Math.floor(options.signUntil);
  return `${path}?sig=${signatureOf(deps, tagShortId, fileId, until)}&exp=${until}`;
}

/** Whether visitors need the passcode or a position: then the files need a signature. */
export const isProtected = (tag: Pick<Dynatag, 'passcode' | 'geoDistance'>) =>
  tag.passcode !== '' || tag.geoDistance !== null;

/** Whether `sig` and `exp` of a request open this file now. */
export function hasValidSignature(
  deps: Pick<Deps, 'config' | 'clock'>,
  tagShortId: string,
  fileId: string,
  query: { sig?: string; exp?: string },
): boolean {
  const until = Number(query.exp);
  if (!query.sig || !Number.isSafeInteger(until) || until < deps.clock.now()) return false;
  const expected = Buffer.from(signatureOf(deps, tagShortId, fileId, until));
  const given = Buffer.from(query.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A picture's size and the addresses of its resized copies (signed like the file), for srcset; else undefined. */
export function pictureOf(
  deps: Pick<Deps, 'config'>,
  tagShortId: string,
  file: Pick<StoredFile, 'shortId' | 'width' | 'height'>,
  signUntil: number | undefined,
): DynatagPicture | undefined {
  if (file.width === null || file.height === null) return undefined;
  const variants = variantsOf(file.width, file.height).map((v) => ({
    width: v.width,
    height: v.height,
    path: dynatagFilePath(deps, tagShortId, file.shortId, { signUntil, slot: v.slot }),
  }));
  return { width: file.width, height: file.height, variants };
}
