import { AccountingCallbackQuery } from '@shared/schemas/billing';
import { type DocumentDecoration, Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { accountingStatus, disconnect, finishConnect, startConnect } from './connection';
import { retryPush } from './push-views';
import { AccountingPushData, AccountingStatusData, PushParams } from './response-schemas';
import { syncAccounting } from './sync';
import { accountingConfig, isConnected, readConnection } from './tokens';

const tags = ['Administrator: accounting'];

const redirect = (location: string) =>
  new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } });

const redirectAnswer = (description: string) =>
  ({
    302: {
      description,
      headers: { Location: { description: 'Where the browser goes', schema: { type: 'string' } } },
    },
    default: { description: 'Error envelope (401, 403, 409)' },
  }) as NonNullable<DocumentDecoration['responses']>;

/** The accounting integration of the Administrator page; every route needs the administrator role. */
export const accountingRoutes = (deps: Deps) =>
  new Elysia({ name: 'accounting-routes', prefix: '/admin/accounting' })
    .use(authGuard(deps))
    // GET /admin/accounting – configuration, connection and the newest pushes
    .get('', () => accountingStatus(deps), {
      admin: true,
      detail: {
        tags,
        summary: 'Accounting integration status (administrator)',
        description:
          'Without ACCOUNTING_CLIENT_ID and ACCOUNTING_CLIENT_SECRET, `configured` is false: set them and register `redirectUri` with the provider.',
        responses: answers(AccountingStatusData, 'The status'),
      },
    })
    // GET /admin/accounting/connect – off to the provider to authorise (OAuth 2.0 authorisation code)
    .get('/connect', async () => redirect(await startConnect(deps)), {
      admin: true,
      detail: {
        tags,
        summary: 'Connect the accounting system (administrator)',
        description:
          'Open in the browser: 302 to the provider’s authorisation page with the scopes companyinformation, customer and order and a single-use state (10 minutes). 409 when not configured.',
        responses: redirectAnswer('To the provider’s authorisation page'),
      },
    })
    // GET /admin/accounting/callback – the provider sends the administrator back here
    .get('/callback', async ({ user, query }) => redirect(await finishConnect(deps, user, query)), {
      admin: true,
      query: AccountingCallbackQuery,
      detail: {
        tags,
        summary: 'Authorisation callback (administrator; the provider redirects here)',
        description:
          'Checks the state, exchanges the code (tokens stored encrypted) and reads the company name; then 302 to /dashboard/administrator/accounting?accounting=connected, or ?accounting=error&reason=state|refused|code|exchange|scope|company|notConfigured with nothing stored.',
        responses: redirectAnswer('Back to the Administrator page'),
      },
    })
    // DELETE /admin/accounting – disconnect: tokens forgotten, push history kept
    .delete(
      '',
      async () => {
        await disconnect(deps);
        return reply(await accountingStatus(deps), 'accountingDisconnected');
      },
      {
        admin: true,
        detail: {
          tags,
          summary: 'Disconnect the accounting system (administrator)',
          responses: answers(AccountingStatusData, 'The status after disconnecting'),
        },
      },
    )
    // POST /admin/accounting/sync – enqueue what is new and send what is due, now
    .post(
      '/sync',
      async () => {
        accountingConfig(deps);
        if (!isConnected(await readConnection(deps)))
          throw new AppError('CONFLICT', 'accountingNotConnected');
        const result = await syncAccounting(deps);
        return reply(await accountingStatus(deps), 'accountingSynced', 200, {
          done: result.done,
          failed: result.failed,
          waiting: result.waiting,
        });
      },
      {
        admin: true,
        detail: {
          tags,
          summary: 'Sync now (administrator)',
          description:
            'What the five-minute job does: customers and invoices not yet sent are queued, and due pushes are sent (customers first). 409 when not configured or not connected.',
          responses: answers(AccountingStatusData, 'The status after the sync'),
        },
      },
    )
    // POST /admin/accounting/pushes/:id/retry – a failed push is due again now
    .post(
      '/pushes/:id/retry',
      async ({ params }) => reply(await retryPush(deps, params.id), 'accountingPushRetried'),
      {
        admin: true,
        params: PushParams,
        detail: {
          tags,
          summary: 'Retry a push (administrator)',
          description:
            'A failed push becomes due now with its attempts counted afresh; a done or a pending one: 409.',
          responses: answers(AccountingPushData, 'The push'),
        },
      },
    );
