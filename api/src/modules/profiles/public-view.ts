import {
  type Company,
  companies,
  files,
  type Membership,
  memberships,
  type Profile,
  profileCompanies,
  type StoredFile,
  type User,
  users,
} from '@db/schema';
import { layoutOf } from '@shared/design/card-layout';
import { entitlementsOf } from '@shared/entitlements';
import type { LeadForm } from '@shared/schemas/lead-form';
import type { PublicFile, PublicProfile } from '@shared/types/public-profile';
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { companyCoverPath, logoPath } from '../companies';
import { avatarPath, userCoverPath } from '../users';
import { ownLinksOf, ownLinkView } from './own-links';
import { publicVideo } from './video-view';

export type { PublicCompany, PublicFile, PublicProfile } from '@shared/types/public-profile';

/** A profile with its owner and the public view built from both; the owner stays on the server. */
export type ProfileCard = { profile: Profile; owner: User; view: PublicProfile };

/** A profile page's address: /p/{shortId}, where shortId is a profile's own or a user's (the card's). */
export const pageUrl = (deps: Deps, shortId: string) => `${deps.config.publicUrl}/p/${shortId}`;

/** The link the card's QR code and NFC chip carry: the user's, so it opens whichever profile is active (every visit counts). */
export const cardLink = (deps: Deps, userShortId: string) => pageUrl(deps, userShortId);

/** Where a visitor downloads a company or colleague file (the companies module serves that path). */
const toFile = (companyShortId: string, f: StoredFile): PublicFile => ({
  shortId: f.shortId,
  name: f.name,
  mime: f.mime,
  size: f.size,
  path: `/uploads/companies/${companyShortId}/files/${f.shortId}`,
});

/** The effective name and description: a profile's own, or the account's when left empty. */
export const displayName = (profile: Pick<Profile, 'fullName'>, user: Pick<User, 'fullName'>) =>
  profile.fullName.trim() || user.fullName;
export const displayDescription = (profile: Pick<Profile, 'description'>, user: Pick<User, 'description'>) =>
  profile.description.trim() || user.description;

type Shown = { profileId: number; membership: Membership; company: Company };

