import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companies } from './companies';
import { leads } from './leads';
import { users } from './users';

/** The CRMs a company can send its leads to (issue 31). */
export const CRM_PROVIDERS = ['hubspot', 'salesforce'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];
/** `reconnect`: the CRM refused to renew the authorisation; everything waits, queued, for an owner to connect again. */
export const CRM_CONNECTION_STATES = ['connected', 'reconnect'] as const;
export type CrmConnectionState = (typeof CRM_CONNECTION_STATES)[number];
/** A lead's sync with the company's CRM: waiting (or retrying), being sent, in the CRM, or refused (until sent again). */
export const LEAD_SYNC_STATES = ['queued', 'sending', 'synced', 'failed'] as const;
export type LeadSyncState = (typeof LEAD_SYNC_STATES)[number];

/**
 * A company's CRM connection (one per company), made by an owner with OAuth 2. The tokens are encrypted with the
 * server key (platform/crypto.ts) as the accounting connection's are. `mapping`: which of our lead fields go to
 * which CRM property ('' = not sent).
 */
export const crmConnections = sqliteTable('crm_connections', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  companyId: integer('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: CRM_PROVIDERS }).notNull(),
  state: text('state', { enum: CRM_CONNECTION_STATES }).notNull().default('connected'),
  /** The CRM account's name as the owner knows it (HubSpot: the portal's domain; Salesforce: the org's name). */
  accountName: text('account_name').notNull().default(''),
  /** The CRM account's own id (HubSpot portal id, Salesforce org id): another account on reconnect starts afresh. */
  accountId: text('account_id').notNull().default(''),
  /** Salesforce: the org's own address the API is called on (from the token answer). */
  instanceUrl: text('instance_url'),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  /** When the access token ends, if the CRM says (HubSpot: 30 minutes); null: until refused (Salesforce). */
  accessExpiresAt: integer('access_expires_at'),
  scope: text('scope').notNull().default(''),
  mapping: text('mapping', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  connectedAt: integer('connected_at').notNull(),
  connectedByUserId: integer('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** When the owners were told to reconnect (once per lapse). */
  reconnectMailedAt: integer('reconnect_mailed_at'),
  /** The CRM asked us to slow down (429): nothing is sent before this time. */
  pausedUntil: integer('paused_until'),
  /** The sweep's marks: leads changed since `sweptAt` (less a margin) or newer than `sweptLeadId` are looked at. */
  sweptAt: integer('swept_at').notNull().default(0),
  sweptLeadId: integer('swept_lead_id').notNull().default(0),
  /** When every lead of the company was last compared (a catch-all behind the marks). */
  reconciledAt: integer('reconciled_at').notNull().default(0),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * A connect under way: the OAuth `state` (only its hash is kept) bound to the owner and the company, single use,
 * ten minutes; with Salesforce the PKCE code verifier (encrypted).
 */
export const crmOauthStates = sqliteTable('crm_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: CRM_PROVIDERS }).notNull(),
  codeVerifier: text('code_verifier'),
  expiresAt: integer('expires_at').notNull(),
});

/**
 * The sync queue (issue 31): one row per lead and connection. The sweep queues a lead whose `version` is newer
 * than `queuedVersion`; the sender claims it (`sending` until `claimedUntil`), and records `sentVersion` and the
 * CRM's ids on success, or tries again at `nextAttemptAt` with growing pauses, or ends `failed` with `lastError`.
 */
export const leadSyncs = sqliteTable(
  'lead_syncs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => crmConnections.id, { onDelete: 'cascade' }),
    state: text('state', { enum: LEAD_SYNC_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    claimedUntil: integer('claimed_until'),
    /** A short sentence for people: "HubSpot refused: Property \"x\" does not exist". */
    lastError: text('last_error'),
    /** The CRM's id of the contact (HubSpot) or lead (Salesforce). */
    externalId: text('external_id'),
    /** The CRM's id of the note (HubSpot) or task (Salesforce) carrying the lead's note, event and source. */
    noteExternalId: text('note_external_id'),
    /** The lead's version when it was last queued, and the one last in the CRM. */
    queuedVersion: integer('queued_version').notNull().default(0),
    sentVersion: integer('sent_version').notNull().default(0),
    syncedAt: integer('synced_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('lead_syncs_lead').on(t.leadId, t.connectionId),
    index('lead_syncs_due').on(t.connectionId, t.state, t.nextAttemptAt),
  ],
);

export type CrmConnection = typeof crmConnections.$inferSelect;
export type LeadSync = typeof leadSyncs.$inferSelect;
