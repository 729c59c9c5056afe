import { cards, companies, files, memberships, type User, users } from '@db/schema';
import { type Lang, LIMITS, TOKENS } from '@shared/constants';
import { and, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { pathInLang } from '../../../../site/adapter/negotiate';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type ActionMail, renderActionMail } from '../../platform/mail';
import { hashPassword } from '../../platform/passwords';
import { variantKeysOf } from '../../platform/pictures';
import { finalInvoice } from '../billing/run';
import { recordUsage } from '../billing/usage';
import { deleteDraft } from '../orders/draft';
import {
  cancelSubscriptionsPaidBy,
  endSubscriptionOfDeletedUser,
  mailPayerDeleted,
} from '../subscriptions/departures';
import { issueUserToken } from './tokens';

/** The signed-in user as the client sees it (`users/me`); no secrets, no internal ids. */
export function toMe(user: User, hasCard: boolean) {
  return {
    shortId: user.shortId,
    role: user.role,
    email: user.email,
    username: user.username,
    fullName: user.fullName,
    description: user.description,
    isVerified: user.isVerified,
    avatar: user.avatarKey !== null,
    avatarPath: avatarPath(user),
    cover: user.coverKey !== null,
    coverPath: userCoverPath(user),
    keepLoggedIn: user.keepLoggedIn,
    otpEnabled: user.otpEnabled,
    lang: user.lang,
    subscription: {
      privileges: user.subscriptionPrivileges,
      active: user.activeSubscription,
      provider: user.subscriptionProvider,
      expiresAt: user.subscriptionExpiresAt,
    },
    hasCard,
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
  };
}

export type Me = ReturnType<typeof toMe>;

/** The user holds an active card in one of their companies (the order-card top bar shows when not). */
export async function holdsCard(deps: Deps, userId: number) {
  let query = holdsCardQueries.get(deps.db);
  if (!query) {
    query = prepareHoldsCard(deps.db);
    holdsCardQueries.set(deps.db, query);
  }
  const [row] = await query.execute({ userId });
  return row !== undefined;
}

/** Prepared once per database: every GET users/me asks it, and building its SQL cost more than running it. */
const prepareHoldsCard = (db: Deps['db']) =>
  db
    .select({ id: cards.id })
    .from(cards)
    .innerJoin(memberships, eq(memberships.id, cards.holderMembershipId))
    .where(and(eq(memberships.userId, sql.placeholder('userId')), eq(cards.status, 'active')))
    .limit(1)
    .prepare();
const holdsCardQueries = new WeakMap<Deps['db'], ReturnType<typeof prepareHoldsCard>>();

/** `users/me` for this user, with what needs a query. */
export const meOf = async (deps: Deps, user: User) => toMe(user, await holdsCard(deps, user.id));

/** The avatar URL; the default avatar is answered at the same path when the user has none. */
export const avatarPath = (user: Pick<User, 'shortId' | 'avatarKey'>) =>
  `/uploads/users/${user.shortId}/avatar${user.avatarKey ? `?v=${imageVersion(user.avatarKey)}` : ''}`;

/** The cover's URL (the wide picture on top of the card page), or null without one. */
export const userCoverPath = (user: Pick<User, 'shortId' | 'coverKey'>) =>
  user.coverKey ? `/uploads/users/${user.shortId}/cover?v=${imageVersion(user.coverKey)}` : null;

/** The random part of `users/{shortId}/avatar-{random}.webp` (or cover-…); it may itself contain '-' or '_'. */
const imageVersion = (key: string) =>
  key.match(/\/(?:avatar|cover)-([^/]+)\.webp$/)?.[1] ?? encodeURIComponent(key);

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByLogin(deps: Deps, login: string) {
  const value = login.trim().toLowerCase();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(or(eq(users.email, value), eq(sql`lower(${users.username})`, value)));
  return user ?? null;
}

