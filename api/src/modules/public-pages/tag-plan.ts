// Whether a dynatag's page is on the free plan (issue 32): as /p carries "Made with Dynacard" only for a free
// user, /d carries it only when no owner of the tag's company subscribes. The cached page keeps the owners'
// keys (a subscription started or ended drops it) and lasts no longer than the first paid period that runs out.
import { memberships, users } from '@db/schema';
import { entitlementsOf } from '@shared/entitlements';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';

export type TagPlan = {
  isFree: boolean;
  /** The keys of the owners the answer was read from (`user:{id}`). */
  keys: string[];
  /** When a paid period that makes the page paid runs out (the page changes then by itself), or null. */
  paidUntil: number | null;
};

export async function tagPlan(deps: Deps, companyId: number): Promise<TagPlan> {
  const owners = await deps.db
    .select({
      id: users.id,
      subscriptionPrivileges: users.subscriptionPrivileges,
      activeSubscription: users.activeSubscription,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.state, 'owner')));
  const now = deps.clock.now();
  const paying = owners.filter((o) => entitlementsOf(o, now).isSubscriber);
  // A grant or an open-ended subscription keeps the page paid; else the last paid period to run out decides.
  const forever = paying.some((o) => o.subscriptionPrivileges || o.subscriptionExpiresAt === null);
  const ends = paying.map((o) => o.subscriptionExpiresAt ?? 0);
  return {
    isFree: paying.length === 0,
    keys: owners.map((o) => `user:${o.id}`),
    paidUntil: paying.length && !forever ? Math.max(...ends) : null,
  };
}
