import {
  apiKeys,
  type Company,
  companies,
  companyDomains,
  companySso,
  memberships,
  type User,
  users,
  userTokens,
} from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import { entitlementsOf } from '@shared/entitlements';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { setAuthCookies } from '../../platform/auth';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { setDeviceCookie } from '../../platform/device';
import { AppError } from '../../platform/errors';
import { createSession, revokeUserSessions } from '../../platform/sessions';
import { companyCounts, countMembers, nameFromEmail, notifyCompany, usernameFromEmail } from '../companies';
import { normaliseEmail } from '../users';

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
 * company that requires single sign-on, and it is a colleague of that company. Owners keep their password and 2FA
 * as the way in when the provider fails; an account outside the company keeps its own until its owner chooses to
 * join; an administrator never signs in through a company (docs/decisions.md "Single sign-on").
 */
export async function ssoRequiredFor(deps: Deps, user: Pick<User, 'id' | 'email' | 'role'>) {
  if (user.role === 'administrator') return false;
  const found = await ssoForEmail(deps, user.email);
  if (!found?.sso.requireSso) return false;
  const [colleague] = await deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, found.company.id),
        eq(memberships.userId, user.id),
        eq(memberships.state, 'colleague'),
      ),
    );
  return Boolean(colleague);
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

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/**
 * What a provider's sign-in leads to: the person signs in (a member of the company, or one who just became one),
 * or the account is someone's own from before and its owner must confirm it first (link.ts).
 */
export type SsoOutcome = { kind: 'signedIn'; user: User } | { kind: 'confirm'; user: User; jobTitle: string };

/**
 * The account that signs in with these claims, in the company whose provider vouched for them (docs/decisions.md
 * "Single sign-on: existing accounts"). An administrator never does. A new address is created as a colleague; an
 * account nobody has taken up — invited and never activated, or made with a password and never verified — is the
 * person's whom the provider vouches for, as a password reset mailed to the address would make it, and joins; the
 * company's own colleagues and owners sign in. Any other account is someone's own: it waits for its owner.
 */
export async function personFromClaims(
  deps: Deps,
  company: Company,
  email: string,
  claims: SsoClaims,
  lang: Lang,
): Promise<SsoOutcome> {
  const now = deps.clock.now();
  const jobTitle = text(claims.job_title, 100) || text(claims.jobTitle, 100);
  const outcome = await deps.db.transaction(async (tx) => {
    let [user] = await tx.select().from(users).where(eq(users.email, email));
    if (user?.disabledAt != null) throw new AppError('FORBIDDEN', 'accountDisabled');
    if (user?.role === 'administrator') throw new AppError('FORBIDDEN', 'ssoAdministrator');
    if (user?.status === 'active' && user.isVerified) {
      const member = await membershipIn(tx, company.id, user.id);
      if (member?.state === 'colleague' || member?.state === 'owner') return { user, changed: false };
      return { user, changed: false, confirm: true };
    }
    if (!user) {
      if ((await countMembers(tx, company.id, ['invited', 'colleague', 'owner'])) >= LIMITS.colleagues)
        throw new AppError('CONFLICT', 'colleagueLimit', { params: { limit: LIMITS.colleagues } });
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
    } else {
      user = await takeOver(deps, tx, user, fullNameOf(claims, email));
    }
    return { user, changed: await joinCompany(tx, company, user, jobTitle, now) };
  });
  if (outcome.changed) await notifyCompany(deps, company);
  return outcome.confirm
    ? { kind: 'confirm', user: outcome.user, jobTitle }
    : { kind: 'signedIn', user: outcome.user };
}

const membershipIn = async (db: Tx, companyId: number, userId: number) =>
  (
    await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
  )[0];

/**
 * An account nobody proved the address of becomes the person's: activated and verified, named from the claims.
 * Whoever made it with a password before loses every way in: the password, the second factor, each session, API
 * key and mailed link (a change of address among them) end with it.
 */
async function takeOver(deps: Deps, tx: Tx, user: User, fullName: string) {
  const now = deps.clock.now();
  const [taken] = await tx
    .update(users)
    .set({
      status: 'active',
      isVerified: true,
      fullName,
      passwordHash: null,
      otpSecret: null,
      otpPendingSecret: null,
      otpEnabled: false,
      otpLastStep: 0,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  await revokeUserSessions(deps, user.id, 'sso', null, tx);
  await tx
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)));
  await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
  return taken;
}

/**
 * The person becomes a colleague of the company: an invitation to it is accepted, or a membership made when the
 * company has room and the person's plan allows another company; a colleague or owner already is one (false).
 */
export async function joinCompany(tx: Tx, company: Company, user: User, jobTitle: string, now: number) {
  const member = await membershipIn(tx, company.id, user.id);
  if (member && member.state !== 'invited') return false;
  if (!member && (await countMembers(tx, company.id, ['invited', 'colleague', 'owner'])) >= LIMITS.colleagues)
    throw new AppError('CONFLICT', 'colleagueLimit', { params: { limit: LIMITS.colleagues } });
  if ((await companyCounts(tx, user.id)).joined >= entitlementsOf(user, now).maxMemberships)
    throw new AppError('CONFLICT', 'membershipLimit');
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
    return true;
  }
  await tx.insert(memberships).values({
    shortId: shortId(),
    companyId: company.id,
    userId: user.id,
    state: 'colleague',
    jobTitle,
    workEmail: user.email,
    invitedAt: now,
    joinedAt: now,
    updatedAt: now,
  });
  return true;
}

/** The person signs in: a new session with its cookies, and this browser is known for the person's logins. */
export async function signInAs(deps: Deps, cookie: unknown, request: Request, user: User) {
  const tokens = await createSession(deps, {
    userId: user.id,
    keepLoggedIn: user.keepLoggedIn,
    userAgent: request.headers.get('user-agent') ?? '',
  });
  setAuthCookies(cookie as never, tokens, deps.config, deps.clock.now());
  setDeviceCookie(cookie as never, deps.config, user.id, deps.clock.now());
}
