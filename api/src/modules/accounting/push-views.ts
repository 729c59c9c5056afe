// The pushes as the Administrator page lists them, and an administrator's retry of one.
import { type AccountingPush, accountingPushes } from '@db/schema';
import type { AccountingPushRow } from '@shared/types/billing';
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';

/** The list stays a page's worth: the newest pushes. */
export const PUSH_LIST_CAP = 200;

export const pushView = (push: AccountingPush): AccountingPushRow => ({
  id: push.shortId,
  kind: push.kind,
  label: push.label,
  state: push.state,
  externalId: push.externalId,
  attempts: push.attempts,
  lastError: push.lastError,
  nextAttemptAt: push.nextAttemptAt,
  updatedAt: push.updatedAt,
});

export async function listPushes(deps: Deps): Promise<AccountingPushRow[]> {
  const rows = await deps.db
    .select()
    .from(accountingPushes)
    // Ids grow with creation: newest first by the primary key, no sort of the whole table.
    .orderBy(desc(accountingPushes.id))
    .limit(PUSH_LIST_CAP);
  return rows.map(pushView);
}

/**
 * POST admin/accounting/pushes/{id}/retry: a failed push is due now with its attempts counted afresh. A done one
 * and a pending one (it may be on its way this moment: sent twice if made due again) are refused (409).
 */
export async function retryPush(deps: Deps, id: string): Promise<AccountingPushRow> {
  const [push] = await deps.db.select().from(accountingPushes).where(eq(accountingPushes.shortId, id));
  if (!push) throw new AppError('NOT_FOUND', 'accountingPushNotFound');
  if (push.state === 'done') throw new AppError('CONFLICT', 'accountingPushDone');
  if (push.state === 'pending') throw new AppError('CONFLICT', 'accountingPushPending');
  const now = deps.clock.now();
  const [updated] = await deps.db
    .update(accountingPushes)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(and(eq(accountingPushes.id, push.id), eq(accountingPushes.state, 'failed')))
    .returning();
  if (!updated) throw new AppError('CONFLICT', 'accountingPushPending');
  return pushView(updated);
}
