// The delivery log keeps 30 days: older deliveries that are done (delivered or failed) go with their attempts, so
// a busy endpoint's log does not grow without end. Pending ones are never removed (they are still to be sent).
import { webhookDeliveries } from '@db/schema';
import { and, inArray, lt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';

export const LOG_DAYS = 30;

export async function pruneWebhookLog(deps: Deps) {
  const before = deps.clock.now() - LOG_DAYS * 24 * 60 * 60_000;
  const gone = await deps.db
    .delete(webhookDeliveries)
    .where(
      and(inArray(webhookDeliveries.state, ['delivered', 'failed']), lt(webhookDeliveries.createdAt, before)),
    )
    .returning({ id: webhookDeliveries.id });
  return { pruned: gone.length };
}
