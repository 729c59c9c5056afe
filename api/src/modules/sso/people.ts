import {
  type Company,
  companies,
  companyDomains,
  companySso,
  memberships,
  type User,
  users,
} from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import { entitlementsOf } from '@shared/entitlements';
import { and, eq, isNotNull } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { companyCounts, countMembers, notifyCompany } from '../companies/access';
import { nameFromEmail, usernameFromEmail } from '../companies/invitations';
import { normaliseEmail } from '../users/service';

export const domainOf = (email: string) => normaliseEmail(email).split('@').pop() ?? '';

/** The company whose verified domain holds this address, with its provider; null without one. */
export async function ssoForEmail(deps: Deps, email: string) {
  const [row] = await deps.db
    .select({ company: companies, sso: companySso })
    .from(companyDomains)
    .innerJoin(companies, eq(companies.id, companyDomains.companyId))
    .innerJoin(companySso, eq(companySso.companyId, companyDomains.companyId))
    .where(and(eq(companyDomains.domain, domainOf(email)), isNotNull(companyDomains.verifiedAt)));
  return row ?? null;
}

/**
 * Whether this account must sign in through its company's provider: its address is in a verified domain of a
 * company that requires single sign-on, and it is not an owner of that company (owners keep their password and
 * 2FA as the way in when the provider fails; docs/decisions.md "Single sign-on").
 */
export async function ssoRequiredFor(deps: Deps, user: Pick<User, 'id' | 'email'>) {
  const found = await ssoForEmail(deps, user.email);
  if (!found?.sso.requireSso) return false;
  const [owner] = await deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, found.company.id),
        eq(memberships.userId, user.id),
        eq(memberships.state, 'owner'),
      ),
    );
  return !owner;
}

/** What we take from the ID token: the address, the names and, when the provider sends it, the job title. */
export type SsoClaims = {
  email?: unknown;
  email_verified?: unknown;
  preferred_username?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  job_title?: unknown;
  jobTitle?: unknown;
  hd?: unknown;
};

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** The person's address: `email`, or for Entra ID without the optional email claim its sign-in name. */
export function emailOfClaims(provider: string, claims: SsoClaims) {
  const email =
    text(claims.email, 254) || (provider === 'microsoft' ? text(claims.preferred_username, 254) : '');
  return /^[^@\s]+@[^@\s]+$/.test(email) ? normaliseEmail(email) : '';
}

const fullNameOf = (claims: SsoClaims, email: string) =>
  text(claims.name, 100) ||
  [text(claims.given_name, 50), text(claims.family_name, 50)].filter(Boolean).join(' ') ||
  nameFromEmail(email);

/**
 * The account that signs in with these claims, in the company whose provider vouched for them. Known: it signs in
 * (an invited account is activated, an invitation to this company accepted, and someone outside the company
 * joins it when there is room). Unknown: it is created just in time as a colleague, its profile from the claims;
 * refused when the company is at its colleague limit.
 */
export async function personFromClaims(
  deps: Deps,
  company: Company,
  email: string,
  claims: SsoClaims,
  lang: Lang,
) {
  const now = deps.clock.now();
  const joined = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(users).where(eq(users.email, email));
    if (found?.disabledAt != null) throw new AppError('FORBIDDEN', 'accountDisabled');
    const [member] = found
      ? await tx
          .select()
          .from(memberships)
          .where(and(eq(memberships.companyId, company.id), eq(memberships.userId, found.id)))
      : [];
    if (member && member.state !== 'invited') return { user: found!, changed: false };
    const room = (await countMembers(tx, company.id, ['invited', 'colleague', 'owner'])) < LIMITS.colleagues;
    if (!found && !room)
      throw new AppError('CONFLICT', 'colleagueLimit', { params: { limit: LIMITS.colleagues } });
    let user = found;
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({
          shortId: shortId(),
          email,
          username: await usernameFromEmail(tx, email),
          fullName: fullNameOf(claims, email),
          isVerified: true,
          lang,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    } else if (user.status === 'invited') {
      // Invited by mail and never activated: the provider has proved the address, the claims name the person.
      [user] = await tx
        .update(users)
        .set({ status: 'active', isVerified: true, fullName: fullNameOf(claims, email), updatedAt: now })
        .where(eq(users.id, user.id))
        .returning();
    }
    const jobTitle = text(claims.job_title, 100) || text(claims.jobTitle, 100);
    if (member) {
      await tx
        .update(memberships)
        .set({
          state: 'colleague',
          joinedAt: now,
          updatedAt: now,
          ...(jobTitle && !member.jobTitle ? { jobTitle } : {}),
        })
        .where(eq(memberships.id, member.id));
      return { user, changed: true };
    }
    // Someone with an account of their own joins when there is room and their plan allows another company.
    if (!room || (await companyCounts(tx, user.id)).joined >= entitlementsOf(user, now).maxMemberships) {
      return { user, changed: false };
    }
    await tx.insert(memberships).values({
      shortId: shortId(),
      companyId: company.id,
      userId: user.id,
      state: 'colleague',
      jobTitle,
      workEmail: email,
      invitedAt: now,
      joinedAt: now,
      updatedAt: now,
    });
    return { user, changed: true };
  });
  if (joined.changed) await notifyCompany(deps, company);
  return joined.user;
}
