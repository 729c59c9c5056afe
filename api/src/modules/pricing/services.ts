// What a company pays each month for what it has (docs/decisions.md "Billing: company services"): the dynatag
// service and its units, the owners beyond the included two, and the subscriptions it pays; and the confirmation
// of the new monthly price asked before a change raises it.
import { type Company, subscriptions } from '@db/schema';
import { LIMITS, PRICES, vatOf, withVat } from '@shared/constants';
import type { BillingInfoNeeded, CompanyServices, PriceChange } from '@shared/types/billing';
import { and, count, eq, gt, or } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { hasBilling } from '../pricing/buyer';
import { servicePrices, type Usage } from './prices';
import { currentUsage } from './usage';

type Db = Pick<Deps['db'], 'select'>;

/** What a change adds: one more dynatag or one more owner. */
export type ServiceChange = 'dynatag' | 'owner';

const plusOne = (usage: Usage, change: ServiceChange, n = 1): Usage =>
  change === 'dynatag' ? { ...usage, dynatags: usage.dynatags + n } : { ...usage, owners: usage.owners + n };

/** The company's monthly subscriptions that run now: active, or cancelled and not yet at their end. */
async function monthlySubscriptions(db: Db, companyId: number, now: number) {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.plan, 'monthly'),
        or(
          eq(subscriptions.status, 'active'),
          and(eq(subscriptions.status, 'cancelled'), gt(subscriptions.endsAt, now)),
        ),
      ),
    );
  return row.n * PRICES.subscription.monthly;
}

/** GET api/v1/billing/companies/{id}: the company's services, their monthly price now and after one more. */
export async function quoteServices(db: Db, company: Company, now: number): Promise<CompanyServices> {
  const usage = await currentUsage(db, company.id);
  const prices = servicePrices(usage);
  const subscriptionsMonthly = await monthlySubscriptions(db, company.id, now);
  return {
    companyId: company.shortId,
    hasBilling: hasBilling(company),
    dynatags: usage.dynatags,
    owners: usage.owners,
    includedDynatags: PRICES.dynatags.includedUnits,
    includedOwners: LIMITS.ownersIncluded,
    monthly: {
      dynatagService: prices.dynatagService,
      dynatagUnits: prices.dynatagUnits,
      ownerSeats: prices.ownerSeats,
      subscriptions: subscriptionsMonthly,
      total: prices.total + subscriptionsMonthly,
    },
    nextDynatagMonthly: servicePrices(plusOne(usage, 'dynatag')).total + subscriptionsMonthly,
    nextOwnerMonthly: servicePrices(plusOne(usage, 'owner')).total + subscriptionsMonthly,
  };
}

/**
 * Before a change that adds a dynatag or an owner: when it raises the company's monthly price for its services,
 * the company needs complete billing info (409 billingNeededForServices) and the request must carry the new monthly
 * total as `accept` (409 priceConfirmationNeeded with the PriceChange to confirm). A change that costs nothing more
 * passes. Run it after the limit checks, and again inside the change's transaction so a concurrent change cannot
 * slip a unit past the confirmation. `added`: how many are added at once (a bulk job's rows).
 */
export async function requirePriceConfirmation(
  db: Db,
  company: Company,
  change: ServiceChange,
  accept?: number,
  added = 1,
) {
  const usage = await currentUsage(db, company.id);
  const current = servicePrices(usage).total;
  const next = servicePrices(plusOne(usage, change, added)).total;
  if (next <= current) return;
  if (!hasBilling(company)) {
    const data: BillingInfoNeeded = { reason: 'billingInfo', companyId: company.shortId };
    throw new AppError('CONFLICT', 'billingNeededForServices', { data });
  }
  if (accept === next) return;
  const data: PriceChange = {
    reason: change,
    current,
    next,
    nextVat: vatOf(next),
    nextWithVat: withVat(next),
  };
  throw new AppError('CONFLICT', 'priceConfirmationNeeded', { data });
}
