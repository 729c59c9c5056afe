import { type User, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { revokeUserSessions } from '../../platform/sessions';
import { assertAvailable, getUserById, isUniqueViolation, normaliseEmail, sendTokenMail } from './service';
import { consumeUserToken, discardUserTokens, findUsedUserToken, findUserToken } from './tokens';

type AccountInput = { username?: string; email?: string; newPassword?: string; password: string };

/**
 * Username and password change at once; a new email is only proposed: it takes effect when the
 * link mailed to it is opened while signed in. A new password ends the other sessions.
 */
export async function updateAccount(deps: Deps, user: User, sessionId: string | null, input: AccountInput) {
  if (!(await verifyPassword(input.password, user.passwordHash))) throw invalid('password', 'passwordWrong');
  const username = input.username && input.username !== user.username ? input.username : undefined;
  const email =
    input.email && normaliseEmail(input.email) !== user.email ? normaliseEmail(input.email) : undefined;
  await assertAvailable(deps, { username, email }, user.id);
  const changes: Partial<User> = { updatedAt: deps.clock.now() };
  if (username) changes.username = username;
  if (input.newPassword) changes.passwordHash = await hashPassword(input.newPassword);
  await updateUnique(deps, user.id, changes, { username });
  if (input.newPassword) {
    await revokeUserSessions(deps, user.id, 'password', sessionId);
    // A reset link asked for before the change must not undo it.
    await discardUserTokens(deps, user.id, 'reset');
  }
  if (email) await sendTokenMail(deps, user, 'changeEmail', { to: email });
  return { emailChangePending: Boolean(email) };
}

/** Opens the change-email link: only while signed in to the account it was made for. */
export async function confirmEmailChange(deps: Deps, user: User, token: string) {
  if (!token) throw invalid('emailToken', 'emailTokenMissing');
  const row = await findUserToken(deps, token, 'email');
  if (!row?.newEmail) throw invalid('emailToken', 'emailTokenWrong');
  if (row.userId !== user.id) throw new AppError('FORBIDDEN', 'emailChangeWrongAccount');
  await assertAvailable(deps, { email: row.newEmail }, user.id);
  if (!(await consumeUserToken(deps, row.tokenHash))) throw invalid('emailToken', 'emailTokenWrong');
  await updateUnique(
    deps,
    user.id,
    { email: row.newEmail, isVerified: true, updatedAt: deps.clock.now() },
    { email: row.newEmail },
  );
  return (await getUserById(deps, user.id))!;
}

/**
 * Opens the verification link. The same link opened again (a second click, or a mail scanner opened it first)
 * answers "already verified" as a success: its token was used, so the account is verified and nothing is wrong.
 * A token that never existed, or an unused one that expired or was replaced, stays "incorrect".
 */
export async function verifyEmail(deps: Deps, token: string): Promise<'verified' | 'alreadyVerified'> {
  if (!token) throw invalid('token', 'verifyTokenMissing');
  const row = await findUserToken(deps, token, 'verify');
  if (row && (await consumeUserToken(deps, row.tokenHash))) {
    await deps.db
      .update(users)
      .set({ isVerified: true, updatedAt: deps.clock.now() })
      .where(eq(users.id, row.userId));
    return 'verified';
  }
  if (await findUsedUserToken(deps, token, 'verify')) return 'alreadyVerified';
  throw invalid('token', 'verifyTokenWrong');
}

type ActivationInput = {
  token: string;
  password: string;
  termsAccepted: boolean;
  fullName?: string;
  username?: string;
  keepLoggedIn?: boolean;
};

/**
 * An invited person sets a password and accepts the terms; the mailed link proves the email. Answers the
 * activated user, whom the route then signs in as signup does.
 */
export async function activateAccount(deps: Deps, input: ActivationInput) {
  if (!input.termsAccepted) throw invalid('termsAccepted', 'termsRequired');
  const row = await findUserToken(deps, input.token, 'activation');
  const user = row && (await getUserById(deps, row.userId));
  if (!row || !user || user.status !== 'invited') throw invalid('token', 'activationTokenWrong');
  if (input.username) await assertAvailable(deps, { username: input.username }, user.id);
  if (!(await consumeUserToken(deps, row.tokenHash))) throw invalid('token', 'activationTokenWrong');
  const now = deps.clock.now();
  await updateUnique(
    deps,
    user.id,
    {
      status: 'active',
      isVerified: true,
      passwordHash: await hashPassword(input.password),
      termsAcceptedAt: now,
      ...(input.fullName ? { fullName: input.fullName.trim() } : {}),
      ...(input.username ? { username: input.username } : {}),
      ...(input.keepLoggedIn !== undefined ? { keepLoggedIn: input.keepLoggedIn } : {}),
      updatedAt: now,
    },
    { username: input.username },
  );
  return (await getUserById(deps, user.id))!;
}

/** Updates a user; when another request took the email or username meanwhile, the answer is 409, not 500. */
async function updateUnique(
  deps: Deps,
  userId: number,
  changes: Partial<User>,
  unique: { email?: string; username?: string },
) {
  try {
    await deps.db.update(users).set(changes).where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) await assertAvailable(deps, unique, userId);
    throw error;
  }
}
