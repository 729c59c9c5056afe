// The request shapes of api/v1/leads: path params and the list query here, the bodies from the shared contract
// (shared/schemas/leads.ts).
import { LEAD_ORIGINS } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { t } from 'elysia';

export { LeadFormBody } from '@shared/schemas/lead-form';
export {
  CodeBody,
  ContactExportQuery,
  LeadBody,
  LeadEditBody,
  LeadEventBody,
  LeadReadBody,
  ScanBody,
} from '@shared/schemas/leads';

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

const Id = (description: string) =>
  t.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$', error: 'invalidValue', description });

/** The search and the filters of a list of leads, with its page. */
export const LeadListQuery = t.Object({
  ...ListQuery.properties,
  q: t.Optional(
    t.String({
      maxLength: 100,
      error: 'invalidValue',
      description: 'Leads whose name, email, company or note contains this (any case)',
    }),
  ),
  event: t.Optional(Id('Leads met at this event only (its shortId)')),
  tag: t.Optional(
    t.String({ minLength: 1, maxLength: 40, error: 'invalidValue', description: 'Leads with this tag only' }),
  ),
  origin: t.Optional(
    t.String({
      pattern: `^(${LEAD_ORIGINS.join('|')})$`,
      error: 'invalidValue',
      description: `Where they came from: ${LEAD_ORIGINS.join(', ')}`,
    }),
  ),
});

/** The company's list adds who captured them. */
export const CompanyLeadListQuery = t.Object({
  ...LeadListQuery.properties,
  person: t.Optional(Id('Leads of this person only (their user shortId: capturedBy.shortId)')),
});

export const CompanyParam = t.Object({ shortId: Id('The company') });
export const CompanyEventParams = t.Object({ shortId: Id('The company'), eventId: Id('The event') });

export const PhotoParams = t.Object({
  shortId: Id('The lead'),
  n: t.Numeric({
    minimum: 1,
    maximum: 9,
    multipleOf: 1,
    error: 'invalidValue',
    description: '1 the front, 2 the back',
  }),
});

export const DeleteQuery = t.Object({
  erase: t.Optional(
    t.Boolean({
      error: 'invalidValue',
      description:
        'true: an erasure on the visitor’s request — the answer says what went and which CRM records are not ours to delete',
    }),
  ),
});
