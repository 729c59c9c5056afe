// Request shapes of a company's webhook endpoints (api/v1/companies/{shortId}/webhooks; DESIGN §8: written once,
// used by the API, its OpenAPI document and the dashboard form).
import { t } from 'elysia/type-system';

/** Every event a company can receive; payloads are versioned (`v1`) and documented in the OpenAPI `webhooks`. */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'card.scanned',
  'profile.viewed',
  'dynatag.viewed',
  'order.status_changed',
  'subscription.changed',
  'invoice.issued',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

const Url = t.String({
  minLength: 8,
  maxLength: 2000,
  pattern: '^https?://',
  error: 'invalidWebhookUrl',
  description: 'Where the events are POSTed: an https address on the public internet',
});

const Events = t.Array(t.Union(WEBHOOK_EVENTS.map((e) => t.Literal(e))), {
  minItems: 1,
  maxItems: WEBHOOK_EVENTS.length,
  uniqueItems: true,
  error: 'invalidWebhookEvents',
  description: 'The events this endpoint receives (at least one)',
});

const Description = t.String({
  maxLength: 100,
  error: 'invalidWebhookDescription',
  description: 'A note for the owners, e.g. "HubSpot"',
});

export const WebhookEndpointBody = t.Object({
  url: Url,
  events: Events,
  description: t.Optional(Description),
});

export const WebhookEndpointPatch = t.Object({
  url: t.Optional(Url),
  events: t.Optional(Events),
  description: t.Optional(Description),
  enabled: t.Optional(
    t.Boolean({ error: 'invalidValue', description: 'false pauses deliveries; true enables it again' }),
  ),
});
