// Card orders (issue 10; SPEC §2–§9): the wizard's draft and its images (draft-routes.ts), the submit, the
// owners' history, preview, cancel and receipt, and the administrator's list, status and force delete.
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import { draftRoutes } from './draft-routes';
import { orderRoutes } from './routes';

// The door: what other modules may use (docs/modules.md).
export { normaliseCode } from './coupon-rules';
export { designRoutes } from './design-routes';
export { deleteDraft, saveDraft } from './draft';
export { orderJobs } from './mail-job';
export { changeStatus } from './orders';
export { submitDraft } from './submit';

/** Everything under /api/v1/orders. */
export const ordersModule = (deps: Deps) =>
  new Elysia({ name: 'orders' }).use(draftRoutes(deps)).use(orderRoutes(deps));
