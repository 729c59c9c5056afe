import { companies, companySso, ssoLinks, type User, users } from '@db/schema';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { cookieName } from '../../platform/auth';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { clientIp } from '../../platform/security';
import { notifyCompany } from '../companies';
import { getUserById, meOf, verifyLoginOtp } from '../users';
import { type CookieJar, ssoCookie } from './flow';
import { joinCompany, signInAs } from './people';

/**
 * A provider's sign-in that met someone's own account outside the company (people.ts) leaves a pending link: a
 * row (its token hashed) and the token in an HttpOnly cookie of the browser that came back from the provider, so
 * the link cannot be mailed to someone else to confirm. Its owner confirms once with their password and second
 * factor on /connect-account; then the account joins the company and signs in. Single use, 15 minutes.
 */
export const LINK_COOKIE = 'dc_sso_link';
export const LINK_TTL_MS = 15 * 60 * 1000;
export const CONFIRM_PATH = '/connect-account/';

export async function openLink(
  deps: Deps,
  cookie: CookieJar,
  link: { user: User; companyId: number; jobTitle: string; next: string },
) {
  const now = deps.clock.now();
  await deps.db.delete(ssoLinks).where(lte(ssoLinks.expiresAt, now));
  const token = randomToken();
  await deps.db.insert(ssoLinks).values({
    tokenHash: sha256(token),
    userId: link.user.id,
    companyId: link.companyId,
    jobTitle: link.jobTitle,
    next: link.next,
    createdAt: now,
    expiresAt: now + LINK_TTL_MS,
  });
  cookie[cookieName(deps.config, LINK_COOKIE)].set({
    ...ssoCookie(deps.config),
    value: token,
    maxAge: Math.floor(LINK_TTL_MS / 1000),
  });
}

const tokenOf = (deps: Deps, cookie: CookieJar) => {
  const value = cookie[cookieName(deps.config, LINK_COOKIE)]?.value;
  return typeof value === 'string' && value.length <= 100 ? value : '';
};

const clearLink = (deps: Deps, cookie: CookieJar) =>
  cookie[cookieName(deps.config, LINK_COOKIE)]?.set({ ...ssoCookie(deps.config), value: '', maxAge: 0 });

const open = (token: string, now: number) =>
  and(eq(ssoLinks.tokenHash, sha256(token)), isNull(ssoLinks.usedAt), gt(ssoLinks.expiresAt, now));

/** This browser's pending link with its account, company and provider; 404 when none is pending. */
async function pendingLink(deps: Deps, cookie: CookieJar) {
  const token = tokenOf(deps, cookie);
  const [row] = token
    ? await deps.db
        .select({ link: ssoLinks, user: users, company: companies, provider: companySso.provider })
        .from(ssoLinks)
        .innerJoin(users, eq(users.id, ssoLinks.userId))
        .innerJoin(companies, eq(companies.id, ssoLinks.companyId))
        .innerJoin(companySso, eq(companySso.companyId, ssoLinks.companyId))
        .where(open(token, deps.clock.now()))
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'ssoLinkExpired');
  if (row.user.disabledAt !== null) throw new AppError('FORBIDDEN', 'accountDisabled');
  if (row.user.role === 'administrator') throw new AppError('FORBIDDEN', 'ssoAdministrator');
  return { ...row, token };
}

/** What the confirmation page shows: whose account, which company, through which provider. */
export async function describeLink(deps: Deps, cookie: CookieJar) {
  const { user, company, provider, link } = await pendingLink(deps, cookie);
  // Not the account's name or anything else of it: whoever holds the link is only known to the company's provider.
  return {
    email: user.email,
    companyName: company.name,
    provider,
    expiresAt: link.expiresAt,
  };
}

/**
 * The owner confirms with their password, then (when on) their second factor, as a login would ask: a wrong one
 * is a 422 on its field and the link stays for another try (within the password-check limit). Once both hold,
 * the link is taken by the statement that marks it used, the account joins in the same transaction, and signs in.
 */
export async function confirmLink(
  deps: Deps,
  cookie: CookieJar,
  request: Request,
  body: { password: string; otp?: string },
) {
  const { user, company, token, link } = await pendingLink(deps, cookie);
  const ip = clientIp(request, deps.config.trustProxy);
  await deps.limiter.check('passwordCheck', ip, String(user.id));
  if (!user.passwordHash) throw invalid('password', 'ssoLinkNoPassword');
  if (!(await verifyPassword(body.password, user.passwordHash))) throw invalid('password', 'passwordWrong');
  if (user.otpEnabled) {
    if (!body.otp) return { otpRequired: true as const };
    await deps.limiter.check('otp', ip, String(user.id));
    if (!(await verifyLoginOtp(deps, user, body.otp))) throw invalid('otp', 'otpWrong');
  }
  const now = deps.clock.now();
  const joined = await deps.db.transaction(async (tx) => {
    const taken = await tx.update(ssoLinks).set({ usedAt: now }).where(open(token, now)).returning();
    if (taken.length === 0) throw new AppError('NOT_FOUND', 'ssoLinkExpired');
    return joinCompany(tx, company, user, link.jobTitle, now);
  });
  if (joined) await notifyCompany(deps, company);
  clearLink(deps, cookie);
  await signInAs(deps, cookie, request, user);
  return {
    user: await meOf(deps, (await getUserById(deps, user.id))!),
    next: link.next,
    company: company.name,
  };
}

/** "Not me" or "not now": the link ends and the browser forgets it. */
export async function cancelLink(deps: Deps, cookie: CookieJar) {
  const token = tokenOf(deps, cookie);
  clearLink(deps, cookie);
  if (token)
    await deps.db.update(ssoLinks).set({ usedAt: deps.clock.now() }).where(open(token, deps.clock.now()));
  return null;
}
