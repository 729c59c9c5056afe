// The delivery log of an endpoint, a redelivery by hand and the test ping: both post at once and answer the
// attempt, so the owner sees the receiver's answer on the spot.
import {
  type User,
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookAttempts,
  webhookDeliveries,
} from '@db/schema';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { newEventId, payloadOf } from './emit';
import { findEndpoint } from './endpoints';
import { attempt, settle, unclaimed } from './sender';

/** Deliveries shown per endpoint, newest first. */
export const LOG_SIZE = 50;
/** While a delivery is posted by hand, the job leaves it alone. */
const HAND_CLAIM_MS = 5 * 60_000;

async function deliveryViews(deps: Deps, rows: WebhookDelivery[]) {
  const ids = rows.map((r) => r.id);
  const log = ids.length
    ? await deps.db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids))
        .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
    : [];
  return rows.map((d) => ({
    id: d.shortId,
    eventId: d.eventId,
    type: d.eventType,
    state: d.state,
    attempts: d.attempts,
    nextAttemptAt: d.state === 'pending' ? d.nextAttemptAt : null,
    createdAt: d.createdAt,
    payload: d.payload,
    log: log
      .filter((a) => a.deliveryId === d.id)
      .map((a) => ({ at: a.at, statusCode: a.statusCode, durationMs: a.durationMs, excerpt: a.excerpt })),
  }));
}

export async function listDeliveries(
  deps: Deps,
  user: User,
  companyShortId: string,
  endpointShortId: string,
) {
  const { endpoint } = await findEndpoint(deps, user, companyShortId, endpointShortId);
  const rows = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(LOG_SIZE);
  return deliveryViews(deps, rows);
}

const oneView = async (deps: Deps, id: number) => {
  const [row] = await deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return (await deliveryViews(deps, [row]))[0];
};

/**
 * Posts a delivery again now, with its own webhook-id (receivers drop a repeat they already have). A pending one
 * counts as its next attempt; a delivered or failed one keeps its state unless this attempt succeeds.
 */
export async function redeliver(
  deps: Deps,
  user: User,
  companyShortId: string,
  endpointShortId: string,
  deliveryShortId: string,
) {
  const { endpoint } = await findEndpoint(deps, user, companyShortId, endpointShortId);
  const [delivery] = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.shortId, deliveryShortId)),
    );
  if (!delivery) throw notFound();
  const now = deps.clock.now();
  // Claimed like the job claims, so the job cannot send it at the same moment.
  const [claimed] = await deps.db
    .update(webhookDeliveries)
    .set({ claimedUntil: now + HAND_CLAIM_MS, updatedAt: now })
    .where(and(eq(webhookDeliveries.id, delivery.id), unclaimed(now)))
    .returning({ id: webhookDeliveries.id });
  // Being sent by the job or by another click: not sent twice.
  if (!claimed) throw new AppError('CONFLICT', 'webhookBeingSent');
  const result = await attempt(deps, endpoint, delivery);
  if (delivery.state === 'pending') await settle(deps, delivery, result.ok);
  else {
    await deps.db
      .update(webhookDeliveries)
      .set({
        state: result.ok ? 'delivered' : delivery.state,
        attempts: delivery.attempts + 1,
        claimedUntil: null,
        updatedAt: deps.clock.now(),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  }
  return { ok: result.ok, delivery: await oneView(deps, delivery.id) };
}

/** A `webhook.ping` posted now (to check the URL and the secret); kept in the log, never retried. */
export async function ping(deps: Deps, user: User, companyShortId: string, endpointShortId: string) {
  const { company, endpoint } = await findEndpoint(deps, user, companyShortId, endpointShortId);
  return pingEndpoint(deps, endpoint, company.shortId);
}

export async function pingEndpoint(deps: Deps, endpoint: WebhookEndpoint, companyShortId: string) {
  const now = deps.clock.now();
  const [delivery] = await deps.db
    .insert(webhookDeliveries)
    .values({
      shortId: shortId(),
      endpointId: endpoint.id,
      eventId: newEventId(),
      eventType: 'webhook.ping',
      payload: payloadOf('webhook.ping', now, {
        company: { id: companyShortId },
        endpoint: { id: endpoint.shortId },
      }),
      state: 'failed',
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const result = await attempt(deps, endpoint, delivery);
  await deps.db
    .update(webhookDeliveries)
    .set({ state: result.ok ? 'delivered' : 'failed', attempts: 1, updatedAt: deps.clock.now() })
    .where(eq(webhookDeliveries.id, delivery.id));
  return { ok: result.ok, delivery: await oneView(deps, delivery.id) };
}
