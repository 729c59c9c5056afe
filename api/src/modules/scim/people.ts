// What the directory does to a company's people (docs/decisions.md, issue 33): a SCIM user is a membership of the
// company. Create links or invites, never takes over someone else's account; deactivation takes the person's
// company profile off the card page, disables their metal cards of the company and ends a subscription the company
// pays; reactivation gives back what can be given back; delete removes the colleague. Each change is in the audit
// log as the directory's.
import {
  cards,
  companies,
  type Membership,
  memberships,
  profileCompanies,
  profiles,
  type ScimHeld,
  scimPeople,
  type User,
  users,
} from '@db/schema';
import { LIMITS } from '@shared/constants';
import { and, eq, inArray } from 'drizzle-orm';
import SCIMMY from 'scimmy';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { removeMember } from '../accounts';
import { auditInsert, DIRECTORY_ACTOR } from '../audit';
import { countMembers, nameFromEmail, usernameFromEmail } from '../companies';
import { endPaidOnDepartureIn, finishEndings } from '../subscriptions';
import { normaliseEmail } from '../users';
import { subscriptionChanged } from '../webhooks';

/**
 * A SCIM failure: status and scimType as RFC 7644 §3.12 names them. scimmy's own error, so that the library passes
 * it through its handlers as it is (anything else thrown in a handler it answers as 404).
 */
export class ScimFailure extends SCIMMY.Types.Error {
  constructor(status: number, scimType: string | null, message: string) {
    super(status, scimType as string, message);
  }
}

/** The fields the directory sets: the account's name (only of an account it made) and the company profile. */
export type PersonInput = {
  email: string;
  fullName: string;
  externalId: string;
  active: boolean;
  jobTitle: string;
  department: string;
  workPhone: string;
};

export type Person = {
  membership: Membership;
  user: User;
  link: typeof scimPeople.$inferSelect | null;
};

/** Everyone of the company the directory can see: joined colleagues and owners, and invitations. */
export async function peopleOf(deps: Deps, companyId: number): Promise<Person[]> {
  const rows = await deps.db
    .select({ membership: memberships, user: users, link: scimPeople })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(scimPeople, eq(scimPeople.membershipId, memberships.id))
    .where(eq(memberships.companyId, companyId));
  return rows;
}

export async function personOf(deps: Deps, companyId: number, id: string): Promise<Person> {
  const [row] = await deps.db
    .select({ membership: memberships, user: users, link: scimPeople })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(scimPeople, eq(scimPeople.membershipId, memberships.id))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.shortId, id)));
  if (!row) throw new ScimFailure(404, null, `Resource ${id} not found`);
  return row;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * POST /Users. An address nobody has: a new account (no password; the person signs in with the company's single
 * sign-on or sets one from the mail) joined to the company at once. An address that is already someone's account
 * is never taken over: the person is invited and joins only by accepting, as an owner's invitation works. Already
 * in the company: linked to the directory (a colleague the owners invited before provisioning was on).
 */
export async function createPerson(deps: Deps, companyId: number, input: PersonInput) {
  const email = normaliseEmail(input.email);
  if (!EMAIL.test(email)) throw new ScimFailure(400, 'invalidValue', 'userName must be an e-mail address');
  const now = deps.clock.now();
  const membershipId = await deps.db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.email, email));
    const [member] = account
      ? await tx
          .select()
          .from(memberships)
          .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, account.id)))
      : [];
    if (member) {
      const [linked] = await tx.select().from(scimPeople).where(eq(scimPeople.membershipId, member.id));
      if (linked) throw new ScimFailure(409, 'uniqueness', 'userName is already provisioned');
    } else if ((await countMembers(tx, companyId, ['invited', 'colleague', 'owner'])) >= LIMITS.colleagues) {
      throw new ScimFailure(409, 'tooMany', `A company has at most ${LIMITS.colleagues} people`);
    }
    let person = account;
    if (!person) {
      [person] = await tx
        .insert(users)
        .values({
          shortId: shortId(),
          email,
          username: await usernameFromEmail(tx, email),
          fullName: input.fullName.trim().slice(0, 100) || nameFromEmail(email),
          status: 'invited',
          lang: 'sv',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    }
    const profile = {
      jobTitle: input.jobTitle.slice(0, 100),
      jobRole: input.department.slice(0, 100),
      workPhone: input.workPhone.slice(0, 40),
      updatedAt: now,
    };
    const [row] = member
      ? await tx.update(memberships).set(profile).where(eq(memberships.id, member.id)).returning()
      : await tx
          .insert(memberships)
          .values({
            shortId: shortId(),
            companyId,
            userId: person.id,
            // Someone else's account is invited (mailed by the invitation job), never joined for them.
            state: account ? 'invited' : 'colleague',
            invitedAt: now,
            joinedAt: account ? null : now,
            inviteMailPending: !!account,
            ...profile,
          })
          .returning();
    await tx.insert(scimPeople).values({
      membershipId: row.id,
      companyId,
      externalId: input.externalId.slice(0, 200),
      active: true,
      createdAt: now,
      updatedAt: now,
    });
    await auditInsert(tx, {
      companyId,
      actor: DIRECTORY_ACTOR,
      entity: 'colleague',
      entityId: row.shortId,
      action: 'provisioned',
      details: { email, how: member ? 'linked' : account ? 'invited' : 'created' },
      at: now,
    });
    return row.shortId;
  });
  if (!input.active) await setActive(deps, companyId, membershipId, false);
  return personOf(deps, companyId, membershipId);
}

