// Saved QR styles (issue 21): a company's is the default of its people's cards and its tags; an item's own
// style (profile, dynatag) overrides it; without either the code is plain black on white.
import { companies, memberships, profileCompanies, qrStyles } from '@db/schema';
import { qrLink } from '@shared/page-links';
import { PLAIN_QR_STYLE, type QrStyle } from '@shared/schemas/qr-style';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Deps } from '../deps';
import { invalid } from '../errors';
import { unscannable } from './check';
import type { QrLang } from './draw';
import type { QrRequest } from './render';
import type { QrLogo } from './svg';

export type StyleOwner = { companyId: number } | { profileId: number } | { dynatagId: number };

const whereOwner = (owner: StyleOwner) =>
  'companyId' in owner
    ? eq(qrStyles.companyId, owner.companyId)
    : 'profileId' in owner
      ? eq(qrStyles.profileId, owner.profileId)
      : eq(qrStyles.dynatagId, owner.dynatagId);

export async function readStyle(deps: Deps, owner: StyleOwner): Promise<QrStyle | null> {
  const [row] = await deps.db.select({ style: qrStyles.style }).from(qrStyles).where(whereOwner(owner));
  return row?.style ?? null;
}

/** The company a profile's card belongs to: the first company the profile shows, if any. */
export async function companyOfProfile(deps: Deps, profileId: number) {
  const [row] = await deps.db
    .select({ id: companies.id, logoKey: companies.logoKey })
    .from(profileCompanies)
    .innerJoin(memberships, eq(memberships.id, profileCompanies.membershipId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(profileCompanies.profileId, profileId))
    .orderBy(asc(profileCompanies.position))
    .limit(1);
  return row ?? null;
}

/** The company's logo as a PNG for the code's centre (the stored logo is WebP, which SVG renderers may not draw). */
export async function companyLogo(deps: Deps, logoKey: string | null): Promise<QrLogo | undefined> {
  if (!logoKey) return undefined;
  try {
    const blob = await deps.storage.get(logoKey);
    if (!blob) return undefined;
    const png = await sharp(new Uint8Array(await blob.arrayBuffer()))
      .resize(256, 256, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return { png: new Uint8Array(png) };
  } catch (error) {
    deps.log.warn('company logo could not be read for a QR code', { error });
    return undefined;
  }
}

export type StyleContext = {
  /** The item's own style row, if it has one (a company has none above it). */
  own: StyleOwner | null;
  company: { id: number; logoKey: string | null } | null;
};

/** The style an item's code is drawn in (own, else the company's, else plain) and what it needs to be drawn. */
export async function effectiveStyle(
  deps: Deps,
  ctx: StyleContext,
): Promise<{ style: QrStyle; own: QrStyle | null; inherited: QrStyle; logo?: QrLogo }> {
  const companyStyle = ctx.company ? await readStyle(deps, { companyId: ctx.company.id }) : null;
  const inherited = companyStyle ?? PLAIN_QR_STYLE;
  const own = ctx.own ? await readStyle(deps, ctx.own) : null;
  const style = own ?? inherited;
  const logo = style.logo && ctx.company ? await companyLogo(deps, ctx.company.logoKey) : undefined;
  return { style, own, inherited, logo };
}

/**
 * What is drawn: the item's address marked as scanned (`?s=q`, as every QR code we generate), so the scannability
 * check reads back exactly what the code will hold; without a logo to place, the centre is not cleared.
 */
export const drawable = (
  link: string,
  style: QrStyle,
  logo: QrLogo | undefined,
  lang?: QrLang,
): QrRequest => ({
  link: qrLink(link),
  style: logo ? style : { ...style, logo: false },
  logo,
  lang,
});

/**
 * Saves (or with null removes) a style after checking that it scans with the address it will carry, the
 * company's logo in the centre: 422 on `style` with the reason otherwise, and nothing changes.
 */
export async function saveStyle(
  deps: Deps,
  owner: StyleOwner,
  style: QrStyle | null,
  check: { link: string; logo?: QrLogo },
) {
  if (!style) {
    await deps.db.delete(qrStyles).where(whereOwner(owner));
    return;
  }
  for (const lang of ['sv', 'en', 'fi'] as const) {
    const { link, style: s, logo } = drawable(check.link, style, check.logo, lang);
    const reason = await unscannable(link, s, logo, lang);
    if (reason) throw invalid('style', reason);
    if (style.frame !== 'scanMe') break; // only "Scan me" differs per language
  }
  const updatedAt = deps.clock.now();
  await deps.db
    .insert(qrStyles)
    .values({ ...owner, style, updatedAt })
    .onConflictDoUpdate({
      target:
        'companyId' in owner
          ? qrStyles.companyId
          : 'profileId' in owner
            ? qrStyles.profileId
            : qrStyles.dynatagId,
      set: { style, updatedAt },
    });
}
