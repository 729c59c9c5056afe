// The `data` of the webhook endpoints' answers, for the OpenAPI document (platform/envelope.ts `answers`).
import { WEBHOOK_EVENTS } from '@shared/schemas/webhooks';
import { t } from 'elysia';

const Event = t.Union(WEBHOOK_EVENTS.map((e) => t.Literal(e)));

export const WebhookEndpointData = t.Object({
  id: t.String({ description: 'The endpoint shortId' }),
  url: t.String(),
  description: t.String(),
  events: t.Array(Event),
  enabled: t.Boolean(),
  disabledReason: t.Union([t.Literal('owner'), t.Literal('failures'), t.Null()], {
    description:
      'Why it is disabled: by an owner, or after a day of failed deliveries (the owners were mailed)',
  }),
  failingSince: t.Union([t.Integer(), t.Null()], { description: 'Failing without a success since (ms)' }),
  previousSecretUntil: t.Union([t.Integer(), t.Null()], {
    description: 'After a rotation: the previous secret also signs until then (ms)',
  }),
  createdAt: t.Integer(),
});

export const WebhookEndpointList = t.Array(WebhookEndpointData);

export const WebhookEndpointWithSecret = t.Object({
  endpoint: WebhookEndpointData,
  secret: t.String({
    description: 'The signing secret (whsec_…): shown this once, store it in the receiver',
  }),
});

export const WebhookAttemptData = t.Object({
  at: t.Integer(),
  statusCode: t.Union([t.Integer(), t.Null()], {
    description: "The receiver's HTTP status; null: no answer",
  }),
  durationMs: t.Integer(),
  excerpt: t.String({ description: 'The start of the answer (500 characters), or why there was none' }),
});

export const WebhookDeliveryData = t.Object({
  id: t.String({ description: 'The delivery shortId' }),
  eventId: t.String({ description: 'The webhook-id header: the same on every attempt' }),
  type: t.String(),
  state: t.Union([t.Literal('pending'), t.Literal('delivered'), t.Literal('failed')]),
  attempts: t.Integer(),
  nextAttemptAt: t.Union([t.Integer(), t.Null()], { description: 'When it is tried again (pending only)' }),
  createdAt: t.Integer(),
  payload: t.String({ description: 'The JSON body sent' }),
  log: t.Array(WebhookAttemptData, { description: 'Every attempt, newest first' }),
});

export const WebhookDeliveryList = t.Array(WebhookDeliveryData);