/** PUT /Users/{id} and the result of a PATCH: the profile fields, the external id, and active. */
export async function updatePerson(deps: Deps, companyId: number, id: string, input: PersonInput) {
  const person = await personOf(deps, companyId, id);
  const now = deps.clock.now();
  const changes = {
    jobTitle: input.jobTitle.slice(0, 100),
    jobRole: input.department.slice(0, 100),
    workPhone: input.workPhone.slice(0, 40),
  };
  const changed = Object.entries(changes)
    .filter(([key, value]) => person.membership[key as keyof typeof changes] !== value)
    .map(([key]) => key);
  // The account's name is the person's own; the directory sets it only on an account it made itself.
  const ownAccount = person.user.status === 'invited' && person.user.passwordHash === null;
  const fullName = input.fullName.trim().slice(0, 100);
  const renames = ownAccount && fullName !== '' && fullName !== person.user.fullName;
  const externalId = input.externalId.slice(0, 200);
  if (changed.length || renames || externalId !== (person.link?.externalId ?? '')) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(memberships)
        .set({ ...changes, updatedAt: now })
        .where(eq(memberships.id, person.membership.id));
      if (renames)
        await tx.update(users).set({ fullName, updatedAt: now }).where(eq(users.id, person.user.id));
      await tx
        .insert(scimPeople)
        .values({ membershipId: person.membership.id, companyId, externalId, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: scimPeople.membershipId, set: { externalId, updatedAt: now } });
      await auditInsert(tx, {
        companyId,
        actor: DIRECTORY_ACTOR,
        entity: 'colleague',
        entityId: person.membership.shortId,
        action: 'updated',
        details: { fields: [...changed, ...(renames ? ['fullName'] : [])].join(', ') },
        at: now,
      });
    });
  }
  if (input.active !== (person.link?.active ?? true)) await setActive(deps, companyId, id, input.active);
  return personOf(deps, companyId, id);
}

/** Deactivates (what it took is kept to give back) or reactivates a person. */
export async function setActive(deps: Deps, companyId: number, id: string, active: boolean) {
  const person = await personOf(deps, companyId, id);
  const now = deps.clock.now();
  const membershipId = person.membership.id;
  const { ended } = await deps.db.transaction(async (tx) => {
    const [link] = await tx.select().from(scimPeople).where(eq(scimPeople.membershipId, membershipId));
    const base = { membershipId, companyId, createdAt: now, updatedAt: now };
    if (!active) {
      if (link && !link.active) return { ended: [] };
      const links = await tx
        .select()
        .from(profileCompanies)
        .where(eq(profileCompanies.membershipId, membershipId));
      const held = await tx
        .update(cards)
        .set({ status: 'disabled' })
        .where(and(eq(cards.holderMembershipId, membershipId), eq(cards.status, 'active')))
        .returning({ id: cards.id });
      await tx.delete(profileCompanies).where(eq(profileCompanies.membershipId, membershipId));
      const kept: ScimHeld = {
        profiles: links.map((l) => ({ profileId: l.profileId, position: l.position })),
        cards: held.map((c) => c.id),
      };
      await tx
        .insert(scimPeople)
        .values({ ...base, active: false, deactivatedAt: now, held: kept })
        .onConflictDoUpdate({
          target: scimPeople.membershipId,
          set: { active: false, deactivatedAt: now, held: kept, updatedAt: now },
        });
      const endedNow = await endPaidOnDepartureIn(tx, companyId, person.user.id, now);
      await auditInsert(tx, {
        companyId,
        actor: DIRECTORY_ACTOR,
        entity: 'colleague',
        entityId: person.membership.shortId,
        action: 'deactivated',
        details: {
          cardsDisabled: held.length,
          profilesHidden: links.length,
          subscriptionsEnded: endedNow.length,
        },
        at: now,
      });
      return { ended: endedNow };
    }
    if (!link || link.active) return { ended: [] };
    const stillProfiles = link.held.profiles.length
      ? await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(
            and(
              inArray(
                profiles.id,
                link.held.profiles.map((p) => p.profileId),
              ),
              eq(profiles.userId, person.user.id),
            ),
          )
      : [];
    const restorable = link.held.profiles.filter((p) => stillProfiles.some((s) => s.id === p.profileId));
    if (restorable.length)
      await tx
        .insert(profileCompanies)
        .values(restorable.map((p) => ({ ...p, membershipId })))
        .onConflictDoNothing();
    const back = link.held.cards.length
      ? await tx
          .update(cards)
          .set({ status: 'active' })
          .where(
            and(
              inArray(cards.id, link.held.cards),
              eq(cards.holderMembershipId, membershipId),
              eq(cards.status, 'disabled'),
            ),
          )
          .returning({ id: cards.id })
      : [];
    await tx
      .update(scimPeople)
      .set({ active: true, deactivatedAt: null, held: { profiles: [], cards: [] }, updatedAt: now })
      .where(eq(scimPeople.membershipId, membershipId));
    await auditInsert(tx, {
      companyId,
      actor: DIRECTORY_ACTOR,
      entity: 'colleague',
      entityId: person.membership.shortId,
      action: 'reactivated',
      details: { cardsEnabled: back.length, profilesShown: restorable.length },
      at: now,
    });
    return { ended: [] };
  });
  await finishEndings(deps, ended, 'endedRemoved');
  for (const done of ended) await subscriptionChanged(deps, done.row);
}

/** DELETE /Users/{id}: the colleague is removed from the company (their own account stays theirs). */
export async function deletePerson(deps: Deps, companyId: number, id: string) {
  const person = await personOf(deps, companyId, id);
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, companyId));
  try {
    await removeMember(deps, company, person.membership, DIRECTORY_ACTOR);
  } catch (error) {
    if (error instanceof AppError && error.key === 'lastOwner')
      throw new ScimFailure(
        409,
        'mutability',
        'The last owner of the company cannot be removed by the directory',
      );
    throw error;
  }
}
