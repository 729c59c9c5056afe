import { type User, users } from '@db/schema';
import { and, eq, lt } from 'drizzle-orm';
import { decrypt, encrypt } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { checkOtp, newOtpSecret, otpSetupData } from '../../platform/otp';
import { verifyPassword } from '../../platform/passwords';

/** Step 1–2 of the setup: a new pending secret, its otpauth URI and a QR code (SVG). */
export async function startOtpSetup(deps: Deps, user: User) {
  if (user.otpEnabled) throw new AppError('CONFLICT', 'otpAlreadyEnabled');
  const secret = newOtpSecret();
  await deps.db
    .update(users)
    .set({ otpPendingSecret: encrypt(secret, deps.config.secret), updatedAt: deps.clock.now() })
    .where(eq(users.id, user.id));
  return otpSetupData(secret, user.email);
}

/** Step 3: the first code from the app proves the secret was saved; 2FA is on from now. */
export async function enableOtp(deps: Deps, user: User, token: string) {
  if (user.otpEnabled) throw new AppError('CONFLICT', 'otpAlreadyEnabled');
  if (!user.otpPendingSecret) throw new AppError('CONFLICT', 'otpNotStarted');
  const secret = decrypt(user.otpPendingSecret, deps.config.secret);
  const step = await checkOtp(secret, token, deps.clock.now(), 0);
  if (step === null) throw invalid('token', 'otpWrong');
  await deps.db
    .update(users)
    .set({
      otpSecret: user.otpPendingSecret,
      otpPendingSecret: null,
      otpEnabled: true,
      otpLastStep: step,
      updatedAt: deps.clock.now(),
    })
    .where(eq(users.id, user.id));
}

export async function disableOtp(deps: Deps, user: User, password: string) {
  if (!(await verifyPassword(password, user.passwordHash))) throw invalid('password', 'passwordWrong');
  await deps.db
    .update(users)
    .set({
      otpSecret: null,
      otpPendingSecret: null,
      otpEnabled: false,
      otpLastStep: 0,
      updatedAt: deps.clock.now(),
    })
    .where(eq(users.id, user.id));
}

/** Login's second step: a code is accepted once; its time step is remembered. */
export async function verifyLoginOtp(deps: Deps, user: User, token: string): Promise<boolean> {
  if (!user.otpEnabled || !user.otpSecret) return true;
  let secret: string;
  try {
    secret = decrypt(user.otpSecret, deps.config.secret);
  } catch {
    // Sealed with another SECRET (changed without `bun run secret:rotate`): no code can be checked. Said plainly,
    // not a 500; support turns 2FA off for the account, or the old SECRET comes back.
    deps.log.error('two-factor secret unreadable with this SECRET', { userId: user.shortId });
    throw new AppError('CONFLICT', 'otpUnreadable');
  }
  const step = await checkOtp(secret, token, deps.clock.now(), user.otpLastStep);
  if (step === null) return false;
  // Claim the step atomically: of two logins racing with the same code, only one wins.
  const claimed = await deps.db
    .update(users)
    .set({ otpLastStep: step })
    .where(and(eq(users.id, user.id), lt(users.otpLastStep, step)))
    .returning({ id: users.id });
  return claimed.length === 1;
}
