import { ColleagueSubscriptionBody, EnableSubscriptionBody } from '@shared/schemas/billing';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply, requestLang } from '../../platform/envelope';
import { ColleagueRowData, MySubscriptionData, SubscriptionData } from './answers';
import { cancelSubscriptionById, enableForColleague, listColleagueSubscriptions } from './colleagues';
import { cancelMine, enableMine } from './me';
import { SubscriptionParams } from './model';
import { formatDay, mySubscription } from './views';

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
        const { page, message } = await enableMine(deps, user, body);
        return reply(page, message);
      },
      {
        auth: true,
        body: EnableSubscriptionBody,
        detail: {
          tags,
          summary: 'Enable my subscription, paid by a company I own or belong to',
          description:
            'The company needs its billing info (422 otherwise); a company I am not in is 404. One paying company ' +
            'per user: a cancelled subscription that has not ended is enabled again with everything kept; monthly ' +
            'may be upgraded to lifetime (the monthly one ends today) or moved to another paying company. The same ' +
            'subscription again, or anything while lifetime, is 409. Billed by invoice in the monthly run.',
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
    // POST /subscriptions/:id/cancel – the subscriber or an owner of the paying company cancels it
    .post(
      '/:id/cancel',
      async ({ user, params, request }) => {
        const view = await cancelSubscriptionById(deps, user, params.id);
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
            'The same 30-day period; the subscriber is mailed. A colleague of the paying company 403, others 404; ' +
            'lifetime or already cancelled 409.',
          responses: answers(SubscriptionData, 'The cancelled subscription'),
        },
      },
    );
