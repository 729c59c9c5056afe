import { companies, memberships, users } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { and, eq, gte, lt, notExists } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { deleteUserCompletely } from '../users/service';
import { memberUserIds, publishRefetch } from './access';

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
    await deleteUserCompletely(deps, user);
    for (const company of invitedTo) {
      publishRefetch(deps, await memberUserIds(deps.db, company.companyId), company.shortId);
    }
  }
  return { deleted: stale.length };
}
