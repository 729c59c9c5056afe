// The accounting integration (issue 11): a Fortnox-style OAuth 2.0 connection made from the Administrator page,
// tokens kept encrypted and refreshed, customers and invoices pushed with retries, each push's state visible.
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { accountingRoutes } from './routes';
import { accountingPushJob } from './sync';

/** Everything under /api/v1/admin/accounting. */
export const accountingModule = (deps: Deps) =>
  new Elysia({ name: 'accounting' }).use(accountingRoutes(deps));

/** The scheduled jobs of the integration: enqueue and send pushes every five minutes. */
export const accountingJobs: Job[] = [accountingPushJob];
