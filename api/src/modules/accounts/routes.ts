// The routes of the use cases that span modules (docs/modules.md): deleting an account, deleting a company, a person
// leaving a company or removed from it. Their paths stay under /users and /companies; they live here because each
// ends what billing and subscriptions hold for the person or the company, and those modules sit above users and
// companies.
import { Elysia, t } from 'elysia';
import { authGuard, clearAuthCookies } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { clearDeviceCookie } from '../../platform/device';
import { answers, reply } from '../../platform/envelope';
import { invalid } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { clientIp } from '../../platform/security';
import { CompanyParams, DeleteCompanyBody, MemberParams } from '../companies';
import { PasswordBody } from '../users';
import { deleteAccount } from './delete-account';
import { deleteCompany } from './delete-company';
import { leaveCompany, removeColleague } from './leave-company';

const userTags = ['Users'];
const tags = ['Companies'];

/** DELETE /users/me, beside the other routes of the account page. */
const accountRoutes = (deps: Deps) =>
  new Elysia({ name: 'accounts-users', prefix: '/users' })
    .use(authGuard(deps))
    // DELETE /users/me – delete the account at once, with every row and file
    .delete(
      '/me',
      async ({ user, body, cookie, request }) => {
        await deps.limiter.check('passwordCheck', clientIp(request, deps.config.trustProxy), String(user.id));
        if (!(await verifyPassword(body.password, user.passwordHash)))
          throw invalid('password', 'passwordWrong');
        await deleteAccount(deps, user);
        clearAuthCookies(cookie as never, deps.config);
        clearDeviceCookie(cookie as never, deps.config);
        return reply(null, 'accountDeleted');
      },
      {
        auth: true,
        body: PasswordBody,
        detail: {
          tags: userTags,
          summary: 'Delete the account (irreversible)',
          responses: answers(t.Null(), 'Deleted; the cookies are cleared'),
        },
      },
    );

/** Deleting a company, removing a colleague, leaving a company. */
const companyRoutes = (deps: Deps) =>
  new Elysia({ name: 'accounts-companies', prefix: '/companies' })
    .use(authGuard(deps))
    // DELETE /companies/:shortId – delete a company with everything in it; the exact name confirms
    .delete(
      '/:shortId',
      async ({ user, params, body }) => {
        await deleteCompany(deps, user, params.shortId, body.name);
        return reply(null, 'companyDeleted');
      },
      {
        auth: true,
        params: CompanyParams,
        body: DeleteCompanyBody,
        detail: {
          tags,
          summary: 'Delete a company (irreversible)',
          responses: answers(t.Null(), 'Deleted with everything in it'),
        },
      },
    )
    // DELETE /companies/:shortId/colleagues/:membershipId – remove a colleague or withdraw an invitation (owners)
    .delete(
      '/:shortId/colleagues/:membershipId',
      async ({ user, params }) => {
        await removeColleague(deps, user, params.shortId, params.membershipId);
        return reply(null, 'colleagueRemoved');
      },
      {
        auth: true,
        params: MemberParams,
        detail: {
          tags,
          summary: 'Remove a colleague',
          responses: answers(t.Null(), 'Removed with their files in the company'),
        },
      },
    )
    // POST /companies/:shortId/leave – leave the company with my company data and files
    .post(
      '/:shortId/leave',
      async ({ user, params }) => {
        await leaveCompany(deps, user, params.shortId);
        return reply(null, 'leftCompany');
      },
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: 'Leave a company',
          responses: answers(t.Null(), 'Left, with my files in it'),
        },
      },
    );

/** Mounted under /api/v1 beside the users and companies modules. */
export const accountsModule = (deps: Deps) =>
  new Elysia({ name: 'accounts' }).use(accountRoutes(deps)).use(companyRoutes(deps));
