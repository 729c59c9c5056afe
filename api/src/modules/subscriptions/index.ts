// Subscriptions (issue 11, SPEC §1, §4): enable, cancel and re-enable my subscription paid by a company, owners'
// subscriptions for colleagues, and the expiry job (warning mail seven days before; files deleted, profile locked).
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { expiryJobs } from './expiry';
import { subscriptionRoutes } from './routes';

// The door: what other modules may use (docs/modules.md).
export { cancelSubscriptionsPaidBy, endSubscriptionOfDeletedUser, mailPayerDeleted } from './departures';
export { endPaidOnDepartureIn, finishEndings } from './endings';
export { enableSubscription } from './me';
export { requestSubscription } from './requests';
export { endCurrentIn } from './store';
export { payersOf } from './views';

/** Everything under /api/v1/subscriptions. */
export const subscriptionsModule = (deps: Deps) =>
  new Elysia({ name: 'subscriptions' }).use(subscriptionRoutes(deps));

/** The scheduled jobs of subscriptions. */
export const subscriptionJobs: Job[] = [...expiryJobs];
