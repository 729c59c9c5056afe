// Billing (issue 11): what a company pays each month (dynatag service, units, extra owners: prices.ts), the price
// confirmation before it rises, the monthly billing run, invoices and credit notes with their PDF and mail, and the
// 60-day retention of a deleted customer's billing data.
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';

/** Everything under /api/v1/billing, /api/v1/invoices and /api/v1/admin/billing|invoices. */
export const billingModule = (_deps: Deps) => new Elysia({ name: 'billing' });

/** The scheduled jobs of billing. */
export const billingJobs: Job[] = [];
