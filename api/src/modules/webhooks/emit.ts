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

/** What queuing an event needs: the database, the time, and a log for what could not be queued. */
export type OutboxDeps = Pick<Deps, 'db' | 'clock' | 'log'>;

/**
 * Queues `type` with `data` for every enabled endpoint of the company that takes it. `eventId` names the event
 * (the `webhook-id`): queuing the same id twice for an endpoint is a no-op, so callers that may run on two
 * instances at once (digests) stay exactly-once. `notBefore` holds a digest until its minute is over.
 * `addCounts`: the named numbers of `data` are added to those of the same event still pending (a digest's
 * running count, exact whichever instance or thread adds to it). Answers how many deliveries were queued; never
 * throws into the caller (logged instead). Sending is the caller's affair (`emitWebhook` wakes the sender).
 */
export async function queueWebhook(
  deps: OutboxDeps,
  companyId: number | null | undefined,
  type: WebhookEvent,
  data: unknown,
  options: QueueOptions = {},
): Promise<number> {
  return (await queueRows(deps, companyId, type, data, options)).created;
}

type QueueOptions = {
  eventId?: string;
  notBefore?: number;
  replacePending?: boolean;
  addCounts?: readonly string[];
};

/** The deliveries queued (`created`) and those created or updated (`touched`). */
async function queueRows(
  deps: OutboxDeps,
  companyId: number | null | undefined,
  type: WebhookEvent,
  data: unknown,
  options: QueueOptions,
): Promise<{ created: number; touched: number }> {
  const none = { created: 0, touched: 0 };
  if (!companyId) return none;
  try {
    const endpoints = await deps.db
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.enabled, true)));
    const takers = endpoints.filter((e) => e.events.includes(type));
    if (!takers.length) return none;
    const now = deps.clock.now();
    const eventId = options.eventId ?? newEventId();
    const payload = payloadOf(type, now, data);
    const pending = sql`${webhookDeliveries.state} = 'pending' and ${webhookDeliveries.attempts} = 0 and ${webhookDeliveries.claimedUntil} is null`;
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
        set: {
          payload: options.addCounts?.length ? addedCounts(options.addCounts) : sql`excluded.payload`,
          updatedAt: now,
        },
        // Without replacePending or addCounts nothing matches: a repeat of an event is a no-op.
        setWhere: options.replacePending || options.addCounts?.length ? pending : sql`0`,
      })
      .returning({ id: webhookDeliveries.id, createdAt: webhookDeliveries.createdAt });
    // Only the rows this call created count (an updated digest is the same delivery).
    return { created: rows.filter((r) => r.createdAt === now).length, touched: rows.length };
  } catch (error) {
    deps.log.error('webhook event not queued', { type, companyId, error });
    return none;
  }
}

/** The pending payload with the new one's `data` numbers `names` added to its own (SQLite JSON functions). */
function addedCounts(names: readonly string[]) {
  const kept = sql.raw(`"${webhookDeliveries.payload.name}"`);
  const sets = names.map((name) => {
    const path = `$.data.${name}`;
    return sql`${path}, coalesce(json_extract(${kept}, ${path}), 0) + coalesce(json_extract(excluded.payload, ${path}), 0)`;
  });
  return sql`json_set(${kept}, ${sql.join(sets, sql`, `)})`;
}

/** `queueWebhook`, and the sender woken for an event due now (see there). */
export async function emitWebhook(
  deps: Deps,
  companyId: number | null | undefined,
  type: WebhookEvent,
  data: unknown,
  options: { eventId?: string; notBefore?: number; replacePending?: boolean } = {},
): Promise<number> {
  const { created, touched } = await queueRows(deps, companyId, type, data, options);
  if (touched && !options.notBefore) sendSoon(deps);
  return created;
}
