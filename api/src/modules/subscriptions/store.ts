// The writes every subscription change is made of, each inside the caller's transaction: the user's current
// subscription, starting one (or re-enabling the cancelled one), ending one, and the user's mirror fields
// (users.active_subscription, subscription_provider, subscription_expires_at), which every tier rule reads
// (shared/entitlements.ts) and which therefore change in the same transaction as the row.
import { type Company, type Subscription, subscriptions, type User, users } from '@db/schema';
import { and, eq, ne } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { auditInsert } from '../audit';
import { CANCEL_PERIOD_MS } from '../pricing';

export type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];
export type Db = Deps['db'] | Tx;
export type Plan = Subscription['plan'];

/** How an invoice pays it (the monthly billing run); a card processor would be another provider. */
export const INVOICE_PROVIDER = 'invoice';

/** The user's subscription that is not expired (active, or cancelled and running to its end), or null. */
export async function currentSubscription(db: Db, userId: number): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'expired')));
  return row ?? null;
}

/** Writes the user's subscription fields from their current row (null: none). */
export async function writeMirror(
  db: Db,
  userId: number,
  current: Pick<Subscription, 'plan' | 'provider' | 'status' | 'endsAt'> | null,
  now: number,
) {
  await db
    .update(users)
    .set({
      activeSubscription: current?.plan ?? null,
      subscriptionProvider: current?.provider ?? null,
      subscriptionExpiresAt: current?.status === 'cancelled' ? current.endsAt : null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Ends the user's current subscription now, if any, and clears their subscription fields (the demo's free accounts). */
export async function endCurrentIn(tx: Tx, userId: number, now: number) {
  const current = await currentSubscription(tx, userId);
  if (current) await endNow(tx, current, now);
  await writeMirror(tx, userId, null, now);
}

/** Ends a current subscription now (a switch of plan or payer; the billing run prorates by these dates). */
async function endNow(tx: Tx, row: Subscription, now: number) {
  await tx
    .update(subscriptions)
    .set({ status: 'expired', endsAt: now, expiredAt: now, updatedAt: now })
    .where(eq(subscriptions.id, row.id));
}

export type Change = 'started' | 'reenabled' | 'upgraded' | 'unchanged';

export type EnableInput = {
  subscriber: Pick<User, 'id' | 'fullName' | 'email'>;
  company: Pick<Company, 'id' | 'name'>;
  plan: Plan;
  activatedBy: Pick<User, 'id' | 'fullName'>;
  /**
   * 'mine': the user's own choice — re-enabling a cancelled one, upgrading monthly to lifetime and changing
   * the paying company are allowed. 'colleague': an owner for someone else, who must have none now.
   * 'seed': as 'mine', and the same subscription again is no error (the demo runs twice).
   */
  mode: 'mine' | 'colleague' | 'seed';
  now: number;
};

/**
 * The user's own change that can never be made (enableIn refuses it the same way), asked before a colleague's
 * request goes to the owners: nothing replaces a lifetime subscription, and the same one again is no change.
 */
export function assertCanChange(current: Subscription | null, plan: Plan, companyId: number) {
  if (current?.status !== 'active') return;
  if (current.plan === 'lifetime') throw new AppError('CONFLICT', 'lifetimeActive');
  if (current.plan === plan && current.companyId === companyId)
    throw new AppError('CONFLICT', 'alreadySubscribed');
}

/**
 * Enables a subscription (SPEC §1, §4) in the caller's transaction and mirrors it onto the user. One current
 * subscription per user (one paying company): a cancelled one with the same plan and payer is re-enabled in
 * place (everything kept); a change of plan or payer ends the current row today and starts a new one, so each
 * row has one payer and one price for the billing run. A lifetime subscription is never replaced.
 */
export async function enableIn(tx: Tx, input: EnableInput): Promise<{ row: Subscription; change: Change }> {
  const { subscriber, company, plan, now } = input;
  const current = await currentSubscription(tx, subscriber.id);
  const same = current?.plan === plan && current.companyId === company.id;
  if (current && input.mode === 'colleague') {
    throw new AppError('CONFLICT', 'colleagueHasSubscription', { params: { name: subscriber.fullName } });
  }
  if (current?.status === 'active' && same && input.mode === 'seed') {
    await writeMirror(tx, subscriber.id, current, now);
    return { row: current, change: 'unchanged' };
  }
  if (current?.status === 'active' && current.plan === 'lifetime') {
    throw new AppError('CONFLICT', 'lifetimeActive');
  }
  if (current?.status === 'active' && same) throw new AppError('CONFLICT', 'alreadySubscribed');
  if (current?.status === 'cancelled' && same) {
    const [row] = await tx
      .update(subscriptions)
      .set({ status: 'active', cancelledAt: null, endsAt: null, warnedAt: null, updatedAt: now })
      .where(eq(subscriptions.id, current.id))
      .returning();
    await writeMirror(tx, subscriber.id, row, now);
    await auditInsert(tx, {
      companyId: company.id,
      actor: input.activatedBy,
      entity: 'subscription',
      entityId: row.shortId,
      action: 'reenabled',
      details: { person: subscriber.fullName, plan },
      at: now,
    });
    return { row, change: 'reenabled' };
  }
  if (current) await endNow(tx, current, now);
  const [row] = await tx
    .insert(subscriptions)
    .values({
      shortId: shortId(),
      userId: subscriber.id,
      userName: subscriber.fullName,
      userEmail: subscriber.email,
      companyId: company.id,
      companyName: company.name,
      plan,
      status: 'active',
      provider: INVOICE_PROVIDER,
      activatedByUserId: input.activatedBy.id,
      startedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await writeMirror(tx, subscriber.id, row, now);
  await auditInsert(tx, {
    companyId: company.id,
    actor: input.activatedBy,
    entity: 'subscription',
    entityId: row.shortId,
    action: 'started',
    details: { person: subscriber.fullName, plan },
    at: now,
  });
  const upgraded = current?.plan === 'monthly' && plan === 'lifetime';
  return { row, change: upgraded ? 'upgraded' : current ? 'reenabled' : 'started' };
}

/**
 * Cancels an active subscription: it runs to the end of the 30-day cancel period (SPEC §9), and the user's
 * expiry is that end. A lifetime subscription cannot be cancelled.
 */
export async function cancelIn(tx: Tx, row: Subscription, now: number): Promise<Subscription> {
  if (row.plan === 'lifetime') throw new AppError('CONFLICT', 'lifetimeNotCancellable');
  if (row.status !== 'active') {
    throw new AppError('CONFLICT', 'subscriptionAlreadyCancelled', { data: { endsAt: row.endsAt } });
  }
  const [cancelled] = await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: now, endsAt: now + CANCEL_PERIOD_MS, updatedAt: now })
    .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'active')))
    .returning();
  if (!cancelled) throw new AppError('CONFLICT', 'subscriptionAlreadyCancelled');
  if (cancelled.userId !== null) await writeMirror(tx, cancelled.userId, cancelled, now);
  return cancelled;
}
