// Request shapes of api/v1/auth (DESIGN §8: written once, used by the API and its OpenAPI document).
import { t } from 'elysia/type-system';
import { Altcha, Email, Password } from './fields';

export const LoginBody = t.Object({
  login: t.String({ minLength: 1, maxLength: 254, error: 'invalidLogin', description: 'Email or username' }),
  password: t.String({ minLength: 1, maxLength: 128, error: 'passwordRequired', description: 'Password' }),
  keepLoggedIn: t.Optional(
    t.Boolean({ error: 'invalidValue', description: 'Keep the session for 30 days instead of one hour' }),
  ),
  otp: t.Optional(
    t.String({ pattern: '^[0-9]{6}$', error: 'invalidOtp', description: '6-digit code when 2FA is on' }),
  ),
  altcha: t.Optional(
    t.String({
      error: 'notRobot',
      description:
        'The solved human check, needed after too many failed logins to the account (answer 422 on altcha)',
    }),
  ),
});

export const ForgotBody = t.Object({ email: Email, altcha: Altcha });

export const ResetBody = t.Object({
  resetToken: t.String({
    maxLength: 200,
    error: 'resetTokenMissing',
    description: 'The token of the mailed reset link',
  }),
  password: Password,
  passwordConfirm: t.String({ maxLength: 128, error: 'passwordsDiffer', description: 'The password again' }),
});
