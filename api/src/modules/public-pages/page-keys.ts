// Step 1 of the page cache's invalidation (the whole story: write-watch.ts): the keys a /p page lists.
import { memberships, profileCompanies, profiles } from '@db/schema';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { ProfileCard } from '../profiles';

/**
 * The keys of every row a profile page is built from (write-keys.ts KEY_COLUMNS: each key column of each row),
 * so that a write naming any of them drops the page: the owner, the profile (and the one the link named, when
 * a locked account shows its active profile instead), every membership the profile lists in any state with
 * its company, and the files shown. Read after the page's own data; a write in between is caught by the
 * cache's stamp, as the render's is.
 */
export async function profilePageKeys(deps: Deps, requested: string, card: ProfileCard): Promise<string[]> {
  const { profile, owner, view } = card;
  const keys = new Set([`user:${owner.id}`, `profile:${profile.id}`, `user:${profile.userId}`]);
  const listed = await deps.db
    .select({ id: memberships.id, userId: memberships.userId, companyId: memberships.companyId })
    .from(profileCompanies)
    .innerJoin(memberships, eq(memberships.id, profileCompanies.membershipId))
    .where(eq(profileCompanies.profileId, profile.id));
  for (const m of listed)
    keys.add(`membership:${m.id}`).add(`user:${m.userId}`).add(`company:${m.companyId}`);
  if (requested !== profile.shortId && requested !== owner.shortId) {
    const [named] = await deps.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.shortId, requested));
    if (named) keys.add(`profile:${named.id}`);
  }
  for (const company of view.companies) {
    for (const file of [...company.files, ...company.colleague.files]) keys.add(`file:${file.shortId}`);
  }
  return [...keys];
}
