import type { User } from '@db/schema';
import { companies } from '@db/schema';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import { type BackgroundLayout, SIGNATURE_DESIGNS } from '@shared/schemas/signatures';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { getOwnProfile, loadProfileCards, type ProfileCard, resolvePublicProfile } from '../profiles';
import { renderBackground } from './background';
import { memoImage } from './image-memo';
import { qrContent, type SignatureData, signatureData } from './signature-data';
import { renderSignature } from './signature-html';

/**
 * Mail clients fetch signature images again for every message shown; a week's cache keeps that off our
 * server. A new photo gets a new address (`?v=`), so nobody sees an old one for a week.
 */
const PUBLIC_IMAGE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

async function dataOf(deps: Deps, card: ProfileCard): Promise<SignatureData> {
  const first = card.view.companies[0];
  let companyCover: string | null = null;
  if (first?.coverPath) {
    const [row] = await deps.db
      .select({ coverKey: companies.coverKey })
      .from(companies)
      .where(eq(companies.shortId, first.shortId));
    companyCover = row?.coverKey ?? null;
  }
  return signatureData(deps, card, companyCover);
}

/** One of my profiles as a visitor sees it (404 for anyone else's): what its signatures may show. */
async function ownData(deps: Deps, user: Pick<User, 'id' | 'shortId'>, shortId: string) {
  const [card] = await loadProfileCards(deps, [await getOwnProfile(deps, user, shortId)]);
  if (!card) throw notFound();
  return dataOf(deps, card);
}

/** The three signatures of one of my profiles, in `lang`. */
export async function listSignatures(
  deps: Deps,
  user: Pick<User, 'id' | 'shortId'>,
  shortId: string,
  lang: Lang,
) {
  const data = await ownData(deps, user, shortId);
  return SIGNATURE_DESIGNS.map((design) => renderSignature(design, data, lang));
}

/** The video-call background of one of my profiles, as a download. */
export async function backgroundResponse(
  deps: Deps,
  user: Pick<User, 'id' | 'shortId'>,
  shortId: string,
  layout: BackgroundLayout,
  format: 'png' | 'jpeg',
  lang: Lang,
) {
  const data = await ownData(deps, user, shortId);
  let cover: Uint8Array | null = null;
  if (layout === 'cover' && data.coverKey) {
    const blob = await deps.storage.get(data.coverKey).catch(() => null);
    cover = blob ? new Uint8Array(await blob.arrayBuffer()) : null;
  }
  const bytes = await renderBackground(data, layout, format, cover, translate(lang, 'mail', 'bgScan'));
  const ext = format === 'png' ? 'png' : 'jpg';
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': `image/${format}`,
      'content-disposition': `inline; filename="dynacard-background-${layout}.${ext}"`,
      'cache-control': 'private, no-cache',
    },
  });
}

/** The signature's photo: the public page's avatar as a small JPEG (Outlook shows no WebP); 404 when hidden. */
export async function signaturePhoto(deps: Deps, request: Request, shortId: string) {
  const card = await resolvePublicProfile(deps, shortId);
  const key = card.owner.avatarKey;
  if (!card.view.avatar || !key) throw notFound();
  const headers = { 'content-type': 'image/jpeg', 'cache-control': PUBLIC_IMAGE_CACHE };
  return memoImage(request, `photo:${key}`, headers, async () => {
    const blob = await deps.storage.get(key);
    if (!blob) throw notFound();
    // 160 px: the 80 px photo sharp on a high-density screen.
    const jpeg = await sharp(new Uint8Array(await blob.arrayBuffer()))
      .resize(160, 160, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(jpeg);
  });
}

/** The signature's QR code: the card's address as a PNG sized for a signature (88 px shown, 3× drawn). */
export async function signatureQr(deps: Deps, request: Request, shortId: string) {
  const card = await resolvePublicProfile(deps, shortId);
  const content = qrContent(card.view.cardUrl);
  const headers = { 'content-type': 'image/png', 'cache-control': PUBLIC_IMAGE_CACHE };
  return memoImage(request, `qr:${content}`, headers, async () => {
    const png = await QRCode.toBuffer(content, { errorCorrectionLevel: 'M', margin: 2, width: 264 });
    return new Uint8Array(png);
  });
}
