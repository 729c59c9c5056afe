// The delivery job: takes due deliveries from the outbox, claims each with a conditional UPDATE (two instances on
// one database never send a delivery twice), posts it signed, logs the attempt, and on failure schedules the next
// one with exponential backoff and jitter until the delivery is a day old. An endpoint failing for a day is
// disabled and its owners are mailed once.
import {
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '@db/schema';
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { backgroundPasses } from '../../platform/background-passes';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { doublingPauseMs } from '../../platform/retry';
import { mailEndpointDisabled } from './mail';
import { type PostResult, postWebhook } from './post';
import { pruneWebhookLog } from './retention';
import { signatureHeader } from './secrets';

/** Deliveries are tried for a day; an endpoint failing for a day is disabled. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_PAUSE_MS = 6 * 60 * 60_000;
/** A claimed delivery is not due for others while it is sent (far longer than any answer may take). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 50;
/** Requests in flight to one endpoint at most. */
const PER_ENDPOINT = 4;

/**
 * The pause after the n-th failed attempt: 30 s doubling (1, 2, 4 … min) up to 6 h, ±20 % jitter so that the
 * retries of many deliveries to a receiver that was down do not arrive together; about 12 attempts in a day.
 */
export function backoffMs(failures: number, random = Math.random) {
  const base = doublingPauseMs(failures, FIRST_RETRY_MS, LONGEST_PAUSE_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Posts the delivery once, signed, and logs the attempt. */
export async function attempt(deps: Deps, endpoint: WebhookEndpoint, delivery: WebhookDelivery) {
  const at = deps.clock.now();
  const date = new Date(at);
  const result: PostResult = await postWebhook(
    endpoint.url,
    {
      'content-type': 'application/json',
      'user-agent': 'Dynacard-Webhooks/1',
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(Math.floor(at / 1000)),
      'webhook-signature': signatureHeader(deps, endpoint, delivery.eventId, date, delivery.payload),
    },
    delivery.payload,
    deps.config.webhooks,
  );
  await deps.db.insert(webhookAttempts).values({
    deliveryId: delivery.id,
    at,
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    excerpt: result.excerpt,
  });
  await noteEndpoint(deps, endpoint, result.ok);
  return result;
}

/** A success clears the endpoint's failing mark; a failure sets it, and after a day disables the endpoint. */
async function noteEndpoint(deps: Deps, endpoint: WebhookEndpoint, ok: boolean) {
  const now = deps.clock.now();
  if (ok) {
    if (endpoint.failingSince !== null) {
      await deps.db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, endpoint.id));
    }
    return;
  }
  const [row] = await deps.db
    .select({ failingSince: webhookEndpoints.failingSince })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpoint.id));
  if (!row) return;
  if (row.failingSince === null) {
    await deps.db
      .update(webhookEndpoints)
      .set({ failingSince: now })
      .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.failingSince)));
    return;
  }
  if (now - row.failingSince < RETRY_WINDOW_MS) return;
  // Conditional: of two instances failing at once, one disables it and mails.
  const [disabled] = await deps.db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failures', updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (disabled) await mailEndpointDisabled(deps, disabled);
}

/** Where a delivery goes after an attempt of the job: delivered, tried again later, or failed after a day. */
export async function settle(deps: Deps, delivery: WebhookDelivery, ok: boolean) {
  const now = deps.clock.now();
  const attempts = delivery.attempts + 1;
  const end = delivery.createdAt + RETRY_WINDOW_MS;
  const state = ok ? 'delivered' : now >= end ? 'failed' : 'pending';
  await deps.db
    .update(webhookDeliveries)
    .set({
      state,
      attempts,
      nextAttemptAt: state === 'pending' ? Math.min(now + backoffMs(attempts), end) : now,
      claimedUntil: null,
      updatedAt: now,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
}

/** Not being sent by anyone: never claimed, or the claim ran out (its sender stopped mid-way: sent again). */
export const unclaimed = (now: number) =>
  or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now));

/** Sends what is due; answers how many were delivered and how many failed this run. */
export async function sendDueWebhooks(deps: Deps) {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.state, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        unclaimed(now),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(BATCH);
  const claimed: typeof due = [];
  for (const row of due) {
    const [won] = await deps.db
      .update(webhookDeliveries)
      .set({ claimedUntil: now + CLAIM_MS })
      .where(
        and(
          eq(webhookDeliveries.id, row.delivery.id),
          eq(webhookDeliveries.state, 'pending'),
          unclaimed(now),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (won) claimed.push(row);
  }
  // Endpoints are served in parallel (one slow receiver does not hold up the others), each with at most
  // PER_ENDPOINT requests at once: a receiver is not flooded, and a batch to a receiver that times out ends well
  // within the claim (50 / 4 × 10 s < 5 min).
  const byEndpoint = Map.groupBy(claimed, (row) => row.endpoint.id);
  const results: boolean[] = [];
  await Promise.all(
    [...byEndpoint.values()].map(async (rows) => {
      const queue = [...rows];
      const worker = async () => {
        for (let row = queue.shift(); row; row = queue.shift()) {
          const result = await attempt(deps, row.endpoint, row.delivery);
          await settle(deps, row.delivery, result.ok);
          results.push(result.ok);
        }
      };
      await Promise.all(Array.from({ length: Math.min(PER_ENDPOINT, rows.length) }, worker));
    }),
  );
  return { sent: results.filter(Boolean).length, failed: results.filter((ok) => !ok).length };
}

const senders = backgroundPasses(sendDueWebhooks, {
  failure: 'webhooks not sent; the webhooks job tries again',
});
/** After an event is queued: it goes out at once, in the background; never a rejection. */
export const sendSoon = senders.soon;
/** Waits for the background sender of `deps` (tests). */
export const sendersIdle = senders.idle;

export const webhookJobs: Job[] = [
  { name: 'webhooks', pattern: '* * * * *', run: (deps) => sendDueWebhooks(deps) },
  { name: 'webhook-log-retention', pattern: '47 3 * * *', run: (deps) => pruneWebhookLog(deps) },
];
