import { companies, memberships, profileCompanies, profiles, type User } from '@db/schema';
import { layoutLock } from '@shared/design/card-layout';
import { entitlementsOf } from '@shared/entitlements';
import type { CardLayout, FocalPoint, PortraitShape } from '@shared/schemas/card-look';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { logoPath } from '../companies';
import { avatarPath, userCoverPath } from '../users';
import { ensureProfile, getOwnProfile } from './lookup';
import { checkOwnLinks, type OwnLinkInput, ownLinksOf, ownLinkView, saveOwnLinks } from './own-links';
import { cardLink, displayDescription, displayName, pageUrl, shownMemberships } from './public-view';
import { deleteVideoFiles } from './video';
import { publicVideo } from './video-view';

export type ProfileFields = Partial<{
  label: string;
  fullName: string;
  description: string;
  phone: string;
  email: string;
  /** Company shortIds the user belongs to, in the order the profile shows them. */
  companies: string[];
  /** The card page's look (issue 32): null layout follows the company's suggestion. */
  layout: CardLayout | null;
  portraitShape: PortraitShape;
  portraitFocus: FocalPoint;
  coverFocus: FocalPoint;
  /** The person's own links, in order (own-links.ts): the list replaces the saved one. */
  links: OwnLinkInput[];
}>;

/** The user's profiles as the dashboard edits them: own values, effective values, companies shown. */
export async function listProfiles(deps: Deps, user: User) {
  await ensureProfile(deps, user);
  const rows = await deps.db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, user.id))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
  const shown = await shownMemberships(
    deps,
    rows.map((p) => p.id),
  );
  const cardUrl = cardLink(deps, user.shortId);
  const linksOf = await ownLinksOf(
    deps,
    rows.map((p) => p.id),
  );
  return rows.map((p) => ({
    shortId: p.shortId,
    label: p.label,
    isActive: p.isActive,
    fullName: displayName(p, user),
    description: displayDescription(p, user),
    ownFullName: p.fullName,
    ownDescription: p.description,
    phone: p.phone,
    email: p.email,
    avatar: user.avatarKey !== null,
    avatarPath: avatarPath(user),
    coverPath: userCoverPath(user),
    layout: p.layout,
    portraitShape: p.portraitShape,
    portraitFocus: p.portraitFocus,
    coverFocus: p.coverFocus,
    layoutLock: layoutLock(
      shown
        .filter((s) => s.profileId === p.id && !s.membership.hideCompany)
        .map(({ company: c }) => ({ name: c.name, shortId: c.shortId, design: c.design })),
    ),
    video: publicVideo(p.shortId, p.video, displayName(p, user)),
    views: p.views,
    url: pageUrl(deps, p.shortId),
    cardUrl,
    companies: shown
      .filter((s) => s.profileId === p.id)
      .map(({ company: c, membership: m }) => ({
        shortId: c.shortId,
        name: c.name,
        logo: c.logoKey !== null,
        logoPath: logoPath(c),
        isHidden: m.hideCompany,
      })),
    links: (linksOf.get(p.id) ?? []).map((link) => ownLinkView(p.shortId, link)),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  }));
}

/** Membership ids for company shortIds the user belongs to (not invitations), in the given order. */
async function membershipsFor(deps: Deps, userId: number, companyShortIds: string[]) {
  const wanted = [...new Set(companyShortIds)];
  if (!wanted.length) return [];
  const rows = await deps.db
    .select({ id: memberships.id, shortId: companies.shortId })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.userId, userId),
        ne(memberships.state, 'invited'),
        inArray(companies.shortId, wanted),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.shortId, r.id]));
  if (wanted.some((s) => !idOf.has(s))) throw invalid('companies', 'notCompanyMember');
  return wanted.map((s) => idOf.get(s)!);
}

const trimmed = (fields: ProfileFields) => {
  const out: Partial<Record<'label' | 'fullName' | 'description' | 'phone' | 'email', string>> = {};
  for (const key of ['label', 'fullName', 'description', 'phone', 'email'] as const) {
    if (fields[key] !== undefined) out[key] = fields[key].trim();
  }
  if (out.email) out.email = out.email.toLowerCase();
  return out;
};

