import { WebhookEndpointBody, WebhookEndpointPatch } from '@shared/schemas/webhooks';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { clientIp } from '../../platform/security';
import { listDeliveries, ping, redeliver } from './deliveries';
import { createEndpoint, deleteEndpoint, listEndpoints, rotateSecret, updateEndpoint } from './endpoints';
import {
  WebhookDeliveryData,
  WebhookDeliveryList,
  WebhookEndpointData,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from './response-schemas';

// The door: what other modules may use (docs/modules.md).
export { emitWebhook, newEventId, payloadOf } from './emit';
export {
  invoiceIssued,
  leadCreated,
  orderStatusChanged,
  subscriptionChanged,
  tagLeadCreated,
} from './events';
export { WEBHOOKS_DOCUMENT } from './payloads';
export { newSecret, sealSecret } from './secrets';
export { webhookJobs } from './sender';
export { createViewDigests } from './view-digests';

const tags = ['Webhooks'];
const Id = (description: string) =>
  t.String({ minLength: 1, maxLength: 20, error: 'invalidValue', description });
const CompanyParams = t.Object({ shortId: Id('The company shortId') });
const EndpointParams = t.Object({ shortId: Id('The company shortId'), endpointId: Id('The endpoint id') });
const DeliveryParams = t.Object({
  shortId: Id('The company shortId'),
  endpointId: Id('The endpoint id'),
  deliveryId: Id('The delivery id'),
});
const Attempted = t.Object({
  ok: t.Boolean({ description: 'Whether the receiver answered 2xx' }),
  delivery: WebhookDeliveryData,
});
const owners = 'Owners of the company only (403 for a colleague, 404 for anyone else).';

/** A company's webhook endpoints (SPEC: issue 22 webhooks), signed by the Standard Webhooks specification. */
export const webhooksModule = (deps: Deps) =>
  new Elysia({ name: 'webhooks', prefix: '/companies/:shortId/webhooks' })
    .use(authGuard(deps))
    .get('/', ({ user, params }) => listEndpoints(deps, user, params.shortId), {
      auth: true,
      params: CompanyParams,
      detail: {
        tags,
        summary: 'List the webhook endpoints',
        description: owners,
        responses: answers(WebhookEndpointList, 'The endpoints'),
      },
    })
    .post(
      '/',
      async ({ user, params, body }) =>
        reply(await createEndpoint(deps, user, params.shortId, body), 'webhookCreated', 201),
      {
        auth: true,
        params: CompanyParams,
        body: WebhookEndpointBody,
        detail: {
          tags,
          summary: 'Add a webhook endpoint; its signing secret is in the answer, this once',
          description: `${owners} 422 for a URL that is not a public https address (also after its name is resolved); 409 beyond 10 endpoints.`,
          responses: answers(WebhookEndpointWithSecret, 'The endpoint and its secret', 201),
        },
      },
    )
    .patch(
      '/:endpointId',
      ({ user, params, body }) => updateEndpoint(deps, user, params.shortId, params.endpointId, body),
      {
        auth: true,
        params: EndpointParams,
        body: WebhookEndpointPatch,
        detail: {
          tags,
          summary: 'Change an endpoint: URL, events, note, or enable/disable it',
          description: owners,
          responses: answers(WebhookEndpointData, 'The endpoint'),
        },
      },
    )
    .delete(
      '/:endpointId',
      async ({ user, params }) => {
        await deleteEndpoint(deps, user, params.shortId, params.endpointId);
        return reply(null, 'webhookDeleted');
      },
      {
        auth: true,
        params: EndpointParams,
        detail: {
          tags,
          summary: 'Delete an endpoint and its log',
          description: owners,
          responses: answers(t.Null(), 'Deleted'),
        },
      },
    )
    .post(
      '/:endpointId/rotate',
      async ({ user, params }) =>
        reply(await rotateSecret(deps, user, params.shortId, params.endpointId), 'webhookRotated'),
      {
        auth: true,
        params: EndpointParams,
        detail: {
          tags,
          summary: 'Rotate the signing secret: the new one is in the answer, this once',
          description: `${owners} The previous secret keeps signing beside the new one for 24 hours (two signatures in webhook-signature).`,
          responses: answers(WebhookEndpointWithSecret, 'The endpoint and its new secret'),
        },
      },
    )
    .post(
      '/:endpointId/ping',
      async ({ user, params, request }) => {
        await deps.limiter.check('webhookSend', clientIp(request, deps.config.trustProxy), params.shortId);
        return ping(deps, user, params.shortId, params.endpointId);
      },
      {
        auth: true,
        params: EndpointParams,
        detail: {
          tags,
          summary: 'Send a test event (webhook.ping) now and answer how the receiver answered',
          description: `${owners} 429 past 30 tests and redeliveries per company in 10 minutes.`,
          responses: answers(Attempted, 'The ping and its attempt'),
        },
      },
    )
    .get(
      '/:endpointId/deliveries',
      ({ user, params }) => listDeliveries(deps, user, params.shortId, params.endpointId),
      {
        auth: true,
        params: EndpointParams,
        detail: {
          tags,
          summary: 'The delivery log: the last 50 deliveries with every attempt',
          description: owners,
          responses: answers(WebhookDeliveryList, 'Deliveries, newest first'),
        },
      },
    )
    .post(
      '/:endpointId/deliveries/:deliveryId/redeliver',
      async ({ user, params, request }) => {
        await deps.limiter.check('webhookSend', clientIp(request, deps.config.trustProxy), params.shortId);
        return redeliver(deps, user, params.shortId, params.endpointId, params.deliveryId);
      },
      {
        auth: true,
        params: DeliveryParams,
        detail: {
          tags,
          summary: 'Send a delivery again now (same webhook-id) and answer how the receiver answered',
          description: `${owners} 409 while the delivery is being sent; 429 past 30 tests and redeliveries per company in 10 minutes.`,
          responses: answers(Attempted, 'The delivery and its new attempt'),
        },
      },
    );
