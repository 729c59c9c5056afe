// The `data` of the /companies/{shortId}/crm answers, for validation-free typing and the OpenAPI document.
import { type Static, t } from 'elysia';
import { Timestamp } from '../users';

const Provider = t.Union([t.Literal('hubspot'), t.Literal('salesforce')], { description: 'The CRM' });

export const LeadSyncData = t.Object(
  {
    leadId: t.String({ description: 'The lead’s public id' }),
    name: t.String({ description: 'The lead’s name' }),
    email: t.String({ description: 'The lead’s e-mail address ("" when none)' }),
    state: t.Union([t.Literal('queued'), t.Literal('sending'), t.Literal('synced'), t.Literal('failed')], {
      description:
        'queued: waits (or is tried again at nextAttemptAt); sending: on its way; synced: in the CRM; failed: refused, see lastError, send again by hand',
    }),
    attempts: t.Integer({ description: 'Failed attempts of the current version (10 end in failed)' }),
    lastError: t.Nullable(
      t.String({
        description:
          'The last failure in one sentence, e.g. "HubSpot refused: Property \\"x\\" does not exist"',
      }),
    ),
    externalId: t.Nullable(
      t.String({ description: 'The CRM’s id of the contact (HubSpot) or lead (Salesforce)' }),
    ),
    nextAttemptAt: Timestamp,
    syncedAt: t.Nullable(Timestamp),
    updatedAt: Timestamp,
  },
  { description: 'One lead’s sync with the company’s CRM' },
);

export const MappingRowData = t.Object({
  field: t.String({
    description:
      'Our field: firstName, lastName, email, phone, company, title, web, address, note, event, origin',
  }),
  target: t.String({ description: 'The CRM property it goes to; "" = not sent' }),
  fixed: t.Boolean({
    description: 'The target cannot change (the e-mail the upsert matches on; Salesforce’s required fields)',
  }),
});

export const CrmConnectionData = t.Object({
  provider: Provider,
  state: t.Union([t.Literal('connected'), t.Literal('reconnect')], {
    description:
      'reconnect: the CRM refused to renew the authorisation; leads wait, queued, for an owner to connect again',
  }),
  accountName: t.String({ description: 'The CRM account: HubSpot portal domain, Salesforce org name' }),
  connectedAt: Timestamp,
  connectedBy: t.Nullable(t.String({ description: 'Who connected it' })),
  mapping: t.Array(MappingRowData, { description: 'Which lead field goes to which CRM property' }),
  targets: t.Array(t.String(), {
    description:
      'The CRM’s standard properties to choose from (a custom property’s internal name is taken too)',
  }),
  counts: t.Object(
    {
      queued: t.Integer({ description: 'Waiting or being sent' }),
      synced: t.Integer({ description: 'In the CRM at their latest version' }),
      failed: t.Integer({ description: 'Refused: see failed' }),
    },
    { description: 'The company’s leads by sync state' },
  ),
  pausedUntil: t.Nullable(Timestamp),
  failed: t.Array(LeadSyncData, {
    description: 'The failed leads, newest first (at most 50), with their reasons',
  }),
});

export const CrmStatusData = t.Object(
  {
    available: t.Array(Provider, {
      description: 'The CRMs this server has an app for (only these can be connected)',
    }),
    connection: t.Nullable(CrmConnectionData),
  },
  { description: 'The company’s CRM connection as its owners see it' },
);

export const ConnectData = t.Object({
  url: t.String({ description: 'The CRM’s authorisation page: send the owner’s browser there' }),
});

export type CrmStatus = Static<typeof CrmStatusData>;
export type LeadSyncView = Static<typeof LeadSyncData>;
