import { users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import { authGuard, setAuthCookies } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply, requestLang } from '../../platform/envelope';
import { AppError, invalid } from '../../platform/errors';
import { clientIp } from '../../platform/security';
import { createSession } from '../../platform/sessions';
import { activateAccount, confirmEmailChange, updateAccount, verifyEmail } from './account';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import { removeAvatar, removeCover, setAvatar, setCover } from './avatar';
import { disableOtp, enableOtp, startOtpSetup } from './otp';
import {
  AccountBody,
  ActivationBody,
  ApiKeyBody,
  EmailChangeBody,
  OtpBody,
  PasswordBody,
  ProfileBody,
  SignupBody,
  VerificationBody,
} from './request-schemas';
import {
  AccountData,
  ApiKeyCreatedData,
  ApiKeyData,
  MeData,
  OtpSetupData,
  QuotaData,
} from './response-schemas';
import { createUser, getUserById, meOf, quotaOf, sendTokenMail } from './service';

export { removeCover, setAvatar, setCover } from './avatar';
export { imageFileRow } from './images';
export { verifyLoginOtp } from './otp';
export { PasswordBody } from './request-schemas';
// The door: what other modules may use (docs/modules.md).
export { LoginData, MeData, StatusData, Timestamp, TokenData } from './response-schemas';
export {
  avatarPath,
  findUserByLogin,
  getUserById,
  isUniqueViolation,
  meOf,
  normaliseEmail,
  quotaOf,
  sendTokenMail,
  userCoverPath,
} from './service';
export { consumeUserToken, findUserToken } from './tokens';

export { avatarFiles } from './uploads';

const tags = ['Users'];

