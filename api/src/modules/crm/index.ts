// CRM connections (issue 31): a company's owner connects HubSpot or Salesforce with OAuth 2; the company's leads
// go to it through a sync queue kept in the database (lead_syncs), swept every ten seconds and as soon as the leads
// module signals a lead ready (platform/signals.ts), with retries and back-off, and a reconnect mail when the CRM
// stops accepting the connection. No request waits on a CRM but the OAuth callback, which is bounded by
// CRM_TIMEOUT_MS per call.
import { type DocumentDecoration, Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { onSignal } from '../../platform/signals';
import { findOwnership } from '../companies';
import { crmStatus, disconnect, finishConnect, saveMapping, sendAgain, startConnect } from './connection';
import {
  CallbackParams,
  CallbackQuery,
  ConnectParams,
  CrmParams,
  LeadSyncParams,
  MappingBody,
} from './request-schemas';
import { ConnectData, CrmStatusData, LeadSyncData } from './response-schemas';
import { syncSoon } from './sync';

// The door: what other modules may use (docs/modules.md).
export { DEFAULT_MAPPING } from './mapping';
export { crmJobs } from './sync';

const tags = ['CRM'];
const owners = 'Owners of the company only (403 for a colleague, 404 for anyone else).';

const redirect = (location: string) =>
  new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } });

const redirectAnswer = {
  302: {
    description: 'Back to the dashboard’s companies page with the result',
    headers: { Location: { description: 'Where the browser goes', schema: { type: 'string' } } },
  },
  default: { description: 'Error envelope (401)' },
} as NonNullable<DocumentDecoration['responses']>;

/** Everything under /api/v1/companies/{shortId}/crm, and the OAuth callback /api/v1/crm/callback/{provider}. */
export const crmModule = (deps: Deps) => {
  // A lead captured, read or edited is sent at once (a sweep in the background), not at the next ten seconds' sweep.
  onSignal(deps, 'lead-ready', syncSoon);
  return (
    new Elysia({ name: 'crm' })
      .use(authGuard(deps))
      // GET /companies/:shortId/crm – the connection, its mapping, the counts and the failed leads
      .get(
        '/companies/:shortId/crm',
        async ({ user, params }) =>
          crmStatus(deps, (await findOwnership(deps, user.id, params.shortId)).company),
        {
          auth: true,
          params: CrmParams,
          detail: {
            tags,
            summary: 'The company’s CRM connection',
            description: `${owners} \`available\` lists the CRMs this server has an app for (HUBSPOT_CLIENT_ID, SALESFORCE_CLIENT_ID).`,
            responses: answers(CrmStatusData, 'The connection (null when none) and the CRMs on offer'),
          },
        },
      )
      // POST /companies/:shortId/crm/connect/:provider – the CRM's authorisation address (OAuth 2)
      .post(
        '/companies/:shortId/crm/connect/:provider',
        async ({ user, params }) => startConnect(deps, user, params.shortId, params.provider),
        {
          auth: true,
          params: ConnectParams,
          detail: {
            tags,
            summary: 'Connect a CRM: the address of its authorisation page',
            description: `${owners} Send the browser to \`url\`: the CRM asks the owner to allow Dynacard, then sends the browser back to /api/v1/crm/callback/{provider}. The state in it is signed, bound to the owner and the company, single use, for ten minutes; Salesforce's carries a PKCE challenge. 409 when the server has no app for this CRM, or the company is connected to the other one.`,
            responses: answers(ConnectData, 'The authorisation address'),
          },
        },
      )
      // GET /crm/callback/:provider – the CRM sends the owner back here
      .get(
        '/crm/callback/:provider',
        async ({ user, params, query }) => redirect(await finishConnect(deps, user, params.provider, query)),
        {
          auth: true,
          params: CallbackParams,
          query: CallbackQuery,
          detail: {
            tags,
            summary: 'OAuth callback (the CRM redirects here)',
            description:
              'Checks the state (this owner’s, unexpired, single use), exchanges the code (tokens stored encrypted) and reads the account’s name; then 302 to /dashboard/companies?crm=connected&company={shortId}, or ?crm=error&reason=state|refused|code|exchange|account|unavailable|other|notConfigured with nothing stored. Each call to the CRM has CRM_TIMEOUT_MS.',
            responses: redirectAnswer,
          },
        },
      )
      // DELETE /companies/:shortId/crm – disconnect
      .delete(
        '/companies/:shortId/crm',
        async ({ user, params }) => reply(await disconnect(deps, user, params.shortId), 'crmDisconnected'),
        {
          auth: true,
          params: CrmParams,
          detail: {
            tags,
            summary: 'Disconnect the CRM',
            description: `${owners} The connection and its queue are forgotten at once; the CRM is asked to revoke the grant in the background. What was sent stays in the CRM.`,
            responses: answers(CrmStatusData, 'The status without a connection'),
          },
        },
      )
      // PUT /companies/:shortId/crm/mapping – which lead field goes to which CRM property
      .put(
        '/companies/:shortId/crm/mapping',
        async ({ user, params, body }) =>
          reply(await saveMapping(deps, user, params.shortId, body), 'crmMappingSaved'),
        {
          auth: true,
          params: CrmParams,
          body: MappingBody,
          detail: {
            tags,
            summary: 'Change the field mapping',
            description: `${owners} Each field to one of the CRM's standard properties (\`targets\`) or a custom property's internal name (HubSpot: lowercase; Salesforce: ending in __c), "" for not sent, each property once; the e-mail (and Salesforce's LastName and Company) cannot change. 422 names the field; 409 when no CRM is connected.`,
            responses: answers(CrmStatusData, 'The status with the new mapping'),
          },
        },
      )
      // POST /companies/:shortId/crm/leads/:leadShortId/sync – send a lead again
      .post(
        '/companies/:shortId/crm/leads/:leadShortId/sync',
        async ({ user, params }) =>
          reply(await sendAgain(deps, user, params.shortId, params.leadShortId), 'crmLeadQueued'),
        {
          auth: true,
          params: LeadSyncParams,
          detail: {
            tags,
            summary: 'Send a lead to the CRM again',
            description: `${owners} The lead is queued now with its attempts counted afresh, and sent in the background (the answer does not wait for the CRM). 404 for a lead not of this company; 409 when no CRM is connected or the card is still being read.`,
            responses: answers(LeadSyncData, 'The lead’s sync, queued'),
          },
        },
      )
  );
};
