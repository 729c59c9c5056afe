import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from '@shared/constants';
import { t } from 'elysia';

// Field schemas carry the message key of their error (translated by the envelope) and a description for OpenAPI.
export const Email = t.String({
  format: 'email',
  maxLength: 254,
  error: 'invalidEmail',
  description: 'Email address',
});
export const Username = t.String({
  pattern: USERNAME_PATTERN,
  error: 'invalidUsername',
  description: 'Username',
});
export const Password = t.String({
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  error: 'invalidPassword',
  description: 'Password, 8 to 128 characters',
});
export const CurrentPassword = t.String({ minLength: 1, maxLength: PASSWORD_MAX, error: 'passwordRequired' });
// A name must contain something besides spaces: it is stored trimmed.
export const FullName = t.String({ minLength: 1, maxLength: 100, pattern: '\\S', error: 'invalidFullName' });
export const Description = t.String({ maxLength: 1000, error: 'invalidDescription' });
export const OtpCode = t.String({ pattern: '^[0-9]{6}$', error: 'invalidOtp', description: '6-digit code' });
export const Token = t.String({ maxLength: 200, error: 'invalidToken' });

export const SignupBody = t.Object({
  email: Email,
  username: Username,
  password: Password,
  fullName: FullName,
  keepLoggedIn: t.Optional(t.Boolean({ error: 'invalidValue' })),
  termsAccepted: t.Boolean({ error: 'termsRequired' }),
  altcha: t.String({ error: 'notRobot', description: 'Solved ALTCHA payload' }),
});

export const ProfileBody = t.Object({
  fullName: t.Optional(FullName),
  description: t.Optional(Description),
  avatar: t.Optional(
    t.File({ error: 'invalidImage', description: 'jpeg, png, gif or webp; resized to 512 px' }),
  ),
  cover: t.Optional(
    t.File({
      error: 'invalidImage',
      description: 'Cover of the card page: jpeg, png, gif or webp; fitted in 1600 × 600 px',
    }),
  ),
});

export const AccountBody = t.Object({
  username: t.Optional(Username),
  email: t.Optional(Email),
  newPassword: t.Optional(Password),
  password: CurrentPassword,
});

export const ActivationBody = t.Object({
  token: Token,
  password: Password,
  termsAccepted: t.Boolean({ error: 'termsRequired' }),
  fullName: t.Optional(FullName),
  username: t.Optional(Username),
});

export const ApiKeyBody = t.Object({
  name: t.String({ minLength: 1, maxLength: 60, pattern: '\\S', error: 'invalidName' }),
});
