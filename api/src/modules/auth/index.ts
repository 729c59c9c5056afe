import { users } from '@db/schema';
import { ForgotBody, LoginBody, ResetBody } from '@shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import { authGuard, clearAuthCookies, cookieName, identify, setAuthCookies } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { knownDevice, setDeviceCookie } from '../../platform/device';
import { answers, reply } from '../../platform/envelope';
import { AppError, invalid } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { clientIp } from '../../platform/security';
import { createSession, REFRESH_COOKIE, revokeSession, revokeUserSessions } from '../../platform/sessions';
import { ssoForEmail, ssoRequiredFor } from '../sso';
import {
  consumeUserToken,
  findUserByLogin,
  findUserToken,
  getUserById,
  LoginData,
  meOf,
  normaliseEmail,
  StatusData,
  sendTokenMail,
  TokenData,
  verifyLoginOtp,
} from '../users';

const tags = ['Auth'];

export const authModule = (deps: Deps) =>
  new Elysia({ name: 'auth', prefix: '/auth' })
    .use(authGuard(deps))
    // POST /auth/login – email or username and password; a second step with the code when 2FA is on
    .post(
      '/login',
      async ({ body, request, cookie }) => {
        const ip = clientIp(request, deps.config.trustProxy);
        const user = await findUserByLogin(deps, body.login);
        await deps.limiter.check('login', ip);
        // Per account, not per spelling: the email and the username of one account share the count. Past its
        // limit a login needs the human check. A device this user logged in from before counts on its own, so a
        // stranger's failures never reach the owner's own devices.
        const device = user ? knownDevice(cookie as never, deps.config, deps.clock.now()) : null;
        const counted =
          user && device?.userId === user.id
            ? `device:${device.key}`
            : user
              ? `user:${user.id}`
              : body.login.trim();
        if (await deps.limiter.overAccount('login', counted)) {
          if (body.altcha === undefined) {
            throw new AppError('VALIDATION', 'humanCheckNeeded', {
              field: 'altcha',
              data: { humanCheck: true },
            });
          }
          await deps.humanCheck.verify(body.altcha);
        }
        // An address in a domain that requires single sign-on is told so before any password is checked (the
        // domain's rule is public: the login dialog asks for it); a username is told only with the right password.
        if (user && body.login.includes('@') && (await ssoRequiredFor(deps, user))) {
          throw new AppError('FORBIDDEN', 'ssoRequired');
        }
        const passwordOk = await verifyPassword(body.password, user?.passwordHash);
        if (!user || !passwordOk || user.status !== 'active')
          throw new AppError('UNAUTHORIZED', 'loginFailed');
        if (await ssoRequiredFor(deps, user)) throw new AppError('FORBIDDEN', 'ssoRequired');
        // Told only to someone who knows the password, so it reveals nothing to a guesser.
        if (user.disabledAt !== null) throw new AppError('FORBIDDEN', 'accountDisabled');
        if (user.otpEnabled) {
          if (!body.otp) return reply({ otpRequired: true }, 'otpRequired');
          await deps.limiter.check('otp', ip, String(user.id));
          if (!(await verifyLoginOtp(deps, user, body.otp))) throw invalid('otp', 'otpWrong');
        }
        // Only failures should count against the account: the owner is not locked out by their own logins.
        await deps.limiter.clearAccount('login', `user:${user.id}`);
        if (counted !== `user:${user.id}`) await deps.limiter.clearAccount('login', counted);
        const keepLoggedIn = body.keepLoggedIn ?? false;
        if (keepLoggedIn !== user.keepLoggedIn) {
          await deps.db.update(users).set({ keepLoggedIn }).where(eq(users.id, user.id));
        }
        const tokens = await createSession(deps, {
          userId: user.id,
          keepLoggedIn,
          userAgent: request.headers.get('user-agent') ?? '',
        });
        setAuthCookies(cookie as never, tokens, deps.config, deps.clock.now());
        setDeviceCookie(cookie as never, deps.config, user.id, deps.clock.now());
        return reply(await meOf(deps, (await getUserById(deps, user.id))!), 'loggedIn');
      },
      {
        body: LoginBody,
        detail: {
          tags,
          summary: 'Log in',
          responses: answers(LoginData, 'Signed in (session cookies set), or { otpRequired: true }'),
        },
      },
    )
    // POST /auth/logout – ends this session (its refresh family) and clears the cookies
    .post(
      '/logout',
      async ({ request, cookie }) => {
        try {
          const who = await identify(deps, request, cookie as never);
          if (who?.sessionId) await revokeSession(deps, who.sessionId, 'logout');
        } catch {
          // an already ended session is logged out anyway
        }
        clearAuthCookies(cookie as never, deps.config);
        return reply(null, 'loggedOut');
      },
      {
        detail: {
          tags,
          summary: 'Log out',
          responses: answers(t.Null(), 'Signed out; the cookies are cleared'),
        },
      },
    )
    // POST /auth/status – whether the caller is signed in, without a 401 when not
    .post(
      '/status',
      async ({ request, cookie }) => {
        try {
          const who = await identify(deps, request, cookie as never);
          return { loggedIn: Boolean(who), user: who ? await meOf(deps, who.user) : null };
        } catch (error) {
          if (error instanceof AppError && error.code !== 'INTERNAL') {
            clearAuthCookies(cookie as never, deps.config);
            return { loggedIn: false, user: null };
          }
          throw error;
        }
      },
      {
        detail: {
          tags,
          summary: 'Login status',
          responses: answers(StatusData, 'Whether the caller is signed in'),
        },
      },
    )
    // POST /auth/token/validate – checks the session (rotating the refresh token when needed)
    .post(
      '/token/validate',
      async ({ user, sessionId, cookie }) =>
        reply(
          {
            valid: true,
            user: await meOf(deps, user),
            via: sessionId ? 'session' : 'apiKey',
            refreshCookie: Boolean(cookie[cookieName(deps.config, REFRESH_COOKIE)]?.value),
          },
          'tokenValid',
        ),
      {
        auth: true,
        detail: {
          tags,
          summary: 'Validate the session',
          responses: answers(TokenData, 'The session is valid'),
        },
      },
    )
    // POST /auth/password/forgot – mails a reset link; the same answer whether or not the email exists
    .post(
      '/password/forgot',
      async ({ body, request }) => {
        const email = normaliseEmail(body.email);
        await deps.limiter.check('passwordForgot', clientIp(request, deps.config.trustProxy));
        await deps.humanCheck.verify(body.altcha);
        // Counted only after the human check, so nobody can use up someone else's resets for free.
        await deps.limiter.checkAccount('passwordForgot', email);
        const user = await findUserByLogin(deps, email);
        // Members of a domain that requires single sign-on have no password to reset (owners keep theirs).
        if (
          (await ssoForEmail(deps, email))?.sso.requireSso &&
          (!user || (await ssoRequiredFor(deps, user)))
        ) {
          throw new AppError('FORBIDDEN', 'ssoRequired');
        }
        if (user && user.email === email && user.status === 'active') {
          // Not awaited: the answer takes the same time whether or not the email has an account.
          sendTokenMail(deps, user, 'reset').catch((error) =>
            deps.log.error('reset mail failed', { userId: user.id, error }),
          );
        }
        return reply(null, 'passwordResetSent');
      },
      {
        body: ForgotBody,
        detail: {
          tags,
          summary: 'Ask for a password reset link',
          responses: answers(t.Null(), 'The same answer whether or not the email has an account'),
        },
      },
    )
    // POST /auth/password/reset – a new password (twice) with the mailed token; ends every session
    .post(
      '/password/reset',
      async ({ body, request }) => {
        await deps.limiter.check('passwordReset', clientIp(request, deps.config.trustProxy));
        if (!body.resetToken) throw invalid('resetToken', 'resetTokenMissing');
        if (body.password !== body.passwordConfirm) throw invalid('passwordConfirm', 'passwordsDiffer');
        const row = await findUserToken(deps, body.resetToken, 'reset');
        if (!row) throw invalid('resetToken', 'resetTokenWrong');
        // A link mailed before the company required single sign-on no longer sets a password.
        const owner = await getUserById(deps, row.userId);
        if (owner && (await ssoRequiredFor(deps, owner))) throw new AppError('FORBIDDEN', 'ssoRequired');
        if (!(await consumeUserToken(deps, row.tokenHash))) throw invalid('resetToken', 'resetTokenWrong');
        await deps.db
          .update(users)
          .set({ passwordHash: await hashPassword(body.password), updatedAt: deps.clock.now() })
          .where(eq(users.id, row.userId));
        await revokeUserSessions(deps, row.userId, 'password');
        return reply(null, 'passwordChanged');
      },
      {
        body: ResetBody,
        detail: {
          tags,
          summary: 'Reset the password',
          responses: answers(t.Null(), 'Changed; every session has ended'),
        },
      },
    );
