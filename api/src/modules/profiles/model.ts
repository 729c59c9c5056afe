import { t } from 'elysia';
import { STATS_PERIODS } from './views';

export const ShortIdParam = t.Object({
  shortId: t.String({
    minLength: 1,
    maxLength: 20,
    error: 'invalidValue',
    description: 'Profile or user shortId',
  }),
});

// An empty name or description means "the account's own" (shown until the profile sets one).
export const ProfileBody = t.Object({
  label: t.Optional(
    t.String({ maxLength: 60, error: 'invalidLabel', description: 'Name of the profile in the dashboard' }),
  ),
  fullName: t.Optional(
    t.String({
      maxLength: 100,
      error: 'invalidFullName',
      description: 'Name shown; empty = the account name',
    }),
  ),
  description: t.Optional(
    t.String({
      maxLength: 1000,
      error: 'invalidDescription',
      description: 'Empty = the account description',
    }),
  ),
  phone: t.Optional(
    t.String({
      maxLength: 40,
      pattern: '^[+0-9 ()./-]*$',
      error: 'invalidPhone',
      description: 'Personal phone (hidden by "hide personal")',
    }),
  ),
  email: t.Optional(
    t.Union([t.Literal(''), t.String({ format: 'email', maxLength: 254 })], {
      error: 'invalidEmail',
      description: 'Personal email (hidden by "hide personal")',
    }),
  ),
  companies: t.Optional(
    t.Array(t.String({ maxLength: 20 }), {
      maxItems: 100,
      error: 'notCompanyMember',
      description: 'Company shortIds the user belongs to, in the order shown',
    }),
  ),
});

export const PublicQuery = t.Object({
  count: t.Optional(
    t.BooleanString({ description: 'true counts a view (the link of the QR code and NFC chip)' }),
  ),
});

export const VcardQuery = t.Object({
  version: t.Optional(
    t.Union([t.Literal('3.0'), t.Literal('4.0')], {
      error: 'invalidValue',
      description: 'vCard version, 3.0 by default',
    }),
  ),
});

export const QrQuery = t.Object({
  size: t.Optional(
    t.Numeric({
      minimum: 64,
      maximum: 2048,
      error: 'invalidValue',
      description: 'PNG/SVG width in pixels (512)',
    }),
  ),
});

export const StatsQuery = t.Object({
  period: t.Optional(
    t.UnionEnum(STATS_PERIODS, {
      error: 'invalidValue',
      description: 'month: days of this month; year: months of this year; all: years',
    }),
  ),
});
