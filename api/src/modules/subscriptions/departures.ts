// What deleting an account or a company does to subscriptions, inside the deleting transaction (the rows stay
// for billing with their names; the foreign keys then set user and company null):
// - the deleted user's current subscription ends at once (expired, userDeletedAt);
// - subscriptions a deleted company paid become cancelled with the normal 30-day period, and after the commit
//   their subscribers are mailed, so they can choose another paying company before the end.
import { type Subscription, subscriptions } from '@db/schema';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { CANCEL_PERIOD_MS } from '../pricing';
import { publishSubscriptionChange } from './basics';
import { mailSubscriber } from './mail';
import { type Tx, writeMirror } from './store';

/** Account deletion: the user's current subscription ends now; returns it (for its company's webhooks). */
export async function endSubscriptionOfDeletedUser(tx: Tx, userId: number, now: number) {
  return tx
    .update(subscriptions)
    .set({ status: 'expired', expiredAt: now, endsAt: now, userDeletedAt: now, updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'expired')))
    .returning();
}

/**
 * Company deletion: the active subscriptions it paid are cancelled (ending after the cancel period) and their
 * subscribers' expiry set; ones already cancelled keep their earlier end. Returns every subscription it paid
 * that is still running, to mail after the commit.
 */
export async function cancelSubscriptionsPaidBy(
  tx: Tx,
  companyIds: number[],
  now: number,
): Promise<Subscription[]> {
  if (!companyIds.length) return [];
  const paid = and(
    inArray(subscriptions.companyId, companyIds),
    ne(subscriptions.status, 'expired'),
    isNotNull(subscriptions.userId),
  );
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: now, endsAt: now + CANCEL_PERIOD_MS, updatedAt: now })
    .where(and(paid, eq(subscriptions.status, 'active')));
  const running = await tx.select().from(subscriptions).where(paid);
  for (const row of running) await writeMirror(tx, row.userId!, row, now);
  return running;
}

/** After the commit: the subscribers whose paying company was deleted learn until when theirs runs. */
export async function mailPayerDeleted(deps: Deps, rows: Subscription[]) {
  publishSubscriptionChange(
    deps,
    rows.map((r) => r.userId),
  );
  for (const row of rows) await mailSubscriber(deps, 'payerDeleted', row);
}
