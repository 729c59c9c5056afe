// Request shapes of api/v1/profiles (DESIGN §8: written once, used by the API and its OpenAPI document).
import { t } from 'elysia/type-system';

// An empty name or description means "the account's own" (shown until the profile sets one).
export const ProfileBody = t.Object(
  {
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
  },
  {
    description: 'A profile: what the card page shows (each field optional; PATCH changes only what is sent)',
  },
);
