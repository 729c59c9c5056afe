// A person's own links on a profile (issue 32): saved with the profile (PATCH/POST api/v1/profiles, `links`),
// shown on /p and /c by OwnLinks.astro, each behind `/p/{profile shortId}/l/{id}`, which counts the click and
// answers 302 to the saved address (public-pages/link-clicks.ts).
import { type ProfileLink, profileLinks, profiles } from '@db/schema';
import type { OwnLink } from '@shared/schemas/profiles';
import type { PublicOwnLink } from '@shared/types/public-profile';
import type { Static } from '@sinclair/typebox';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { invalid } from '../../platform/errors';

export type OwnLinkInput = Static<typeof OwnLink>;
type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/** The counting address of a link: on the page's own origin, so the click keeps the page's source marker. */
export const ownLinkHref = (profileShortId: string, linkId: number) => `/p/${profileShortId}/l/${linkId}`;

/** What the schema cannot say: at most one featured link. */
export function checkOwnLinks(links: OwnLinkInput[]) {
  if (links.filter((l) => l.featured).length > 1) throw invalid('links', 'oneFeaturedLink');
}

/**
 * Replaces a profile's links by `links`, in order, inside the profile's write: a link sent with its `id` keeps it
 * (and its clicks), one without is added, one left out is removed (its address then answers 404). An `id` that is
 * not one of this profile's links is refused, so no one reaches another profile's link.
 */
export async function saveOwnLinks(tx: Tx, profileId: number, links: OwnLinkInput[]) {
  const existing = await tx
    .select({ id: profileLinks.id })
    .from(profileLinks)
    .where(eq(profileLinks.profileId, profileId));
  const mine = new Set(existing.map((r) => r.id));
  const kept = links.flatMap((l) => (l.id === undefined ? [] : [l.id]));
  if (kept.some((id) => !mine.has(id)) || new Set(kept).size !== kept.length) {
    throw invalid('links', 'unknownLink');
  }
  await tx
    .delete(profileLinks)
    .where(
      kept.length
        ? and(eq(profileLinks.profileId, profileId), notInArray(profileLinks.id, kept))
        : eq(profileLinks.profileId, profileId),
    );
  for (const [position, link] of links.entries()) {
    const fields = {
      label: link.label.trim(),
      url: link.url.trim(),
      featured: link.featured === true,
      position,
    };
    if (link.id === undefined) await tx.insert(profileLinks).values({ profileId, ...fields });
    else
      await tx
        .update(profileLinks)
        .set(fields)
        .where(and(eq(profileLinks.id, link.id), eq(profileLinks.profileId, profileId)));
  }
}

/** The links of many profiles, each list in its order (one query). */
export async function ownLinksOf(deps: Deps, profileIds: number[]): Promise<Map<number, ProfileLink[]>> {
  const byProfile = new Map<number, ProfileLink[]>();
  if (!profileIds.length) return byProfile;
  const rows = await deps.db
    .select()
    .from(profileLinks)
    .where(inArray(profileLinks.profileId, profileIds))
    .orderBy(asc(profileLinks.profileId), asc(profileLinks.position), asc(profileLinks.id));
  for (const row of rows) byProfile.set(row.profileId, [...(byProfile.get(row.profileId) ?? []), row]);
  return byProfile;
}

/** A saved link as the owner edits it and a visitor sees it: its address and its counting one. */
export const ownLinkView = (profileShortId: string, link: ProfileLink): PublicOwnLink => ({
  id: link.id,
  label: link.label,
  url: link.url,
  featured: link.featured,
  href: ownLinkHref(profileShortId, link.id),
});

/**
 * The saved link `linkId` of the profile `/p/{shortId}` names by its own shortId (the address the page shows), or
 * null: an unknown or removed link, or another profile's.
 */
export async function findOwnLink(deps: Deps, shortId: string, linkId: number) {
  const [row] = await deps.db
    .select({ id: profileLinks.id, url: profileLinks.url, profileId: profileLinks.profileId })
    .from(profileLinks)
    .innerJoin(profiles, eq(profiles.id, profileLinks.profileId))
    .where(and(eq(profileLinks.id, linkId), eq(profiles.shortId, shortId)));
  return row ?? null;
}
