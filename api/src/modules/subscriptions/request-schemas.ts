// Path shapes of api/v1/subscriptions; the bodies are the shared contract (shared/schemas/billing.ts).
import { t } from 'elysia';

export const SubscriptionParams = t.Object({
  id: t.String({
    pattern: '^[A-Za-z0-9_-]{1,32}$',
    error: 'invalidId',
    description: 'The subscription’s id',
  }),
});

export const RequestParams = t.Object({
  id: t.String({
    pattern: '^[A-Za-z0-9_-]{1,32}$',
    error: 'invalidId',
    description: 'The request’s id',
  }),
});
