import type { WebhookEvent } from '@shared/schemas/webhooks';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companies } from './companies';

/**
 * A company's webhook endpoint: its URL, the events it receives and its signing secret (Standard Webhooks,
 * `whsec_…`, encrypted with SECRET). A rotated secret keeps the previous one signing too until
 * `previousSecretUntil`, so the receiver can switch without losing a delivery.
 */
export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events', { mode: 'json' }).$type<WebhookEvent[]>().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: integer('previous_secret_until'),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    /** When deliveries started failing without a success since; after a day the endpoint is disabled. */
    failingSince: integer('failing_since'),
    /** Why it is disabled: by an owner, or after a day of failures (the owners were mailed). */
    disabledReason: text('disabled_reason', { enum: ['owner', 'failures'] }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('webhook_endpoints_company').on(t.companyId)],
);

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

/**
 * The outbox: one event for one endpoint, kept until sent (a restart sends what is pending). The unique
 * (endpoint, event) pair and the conditional claim make it go out once however many instances run.
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks `webhook-id` (`msg_…`): the same on every attempt so receivers can drop repeats. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<WebhookEvent | 'webhook.ping'>().notNull(),
    payload: text('payload').notNull(),
    state: text('state', { enum: WEBHOOK_DELIVERY_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    /** While an instance (or an owner's "send again") posts it: no one else takes it until then. */
    claimedUntil: integer('claimed_until'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event').on(t.endpointId, t.eventId),
    index('webhook_deliveries_due').on(t.state, t.nextAttemptAt),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.createdAt),
  ],
);

/** One attempt of a delivery, for the log: when, the answer's status (null: no answer), how long, an excerpt. */
export const webhookAttempts = sqliteTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: integer('at').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    /** The first 500 characters of the answer, or why there was none (timeout, refused address). */
    excerpt: text('excerpt').notNull().default(''),
  },
  (t) => [index('webhook_attempts_delivery').on(t.deliveryId, t.at)],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookAttempt = typeof webhookAttempts.$inferSelect;
