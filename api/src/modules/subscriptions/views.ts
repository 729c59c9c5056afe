// The answers of api/v1/subscriptions as shared/types/billing.ts shapes them: a subscription with its payer and
// who enabled it, and my subscription page (current one, payers, prices).
import { companies, memberships, type Subscription, type User, users } from '@db/schema';
import { PRICES } from '@shared/constants';
import type { MySubscription, PayerOption, SubscriptionView } from '@shared/types/billing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { JOINED } from '../companies';
import { hasBilling } from '../pricing';
import { priceOf } from './basics';
import { pendingRequests } from './requests';
import { currentSubscription, type Db } from './store';

type Names = { companyShortId: string | null; activatedBy: { id: string; fullName: string } | null };

/** The people and companies the rows name, by internal id, in two queries. */
export async function namesOf(db: Db, rows: Subscription[]): Promise<Map<number, Names>> {
  const companyIds = [...new Set(rows.flatMap((r) => (r.companyId === null ? [] : [r.companyId])))];
  const userIds = [
    ...new Set(rows.flatMap((r) => (r.activatedByUserId === null ? [] : [r.activatedByUserId]))),
  ];
  const firms = companyIds.length
    ? await db
        .select({ id: companies.id, shortId: companies.shortId })
        .from(companies)
        .where(inArray(companies.id, companyIds))
    : [];
  const people = userIds.length
    ? await db
        .select({ id: users.id, shortId: users.shortId, fullName: users.fullName })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  return new Map(
    rows.map((r) => {
      const person = people.find((p) => p.id === r.activatedByUserId);
      return [
        r.id,
        {
          companyShortId: firms.find((c) => c.id === r.companyId)?.shortId ?? null,
          activatedBy: person ? { id: person.shortId, fullName: person.fullName } : null,
        },
      ];
    }),
  );
}

/** A request as answered: the internal company id stays on the server. */
export const withoutCompanyId = <T extends { companyId: number }>({ companyId: _, ...view }: T) => view;

export function toView(row: Subscription, names: Names | undefined): SubscriptionView {
  return {
    id: row.shortId,
    plan: row.plan,
    status: row.status,
    provider: row.provider,
    company: { id: names?.companyShortId ?? null, name: row.companyName },
    startedAt: row.startedAt,
    cancelledAt: row.cancelledAt,
    endsAt: row.endsAt,
    activatedBy: names?.activatedBy ?? null,
    price: priceOf(row.plan),
  };
}

export async function viewOf(db: Db, row: Subscription) {
  return toView(row, (await namesOf(db, [row])).get(row.id));
}

/** The companies that could pay for my subscription: those I own or belong to, by name. */
export async function payersOf(db: Db, userId: number): Promise<PayerOption[]> {
  const rows = await db
    .select({ company: companies, state: memberships.state })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), inArray(memberships.state, JOINED)))
    .orderBy(asc(companies.name));
  return rows.map(({ company, state }) => ({
    id: company.shortId,
    name: company.name,
    role: state === 'owner' ? 'owner' : 'colleague',
    hasBilling: hasBilling(company),
  }));
}

/** GET subscriptions/me. */
export async function mySubscription(deps: Deps, user: Pick<User, 'id'>): Promise<MySubscription> {
  const [current, [me], payers, [request]] = await Promise.all([
    currentSubscription(deps.db, user.id),
    deps.db.select({ privileges: users.subscriptionPrivileges }).from(users).where(eq(users.id, user.id)),
    payersOf(deps.db, user.id),
    pendingRequests(deps.db, { userId: user.id }),
  ]);
  return {
    subscription: current ? await viewOf(deps.db, current) : null,
    request: request ? withoutCompanyId(request) : null,
    privileges: me?.privileges ?? false,
    payers,
    prices: { ...PRICES.subscription },
  };
}
