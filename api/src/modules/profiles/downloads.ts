import sharp from 'sharp';
import type { Deps } from '../../platform/deps';
import type { ProfileCard } from './public-view';
import { buildVcard, type VcardVersion, vcardDisposition, vcardInputOf } from './vcard';

/** The avatar as JPEG (WebP is not understood by every contacts app); null when it cannot be read. */
async function avatarJpegBase64(deps: Deps, card: ProfileCard): Promise<string | undefined> {
  if (!card.view.avatar || !card.owner.avatarKey) return undefined;
  try {
    const blob = await deps.storage.get(card.owner.avatarKey);
    if (!blob) return undefined;
    const jpeg = await sharp(new Uint8Array(await blob.arrayBuffer()))
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return jpeg.toString('base64');
  } catch (error) {
    deps.log.warn('avatar could not be converted for a vCard', { error });
    return undefined;
  }
}

/** The public view as a vCard: exactly the fields a visitor may see, nothing more. */
export async function vcardResponse(
  deps: Deps,
  card: ProfileCard,
  version: VcardVersion,
  /** The company page domain it was downloaded from (its card's address is named on that host), or null. */
  origin: string | null = null,
) {
  const { view } = card;
  const text = buildVcard(
    {
      ...vcardInputOf(view),
      // The address to share is the card's: it opens the active profile (docs/decisions.md). Another
      // profile is only reached by its own address.
      url: origin ? view.cardUrl.replace(deps.config.publicUrl, origin) : view.cardUrl,
      photoJpegBase64: await avatarJpegBase64(deps, card),
    },
    version,
  );
  return new Response(text, {
    headers: {
      'content-type': 'text/vcard; charset=utf-8',
      'content-disposition': vcardDisposition(view.fullName),
      'cache-control': 'no-store',
    },
  });
}
