// The demo's subscriptions, made the way the dashboard makes them (api/src/modules/subscriptions): each account on
// a paid plan gets a real subscription paid by a company it is in that has billing info (provider invoice) in place
// of the seed's grant (db/seed.ts); the others have none. A second run keeps the same subscription (re-enabled if it was cancelled) and ends any the
// free accounts took on since. A colleague's request waits for Nordvik's owner (issue 19), made once.
import { type Company, subscriptionRequests, type User, users } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { findMembership } from '../../api/src/modules/companies';
import {
  enableSubscription,
  endCurrentIn,
  payersOf,
  requestSubscription,
} from '../../api/src/modules/subscriptions';
import type { Deps } from '../../api/src/platform/deps';
import type { DemoAccount } from './content/accounts';

export async function seedSubscriptions(deps: Deps, accounts: DemoAccount[], userOf: (u: string) => User) {
  let subscribed = 0;
  for (const account of accounts) {
    const user = userOf(account.username);
    await deps.db.update(users).set({ subscriptionPrivileges: false }).where(eq(users.id, user.id));
    if (account.plan === 'free') {
      await deps.db.transaction((tx) => endCurrentIn(tx, user.id, deps.clock.now()));
      continue;
    }
    const payer = (await payersOf(deps.db, user.id)).find((p) => p.hasBilling);
    if (!payer) throw new Error(`the demo subscriber ${account.username} is in no company with billing info`);
    const { company } = await findMembership(deps, user.id, payer.id);
    await enableSubscription(deps, {
      subscriber: user,
      company,
      plan: account.plan,
      activatedBy: user,
      mode: 'seed',
    });
    subscribed++;
  }
  return subscribed;
}

/** Who asks which demo company to pay a monthly subscription: the owner finds it under Subscriptions › Colleagues. */
export const DEMO_REQUEST = { username: 'lina', company: 'Nordvik Bygg AB' };

/**
 * Lina asks Nordvik to pay her subscription, as the Subscriptions page asks (no mail for the demo). A run finds
 * her pending request again; one the owner answered in the dashboard is asked again (the seed resets the demo).
 */
export async function seedSubscriptionRequest(
  deps: Deps,
  userOf: (u: string) => User,
  companyByName: Map<string, Company>,
) {
  const user = userOf(DEMO_REQUEST.username);
  const company = companyByName.get(DEMO_REQUEST.company);
  if (!company) throw new Error(`the demo request names an unseeded company: ${DEMO_REQUEST.company}`);
  const [pending] = await deps.db
    .select({ id: subscriptionRequests.id })
    .from(subscriptionRequests)
    .where(
      and(
        eq(subscriptionRequests.userId, user.id),
        eq(subscriptionRequests.companyId, company.id),
        eq(subscriptionRequests.state, 'pending'),
      ),
    );
  if (pending) return;
  await requestSubscription({ ...deps, mailer: { send: async () => {} } }, user, company, 'monthly');
}
