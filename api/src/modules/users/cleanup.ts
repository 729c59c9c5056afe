import { users } from '@db/schema';
import { TOKENS } from '@shared/constants';
import { and, eq, lt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { deleteUserCompletely } from './service';

/** Deletes accounts whose email is still unverified 60 days after signup, with their files (SPEC §4). */
export async function deleteUnverifiedUsers(deps: Deps) {
  const cutoff = deps.clock.now() - TOKENS.unverifiedUserDeleteMs;
  const stale = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.isVerified, false), eq(users.status, 'active'), lt(users.createdAt, cutoff)));
  for (const user of stale) await deleteUserCompletely(deps, user);
  return { deleted: stale.length };
}
