// Events into the outbox: one delivery row per event and subscribed endpoint of the company, written in the
// database (a restart sends what is pending) and sent by the delivery job (sender.ts) — never in the request.
import { webhookDeliveries, webhookEndpoints } from '@db/schema';
import type { WebhookEvent } from '@shared/schemas/webhooks';
import { and, eq, sql } from 'drizzle-orm';
import { randomToken, shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { sendSoon } from './sender';

/** The version of every payload's shape; a change that breaks receivers comes as a new version (decisions.md). */
export const PAYLOAD_VERSION = 1;

/** The body of a delivery: `{ type, version, timestamp, data }` (the Standard Webhooks payload structure). */
export const payloadOf = (type: string, at: number, data: unknown) =>
  JSON.stringify({ type, version: PAYLOAD_VERSION, timestamp: new Date(at).toISOString(), data });

export const newEventId = () => `msg_${randomToken(18)}`;

/**
 * Queues `type` with `data` for every enabled endpoint of the company that takes it. `eventId` names the event
 * (the `webhook-id`): queuing the same id twice for an endpoint is a no-op, so callers that may run on two
 * instances at once (digests) stay exactly-once. `notBefore` holds a digest until its minute is over.
 * Answers how many deliveries were queued; never throws into the caller's request (logged instead).
 */
export async function emitWebhook(
  deps: Deps,
  companyId: number | null | undefined,
  type: WebhookEvent,
  data: unknown,
  options: { eventId?: string; notBefore?: number; replacePending?: boolean } = {},
): Promise<number> {
  if (!companyId) return 0;
  try {
    const endpoints = await deps.db
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.enabled, true)));
    const takers = endpoints.filter((e) => e.events.includes(type));
    if (!takers.length) return 0;
    const now = deps.clock.now();
    const eventId = options.eventId ?? newEventId();
    const payload = payloadOf(type, now, data);
    const rows = await deps.db
      .insert(webhookDeliveries)
      .values(
        takers.map((e) => ({
          shortId: shortId(),
          endpointId: e.id,
          eventId,
          eventType: type,
          payload,
          nextAttemptAt: options.notBefore ?? now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [webhookDeliveries.endpointId, webhookDeliveries.eventId],
        set: { payload: sql`excluded.payload`, updatedAt: now },
        // Without replacePending nothing matches: a repeat of an event is a no-op.
        setWhere: options.replacePending
          ? sql`${webhookDeliveries.state} = 'pending' and ${webhookDeliveries.attempts} = 0 and ${webhookDeliveries.claimedUntil} is null`
          : sql`0`,
      })
      .returning({ id: webhookDeliveries.id, createdAt: webhookDeliveries.createdAt });
    if (rows.length && !options.notBefore) sendSoon(deps);
    // Only the rows this call created count (an updated digest is the same delivery).
    return rows.filter((r) => r.createdAt === now).length;
  } catch (error) {
    deps.log.error('webhook event not queued', { type, companyId, error });
    return 0;
  }
}
