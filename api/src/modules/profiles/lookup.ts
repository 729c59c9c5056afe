import { memberships, type Profile, profileCompanies, profiles, type User, users } from '@db/schema';
import { entitlementsOf } from '@shared/entitlements';
import { and, asc, eq, ne } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { isUniqueViolation } from '../users';
import { loadProfileCards, type ProfileCard } from './public-view';

const activeOf = async (deps: Deps, userId: number) => {
  const [row] = await deps.db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.isActive, true)));
  return row ?? null;
};

/**
 * Every user has a profile: the first one is made on first use (profile list, public link, saved contact),
 * showing the companies the user already belongs to; one of the user's profiles is always active.
 */
export async function ensureProfile(deps: Deps, user: Pick<User, 'id'>): Promise<Profile> {
  const active = await activeOf(deps, user.id);
  if (active) return active;
  const now = deps.clock.now();
  const [oldest] = await deps.db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, user.id))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(1);
  if (oldest) {
    // The unique index on active profiles makes a concurrent promotion a no-op, not a second active one.
    await deps.db
      .update(profiles)
      .set({ isActive: true })
      .where(eq(profiles.id, oldest.id))
      .catch((error) => {
        if (!isUniqueViolation(error)) throw error;
      });
  } else {
    const [created] = await deps.db
      .insert(profiles)
      .values({ shortId: shortId(), userId: user.id, isActive: true, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) {
      const joined = await deps.db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.userId, user.id), ne(memberships.state, 'invited')))
        .orderBy(asc(memberships.joinedAt), asc(memberships.id));
      if (joined.length) {
        await deps.db
          .insert(profileCompanies)
          .values(joined.map((m, position) => ({ profileId: created.id, membershipId: m.id, position })))
          .onConflictDoNothing();
      }
    }
  }
  const result = await activeOf(deps, user.id);
  if (!result) throw new Error('no active profile after ensureProfile');
  return result;
}

/**
 * The profile a public link opens: a profile shortId, or a user shortId (the card's link) for that user's
 * active profile. A user without a subscription is locked to the active profile, so older profile links
 * open that one too. Invited people who never activated have no public profile.
 */
export async function resolvePublicProfile(deps: Deps, id: string): Promise<ProfileCard> {
  const [byProfile] = await deps.db
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.shortId, id));
  let profile: Profile;
  if (byProfile) {
    if (byProfile.user.status !== 'active') throw notFound();
    const locked =
      !byProfile.profile.isActive && !entitlementsOf(byProfile.user, deps.clock.now()).canSwitchProfiles;
    profile = locked ? await ensureProfile(deps, byProfile.user) : byProfile.profile;
  } else {
    const [user] = await deps.db.select().from(users).where(eq(users.shortId, id));
    if (user?.status !== 'active') throw notFound();
    profile = await ensureProfile(deps, user);
  }
  const [card] = await loadProfileCards(deps, [profile]);
  if (!card) throw notFound();
  return card;
}

/**
 * One of the user's own profiles by its shortId, or by the user's own shortId (the card's address, as the public
 * page takes it) the active profile; 404 for anyone else's.
 */
export async function getOwnProfile(deps: Deps, user: Pick<User, 'id' | 'shortId'>, id: string) {
  const [row] = await deps.db
    .select()
    .from(profiles)
    .where(and(eq(profiles.shortId, id), eq(profiles.userId, user.id)));
  if (row) return row;
  if (user.shortId === id) return ensureProfile(deps, user);
  throw notFound();
}
