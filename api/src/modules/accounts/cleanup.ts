// The nightly jobs that delete accounts nobody took up (SPEC §4), by the one account deletion (delete-account.ts).
import { companies, memberships, users } from '@db/schema';
import { DAY_MS, TOKENS } from '@shared/constants';
import { and, eq, gte, lt, notExists } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { memberUserIds, publishRefetch } from '../companies';
import { deleteAccount } from './delete-account';

/** Deletes accounts whose email is still unverified 60 days after signup, with their files (SPEC §4). */
export async function deleteUnverifiedUsers(deps: Deps) {
  const cutoff = deps.clock.now() - TOKENS.unverifiedUserDeleteMs;
  const stale = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.isVerified, false), eq(users.status, 'active'), lt(users.createdAt, cutoff)));
  for (const user of stale) await deleteAccount(deps, user);
  return { deleted: stale.length };
}

/**
 * An invited person who has not activated 30 days after their latest invitation is deleted (SPEC §4 leaves
 * the time open; docs/decisions.md). It is longer than an activation link lives (14 days), so every link
 * that was mailed dies before the account does.
 */
export const INVITED_USER_TTL_MS = 30 * DAY_MS;

export async function deleteStaleInvitedUsers(deps: Deps) {
  const cutoff = deps.clock.now() - INVITED_USER_TTL_MS;
  const stale = await deps.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.status, 'invited'),
        lt(users.createdAt, cutoff),
        notExists(
          deps.db
            .select({ id: memberships.id })
            .from(memberships)
            .where(and(eq(memberships.userId, users.id), gte(memberships.invitedAt, cutoff))),
        ),
      ),
    );
  for (const user of stale) {
    // Their invitations disappear from the companies' colleague lists.
    const invitedTo = await deps.db
      .select({ shortId: companies.shortId, companyId: companies.id })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(eq(memberships.userId, user.id));
    await deleteAccount(deps, user);
    for (const company of invitedTo) {
      publishRefetch(deps, await memberUserIds(deps.db, company.companyId), company.shortId);
    }
  }
  return { deleted: stale.length };
}
