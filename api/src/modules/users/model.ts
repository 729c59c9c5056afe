import {
  Altcha,
  CurrentPassword,
  Description,
  Email,
  FullName,
  OtpCode,
  Password,
  Token,
  Username,
} from '@shared/schemas/fields';
import { t } from 'elysia';

// The field schemas live in shared/schemas (DESIGN §8); re-exported for the modules that take them from here.
export { CurrentPassword, Description, Email, FullName, OtpCode, Password, Token, Username };

export const SignupBody = t.Object({
  email: Email,
  username: Username,
  password: Password,
  fullName: FullName,
  keepLoggedIn: t.Optional(t.Boolean({ error: 'invalidValue' })),
  termsAccepted: t.Boolean({ error: 'termsRequired' }),
  altcha: Altcha,
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
  keepLoggedIn: t.Optional(
    t.Boolean({ error: 'invalidValue', description: 'Keep the session for 30 days (as at signup)' }),
  ),
});

export const ApiKeyBody = t.Object({
  name: t.String({ minLength: 1, maxLength: 60, pattern: '\\S', error: 'invalidName' }),
});
