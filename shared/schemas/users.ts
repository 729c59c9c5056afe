// Request shapes of api/v1/users (DESIGN §8: written once, used by the API and its OpenAPI document).
import { t } from 'elysia/type-system';
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
} from './fields';

const KeepLoggedIn = t.Boolean({
  error: 'invalidValue',
  description: 'Keep the session for 30 days instead of one hour',
});

export const SignupBody = t.Object({
  email: Email,
  username: Username,
  password: Password,
  fullName: FullName,
  keepLoggedIn: t.Optional(KeepLoggedIn),
  termsAccepted: t.Boolean({ error: 'termsRequired', description: 'The terms are accepted (must be true)' }),
  altcha: Altcha,
});

export const ProfileBody = t.Object(
  {
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
  },
  { description: 'Multipart: name and description as form fields, the pictures as files' },
);

export const AccountBody = t.Object({
  username: t.Optional(Username),
  email: t.Optional(Email),
  newPassword: t.Optional(Password),
  password: CurrentPassword,
});

export const ActivationBody = t.Object({
  token: Token,
  password: Password,
  termsAccepted: t.Boolean({ error: 'termsRequired', description: 'The terms are accepted (must be true)' }),
  fullName: t.Optional(FullName),
  username: t.Optional(Username),
  keepLoggedIn: t.Optional(
    t.Boolean({ error: 'invalidValue', description: 'Keep the session for 30 days (as at signup)' }),
  ),
});

/** Control characters: C0, DEL and C1 (regular-expression ranges, as the pattern's source text). */
const CONTROL = String.raw`\u0000-\u001F\u007F-\u009F`;
/** Characters that show nothing: spaces, soft hyphen, zero widths, bidi marks and overrides, BOM. */
const UNSEEN = String.raw`\s\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF`;

export const ApiKeyBody = t.Object({
  name: t.String({
    minLength: 1,
    maxLength: 60,
    // No control character anywhere, and at least one character that shows.
    pattern: `^[^${CONTROL}]*[^${CONTROL}${UNSEEN}][^${CONTROL}]*$`,
    error: 'invalidName',
    description: 'A name to recognise the key by',
  }),
});

/** Deleting the account and turning two-factor off: the current password confirms. */
export const PasswordBody = t.Object({ password: CurrentPassword });

export const EmailChangeBody = t.Object({
  emailToken: t.String({
    maxLength: 200,
    error: 'emailTokenMissing',
    description: 'The token of the link mailed to the new address',
  }),
});

export const VerificationBody = t.Object({
  token: t.String({
    maxLength: 200,
    error: 'verifyTokenMissing',
    description: 'The token of the mailed verification link',
  }),
});

export const OtpBody = t.Object({ token: OtpCode });
