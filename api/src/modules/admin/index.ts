// The administrator's desk (issue 11, SPEC §6): users, companies and inquiries under /api/v1/admin. Orders and
// coupons are in their own modules; invoices in billing; the accounting integration in accounting. Every route
// needs the administrator role, checked on the server (401 anonymous, 403 others).
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import { adminDeskRoutes } from './desk-routes';
import { adminUserRoutes } from './user-routes';

/** Everything under /api/v1/admin (users, companies, inquiries). */
export const adminModule = (deps: Deps) =>
  new Elysia({ name: 'admin' }).use(adminUserRoutes(deps)).use(adminDeskRoutes(deps));
