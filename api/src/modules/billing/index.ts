// Billing (issue 11): what a company pays each month (dynatag service, units, extra owners: prices.ts), the price
// confirmation before it rises, the monthly billing run, invoices and credit notes with their PDF and mail, and the
// 60-day retention of a deleted customer's billing data.
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { adminBillingRoutes } from './admin-billing-routes';
import { invoiceRoutes } from './invoice-routes';
import { removeExpiredBillingData } from './retention';
import { billingRunJob } from './run';
import { serviceRoutes } from './services-routes';

// The door: what other modules may use (docs/modules.md).
export { invoiceOcr } from './invoice-text';
export { pdfPath } from './invoices';
export { finalInvoice, runBilling } from './run';

/** Everything under /api/v1/billing, /api/v1/invoices and /api/v1/admin/billing|invoices. */
export const billingModule = (deps: Deps) =>
  new Elysia({ name: 'billing' })
    .use(serviceRoutes(deps))
    .use(invoiceRoutes(deps))
    .use(adminBillingRoutes(deps));

/** The scheduled jobs of billing. */
export const billingJobs: Job[] = [
  // Daily, billing the previous month: the 1st bills it, a missed 1st is caught up the next day (idempotent).
  { name: 'billing-run', pattern: '0 4 * * *', run: (deps) => billingRunJob(deps) },
  { name: 'billing-retention', pattern: '47 3 * * *', run: (deps) => removeExpiredBillingData(deps) },
];
