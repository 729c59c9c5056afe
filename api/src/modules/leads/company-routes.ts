// A company's side of the leads (issue 31): the owners' list of every lead of the company, and the events they
// name for it. Colleagues list the events (to pick one); anyone outside the company gets 404.
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply, requestLang } from '../../platform/envelope';
import { createEvent, deleteEvent, listCompanyEvents, renameEvent } from './lead-events';
import { listCompanyLeads } from './list';
import { CompanyEventParams, CompanyLeadListQuery, CompanyParam, LeadEventBody } from './request-schemas';
import { LeadEventData, LeadPageData } from './response-schemas';

const tags = ['Leads'];

export const companyLeadRoutes = (deps: Deps) =>
  new Elysia({ name: 'lead-company' })
    .use(authGuard(deps))
    // GET /companies/:shortId/leads – every lead of the company (owners)
    .get(
      '/companies/:shortId/leads',
      ({ user, params, query, request }) => {
        const { offset = 0, limit = 50, ...filters } = query;
        return listCompanyLeads(deps, user, params.shortId, { offset, limit }, requestLang(request), filters);
      },
      {
        auth: true,
        params: CompanyParam,
        query: CompanyLeadListQuery,
        detail: {
          tags,
          summary: "List the company's leads: its people's captures and the leads left on its cards (owners)",
          description: '403 for a colleague (their own are GET /leads), 404 outside the company.',
          responses: answers(LeadPageData, 'A page, newest first'),
        },
      },
    )
    // GET /companies/:shortId/lead-events – the company's events (its people)
    .get(
      '/companies/:shortId/lead-events',
      ({ user, params }) => listCompanyEvents(deps, user, params.shortId),
      {
        auth: true,
        params: CompanyParam,
        detail: {
          tags,
          summary: "List the company's events",
          responses: answers(t.Array(LeadEventData), 'By name'),
        },
      },
    )
    // POST /companies/:shortId/lead-events – an owner names an event
    .post(
      '/companies/:shortId/lead-events',
      async ({ user, params, body }) =>
        reply(await createEvent(deps, user, params.shortId, body.name), 'leadEventCreated', 201),
      {
        auth: true,
        params: CompanyParam,
        body: LeadEventBody,
        detail: {
          tags,
          summary: 'Name an event for the company (owners)',
          description:
            '409 when the company has an event of that name, 403 for a colleague, 404 outside the company.',
          responses: answers(LeadEventData, 'The event', 201),
        },
      },
    )
    // PATCH /companies/:shortId/lead-events/:eventId – rename
    .patch(
      '/companies/:shortId/lead-events/:eventId',
      async ({ user, params, body }) =>
        reply(await renameEvent(deps, user, params.shortId, params.eventId, body.name), 'leadEventSaved'),
      {
        auth: true,
        params: CompanyEventParams,
        body: LeadEventBody,
        detail: {
          tags,
          summary: 'Rename an event (owners)',
          description:
            'Its leads change with it (their version goes up). 409 for a name taken, 404 for an event not of this company.',
          responses: answers(LeadEventData, 'The event'),
        },
      },
    )
    // DELETE /companies/:shortId/lead-events/:eventId – its leads stay, without an event
    .delete(
      '/companies/:shortId/lead-events/:eventId',
      async ({ user, params }) => {
        await deleteEvent(deps, user, params.shortId, params.eventId);
        return reply(null, 'leadEventDeleted');
      },
      {
        auth: true,
        params: CompanyEventParams,
        detail: {
          tags,
          summary: 'Delete an event (owners); its leads stay, without one',
          responses: answers(t.Null(), 'Deleted'),
        },
      },
    );
