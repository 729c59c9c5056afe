import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, exportAnswers, fileAnswer, reply, requestLang } from '../../platform/envelope';
import { clientIp } from '../../platform/security';
import { resolvePublicProfile } from '../profiles';
import { captureRoutes } from './capture-routes';
import { companyLeadRoutes } from './company-routes';
import { deleteLeadFor, editLead, getLeadFor } from './edit';
import { exportLeads } from './export';
import { checkAnswers } from './lead-form';
import { leadFormRoutes } from './lead-form-routes';
import { listLeads } from './list';
import {
  CardParam,
  ContactExportQuery,
  DeleteQuery,
  LeadBody,
  LeadEditBody,
  LeadListQuery,
  LeadParam,
  LeadReadBody,
} from './request-schemas';
import { LeadData, LeadErasureData, LeadPageData } from './response-schemas';
import { createLead, leadFields, markAllLeadsRead } from './service';
import { sourceTagId } from './source';
import { leadVcardResponse } from './vcard';
import { leadVisit } from './visit';

// The door: what other modules may use (docs/modules.md).
export { closeCardReader } from './card-reader-port';
export { deleteLeadPhotos, forgetCompanyLeads, leadPhotoKeysOf } from './cleanup';
export type { ExportContact } from './crm-layouts';
export { CRM_LAYOUTS, exportFilename } from './crm-layouts';
export { eraseLeadEverywhere } from './edit';
export { exportPeriod } from './export';
export { checkAnswers } from './lead-form';
export { leadJobs } from './reading';
export { withTagSource } from './source';
export { createTagLead, DEDUPE_MS, tagLeadFields } from './tag-leads';
export { leadVisit } from './visit';

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
        const answered = checkAnswers(card.view.leadForm, body.answers);
        await deps.humanCheck.verify(body.altcha);
        await deps.limiter.checkAccount('lead', String(card.owner.id));
        const tagId = await sourceTagId(deps, body.tag, card);
        await createLead(
          deps,
          card,
          { ...fields, answers: answered },
          requestLang(request),
          tagId,
          leadVisit(deps, request, body.via),
        );
        return reply(null, 'leadSent', 201, { name: card.view.fullName });
      },
      {
        params: CardParam,
        body: LeadBody,
        detail: {
          tags,
          summary: 'Exchange contact: leave my details for the holder of a card (human check, rate limited)',
          description:
            "422 for a field, an answer (answers.{id}: required, not an option, too long) or the human check, 404 for an unknown card, 409 when the holder's list is full (nothing was sent), 429 with Retry-After over the limits.",
          responses: answers(t.Null(), 'Sent: the holder has it in Contacts and by mail', 201),
        },
      },
    )
    // GET /leads – the contacts visitors left on my card pages, newest first, a page at a time
    .get(
      '/leads',
      ({ user, query, request }) => {
        const { offset = 0, limit = 50, ...filters } = query;
        return listLeads(deps, user, { offset, limit }, requestLang(request), filters);
      },
      {
        auth: true,
        query: LeadListQuery,
        detail: {
          tags,
          summary: 'List my leads: left on my card pages and captured by me, searched and filtered',
          description: 'An owner sees every lead of a company at GET /companies/{shortId}/leads.',
          responses: answers(LeadPageData, 'A page of my leads, newest first'),
        },
      },
    )
    // GET /leads/export – my leads, filtered, as a file a CRM imports without mapping, or one vCard file
    .get('/leads/export', ({ user, query }) => exportLeads(deps, user, query), {
      auth: true,
      query: ContactExportQuery,
      detail: {
        tags,
        summary: 'Export my leads as a HubSpot or Salesforce CSV, or as one vCard file',
        description:
          'Filters: card (one of my profiles), from/to (UTC days), unread. CSV: UTF-8 with BOM, streamed, newest first. 404 for a card that is not mine, 422 for a bad filter.',
        responses: exportAnswers(),
      },
    })
    // PATCH /leads – mark every new lead seen
    .patch(
      '/leads',
      async ({ user, body, request }) => {
        if (body.read) await markAllLeadsRead(deps, user);
        return listLeads(deps, user, { offset: 0, limit: 50 }, requestLang(request));
      },
      {
        auth: true,
        body: LeadReadBody,
        detail: {
          tags,
          summary: 'Mark every new lead seen',
          responses: answers(LeadPageData, 'The first page of my leads'),
        },
      },
    )
    // GET /leads/:shortId/vcard – one lead as a vCard download
    .get(
      '/leads/:shortId/vcard',
      async ({ user, params, request }) =>
        leadVcardResponse(await getLeadFor(deps, user, params.shortId, requestLang(request))),
      {
        auth: true,
        params: LeadParam,
        detail: {
          tags,
          summary: 'Download a lead as a vCard (text/vcard)',
          responses: fileAnswer('text/vcard', 'vCard 3.0'),
        },
      },
    )
    // GET /leads/:shortId – one lead
    .get(
      '/leads/:shortId',
      ({ user, params, request }) => getLeadFor(deps, user, params.shortId, requestLang(request)),
      {
        auth: true,
        params: LeadParam,
        detail: {
          tags,
          summary: 'One lead (mine, or of a company I own)',
          responses: answers(LeadData, 'The lead'),
        },
      },
    )
    // PATCH /leads/:shortId – change a lead, or mark it seen or new
    .patch(
      '/leads/:shortId',
      ({ user, params, body, request }) => editLead(deps, user, params.shortId, body, requestLang(request)),
      {
        auth: true,
        params: LeadParam,
        body: LeadEditBody,
        detail: {
          tags,
          summary: 'Change a lead: its fields, note, tags, event, follow-up state; or mark it seen or new',
          description:
            'Each change of its content bumps its version and updatedAt. The event must be one of the lead’s company (404 otherwise). 404 for a lead that is not mine nor of a company I own.',
          responses: answers(LeadData, 'The lead'),
        },
      },
    )
    // DELETE /leads/:shortId – delete a lead (?erase=true: an erasure on the visitor's request)
    .delete(
      '/leads/:shortId',
      async ({ user, params, query, request }) => {
        const erased = await deleteLeadFor(deps, user, params.shortId, requestLang(request));
        return query.erase ? reply(erased, 'leadErased') : reply(null, 'leadDeleted');
      },
      {
        auth: true,
        params: LeadParam,
        query: DeleteQuery,
        detail: {
          tags,
          summary: 'Delete a lead, with its photos and its sync records; ?erase=true answers what went',
          description:
            'The records already made in a CRM are not ours to delete: the erasure says so (data.notice, data.crmRecords).',
          responses: answers(t.Union([t.Null(), LeadErasureData]), 'Deleted (null), or erased (what went)'),
        },
      },
    )
    .use(captureRoutes(deps))
    .use(companyLeadRoutes(deps))
    .use(leadFormRoutes(deps));
