// The request shapes of api/v1/leads: path params and the list query here, the bodies from the shared contract
// (shared/schemas/leads.ts).
import { LIMITS } from '@shared/constants';
import { t } from 'elysia';

export { ContactExportQuery, LeadBody, LeadReadBody } from '@shared/schemas/leads';

export const PAGE_SIZE_MAX = 100;

export const CardParam = t.Object({
  shortId: t.String({
    minLength: 1,
    maxLength: 20,
    error: 'invalidValue',
    description: 'The card page the visitor is on: a profile or user shortId (/p/{shortId})',
  }),
});

export const LeadParam = t.Object({
  shortId: t.String({ minLength: 1, maxLength: 20, error: 'invalidValue', description: 'The lead shortId' }),
});

export const ListQuery = t.Object({
  offset: t.Optional(
    t.Numeric({
      field: 'offset',
      minimum: 0,
      maximum: LIMITS.leads,
      multipleOf: 1,
      error: 'invalidValue',
      description: 'How many of the newest to skip (0)',
    }),
  ),
  limit: t.Optional(
    t.Numeric({
      field: 'limit',
      minimum: 1,
      maximum: PAGE_SIZE_MAX,
      multipleOf: 1,
      error: 'invalidValue',
      description: `Page size, at most ${PAGE_SIZE_MAX} (50)`,
    }),
  ),
});
