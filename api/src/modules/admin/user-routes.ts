import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { ADMIN_LIST_CAP, AdminUserParams, AdminUserPatch, AdminUsersQuery } from './request-schemas';
import { AdminUserData, AdminUserList } from './response-schemas';
import { resendVerification, updateUser } from './user-changes';
import { listUsers } from './users';

const tags = ['Administrator'];

/** The accounts: search, role, subscriber grant, disable, a new verification mail (administrator only). */
export const adminUserRoutes = (deps: Deps) =>
  new Elysia({ name: 'admin-users', prefix: '/admin/users' })
    .use(authGuard(deps))
    // GET /admin/users – accounts, newest first, searched by name, username or email
    .get('', ({ query }) => listUsers(deps, query), {
      admin: true,
      query: AdminUsersQuery,
      detail: {
        tags,
        summary: 'Search accounts (administrator)',
        description: `The newest ${ADMIN_LIST_CAP} accounts that match (people only invited have no account yet); \`q\` is found in the full name, username or email in any case. Narrow the search to see older ones.`,
        responses: answers(AdminUserList, 'The accounts'),
      },
    })
    // PATCH /admin/users/:id – role, disabled, subscriber grant
    .patch(
      '/:id',
      async ({ user, params, body }) =>
        reply(await updateUser(deps, user, params.id, body), 'adminUserUpdated'),
      {
        admin: true,
        params: AdminUserParams,
        body: AdminUserPatch,
        detail: {
          tags,
          summary: 'Change an account’s role, disabled state or subscriber grant (administrator)',
          description:
            'You cannot demote or disable yourself (409), and a change that would leave no administrator who can sign in is refused (409). ' +
            'Disabling ends every session of the account (its dashboard is signed out with 666) and revokes its API keys; it cannot sign in until enabled again. ' +
            'The user’s open dashboard gets the live action `refetch-user` and shows or hides the Administrator menu. Every change is in the audit log.',
          responses: answers(AdminUserData, 'The account as saved'),
        },
      },
    )
    // POST /admin/users/:id/verification – a new verification mail to an unverified account
    .post(
      '/:id/verification',
      async ({ params }) => {
        const target = await resendVerification(deps, params.id);
        return reply(null, 'adminVerificationSent', 200, { email: target.email });
      },
      {
        admin: true,
        params: AdminUserParams,
        detail: {
          tags,
          summary: 'Send the verification mail again (administrator)',
          description:
            '409 when the email is already verified; at most 3 an hour per account, shared with the user’s own resends (429).',
          responses: answers(t.Null(), 'Sent'),
        },
      },
    );