export async function getUserById(deps: Deps, id: number) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** 409 with the field when an email or username belongs to another account. */
export async function assertAvailable(
  deps: Deps,
  fields: { email?: string; username?: string },
  exceptId = 0,
) {
  const errors: { key: 'emailTaken' | 'usernameTaken'; field: string }[] = [];
  if (fields.email) {
    const [row] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, normaliseEmail(fields.email)), ne(users.id, exceptId)));
    if (row) errors.push({ key: 'emailTaken', field: 'email' });
  }
  if (fields.username) {
    const [row] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.username})`, fields.username.toLowerCase()), ne(users.id, exceptId)));
    if (row) errors.push({ key: 'usernameTaken', field: 'username' });
  }
  if (errors.length) throw new AppError('CONFLICT', errors[0].key, { fields: errors });
}

export type SignupInput = {
  email: string;
  username: string;
  password: string;
  fullName: string;
  keepLoggedIn: boolean;
  lang: Lang;
};

export async function createUser(deps: Deps, input: SignupInput): Promise<User> {
  await assertAvailable(deps, input);
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await deps.db
      .insert(users)
      .values({
        shortId: shortId(),
        email: normaliseEmail(input.email),
        username: input.username,
        fullName: input.fullName.trim(),
        passwordHash,
        keepLoggedIn: input.keepLoggedIn,
        termsAcceptedAt: now,
        lang: input.lang,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return user;
  } catch (error) {
    // Two signups racing for the same email or username: the unique index decides.
    if (isUniqueViolation(error)) await assertAvailable(deps, input);
    throw error;
  }
}

/** Drizzle wraps the driver's error ("Failed query: …"); the constraint name is in its cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e.message.includes('UNIQUE constraint failed')) return true;
  }
  return false;
}

/** Mails a link with a fresh one-time token to `to` (the account's email unless changing it). */
export async function sendTokenMail(
  deps: Deps,
  user: User,
  kind: ActionMail,
  options: { to?: string; inviter?: string } = {},
) {
  const purpose = (
    { verify: 'verify', reset: 'reset', changeEmail: 'email', activation: 'activation' } as const
  )[kind];
  const ttlMs =
    kind === 'activation' ? TOKENS.activationMs : kind === 'reset' ? TOKENS.passwordResetMs : TOKENS.emailMs;
  const token = await issueUserToken(deps, { userId: user.id, purpose, ttlMs, newEmail: options.to });
  const [page, query] = {
    verify: ['/verify-email', `verifyToken=${token}`],
    reset: ['/reset-password', `resetToken=${token}`],
    changeEmail: ['/change-email', `emailToken=${token}`],
    activation: ['/activate-account', `activationToken=${token}&email=${encodeURIComponent(user.email)}`],
  }[kind];
  const message = renderActionMail(user.lang, kind, options.to ?? user.email, {
    name: user.fullName,
    // The page in the mail's language, in the form the site answers directly: '/en/verify-email/?…'
    // (a prefixed address is never negotiated, and the slash-less one is a redirect).
    link: `${deps.config.publicUrl}${pathInLang(page, user.lang)}?${query}`,
    inviter: options.inviter ?? '',
  });
  await deps.mailer.send(message);
}

/** Bytes the user's files take, against the 50 MB quota. */
export async function quotaOf(deps: Deps, userId: number) {
  const [row] = await deps.db
    .select({ used: sum(files.size) })
    .from(files)
    // A dynatag's files count against the tag's own quota, not the uploader's (db/schema/files.ts).
    .where(and(eq(files.ownerUserId, userId), ne(files.kind, 'dynatag')));
  const used = Number(row?.used ?? 0);
  return { used, limit: LIMITS.userQuotaBytes, free: Math.max(0, LIMITS.userQuotaBytes - used) };
}

/** Companies where the user is the only owner: they cannot live on without them. */
async function soleOwnedCompanyIds(deps: Deps, userId: number): Promise<number[]> {
  const otherOwner = alias(memberships, 'other_owner');
  const rows = await deps.db
    .select({ id: memberships.companyId })
    .from(memberships)
    .leftJoin(
      otherOwner,
      and(
        eq(otherOwner.companyId, memberships.companyId),
        eq(otherOwner.state, 'owner'),
        ne(otherOwner.userId, userId),
      ),
    )
    .where(and(eq(memberships.userId, userId), eq(memberships.state, 'owner'), isNull(otherOwner.id)));
  return rows.map((r) => r.id);
}

/**
 * Deletes a user with every row (foreign keys cascade) and every stored file: their own uploads, the
 * files others put on their colleague profiles, and the companies they were the only owner of with
 * everything in them. Logos and covers they gave companies that live on stay, counted to another owner.
 */
export async function deleteUserCompletely(deps: Deps, user: User) {
  // A half-finished order (the wizard's draft) and its design images go with the account.
  await deleteDraft(deps, user.id);
  const soleOwned = await soleOwnedCompanyIds(deps, user.id);
  // Their final invoices while the companies' usage changes still exist; the invoices are kept 60 days.
  for (const companyId of soleOwned) await finalInvoice(deps, companyId);
  const affected = soleOwned.length
    ? await deps.db
        .select({ userId: memberships.userId, companyId: companies.shortId })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(and(inArray(memberships.companyId, soleOwned), ne(memberships.userId, user.id)))
    : [];
  const goneMemberships = deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(or(eq(memberships.userId, user.id), inArray(memberships.companyId, soleOwned)));
  const coOwned = (
    await deps.db
      .select({ id: memberships.companyId })
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.state, 'owner')))
  )
    .map((m) => m.id)
    .filter((id) => !soleOwned.includes(id));
  const now = deps.clock.now();
  let payerGone: Awaited<ReturnType<typeof cancelSubscriptionsPaidBy>> = [];
  const owned = await deps.db.transaction(async (tx) => {
    // The subscription ends with the account; those its sole-owned companies paid run out their cancel period.
    await endSubscriptionOfDeletedUser(tx, user.id, now);
    payerGone = await cancelSubscriptionsPaidBy(tx, soleOwned, now);
    await tx
      .update(files)
      .set({
        ownerUserId: sql`(select ${memberships.userId} from ${memberships} where ${memberships.companyId} = ${files.companyId} and ${memberships.state} = 'owner' and ${memberships.userId} <> ${user.id} limit 1)`,
      })
      .where(
        and(
          eq(files.ownerUserId, user.id),
          inArray(files.kind, ['logo', 'cover', 'dynatag']),
          isNotNull(files.companyId),
          notInArray(files.companyId, soleOwned),
        ),
      );
    const keys = await tx
      .select({ key: files.storageKey })
      .from(files)
      .where(
        or(
          eq(files.ownerUserId, user.id),
          inArray(files.membershipId, goneMemberships),
          inArray(files.companyId, soleOwned),
        ),
      );
    if (soleOwned.length) await tx.delete(companies).where(inArray(companies.id, soleOwned));
    await tx.delete(users).where(eq(users.id, user.id));
    // The companies they co-owned have one owner fewer (billing/usage.ts).
    for (const companyId of coOwned) await recordUsage(tx, companyId, now);
    return keys;
  });
  // A dynatag picture goes with its resized copies.
  for (const { key } of owned) for (const k of [key, ...variantKeysOf(key)]) await deps.storage.delete(k);
  await mailPayerDeleted(deps, payerGone);
  for (const key of [user.avatarKey, user.coverKey]) {
    if (key && !owned.some((f) => f.key === key)) await deps.storage.delete(key);
  }
  for (const { userId, companyId } of affected) {
    deps.events.publish([userId], {
      service: 'companies',
      actions: ['refetch-companies'],
      ids: { companyId },
    });
  }
}