export const usersModule = (deps: Deps) =>
  new Elysia({ name: 'users', prefix: '/users' })
    .use(authGuard(deps))
    // POST /users – sign up; sends the verification mail and signs the new user in
    .post(
      '/',
      async ({ body, request, cookie }) => {
        await deps.limiter.check('signup', clientIp(request, deps.config.trustProxy));
        if (!body.termsAccepted) throw invalid('termsAccepted', 'termsRequired');
        await deps.humanCheck.verify(body.altcha);
        const user = await createUser(deps, {
          ...body,
          keepLoggedIn: body.keepLoggedIn ?? false,
          lang: requestLang(request),
        });
        try {
          await sendTokenMail(deps, user, 'verify');
        } catch (error) {
          // The account exists now: sign the user in anyway; the dashboard offers to resend the link.
          deps.log.error('verification mail failed', { userId: user.id, error });
        }
        const tokens = await createSession(deps, {
          userId: user.id,
          keepLoggedIn: user.keepLoggedIn,
          userAgent: request.headers.get('user-agent') ?? '',
        });
        setAuthCookies(cookie as never, tokens, deps.config, deps.clock.now());
        return reply(await meOf(deps, user), 'signedUp', 201);
      },
      {
        body: SignupBody,
        detail: {
          tags,
          summary: 'Sign up',
          responses: answers(MeData, 'Signed up and signed in (session cookies set)', 201),
        },
      },
    )
    // GET /users/me – the signed-in user
    .get('/me', ({ user }) => meOf(deps, user), {
      auth: true,
      detail: { tags, summary: 'The signed-in user', responses: answers(MeData, 'The signed-in user') },
    })
    // PATCH /users/me – full name, description, avatar and cover (multipart)
    .patch(
      '/me',
      async ({ user, body }) => {
        if (body.avatar) await setAvatar(deps, user, body.avatar);
        if (body.cover) await setCover(deps, user, body.cover);
        const changes = {
          ...(body.fullName !== undefined ? { fullName: body.fullName.trim() } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
        };
        if (Object.keys(changes).length) {
          await deps.db
            .update(users)
            .set({ ...changes, updatedAt: deps.clock.now() })
            .where(eq(users.id, user.id));
        }
        return reply(await meOf(deps, (await getUserById(deps, user.id))!), 'profileUpdated');
      },
      {
        auth: true,
        body: ProfileBody,
        detail: {
          tags,
          summary: 'Update profile, avatar and cover',
          responses: answers(MeData, 'The updated user'),
        },
      },
    )
    // DELETE /users/me/avatar – back to the default avatar
    .delete(
      '/me/avatar',
      async ({ user }) => {
        await removeAvatar(deps, user);
        return reply(await meOf(deps, (await getUserById(deps, user.id))!), 'avatarDeleted');
      },
      {
        auth: true,
        detail: {
          tags,
          summary: 'Remove the avatar',
          responses: answers(MeData, 'The user, with the default avatar'),
        },
      },
    )
    // DELETE /users/me/cover – the card page shows the company's cover or colour again
    .delete(
      '/me/cover',
      async ({ user }) => {
        await removeCover(deps, user);
        return reply(await meOf(deps, (await getUserById(deps, user.id))!), 'coverDeleted');
      },
      {
        auth: true,
        detail: {
          tags,
          summary: 'Remove the cover of the card page',
          responses: answers(MeData, 'The user, without a cover'),
        },
      },
    )
    // PATCH /users/me/account – username, email (by confirmation link), password; current password required
    .patch(
      '/me/account',
      async ({ user, sessionId, body, request }) => {
        await deps.limiter.check('passwordCheck', clientIp(request, deps.config.trustProxy), String(user.id));
        const result = await updateAccount(deps, user, sessionId, body);
        const me = await meOf(deps, (await getUserById(deps, user.id))!);
        return reply({ ...me, ...result }, result.emailChangePending ? 'emailChangeSent' : 'accountUpdated');
      },
      {
        auth: true,
        body: AccountBody,
        detail: {
          tags,
          summary: 'Update account settings',
          responses: answers(AccountData, 'The updated user'),
        },
      },
    )
    // PATCH /users/me/account/email – confirm a new email with the mailed token
    .patch(
      '/me/account/email',
      async ({ user, body }) =>
        reply(await meOf(deps, await confirmEmailChange(deps, user, body.emailToken)), 'emailChanged'),
      {
        auth: true,
        body: EmailChangeBody,
        detail: {
          tags,
          summary: 'Confirm a change of email',
          responses: answers(MeData, 'The user with the new email'),
        },
      },
    )
    // PATCH /users/me/verification – verify the email with the mailed token (no sign-in needed)
    .patch('/me/verification', async ({ body }) => reply(null, await verifyEmail(deps, body.token)), {
      body: VerificationBody,
      detail: {
        tags,
        summary: 'Verify the email',
        description:
          'The same link opened again answers 200 with the message "already verified"; an unknown, expired or replaced token 422.',
        responses: answers(t.Null(), 'Verified, or verified already'),
      },
    })
    // POST /users/me/verification/resend – a new verification mail
    .post(
      '/me/verification/resend',
      async ({ user, request }) => {
        await deps.limiter.check(
          'verificationResend',
          clientIp(request, deps.config.trustProxy),
          String(user.id),
        );
        if (user.isVerified) throw new AppError('CONFLICT', 'alreadyVerified');
        await sendTokenMail(deps, user, 'verify');
        return reply(null, 'verificationSent');
      },
      {
        auth: true,
        detail: { tags, summary: 'Resend the verification mail', responses: answers(t.Null(), 'Sent') },
      },
    )
    // PATCH /users/me/activation – an invited person sets a password, accepts the terms and is signed in
    .patch(
      '/me/activation',
      async ({ body, request, cookie }) => {
        const user = await activateAccount(deps, body);
        const tokens = await createSession(deps, {
          userId: user.id,
          keepLoggedIn: user.keepLoggedIn,
          userAgent: request.headers.get('user-agent') ?? '',
        });
        setAuthCookies(cookie as never, tokens, deps.config, deps.clock.now());
        return reply(await meOf(deps, user), 'activatedSignedIn');
      },
      {
        body: ActivationBody,
        detail: {
          tags,
          summary: 'Activate an invited account',
          responses: answers(MeData, 'Activated and signed in (session cookies set), as after signup'),
        },
      },
    )
    // GET /users/me/quota – bytes used of the 50 MB upload quota
    .get('/me/quota', ({ user }) => quotaOf(deps, user.id), {
      auth: true,
      detail: { tags, summary: 'Upload quota', responses: answers(QuotaData, 'Bytes used and left') },
    })
    // POST /users/me/otp – start 2FA setup: secret, otpauth URI, QR code as SVG
    .post('/me/otp', async ({ user }) => reply(await startOtpSetup(deps, user), 'otpSetup'), {
      auth: true,
      detail: {
        tags,
        summary: 'Start two-factor setup',
        responses: answers(OtpSetupData, 'Scan the QR code, then enable with a code'),
      },
    })
    // PATCH /users/me/otp – enable 2FA with the first 6-digit code
    .patch(
      '/me/otp',
      async ({ user, body, request }) => {
        await deps.limiter.check('otp', clientIp(request, deps.config.trustProxy), String(user.id));
        await enableOtp(deps, user, body.token);
        return reply(await meOf(deps, (await getUserById(deps, user.id))!), 'otpEnabled');
      },
      {
        auth: true,
        body: OtpBody,
        detail: {
          tags,
          summary: 'Enable two-factor',
          responses: answers(MeData, 'The user with two-factor on'),
        },
      },
    )
    // DELETE /users/me/otp – disable 2FA with the password
    .delete(
      '/me/otp',
      async ({ user, body, request }) => {
        await deps.limiter.check('otp', clientIp(request, deps.config.trustProxy), String(user.id));
        await disableOtp(deps, user, body.password);
        return reply(await meOf(deps, (await getUserById(deps, user.id))!), 'otpDisabled');
      },
      {
        auth: true,
        body: PasswordBody,
        detail: {
          tags,
          summary: 'Disable two-factor',
          responses: answers(MeData, 'The user with two-factor off'),
        },
      },
    )
    // GET /users/me/api-keys – personal API keys (never the keys themselves)
    .get('/me/api-keys', ({ user }) => listApiKeys(deps, user.id), {
      auth: true,
      detail: {
        tags,
        summary: 'List personal API keys',
        responses: answers(t.Array(ApiKeyData), 'My keys (never the keys themselves)'),
      },
    })
    // POST /users/me/api-keys – a new key, shown once
    .post(
      '/me/api-keys',
      async ({ user, body }) => reply(await createApiKey(deps, user, body.name), 'apiKeyCreated', 201),
      {
        auth: true,
        body: ApiKeyBody,
        detail: {
          tags,
          summary: 'Create a personal API key',
          responses: answers(ApiKeyCreatedData, 'The new key, shown once', 201),
        },
      },
    )
    // DELETE /users/me/api-keys/:id – revoke a key
    .delete(
      '/me/api-keys/:id',
      async ({ user, params }) => {
        await revokeApiKey(deps, user, params.id);
        return reply(null, 'apiKeyRevoked');
      },
      {
        auth: true,
        params: t.Object({ id: t.String({ maxLength: 20 }) }),
        detail: { tags, summary: 'Revoke a personal API key', responses: answers(t.Null(), 'Revoked') },
      },
    );
