// What a Wallet pass shows, read from the profile a visitor sees: the same visibility rules as the card page
// (a hidden avatar or company stays hidden). A serial names where the pass's QR code leads: `p.{shortId}` is a
// profile or card link (/p/{shortId}), `c.{cardId}` a metal card (/c/{cardId}, its holder's profile).
import { createHash, createHmac } from 'node:crypto';
import { companies } from '@db/schema';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { brandColours } from '../companies';
import { pageOrigins } from '../page-domains';
import { resolvePublicProfile } from '../profiles';
import { readCardLink } from '../public-pages';

export const SERIAL = /^[pc]\.[A-Za-z0-9_-]{1,32}$/;

export type PassContent = {
  serial: string;
  name: string;
  title: string;
  company: string;
  /** The company's colour (#rrggbb) as its card page shows it (its design's, else its own when its profiles use it), else ours. */
  color: string;
  /** The text colour its design sets on that colour; null: black or white, whichever reads. */
  textColor: string | null;
  /** The stored picture shown on the pass: the person's photo, else the company's logo; and its public path. */
  imageKey: string | null;
  imagePath: string | null;
  /** The address the QR code carries. */
  qrUrl: string;
  /** Changes whenever anything above changes: the pass is then re-sent to the devices holding it. */
  fingerprint: string;
};

const DEFAULT_COLOR = '#262626';

/** The pass's content, or null when there is nothing to show: a disabled card, a deleted or hidden profile. */
export async function passContent(deps: Deps, serial: string): Promise<PassContent | null> {
  if (!SERIAL.test(serial)) return null;
  const id = serial.slice(2);
  let profileId = id;
  let qrUrl = `${deps.config.publicUrl}/p/${id}`;
  if (serial.startsWith('c.')) {
    const link = await readCardLink(deps, id);
    if (!link?.profile) return null;
    profileId = link.profile.shortId;
    qrUrl = `${(await pageOrigins(deps))(link.companyId)}/c/${id}`;
  }
  let card: Awaited<ReturnType<typeof resolvePublicProfile>>;
  try {
    card = await resolvePublicProfile(deps, profileId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
  const { view, owner } = card;
  const first = view.companies[0];
  let imageKey = view.avatar ? owner.avatarKey : null;
  let imagePath = imageKey ? view.avatarPath : null;
  if (!imageKey && first?.logo) {
    const [row] = await deps.db
      .select({ logoKey: companies.logoKey })
      .from(companies)
      .where(eq(companies.shortId, first.shortId));
    imageKey = row?.logoKey ?? null;
    imagePath = imageKey ? first.logoPath : null;
  }
  const brand = brandColours(first);
  const content = {
    serial,
    name: view.fullName,
    title: first?.colleague.jobTitle ?? '',
    company: first?.name ?? '',
    color: brand?.main ?? DEFAULT_COLOR,
    textColor: brand?.onMain ?? null,
    imageKey,
    imagePath,
    qrUrl,
  };
  const fingerprint = createHash('sha256').update(JSON.stringify(content)).digest('base64url');
  return { ...content, fingerprint };
}

/** The pass's authentication token: derived from the secret, so nothing to store and nothing to guess. */
export const passToken = (deps: Deps, serial: string) =>
  createHmac('sha256', deps.config.secret).update(`wallet-pass:${serial}`).digest('base64url');
