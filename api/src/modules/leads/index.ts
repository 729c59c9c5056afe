import { Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { reply, requestLang } from '../../platform/envelope';
import { clientIp } from '../../platform/security';
import { resolvePublicProfile } from '../profiles/lookup';
import { CardParam, LeadBody, LeadItemSchema, LeadPageSchema, LeadParam, ListQuery, ReadBody } from './model';
import {
  createLead,
  deleteLead,
  getLead,
  leadFields,
  listLeads,
  markAllLeadsRead,
  markLead,
} from './service';
import { leadVcardResponse } from './vcard';

const tags = ['Leads'];

export const leadsModule = (deps: Deps) =>
  new Elysia({ name: 'leads' })
    .use(authGuard(deps))
    // POST /profiles/:shortId/leads – a visitor of a card page leaves their contact details for its holder
    .post(
      '/profiles/:shortId/leads',
      async ({ params, body, request }) => {
        await deps.limiter.check('lead', clientIp(request, deps.config.trustProxy));
        const fields = leadFields(body);
        const card = await resolvePublicProfile(deps, params.shortId);
        await deps.humanCheck.verify(body.altcha);
        await deps.limiter.checkAccount('lead', String(card.owner.id));
        await createLead(deps, card, fields, requestLang(request));
        return reply(null, 'leadSent', 201, { name: card.view.fullName });
      },
      {
        params: CardParam,
        body: LeadBody,
        detail: {
          tags,
          summary: 'Exchange contact: leave my details for the holder of a card (human check, rate limited)',
          responses: {
            201: { description: 'Sent: the holder has it in Contacts and by mail (data: null)' },
            409: { description: "The holder's list of received contacts is full: nothing was sent" },
          },
        },
      },
    )
    // GET /leads – the contacts visitors left on my card pages, newest first, a page at a time
    .get(
      '/leads',
      ({ user, query }) => listLeads(deps, user, { offset: query.offset ?? 0, limit: query.limit ?? 50 }),
      {
        auth: true,
        query: ListQuery,
        response: { 200: LeadPageSchema },
        detail: { tags, summary: 'List the contacts left on my card (data: a page of leads)' },
      },
    )
    // PATCH /leads – mark every new lead seen
    .patch(
      '/leads',
      async ({ user, body }) => {
        if (body.read) await markAllLeadsRead(deps, user);
        return listLeads(deps, user, { offset: 0, limit: 50 });
      },
      {
        auth: true,
        body: ReadBody,
        response: { 200: LeadPageSchema },
        detail: { tags, summary: 'Mark every new lead seen (data: the first page of leads)' },
      },
    )
    // GET /leads/:shortId/vcard – one lead as a vCard download
    .get(
      '/leads/:shortId/vcard',
      async ({ user, params }) => leadVcardResponse(await getLead(deps, user, params.shortId)),
      {
        auth: true,
        params: LeadParam,
        detail: {
          tags,
          summary: 'Download a lead as a vCard (text/vcard)',
          responses: {
            200: { description: 'vCard 3.0', content: { 'text/vcard': { schema: { type: 'string' } } } },
          },
        },
      },
    )
    // PATCH /leads/:shortId – mark one lead seen, or new again
    .patch('/leads/:shortId', ({ user, params, body }) => markLead(deps, user, params.shortId, body.read), {
      auth: true,
      params: LeadParam,
      body: ReadBody,
      response: { 200: LeadItemSchema },
      detail: { tags, summary: 'Mark a lead seen or new (data: the lead)' },
    })
    // DELETE /leads/:shortId – delete a lead
    .delete(
      '/leads/:shortId',
      async ({ user, params }) => {
        await deleteLead(deps, user, params.shortId);
        return reply(null, 'leadDeleted');
      },
      {
        auth: true,
        params: LeadParam,
        detail: {
          tags,
          summary: 'Delete a lead',
          responses: { 200: { description: 'Deleted (data: null)' } },
        },
      },
    );
