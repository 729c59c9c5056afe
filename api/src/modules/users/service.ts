import { cards, files, memberships, type User, users } from '@db/schema';
import { type Lang, LIMITS, TOKENS } from '@shared/constants';
import { and, eq, ne, or, sql, sum } from 'drizzle-orm';
import { pathInLang } from '../../../../shared/http/negotiate';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type ActionMail, renderActionMail } from '../../platform/mail';
import { hashPassword } from '../../platform/passwords';
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
export const meOf = async (deps: Deps, user: User) =>
  toMe(user, await deps.signedIn.through(`holds-card:${user.id}`, () => holdsCard(deps, user.id)));

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
