// The Companies tab of the Administrator page: every company with its people, dynatags and cards, whether it
// can pay, and what it pays each month now (the same prices as billing/companies/{id}: pricing/prices.ts).
import { cards, companies, dynatags, memberships, subscriptions } from '@db/schema';
import { PRICES } from '@shared/constants';
import type { AdminCompanyRow } from '@shared/types/billing';
import { and, count, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { hasBilling, servicePrices } from '../pricing';
import { ADMIN_LIST_CAP, type AdminCompaniesQuery } from './request-schemas';
import { anyContains } from './search';

type Db = Pick<Deps['db'], 'select'>;

const countBy = (rows: { companyId: number | null; n: number }[]) =>
  new Map(rows.map((r) => [r.companyId, r.n]));

/** GET admin/companies: newest first, at most ADMIN_LIST_CAP; `q` in the name or organisation number. */
export async function listCompanies(
  deps: Deps,
  query: typeof AdminCompaniesQuery.static,
): Promise<AdminCompanyRow[]> {
  const found = await deps.db
    .select()
    .from(companies)
    .where(anyContains([companies.name, companies.billingOrgNumber], query.q))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(ADMIN_LIST_CAP);
  if (found.length === 0) return [];
  const counts = await countsOf(
    deps.db,
    found.map((c) => c.id),
    deps.clock.now(),
  );
  return found.map((company) => {
    const owners = counts.owners.get(company.id) ?? 0;
    const tags = counts.dynatags.get(company.id) ?? 0;
    const paidSubscriptions = counts.monthlySubscriptions.get(company.id) ?? 0;
    return {
      id: company.shortId,
      name: company.name,
      orgNumber: company.billingOrgNumber,
      billingEmail: company.billingEmail,
      hasBilling: hasBilling(company),
      owners,
      colleagues: counts.colleagues.get(company.id) ?? 0,
      dynatags: tags,
      cards: counts.cards.get(company.id) ?? 0,
      monthly:
        servicePrices({ dynatags: tags, owners }).total + paidSubscriptions * PRICES.subscription.monthly,
      createdAt: company.createdAt,
    };
  });
}

/** Per company: owners, colleagues, dynatags, cards and the monthly subscriptions it pays that run now. */
async function countsOf(db: Db, ids: number[], now: number) {
  const people = await db
    .select({ companyId: memberships.companyId, state: memberships.state, n: count() })
    .from(memberships)
    .where(and(inArray(memberships.companyId, ids), inArray(memberships.state, ['owner', 'colleague'])))
    .groupBy(memberships.companyId, memberships.state);
  const tags = await db
    .select({ companyId: dynatags.companyId, n: count() })
    .from(dynatags)
    .where(inArray(dynatags.companyId, ids))
    .groupBy(dynatags.companyId);
  const issued = await db
    .select({ companyId: cards.companyId, n: count() })
    .from(cards)
    .where(inArray(cards.companyId, ids))
    .groupBy(cards.companyId);
  // As billing counts them: active, or cancelled and not yet at the end of the cancel period.
  const paid = await db
    .select({ companyId: subscriptions.companyId, n: count() })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.companyId, ids),
        eq(subscriptions.plan, 'monthly'),
        or(
          eq(subscriptions.status, 'active'),
          and(eq(subscriptions.status, 'cancelled'), gt(subscriptions.endsAt, now)),
        ),
      ),
    )
    .groupBy(subscriptions.companyId);
  return {
    owners: countBy(people.filter((p) => p.state === 'owner')),
    colleagues: countBy(people.filter((p) => p.state === 'colleague')),
    dynatags: countBy(tags),
    cards: countBy(issued),
    monthlySubscriptions: countBy(paid),
  };
}
