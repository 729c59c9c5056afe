import { qrLink } from '@shared/page-links';
import type { Deps } from '../../platform/deps';
import { MAIL_COLORS } from '../../platform/mail-layout';
import { brandColours } from '../companies';
import type { ProfileCard } from '../profiles';

/** What a signature and a background show of a profile: only what its public page shows (the same view). */
export type SignatureData = {
  /** The profile's public id: the images' public addresses are under it. */
  shortId: string;
  fullName: string;
  title: string;
  company: string;
  /** The first shown company's work phone and email (a work mail is signed as work), else the person's own. */
  phone: string;
  email: string;
  /** The address every link and the QR code carry: the card's (docs/decisions.md "Signatures link to the card"). */
  link: string;
  /** Absolute, public, mail-sized JPEG of the photo, or null without one (hidden or never set). */
  photoUrl: string | null;
  /** Absolute, public PNG of the QR code of `link`. */
  qrUrl: string;
  /** Lines, names and links on the mail's light background: the first company's (its design's accent), else ours. */
  color: string;
  /** A background's fill: the first company's main colour (its design's, else its own when it colours its profiles), else ours. */
  backdrop: string;
  /** Storage keys of the pictures a background may use, best first (the company's cover, then the person's). */
  coverKey: string | null;
};

/**
 * What the QR codes of signatures and backgrounds carry: the card's address marked as scanned (`?s=q`, as every QR
 * code we generate), so statistics tell a scan of the video background from a click in the signature.
 */
export const qrContent = (cardUrl: string) => qrLink(cardUrl);

/** Where the public signature images live (the signatures module serves them, no sign-in, long cache). */
export const signatureImagePath = (shortId: string, file: 'photo.jpg' | 'qr.png') =>
  `/api/v1/profiles/${encodeURIComponent(shortId)}/signature/${file}`;

/** The `v` of an image path (`…?v=abc`), so a new photo gets a new address past every mail client's cache. */
const versionOf = (path: string) => new URL(path, 'http://x').searchParams.get('v');

export function signatureData(deps: Deps, card: ProfileCard, companyCoverKey: string | null): SignatureData {
  const { view, owner } = card;
  const first = view.companies[0];
  const origin = deps.config.publicUrl;
  const brand = brandColours(first);
  const photoVersion = view.avatar && view.avatarPath ? versionOf(view.avatarPath) : null;
  return {
    shortId: view.shortId,
    fullName: view.fullName,
    title: first?.colleague.jobTitle ?? '',
    company: first?.name ?? '',
    phone: first?.colleague.workPhone || view.phone,
    email: first?.colleague.workEmail || view.email,
    link: view.cardUrl,
    photoUrl: view.avatar
      ? `${origin}${signatureImagePath(view.shortId, 'photo.jpg')}${photoVersion ? `?v=${photoVersion}` : ''}`
      : null,
    qrUrl: `${origin}${signatureImagePath(view.shortId, 'qr.png')}`,
    color: brand?.onLight ?? MAIL_COLORS.brand,
    backdrop: brand?.main ?? MAIL_COLORS.brand,
    coverKey: companyCoverKey ?? (view.coverPath ? owner.coverKey : null),
  };
}
