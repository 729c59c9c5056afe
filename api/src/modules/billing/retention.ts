// The daily removal of a deleted customer's billing data after BILLING_RETENTION_MS (60 days, SPEC §1;
// docs/decisions.md "Billing"): invoices and credit notes of a deleted company (their lines and accounting pushes
// go with them), expired subscriptions whose subscriber or paying company is gone, and customer pushes of
// deleted companies. Nothing of a company or person that still exists is touched.
import { accountingPushes, invoices, subscriptions } from '@db/schema';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { BILLING_RETENTION_MS } from '../pricing';

export async function removeExpiredBillingData(deps: Deps) {
  const cutoff = deps.clock.now() - BILLING_RETENTION_MS;
  const gone = await deps.db
    .delete(invoices)
    .where(
      and(
        isNull(invoices.companyId),
        isNotNull(invoices.companyDeletedAt),
        lt(invoices.companyDeletedAt, cutoff),
      ),
    )
    .returning({ id: invoices.id });
  const subs = await deps.db
    .delete(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'expired'),
        lt(
          sql`coalesce(${subscriptions.expiredAt}, ${subscriptions.endsAt}, ${subscriptions.updatedAt})`,
          cutoff,
        ),
        or(isNull(subscriptions.userId), isNull(subscriptions.companyId)),
        or(isNull(subscriptions.userDeletedAt), lt(subscriptions.userDeletedAt, cutoff)),
      ),
    )
    .returning({ id: subscriptions.id });
  const pushes = await deps.db
    .delete(accountingPushes)
    .where(
      and(
        eq(accountingPushes.kind, 'customer'),
        isNull(accountingPushes.companyId),
        lt(accountingPushes.updatedAt, cutoff),
      ),
    )
    .returning({ id: accountingPushes.id });
  return { invoices: gone.length, subscriptions: subs.length, accountingPushes: pushes.length };
}
