// The chargeable quantities of a company (its dynatags and its owners) and their history in usage_changes, which
// the monthly billing run reads. Every write that changes a count calls recordUsage in its own transaction, so the
// history never disagrees with the rows (docs/decisions.md "Billing: company services").
import { dynatags, memberships, type UsageItem, usageChanges } from '@db/schema';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Usage } from './prices';

type Db = Pick<Deps['db'], 'select'>;
type Tx = Pick<Deps['db'], 'select' | 'insert'>;

/** What the company has now: its dynatags and its owners, counted from the rows. */
export async function currentUsage(db: Db, companyId: number): Promise<Usage> {
  // One after the other: inside a transaction the queries share one connection.
  const [tags] = await db.select({ n: count() }).from(dynatags).where(eq(dynatags.companyId, companyId));
  const [owners] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.state, 'owner')));
  return { dynatags: tags.n, owners: owners.n };
}

/** The latest recorded quantity of an item; a company with no row has none of it on record. */
async function recorded(db: Db, companyId: number, item: UsageItem) {
  const [row] = await db
    .select({ quantity: usageChanges.quantity })
    .from(usageChanges)
    .where(and(eq(usageChanges.companyId, companyId), eq(usageChanges.item, item)))
    .orderBy(desc(usageChanges.at), desc(usageChanges.id))
    .limit(1);
  return row?.quantity ?? 0;
}

/**
 * Recounts the company's dynatags and owners and records each count that differs from the latest on record (the
 * count, not a delta). Call it inside the transaction of the change, after the change; safe to call when nothing
 * changed (it records nothing).
 */
export async function recordUsage(tx: Tx, companyId: number, now: number) {
  const usage = await currentUsage(tx, companyId);
  for (const item of ['dynatags', 'owners'] as const) {
    if ((await recorded(tx, companyId, item)) === usage[item]) continue;
    await tx.insert(usageChanges).values({ companyId, item, quantity: usage[item], at: now });
  }
  return usage;
}
