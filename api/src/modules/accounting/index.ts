// The accounting integration (issue 11): a Fortnox-style OAuth 2.0 connection made from the Administrator page,
// tokens kept encrypted and refreshed, customers and invoices pushed with retries, each push's state visible.
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';

/** Everything under /api/v1/admin/accounting. */
export const accountingModule = (_deps: Deps) => new Elysia({ name: 'accounting' });

/** The scheduled jobs of the integration. */
export const accountingJobs: Job[] = [];