/** The look fields sent (undefined ones are left as they are). */
const lookOf = ({ layout, portraitShape, portraitFocus, coverFocus }: ProfileFields) => ({
  ...(layout !== undefined && { layout }),
  ...(portraitShape !== undefined && { portraitShape }),
  ...(portraitFocus !== undefined && { portraitFocus }),
  ...(coverFocus !== undefined && { coverFocus }),
});

/** A further profile for a subscriber, up to the tier's limit (checked inside the write transaction). */
export async function createProfile(deps: Deps, user: User, fields: ProfileFields) {
  const rights = entitlementsOf(user, deps.clock.now());
  if (!rights.isSubscriber) throw new AppError('FORBIDDEN', 'profilesNeedSubscription');
  await ensureProfile(deps, user);
  if (fields.links) checkOwnLinks(fields.links);
  const membershipIds = await membershipsFor(deps, user.id, fields.companies ?? []);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(profiles).where(eq(profiles.userId, user.id));
    if (n >= rights.maxProfiles) throw new AppError('CONFLICT', 'profileLimit');
    const [created] = await tx
      .insert(profiles)
      .values({
        ...trimmed(fields),
        ...lookOf(fields),
        shortId: shortId(),
        userId: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (membershipIds.length) {
      await tx
        .insert(profileCompanies)
        .values(
          membershipIds.map((membershipId, position) => ({ profileId: created.id, membershipId, position })),
        );
    }
    if (fields.links) await saveOwnLinks(tx, created.id, fields.links);
    return created;
  });
}

/** Edits a profile; a free user edits the one profile the tier allows (the active one). */
export async function updateProfile(deps: Deps, user: User, id: string, fields: ProfileFields) {
  const profile = await getOwnProfile(deps, user, id);
  if (!profile.isActive && !entitlementsOf(user, deps.clock.now()).canSwitchProfiles) {
    throw new AppError('FORBIDDEN', 'profilesNeedSubscription');
  }
  if (fields.links) checkOwnLinks(fields.links);
  const membershipIds = fields.companies ? await membershipsFor(deps, user.id, fields.companies) : null;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ ...trimmed(fields), ...lookOf(fields), updatedAt: deps.clock.now() })
      .where(eq(profiles.id, profile.id));
    if (membershipIds) {
      await tx.delete(profileCompanies).where(eq(profileCompanies.profileId, profile.id));
      if (membershipIds.length) {
        await tx.insert(profileCompanies).values(
          membershipIds.map((membershipId, position) => ({
            profileId: profile.id,
            membershipId,
            position,
          })),
        );
      }
    }
    if (fields.links) await saveOwnLinks(tx, profile.id, fields.links);
  });
}

/** Deletes a profile, never the last one; when the active one goes, the oldest remaining becomes active. */
export async function deleteProfile(deps: Deps, user: User, id: string) {
  const profile = await getOwnProfile(deps, user, id);
  await deps.db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(profiles).where(eq(profiles.userId, user.id));
    if (n <= 1) throw new AppError('CONFLICT', 'lastProfile');
    await tx.delete(profiles).where(eq(profiles.id, profile.id));
    if (profile.isActive) {
      const [next] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.userId, user.id))
        .orderBy(asc(profiles.createdAt), asc(profiles.id))
        .limit(1);
      await tx.update(profiles).set({ isActive: true }).where(eq(profiles.id, next.id));
    }
  });
  await deleteVideoFiles(deps, profile.video);
}

/** Makes a profile the one the card opens; switching is for subscribers. */
export async function activateProfile(deps: Deps, user: User, id: string) {
  if (!entitlementsOf(user, deps.clock.now()).canSwitchProfiles) {
    throw new AppError('FORBIDDEN', 'switchNeedsSubscription');
  }
  const profile = await getOwnProfile(deps, user, id);
  if (profile.isActive) return;
  await deps.db.transaction(async (tx) => {
    // Two statements: the unique index allows one active profile per user at every moment.
    await tx.update(profiles).set({ isActive: false }).where(eq(profiles.userId, user.id));
    await tx.update(profiles).set({ isActive: true }).where(eq(profiles.id, profile.id));
  });
}
