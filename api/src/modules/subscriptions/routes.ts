import { ColleagueSubscriptionBody, EnableSubscriptionBody } from '@shared/schemas/billing';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply, requestLang } from '../../platform/envelope';
import { formatDay } from './basics';
import { cancelSubscriptionById, enableForColleague, listColleagueSubscriptions } from './colleagues';
import { listCompanySubscriptions } from './company-list';
import { cancelMine, enableMine } from './me';
import { RequestParams, SubscriptionParams } from './request-schemas';
import { approveRequest, declineRequest, withdrawMyRequest } from './requests';
import {
  ColleagueRowData,
  CompanySubscriptionsData,
  MySubscriptionData,
  SubscriptionData,
} from './response-schemas';
import { mySubscription } from './views';

const tags = ['Subscriptions'];

/** My subscription, my colleagues' subscriptions (owners), cancelling one by id. */
export const subscriptionRoutes = (deps: Deps) =>
  new Elysia({ name: 'subscriptions-routes', prefix: '/subscriptions' })
    .use(authGuard(deps))
    // GET /subscriptions/me – my current subscription, who could pay for it, the prices
    .get('/me', ({ user }) => mySubscription(deps, user), {
      auth: true,
      detail: {
        tags,
        summary: 'My subscription, the companies that could pay for it, and the prices',
        responses: answers(MySubscriptionData, 'My subscription page'),
      },
    })
    // POST /subscriptions/me – enable (re-enable, upgrade) my subscription paid by a company
    .post(
      '/me',
      async ({ user, body }) => {
        const { page, message, params } = await enableMine(deps, user, body);
        return reply(page, message, message === 'subscriptionRequested' ? 202 : 200, params);
      },
      {
        auth: true,
        body: EnableSubscriptionBody,
        detail: {
          tags,
          summary: 'Enable my subscription, paid by a company I own; or ask a company I belong to',
          description:
            'A company I am only a colleague of pays only when an owner approves: the answer is 202 with my pending ' +
            '`request` (a newer request replaces it) and its owners are mailed; nothing is billed until then. ' +
            'The company needs its billing info (422 otherwise); a company I am not in is 404. One paying company ' +
            'per user: a cancelled subscription that has not ended is enabled again with everything kept; monthly ' +
            'may be upgraded to lifetime (the monthly one ends today) or moved to another paying company. The same ' +
            'subscription again, or anything while lifetime, is 409. Billed by invoice in the monthly run.',
          responses: {
            ...answers(MySubscriptionData, 'My subscription page'),
            ...answers(MySubscriptionData, 'Asked the owners: my page with the request', 202),
          },
        },
      },
    )
    // DELETE /subscriptions/me/request – withdraw my request that a company pay
    .delete(
      '/me/request',
      async ({ user }) => {
        await withdrawMyRequest(deps, user);
        return reply(await mySubscription(deps, user), 'subscriptionRequestWithdrawn');
      },
      {
        auth: true,
        detail: {
          tags,
          summary: 'Withdraw my request that a company pay my subscription',
          description: 'No pending request: 404.',
          responses: answers(MySubscriptionData, 'My subscription page'),
        },
      },
    )
    // POST /subscriptions/me/cancel – cancel my subscription (it runs 30 more days)
    .post(
      '/me/cancel',
      async ({ user, request }) => {
        const { page, endsAt } = await cancelMine(deps, user);
        return reply(page, 'subscriptionCancelled', 200, { date: formatDay(requestLang(request), endsAt) });
      },
      {
        auth: true,
        detail: {
          tags,
          summary: 'Cancel my subscription',
          description:
            'It runs to the end of the 30-day cancel period (`endsAt`) and may be enabled again until then. At the ' +
            'end my uploaded files are deleted and my card stays on the profile active then. Lifetime: 409.',
          responses: answers(MySubscriptionData, 'My subscription page'),
        },
      },
    )
    // GET /subscriptions/colleagues – the people of the companies I own with their subscriptions
    .get('/colleagues', ({ user }) => listColleagueSubscriptions(deps, user), {
      auth: true,
      detail: {
        tags,
        summary: 'Owners and colleagues of the companies I own, with their subscriptions',
        description: 'One row per person and company; empty when I own no company.',
        responses: answers(t.Array(ColleagueRowData), 'The rows, by company'),
      },
    })
    // POST /subscriptions/colleagues – an owner enables a colleague's subscription, paid by the company
    .post(
      '/colleagues',
      async ({ user, body }) => {
        const { row, params } = await enableForColleague(deps, user, body);
        return reply(row, 'colleagueSubscriptionEnabled', 201, params);
      },
      {
        auth: true,
        body: ColleagueSubscriptionBody,
        detail: {
          tags,
          summary: 'Enable a colleague’s subscription, paid by a company I own',
          description:
            'Owners only (a colleague of the company 403, others 404); the person must be in the company (404) and ' +
            'have no current subscription (409: one paying company per user); the company needs billing info (422). ' +
            'The person is mailed.',
          responses: answers(ColleagueRowData, 'The person’s row', 201),
        },
      },
    )
    // GET /subscriptions/companies – per company I own: requests waiting, every subscription it pays for
    .get('/companies', ({ user }) => listCompanySubscriptions(deps, user), {
      auth: true,
      detail: {
        tags,
        summary: 'The subscriptions each company I own pays for, and the requests waiting for an owner',
        description: 'One entry per company I own, by name; empty when I own none.',
        responses: answers(t.Array(CompanySubscriptionsData), 'The companies'),
      },
    })
    // POST /subscriptions/requests/:id/approve – an owner lets the company pay a colleague's subscription
    .post(
      '/requests/:id/approve',
      async ({ user, params }) => {
        const { company, params: names } = await approveRequest(deps, user, params.id);
        const [block] = await listCompanySubscriptions(deps, user, company.id);
        return reply(block, 'colleagueSubscriptionEnabled', 200, names);
      },
      {
        auth: true,
        params: RequestParams,
        detail: {
          tags,
          summary: 'Approve a colleague’s request: the company pays their subscription',
          description:
            'Owners of the company only (a colleague there 403, others 404); an answered or withdrawn request 409; ' +
            'the company needs billing info (422). The subscription starts as the colleague asked (activated by me), ' +
            'and the colleague is mailed.',
          responses: answers(CompanySubscriptionsData, 'The company’s list'),
        },
      },
    )
    // POST /subscriptions/requests/:id/decline – an owner declines it; nothing is billed
    .post(
      '/requests/:id/decline',
      async ({ user, params }) => {
        const { company, params: names } = await declineRequest(deps, user, params.id);
        const [block] = await listCompanySubscriptions(deps, user, company.id);
        return reply(block, 'subscriptionRequestDeclined', 200, names);
      },
      {
        auth: true,
        params: RequestParams,
        detail: {
          tags,
          summary: 'Decline a colleague’s request',
          description: 'As approving: owners only; 409 when answered already. The colleague is mailed.',
          responses: answers(CompanySubscriptionsData, 'The company’s list'),
        },
      },
    )
    // POST /subscriptions/:id/cancel – the subscriber or an owner of the paying company cancels it
    .post(
      '/:id/cancel',
      async ({ user, params, request }) => {
        const { view, endedNow } = await cancelSubscriptionById(deps, user, params.id);
        if (endedNow) return reply(view, 'subscriptionEnded');
        return reply(view, 'subscriptionCancelled', 200, {
          date: formatDay(requestLang(request), view.endsAt!),
        });
      },
      {
        auth: true,
        params: SubscriptionParams,
        detail: {
          tags,
          summary: 'Cancel a subscription: mine, or one a company I own pays',
          description:
            'The same 30-day period; the subscriber is mailed. An owner of the paying company ends a lifetime one at ' +
            'once (no refund: it was billed once). A colleague of the paying company 403, others 404; the ' +
            'subscriber’s own lifetime one, or one already cancelled, 409.',
          responses: answers(SubscriptionData, 'The cancelled subscription'),
        },
      },
    );
