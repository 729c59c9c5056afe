// Subscriptions that end at once (issue 19, docs/decisions.md "Subscriptions: who puts one on a company's bill"):
// an owner ends a lifetime subscription their company pays, and a person who leaves a company or is removed from it
// loses what that company paid for — in the transaction of the membership change, with their pending requests to
// it. Ending at once is an expiry now: the row expires (billed up to today), the mirror clears, and the
// subscriber-only uploads go as at any expiry (expiry.ts), unless an administrator's grant keeps the rights.
import { type Subscription, subscriptionRequests, subscriptions } from '@db/schema';
import { and, eq, ne } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { afterExpiryIn, type Expired, finishExpiry } from './expiry';
import { mailSubscriber, type SubscriptionMail } from './mail';
import type { Tx } from './store';

export type Ended = Expired & { row: Subscription };

/** Ends a current subscription now; null when it had ended meanwhile. */
export async function endNowIn(tx: Tx, row: Subscription, now: number): Promise<Ended | null> {
  const [ended] = await tx
    .update(subscriptions)
    .set({ status: 'expired', endsAt: now, expiredAt: now, updatedAt: now })
    .where(and(eq(subscriptions.id, row.id), ne(subscriptions.status, 'expired')))
    .returning();
  if (!ended || ended.userId === null) return null;
  return { row: ended, ...(await afterExpiryIn(tx, ended.userId, now)) };
}

/**
 * A person leaves a company or is removed from it: what the company paid for them ends now, and their requests
 * that it pay are cancelled. Inside the membership change's transaction.
 */
export async function endPaidOnDepartureIn(
  tx: Tx,
  companyId: number,
  userId: number,
  now: number,
): Promise<Ended[]> {
  await tx
    .update(subscriptionRequests)
    .set({ state: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(subscriptionRequests.companyId, companyId),
        eq(subscriptionRequests.userId, userId),
        eq(subscriptionRequests.state, 'pending'),
      ),
    );
  const paid = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.userId, userId),
        ne(subscriptions.status, 'expired'),
      ),
    );
  const ended: Ended[] = [];
  for (const row of paid) {
    const done = await endNowIn(tx, row, now);
    if (done) ended.push(done);
  }
  return ended;
}

/** After the commit: the uploads' storage goes, the tabs reload, and the subscriber is told why it ended. */
export async function finishEndings(deps: Deps, ended: Ended[], kind: SubscriptionMail, owner?: string) {
  for (const done of ended) {
    await finishExpiry(deps, done);
    await mailSubscriber(deps, kind, done.row, owner);
  }
}
