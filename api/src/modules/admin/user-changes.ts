// What an administrator changes on an account: the role, the disabled state and the subscriber grant; and a new
// verification mail. Every change is in the audit log; the user's open dashboard hears of it over the live stream.
import { apiKeys, type User, users } from '@db/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { revokeUserSessions } from '../../platform/sessions';
import { auditInsert } from '../audit';
import { sendTokenMail } from '../users';
import type { AdminUserPatch } from './request-schemas';
import { adminUserRow, findAccount } from './users';

/** Live action telling the user's dashboard to load users/me again (role, grant, or a disabled account's 666). */
export const REFETCH_USER = 'refetch-user';

type Change = { action: 'role' | 'disabled' | 'enabled' | 'privileges'; from?: string; to?: string };

/** The columns that change and how they read in the audit log; nothing when the patch repeats the state. */
function changesOf(target: User, patch: typeof AdminUserPatch.static, now: number) {
  const set: Partial<User> = {};
  const log: Change[] = [];
  if (patch.role !== undefined && patch.role !== target.role) {
    set.role = patch.role;
    log.push({ action: 'role', from: target.role, to: patch.role });
  }
  if (patch.disabled !== undefined && patch.disabled !== (target.disabledAt !== null)) {
    set.disabledAt = patch.disabled ? now : null;
    log.push({ action: patch.disabled ? 'disabled' : 'enabled' });
  }
  if (
    patch.subscriptionPrivileges !== undefined &&
    patch.subscriptionPrivileges !== target.subscriptionPrivileges
  ) {
    set.subscriptionPrivileges = patch.subscriptionPrivileges;
    log.push({
      action: 'privileges',
      from: String(target.subscriptionPrivileges),
      to: String(patch.subscriptionPrivileges),
    });
  }
  return { set, log };
}

/**
 * PATCH admin/users/{id}. An administrator cannot demote or disable themself (409 adminSelfChange), and no change
 * may leave the service without an administrator who can sign in (409 lastAdministrator): that is checked in the
 * update itself, so two administrators demoting each other at once cannot both win. Disabling ends every session
 * (the dashboard gets 666) and every API key of the account.
 */
export async function updateUser(deps: Deps, actor: User, id: string, patch: typeof AdminUserPatch.static) {
  const target = await findAccount(deps.db, id);
  if (target.id === actor.id && (patch.role === 'user' || patch.disabled === true))
    throw new AppError('CONFLICT', 'adminSelfChange');
  const now = deps.clock.now();
  const { set, log } = changesOf(target, patch, now);
  if (log.length === 0) return adminUserRow(deps.db, target);
  const removesAdministrator =
    target.role === 'administrator' &&
    target.disabledAt === null &&
    (set.role === 'user' || Boolean(set.disabledAt));
  const anotherRemains = sql`exists (select 1 from users as other where other.role = 'administrator' and other.disabled_at is null and other.id <> ${target.id})`;
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...set, updatedAt: now })
      .where(and(eq(users.id, target.id), removesAdministrator ? anotherRemains : undefined))
      .returning();
    if (!row) throw new AppError('CONFLICT', 'lastAdministrator');
    for (const change of log) {
      await auditInsert(tx, {
        companyId: null,
        actor,
        entity: 'user',
        entityId: target.shortId,
        action: change.action,
        details: change.from === undefined ? {} : { from: change.from, to: change.to ?? null },
        at: now,
      });
    }
    if (set.disabledAt) {
      await tx
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(and(eq(apiKeys.userId, target.id), isNull(apiKeys.revokedAt)));
    }
    return row;
  });
  if (set.disabledAt) await revokeUserSessions(deps, target.id, 'admin');
  // The grant is also the Subscriptions page's (MySubscription.privileges): that page reloads on its own action.
  const actions = 'subscriptionPrivileges' in set ? [REFETCH_USER, 'refetch-subscription'] : [REFETCH_USER];
  deps.events.publish([target.id], { service: 'global', actions });
  return adminUserRow(deps.db, updated);
}

/** POST admin/users/{id}/verification: a new verification mail (409 when verified; the user's own hourly limit). */
export async function resendVerification(deps: Deps, id: string) {
  const target = await findAccount(deps.db, id);
  if (target.isVerified) throw new AppError('CONFLICT', 'userAlreadyVerified');
  await deps.limiter.checkAccount('verificationResend', String(target.id));
  await sendTokenMail(deps, target, 'verify');
  return target;
}
