// GET /api/v1/billing/companies/{companyId}: what a company pays each month for its services (owners).
import type { CompanyServices } from '@shared/types/billing';
import { Elysia, type Static, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, type Fits } from '../../platform/envelope';
import { findOwnership } from '../companies';
import { quoteServices } from '../pricing';

const Money = (description: string) => t.Integer({ description: `${description}, öre excluding VAT` });

export const CompanyServicesData = t.Object({
  companyId: t.String(),
  hasBilling: t.Boolean({ description: 'Its billing info is complete (needed before the price may rise)' }),
  dynatags: t.Integer({ description: 'Dynatags it has now' }),
  owners: t.Integer({ description: 'Owners it has now' }),
  includedDynatags: t.Integer({ description: 'Dynatags included in the dynatag service' }),
  includedOwners: t.Integer({ description: 'Owners included at no charge' }),
  monthly: t.Object({
    dynatagService: Money('The dynatag service, while the company has a dynatag'),
    dynatagUnits: Money('Dynatags beyond the included ones'),
    ownerSeats: Money('Owners beyond the included ones'),
    subscriptions: Money('Monthly subscriptions the company pays that run now'),
    total: Money('All of it'),
  }),
  nextDynatagMonthly: Money('The monthly total after one more dynatag'),
  nextOwnerMonthly: Money('The monthly total after one more owner'),
});

export type CompanyServicesAnswer = Fits<CompanyServices, Static<typeof CompanyServicesData>>;

const tags = ['Billing'];
const CompanyParams = t.Object({
  companyId: t.String({ maxLength: 32, error: 'notFound', description: 'A company id' }),
});

export const serviceRoutes = (deps: Deps) =>
  new Elysia({ name: 'billing-services', prefix: '/billing' })
    .use(authGuard(deps))
    // GET /billing/companies/:companyId – the company's services and their monthly price (owners)
    .get(
      '/companies/:companyId',
      async ({ user, params }) => {
        const { company } = await findOwnership(deps, user.id, params.companyId);
        return quoteServices(deps.db, company, deps.clock.now());
      },
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: "A company's services and what they cost each month (owners)",
          description:
            'The dynatag service (while the company has a dynatag; five included), each further dynatag, owners beyond ' +
            'the two included, and the monthly subscriptions the company pays. A create of a dynatag or a new owner ' +
            'that raises the price is refused with 409 priceConfirmationNeeded (data: the PriceChange) until it is ' +
            'sent again with acceptMonthlyPrice equal to `next`.',
          responses: answers(CompanyServicesData, 'The services and their monthly price'),
        },
      },
    );
