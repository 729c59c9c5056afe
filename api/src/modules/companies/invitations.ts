import { type Company, memberships, type User, users } from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import { entitlementsOf } from '@shared/entitlements';
import { and, eq, sql } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { renderActionMail } from '../../platform/mail';
import { auditInsert } from '../audit';
import { normaliseEmail, sendTokenMail } from '../users';
import { companyCounts, countMembers, findMembership, findOwnership, notifyCompany } from './access';

type Db = Pick<Deps['db'], 'select'>;

/** "anna.svensson+work@…" → "Anna Svensson Work": a starting point the person changes when activating. */
export const nameFromEmail = (email: string) =>
  email
    .split('@')[0]
    .split(/[._+\-\d]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ')
    .slice(0, 100) || email.slice(0, 100);

/** A free username from the email's local part: "anna.svensson", then "anna.svensson2", … */
export async function usernameFromEmail(db: Db, email: string) {
  const base = (
    email
      .split('@')[0]
      .replace(/[^a-zA-Z0-9_.-]/g, '')
      .slice(0, 24) || 'user'
  ).padEnd(3, '0');
  for (let n = 1; n <= 20; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, candidate.toLowerCase()));
    if (!taken) return candidate;
  }
  return `${base}-${shortId(6)}`;
}

/**
 * Invites a person by email (owners). Someone with an account gets an invitation in their company list
 * and a mail; an unknown email becomes an invited account (no password) and gets the activation mail.
 * If the mail cannot be sent, the invitation is undone so the owner can try again.
 */
export async function inviteColleague(
  deps: Deps,
  inviter: User,
  companyShortId: string,
  email: string,
  lang: Lang,
) {
  const { company } = await findOwnership(deps, inviter.id, companyShortId);
  const address = normaliseEmail(email);
  const now = deps.clock.now();
  let createdUser = false;
  const { person, membershipId } = await deps.db.transaction(async (tx) => {
    if ((await countMembers(tx, company.id, ['invited', 'colleague', 'owner'])) >= LIMITS.colleagues) {
      throw new AppError('CONFLICT', 'colleagueLimit', { params: { limit: LIMITS.colleagues } });
    }
    let [found] = await tx.select().from(users).where(eq(users.email, address));
    if (found) {
      const [already] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.companyId, company.id), eq(memberships.userId, found.id)));
      if (already) throw new AppError('CONFLICT', 'alreadyMember', { field: 'email' });
    } else {
      [found] = await tx
        .insert(users)
        .values({
          shortId: shortId(),
          email: address,
          username: await usernameFromEmail(tx, address),
          fullName: nameFromEmail(address),
          status: 'invited',
          invitedByUserId: inviter.id,
          lang,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      createdUser = true;
    }
    const [membership] = await tx
      .insert(memberships)
      .values({
        shortId: shortId(),
        companyId: company.id,
        userId: found.id,
        state: 'invited',
        invitedByUserId: inviter.id,
        invitedAt: now,
        updatedAt: now,
      })
      .returning();
    await auditInsert(tx, {
      companyId: company.id,
      actor: inviter,
      entity: 'colleague',
      entityId: membership.shortId,
      action: 'invited',
      details: { email: address },
      at: now,
    });
    return { person: found, membershipId: membership.id };
  });
  try {
    await mailInvitation(deps, inviter.fullName, company, person);
  } catch (error) {
    deps.log.error('invitation mail failed', { companyId: company.id, error });
    await deps.db.delete(memberships).where(eq(memberships.id, membershipId));
    if (createdUser) await deps.db.delete(users).where(eq(users.id, person.id));
    throw error;
  }
  await notifyCompany(deps, company);
  return person;
}

/** The invitation mail: an activation link for someone without an account yet, else a link to their companies. */
export async function mailInvitation(deps: Deps, inviter: string, company: Company, person: User) {
  if (person.status === 'invited') {
    await sendTokenMail(deps, person, 'activation', { inviter: `${inviter} (${company.name})` });
    return;
  }
  await deps.mailer.send(
    renderActionMail(person.lang, 'invite', person.email, {
      name: person.fullName,
      inviter,
      company: company.name,
      link: `${deps.config.publicUrl}/dashboard/companies`,
    }),
  );
}

/** The invited person joins; on the free tier only if they belong to no other company. */
export async function acceptInvitation(deps: Deps, user: User, companyShortId: string) {
  const { company, membership } = await findMembership(deps, user.id, companyShortId, ['invited']);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const mine = await companyCounts(tx, user.id);
    if (mine.joined >= entitlementsOf(user, now).maxMemberships) {
      throw new AppError('CONFLICT', 'membershipLimit');
    }
    await tx
      .update(memberships)
      .set({ state: 'colleague', joinedAt: now, updatedAt: now })
      .where(and(eq(memberships.id, membership.id), eq(memberships.state, 'invited')));
    await auditInsert(tx, {
      companyId: company.id,
      actor: user,
      entity: 'colleague',
      entityId: membership.shortId,
      action: 'joined',
      details: { person: user.fullName },
      at: now,
    });
  });
  await notifyCompany(deps, company);
}

export async function declineInvitation(deps: Deps, user: User, companyShortId: string) {
  const { company, membership } = await findMembership(deps, user.id, companyShortId, ['invited']);
  await deps.db.batch([
    deps.db
      .delete(memberships)
      .where(and(eq(memberships.id, membership.id), eq(memberships.state, 'invited'))),
    auditInsert(deps.db, {
      companyId: company.id,
      actor: user,
      entity: 'colleague',
      entityId: membership.shortId,
      action: 'declined',
      details: { person: user.fullName },
      at: deps.clock.now(),
    }),
  ]);
  await notifyCompany(deps, company, [user.id]);
}