/** The accepted memberships each profile shows, in the profile's order. */
export async function shownMemberships(deps: Deps, profileIds: number[]): Promise<Shown[]> {
  if (!profileIds.length) return [];
  return deps.db
    .select({ profileId: profileCompanies.profileId, membership: memberships, company: companies })
    .from(profileCompanies)
    .innerJoin(memberships, eq(memberships.id, profileCompanies.membershipId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(inArray(profileCompanies.profileId, profileIds), ne(memberships.state, 'invited')))
    .orderBy(asc(profileCompanies.profileId), asc(profileCompanies.position), asc(memberships.id));
}

/**
 * Builds the public views of many profiles in a fixed number of queries. The flags of the memberships a
 * profile shows decide for the whole profile: any "hide personal" hides the personal phone and email,
 * any "hide avatar" hides the person's pictures (avatar and cover); "hide company" leaves that company
 * (with its cover) out. Custom links and files appear only while the profile's owner is a subscriber.
 */
export async function loadProfileCards(deps: Deps, rows: Profile[]): Promise<ProfileCard[]> {
  if (!rows.length) return [];
  const now = deps.clock.now();
  const owners = await deps.db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((p) => p.userId),
      ),
    );
  const ownerOf = new Map(owners.map((u) => [u.id, u]));
  const shown = await shownMemberships(
    deps,
    rows.map((p) => p.id),
  );
  const isRich = (userId: number) => {
    const owner = ownerOf.get(userId);
    return owner ? entitlementsOf(owner, now).isSubscriber : false;
  };
  const richProfiles = new Set(rows.filter((p) => isRich(p.userId)).map((p) => p.id));
  const linksOf = await ownLinksOf(
    deps,
    rows.map((p) => p.id),
  );
  const filesByParent = await loadFiles(
    deps,
    shown.filter((s) => richProfiles.has(s.profileId) && !s.membership.hideCompany),
  );

  return rows.flatMap((profile) => {
    const owner = ownerOf.get(profile.userId);
    if (!owner) return [];
    const mine = shown.filter((s) => s.profileId === profile.id);
    const hidePersonal = mine.some((s) => s.membership.hidePersonal);
    const hideAvatar = mine.some((s) => s.membership.hideAvatar);
    const rich = richProfiles.has(profile.id);
    const visible = mine.filter((s) => !s.membership.hideCompany);
    const hasAvatar = !hideAvatar && owner.avatarKey !== null;
    const firstCompany = visible[0]?.company;
    const view: PublicProfile = {
      shortId: profile.shortId,
      url: pageUrl(deps, profile.shortId),
      cardUrl: pageUrl(deps, profile.isActive ? owner.shortId : profile.shortId),
      fullName: displayName(profile, owner),
      description: displayDescription(profile, owner),
      avatar: hasAvatar,
      avatarPath: hideAvatar ? null : avatarPath(owner),
      coverPath: hideAvatar ? null : userCoverPath(owner),
      phone: hidePersonal ? '' : profile.phone,
      email: hidePersonal ? '' : profile.email,
      video: publicVideo(profile.shortId, profile.video, displayName(profile, owner)),
      look: {
        layout: layoutOf(
          profile.layout,
          visible.map(({ company: c }) => ({ name: c.name, shortId: c.shortId, design: c.design })),
        ),
        ownLayout: profile.layout,
        portraitShape: profile.portraitShape,
        portraitFocus: profile.portraitFocus,
        coverFocus: profile.coverFocus,
      },
      companies: visible.map(({ company: c, membership: m }) => ({
        shortId: c.shortId,
        name: c.name,
        logo: c.logoKey !== null,
        logoPath: logoPath(c),
        coverPath: companyCoverPath(c),
        color: c.color,
        useColorInProfiles: c.useColorInProfiles,
        design: c.design,
        websiteUrl: c.websiteUrl,
        phone: c.phone,
        email: c.email,
        street: c.street,
        zipcode: c.zipcode,
        city: c.city,
        description: c.description,
        socialLinks: c.socialLinks,
        customLinks: rich ? c.customLinks : [],
        files: rich ? (filesByParent.get(`c${c.id}`) ?? []) : [],
        colleague: {
          jobTitle: m.jobTitle,
          jobRole: m.jobRole,
          workPhone: m.workPhone,
          workEmail: m.workEmail,
          about: m.about,
          socialLinks: m.socialLinks,
          customLinks: rich ? m.customLinks : [],
          files: rich ? (filesByParent.get(`m${m.id}`) ?? []) : [],
        },
      })),
      leadForm: effectiveLeadForm(profile.leadForm, firstCompany?.leadForm ?? null),
      links: (linksOf.get(profile.id) ?? []).map((link) => ownLinkView(profile.shortId, link)),
    };
    return [{ profile, owner, view }];
  });
}

/**
 * The form a card's "exchange contact" asks (docs/decisions.md, issue 32): the company's (the first shown, whose
 * leads they are) wins when it has questions, with its consent sentence or else the person's; else the person's own.
 */
export function effectiveLeadForm(own: LeadForm | null, company: LeadForm | null): LeadForm {
  if (company?.questions.length)
    return { questions: company.questions, consent: company.consent || own?.consent || '' };
  return { questions: own?.questions ?? [], consent: own?.consent || company?.consent || '' };
}

/** Company files and colleague files of the given memberships, keyed `c{companyId}` / `m{membershipId}`. */
async function loadFiles(deps: Deps, shown: Shown[]) {
  const byParent = new Map<string, PublicFile[]>();
  if (!shown.length) return byParent;
  const companyIds = [...new Set(shown.map((s) => s.company.id))];
  const membershipIds = shown.map((s) => s.membership.id);
  const rows = await deps.db
    .select()
    .from(files)
    .where(
      or(
        and(eq(files.kind, 'company'), inArray(files.companyId, companyIds)),
        and(eq(files.kind, 'membership'), inArray(files.membershipId, membershipIds)),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
  const companyOf = new Map(shown.map((s) => [s.company.id, s.company.shortId]));
  const companyOfMembership = new Map(shown.map((s) => [s.membership.id, s.company.shortId]));
  for (const f of rows) {
    const isCompanyFile = f.kind === 'company';
    const key = isCompanyFile ? `c${f.companyId}` : `m${f.membershipId}`;
    const companyShortId = isCompanyFile
      ? companyOf.get(f.companyId ?? 0)
      : companyOfMembership.get(f.membershipId ?? 0);
    if (companyShortId) byParent.set(key, [...(byParent.get(key) ?? []), toFile(companyShortId, f)]);
  }
  return byParent;
}
