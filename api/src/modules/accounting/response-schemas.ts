// The `data` of api/v1/admin/accounting answers, for the OpenAPI document (platform/envelope.ts `answers`),
// checked at compile time against shared/types/billing.ts and the services' answers; and the route params.
import type { AccountingPushRow, AccountingStatus } from '@shared/types/billing';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { Timestamp } from '../users';
import type { accountingStatus } from './connection';
import type { pushView } from './push-views';

export const AccountingPushData = t.Object(
  {
    id: t.String({ description: 'Public id: admin/accounting/pushes/{id}/retry' }),
    kind: t.Union([t.Literal('customer'), t.Literal('invoice')], {
      description: 'customer: a paying company; invoice: an invoice or credit note, sent as an order',
    }),
    label: t.String({ description: 'The company name, or the invoice number and company' }),
    state: t.Union([t.Literal('pending'), t.Literal('done'), t.Literal('failed')], {
      description:
        'pending: waits for nextAttemptAt; done: in the accounting system; failed: gave up, retry by hand',
    }),
    externalId: t.Nullable(
      t.String({ description: "The provider's CustomerNumber or order DocumentNumber" }),
    ),
    attempts: t.Integer({ description: 'Failed attempts so far (6 make it failed)' }),
    lastError: t.Nullable(t.String({ description: "The last failure's short reason" })),
    nextAttemptAt: Timestamp,
    updatedAt: Timestamp,
  },
  { description: 'One thing sent (or to send) to the accounting system' },
);

export const AccountingStatusData = t.Object(
  {
    configured: t.Boolean({
      description: 'ACCOUNTING_CLIENT_ID and ACCOUNTING_CLIENT_SECRET are set on the server',
    }),
    provider: t.String({ description: 'fortnox' }),
    connected: t.Boolean({ description: 'Tokens are held: pushes run' }),
    needsReconnect: t.Boolean({
      description:
        'The provider refused to renew the tokens: pushes wait until an administrator connects again',
    }),
    companyName: t.Nullable(t.String({ description: 'The accounting company (companyinformation)' })),
    connectedAt: t.Nullable(Timestamp),
    scopes: t.Array(t.String(), {
      description: 'Granted scopes when connected, else the ones connecting asks for',
    }),
    redirectUri: t.String({ description: 'The redirect address to register with the provider' }),
    pushes: t.Array(AccountingPushData, { description: 'The newest 200 pushes, newest first' }),
  },
  { description: 'The accounting integration as the Administrator page shows it' },
);

export const PushParams = t.Object({
  id: t.String({ maxLength: 32, error: 'accountingPushNotFound', description: 'The push’s public id' }),
});

export type AccountingStatusFits = Fits<AccountingStatus, Static<typeof AccountingStatusData>>;
export type AccountingStatusServiceFits = Fits<
  Awaited<ReturnType<typeof accountingStatus>>,
  AccountingStatus
>;
export type AccountingPushFits = Fits<AccountingPushRow, Static<typeof AccountingPushData>>;
export type AccountingPushServiceFits = Fits<ReturnType<typeof pushView>, AccountingPushRow>;
