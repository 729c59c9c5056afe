import { t } from 'elysia';
import type { LeadField } from './mapping';

const Id = (description: string) =>
  t.String({ minLength: 1, maxLength: 32, error: 'invalidValue', description });

export const ProviderParam = t.Union([t.Literal('hubspot'), t.Literal('salesforce')], {
  error: 'notFound',
  description: 'hubspot or salesforce',
});

export const CrmParams = t.Object({ shortId: Id('The company’s shortId') });
export const ConnectParams = t.Object({ shortId: Id('The company’s shortId'), provider: ProviderParam });
export const CallbackParams = t.Object({ provider: ProviderParam });
export const LeadSyncParams = t.Object({
  shortId: Id('The company’s shortId'),
  leadShortId: Id('The lead’s shortId'),
});

export const CallbackQuery = t.Object({
  code: t.Optional(t.String({ maxLength: 4000, description: 'Authorisation code' })),
  state: t.Optional(
    t.String({ maxLength: 400, description: 'The state sent with the authorisation request' }),
  ),
  error: t.Optional(t.String({ maxLength: 200, description: 'Set when the owner refused' })),
  error_description: t.Optional(
    t.String({ maxLength: 2000, description: 'The CRM’s words on a refusal (not stored)' }),
  ),
  // Salesforce adds these to its redirect.
  sfdc_community_url: t.Optional(t.String({ maxLength: 2000 })),
  sfdc_community_id: t.Optional(t.String({ maxLength: 200 })),
});

const Target = () =>
  t.Optional(
    t.String({ maxLength: 100, error: 'crmMappingUnknown', description: 'A CRM property; "" = not sent' }),
  );

export const MappingBody = t.Object(
  {
    firstName: Target(),
    lastName: Target(),
    email: Target(),
    phone: Target(),
    company: Target(),
    title: Target(),
    web: Target(),
    address: Target(),
    note: Target(),
    event: Target(),
    origin: Target(),
  } satisfies Record<LeadField, unknown>,
  { description: 'The fields to change, each to a CRM property ("" = not sent); the others keep theirs' },
);
