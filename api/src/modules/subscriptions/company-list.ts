// The owners' one list (issue 19): per company I own, the colleagues' requests waiting for an answer and every
// subscription the company pays for that runs now — whoever it is for, so a row from before requests existed,
// or of someone no longer in the company, is seen and can be ended too — with who started or approved it.
import { companies, memberships, subscriptionRequests, subscriptions, type User, users } from '@db/schema';
import type { CompanySubscriptions } from '@shared/types/billing';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { hasBilling } from '../pricing';
import { pendingRequests } from './requests';
import { namesOf, toView, withoutCompanyId } from './views';

/** GET subscriptions/companies; `onlyCompanyId` narrows it to one company (the answer of an approval). */
export async function listCompanySubscriptions(
  deps: Deps,
  user: Pick<User, 'id'>,
  onlyCompanyId?: number,
): Promise<CompanySubscriptions[]> {
  const owned = await deps.db
    .select({ company: companies })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.userId, user.id),
        eq(memberships.state, 'owner'),
        ...(onlyCompanyId === undefined ? [] : [eq(companies.id, onlyCompanyId)]),
      ),
    )
    .orderBy(asc(companies.name));
  const ownedIds = owned.map((o) => o.company.id);
  if (!ownedIds.length) return [];
  const [paid, requests] = await Promise.all([
    deps.db
      .select({
        sub: subscriptions,
        person: { id: users.shortId, fullName: users.fullName, email: users.email },
      })
      .from(subscriptions)
      .leftJoin(users, eq(users.id, subscriptions.userId))
      .where(and(inArray(subscriptions.companyId, ownedIds), ne(subscriptions.status, 'expired')))
      .orderBy(asc(subscriptions.userName), asc(subscriptions.id)),
    pendingRequests(deps.db, { companyIds: ownedIds }),
  ]);
  const subIds = paid.map((p) => p.sub.id);
  const [names, approved] = await Promise.all([
    namesOf(
      deps.db,
      paid.map((p) => p.sub),
    ),
    subIds.length
      ? deps.db
          .select({ id: subscriptionRequests.subscriptionId })
          .from(subscriptionRequests)
          .where(
            and(
              inArray(subscriptionRequests.subscriptionId, subIds),
              eq(subscriptionRequests.state, 'approved'),
            ),
          )
      : [],
  ]);
  const approvedIds = new Set(approved.map((a) => a.id));
  return owned.map(({ company }) => ({
    company: { id: company.shortId, name: company.name, hasBilling: hasBilling(company) },
    requests: requests.filter((r) => r.companyId === company.id).map(withoutCompanyId),
    subscriptions: paid
      .filter((p) => p.sub.companyId === company.id)
      .map(({ sub, person }) => ({
        subscription: toView(sub, names.get(sub.id)),
        // The account's name now; the row's copy once the account is gone.
        subscriber: person ?? { id: null, fullName: sub.userName, email: sub.userEmail },
        approvedRequest: approvedIds.has(sub.id),
      })),
  }));
}
