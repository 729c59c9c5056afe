// Sending due pushes: customers before invoices, each claimed first (so two runs never send one twice), done with
// the provider's id, or tried again later with growing pauses and `failed` after the last attempt. A 429 or a
// refused token renewal stops the run without spending an attempt: everything waits for the next run.
import { type AccountingPush, accountingPushes } from '@db/schema';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { ProviderError } from './provider';
import { sendPush, Waiting } from './send';
import { ConnectionBroken } from './tokens';

/** Pauses after the 1st…5th failure; the 6th failure is final. */
export const BACKOFF_MINUTES = [1, 5, 30, 120, 720];
export const MAX_ATTEMPTS = BACKOFF_MINUTES.length + 1;
/** A claimed push is not due for others while it is being sent. */
const CLAIM_MS = 10 * 60_000;
const PROCESS_BATCH = 100;

export type ProcessResult = { done: number; failed: number; waiting: number };

export async function processPushes(deps: Deps): Promise<ProcessResult> {
  const result: ProcessResult = { done: 0, failed: 0, waiting: 0 };
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(accountingPushes)
    .where(and(eq(accountingPushes.state, 'pending'), lte(accountingPushes.nextAttemptAt, now)))
    .orderBy(sql`case ${accountingPushes.kind} when 'customer' then 0 else 1 end`, asc(accountingPushes.id))
    .limit(PROCESS_BATCH);

  for (const push of due) {
    const [claimed] = await deps.db
      .update(accountingPushes)
      .set({ nextAttemptAt: now + CLAIM_MS })
      .where(
        and(
          eq(accountingPushes.id, push.id),
          eq(accountingPushes.state, 'pending'),
          eq(accountingPushes.nextAttemptAt, push.nextAttemptAt),
        ),
      )
      .returning({ id: accountingPushes.id });
    if (!claimed) continue;
    const update = (fields: Partial<AccountingPush>) =>
      deps.db
        .update(accountingPushes)
        .set({ ...fields, updatedAt: deps.clock.now() })
        .where(eq(accountingPushes.id, push.id));
    try {
      const externalId = await sendPush(deps, push);
      await update({ state: 'done', externalId, lastError: null, nextAttemptAt: deps.clock.now() });
      result.done++;
    } catch (error) {
      if (error instanceof Waiting || error instanceof ConnectionBroken) {
        await update({ nextAttemptAt: now, lastError: error.message });
        result.waiting++;
        if (error instanceof ConnectionBroken) break;
        continue;
      }
      if (error instanceof ProviderError && error.status === 429) {
        await update({ nextAttemptAt: now + (error.retryAfterMs ?? 60_000), lastError: error.message });
        result.waiting++;
        break;
      }
      const attempts = push.attempts + 1;
      const final = attempts >= MAX_ATTEMPTS;
      if (!(error instanceof ProviderError)) deps.log.error('accounting push failed', { id: push.id, error });
      await update({
        attempts,
        state: final ? 'failed' : 'pending',
        lastError: error instanceof ProviderError ? error.message : 'Internal error',
        nextAttemptAt: final ? now : now + BACKOFF_MINUTES[attempts - 1] * 60_000,
      });
      if (final) result.failed++;
      else result.waiting++;
    }
  }
  return result;
}
