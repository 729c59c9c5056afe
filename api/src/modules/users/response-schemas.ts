// The `data` of the users' and auth answers, for the OpenAPI document (platform/envelope.ts `answers`).
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import type { listApiKeys } from './api-keys';
import type { Me } from './service';

export const Timestamp = t.Integer({ description: 'UTC epoch milliseconds' });

export const MeData = t.Object(
  {
    shortId: t.String({ description: 'Public id; the card page is /p/{shortId}' }),
    role: t.Union([t.Literal('user'), t.Literal('administrator')]),
    email: t.String(),
    username: t.String(),
    fullName: t.String(),
    description: t.String(),
    isVerified: t.Boolean({ description: 'The email is verified' }),
    avatar: t.Boolean({ description: 'An avatar was uploaded' }),
    avatarPath: t.String({ description: 'Avatar URL (the default avatar when none)' }),
    cover: t.Boolean({ description: 'A cover picture was uploaded' }),
    coverPath: t.Nullable(t.String({ description: 'Cover URL, or null' })),
    keepLoggedIn: t.Boolean(),
    otpEnabled: t.Boolean({ description: 'Two-factor authentication is on' }),
    lang: t.Union([t.Literal('sv'), t.Literal('en'), t.Literal('fi')]),
    subscription: t.Object({
      privileges: t.Boolean({ description: 'Subscriber rights granted by an administrator' }),
      active: t.Nullable(t.Union([t.Literal('daily'), t.Literal('monthly'), t.Literal('lifetime')])),
      provider: t.Nullable(t.String()),
      expiresAt: t.Nullable(Timestamp),
    }),
    hasCard: t.Boolean({
      description:
        'The user holds an active card in one of their companies (else the order-card prompt shows)',
    }),
    lastLoginAt: t.Nullable(Timestamp),
    createdAt: Timestamp,
  },
  { description: 'The signed-in user' },
);

export const AccountData = t.Composite([
  MeData,
  t.Object({
    emailChangePending: t.Boolean({ description: 'A confirmation link was mailed to the new email' }),
  }),
]);

export const LoginData = t.Union([
  MeData,
  t.Object(
    { otpRequired: t.Literal(true) },
    { description: 'Two-factor is on: send the login again with `otp`' },
  ),
]);

export const StatusData = t.Object({
  loggedIn: t.Boolean(),
  user: t.Nullable(MeData),
});

export const TokenData = t.Object({
  valid: t.Literal(true),
  user: MeData,
  via: t.Union([t.Literal('session'), t.Literal('apiKey')], { description: 'How the caller signed in' }),
  refreshCookie: t.Boolean({ description: 'A refresh cookie came with the request' }),
});

export const QuotaData = t.Object({
  used: t.Integer({ description: 'Bytes used by my uploads' }),
  limit: t.Integer({ description: 'Bytes allowed' }),
  free: t.Integer({ description: 'Bytes left' }),
});

export const OtpSetupData = t.Object({
  secret: t.String({ description: 'TOTP secret (base32), for manual entry' }),
  uri: t.String({ description: 'otpauth:// URI' }),
  qrSvg: t.String({ description: 'The URI as a QR code (SVG markup)' }),
});

export const ApiKeyData = t.Object({
  id: t.String(),
  name: t.String(),
  prefix: t.String({ description: 'The first characters of the key, to recognise it' }),
  createdAt: Timestamp,
  lastUsedAt: t.Nullable(Timestamp),
});

export const ApiKeyCreatedData = t.Composite([
  ApiKeyData,
  t.Object({ key: t.String({ description: 'The key itself (dc_…), shown this once' }) }),
]);

// Compile-time checks: the services' answers fit the documented shapes.
export type MeFits = Fits<Me, Static<typeof MeData>>;
export type ApiKeyFits = Fits<Awaited<ReturnType<typeof listApiKeys>>[number], Static<typeof ApiKeyData>>;
