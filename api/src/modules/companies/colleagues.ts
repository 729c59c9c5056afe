import { type Company, companies, files, type Membership, memberships, type User, users } from '@db/schema';
import { entitlementsOf } from '@shared/entitlements';
import { COLLEAGUE_FIELDS } from '@shared/schemas/company-design';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { forbidden, invalid } from '../../platform/errors';
import { auditInsert } from '../audit';
import { avatarPath, getUserById } from '../users';
import { findMemberOf, findMembership, notifyCompany } from './access';
import { type FileTarget, toFileView } from './files';
import { checkCustomLinks, cleanCustomLinks, cleanSocialLinks } from './links';
import type { ColleagueInput } from './request-schemas';

type Person = Pick<User, 'shortId' | 'fullName' | 'username' | 'email' | 'avatarKey' | 'status'>;
const personColumns = {
  shortId: users.shortId,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  avatarKey: users.avatarKey,
  status: users.status,
};

/** A person in a company with their colleague profile; the account email only for owners. */
export function toColleague(
  m: Membership,
  person: Person,
  options: { viewer: Membership; files?: ReturnType<typeof toFileView>[] },
) {
  return {
    id: m.shortId,
    state: m.state,
    isYou: m.id === options.viewer.id,
    user: {
      shortId: person.shortId,
      fullName: person.fullName,
      username: person.username,
      email: options.viewer.state === 'owner' || m.id === options.viewer.id ? person.email : null,
      isActivated: person.status === 'active',
      avatar: person.avatarKey !== null,
      avatarPath: avatarPath(person),
    },
    jobTitle: m.jobTitle,
    jobRole: m.jobRole,
    workPhone: m.workPhone,
    workEmail: m.workEmail,
    about: m.about,
    socialLinks: m.socialLinks,
    customLinks: m.customLinks,
    hidePersonal: m.hidePersonal,
    hideAvatar: m.hideAvatar,
    hideCompany: m.hideCompany,
    hideFromSearch: m.hideFromSearch,
    files: options.files ?? [],
    invitedAt: m.invitedAt,
    joinedAt: m.joinedAt,
  };
}

/** Owners first, then colleagues, then invitations; by name within each. */
const stateOrder = sql`case ${memberships.state} when 'owner' then 0 when 'colleague' then 1 else 2 end`;

/** Everyone in a company the caller belongs to, with their colleague profiles and files. */
export async function listColleagues(deps: Deps, user: User, companyShortId: string) {
  const { company, membership: viewer } = await findMembership(deps, user.id, companyShortId);
  const rows = await deps.db
    .select({ m: memberships, person: personColumns })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, company.id))
    .orderBy(stateOrder, asc(users.fullName));
  const ids = rows.map((r) => r.m.id);
  const stored = ids.length ? await deps.db.select().from(files).where(inArray(files.membershipId, ids)) : [];
  return rows.map((r) =>
    toColleague(r.m, r.person, {
      viewer,
      files: stored.filter((f) => f.membershipId === r.m.id).map((f) => toFileView(company.shortId, f)),
    }),
  );
}

/** The colleagues of every company the user owns (SPEC §6), each with its company. */
export async function listColleaguesOfOwnedCompanies(deps: Deps, user: User) {
  const owned = await deps.db
    .select({ company: companies, viewer: memberships })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, user.id), eq(memberships.state, 'owner')));
  if (!owned.length) return [];
  const rows = await deps.db
    .select({ m: memberships, person: personColumns })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      inArray(
        memberships.companyId,
        owned.map((o) => o.company.id),
      ),
    )
    .orderBy(stateOrder, asc(users.fullName));
  return rows.map((r) => {
    const { company, viewer } = owned.find((o) => o.company.id === r.m.companyId)!;
    return {
      ...toColleague(r.m, r.person, { viewer }),
      company: { shortId: company.shortId, name: company.name },
    };
  });
}

/**
 * The member and their target: who edits a colleague profile or its files must be that member or an
 * owner of the company. Someone outside the company gets 404.
 */
export async function findColleagueTarget(
  deps: Deps,
  user: User,
  companyShortId: string,
  membershipShortId: string,
): Promise<FileTarget & { membership: Membership; viewer: Membership }> {
  const { company, membership: viewer } = await findMembership(deps, user.id, companyShortId);
  const membership =
    viewer.shortId === membershipShortId ? viewer : await findMemberOf(deps, company.id, membershipShortId);
  if (membership.id !== viewer.id && viewer.state !== 'owner') throw forbidden();
  return { company, membership, viewer };
}

/**
 * A colleague changes only the fields the company's design leaves to them (owners set the rest); a locked
 * field sent back unchanged (a form echoing the profile) is no change. 422 on the first locked field changed.
 */
const sorted = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
    : value;
const sameValue = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

function assertMayChange(design: Company['design'], membership: Membership, input: ColleagueInput) {
  if (!design) return;
  for (const field of COLLEAGUE_FIELDS) {
    if (input[field] === undefined || design.colleagueMayChange.includes(field)) continue;
    const sent =
      field === 'socialLinks'
        ? cleanSocialLinks(input.socialLinks!)
        : field === 'customLinks'
          ? cleanCustomLinks(input.customLinks!)
          : input[field];
    if (!sameValue(sent, membership[field])) throw invalid(field, 'fieldSetByCompany');
  }
}

/** Saves a colleague profile; custom links only when the person it belongs to is a subscriber. */
export async function updateColleague(
  deps: Deps,
  user: User,
  companyShortId: string,
  membershipShortId: string,
  input: ColleagueInput,
) {
  const { company, membership, viewer } = await findColleagueTarget(
    deps,
    user,
    companyShortId,
    membershipShortId,
  );
  if (viewer.state !== 'owner') assertMayChange(company.design, membership, input);
  if (input.customLinks?.length) {
    const person = (await getUserById(deps, membership.userId))!;
    checkCustomLinks(input.customLinks, entitlementsOf(person, deps.clock.now()));
  }
  const { socialLinks, customLinks, ...plain } = input;
  await deps.db.batch([
    deps.db
      .update(memberships)
      .set({
        ...plain,
        ...(socialLinks ? { socialLinks: cleanSocialLinks(socialLinks) } : {}),
        ...(customLinks ? { customLinks: cleanCustomLinks(customLinks) } : {}),
        updatedAt: deps.clock.now(),
      })
      .where(eq(memberships.id, membership.id)),
    auditInsert(deps.db, {
      companyId: company.id,
      actor: user,
      entity: 'colleague',
      entityId: membership.shortId,
      action: 'profileUpdated',
      details: { fields: Object.keys(input).sort().join(', ') },
      at: deps.clock.now(),
    }),
  ]);
  await notifyCompany(deps, company);
  const list = await listColleagues(deps, user, company.shortId);
  return list.find((c) => c.id === membership.shortId)!;
}
