// The dashboard's view of a company's webhook endpoints (api/v1/companies/{shortId}/webhooks).
import type { WebhookEvent } from '@shared/schemas/webhooks';
import type { AppKey } from '../lib/i18n';

export type WebhookEndpoint = {
  id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
  disabledReason: 'owner' | 'failures' | null;
  failingSince: number | null;
  previousSecretUntil: number | null;
  createdAt: number;
};

export type WebhookAttempt = { at: number; statusCode: number | null; durationMs: number; excerpt: string };

export type WebhookDelivery = {
  id: string;
  eventId: string;
  type: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: number | null;
  createdAt: number;
  payload: string;
  log: WebhookAttempt[];
};

export type WithSecret = { endpoint: WebhookEndpoint; secret: string };
export type Attempted = { ok: boolean; delivery: WebhookDelivery };

/** The label of each event, in the order the form lists them. */
export const EVENT_LABELS: Record<WebhookEvent, AppKey> = {
  'lead.created': 'webhookEventLead',
  'card.scanned': 'webhookEventCardScan',
  'profile.viewed': 'webhookEventProfileView',
  'dynatag.viewed': 'webhookEventDynatagView',
  'order.status_changed': 'webhookEventOrder',
  'subscription.changed': 'webhookEventSubscription',
  'invoice.issued': 'webhookEventInvoice',
};

export const hooksPath = (companyShortId: string) => `/companies/${companyShortId}/webhooks`;

/** A ping or redelivery posts and waits for the receiver (up to 10 s): the call may take that long. */
export const ATTEMPT_TIMEOUT_MS = 25_000;
