// HubSpot through its official client (@hubspot/api-client): OAuth 2 (authorization code, no PKCE), contacts
// upserted by e-mail (batch upsert with idProperty email), a note on the contact carrying the lead's note, event
// and source. The client's base path is HUBSPOT_API_URL (the tests' stand-in); its own retries and rate limiter are
// off: the queue (process.ts) decides when to try again.
import { AssociationTypes, Client } from '@hubspot/api-client';
import { FilterOperatorEnum } from '@hubspot/api-client/lib/codegen/crm/contacts';
import { AssociationSpecAssociationCategoryEnum } from '@hubspot/api-client/lib/codegen/crm/objects/notes';
import type { Config } from '../../platform/config';
import {
  type Account,
  CrmError,
  crmMessage,
  isMissing,
  type Known,
  kindOfStatus,
  type LeadPayload,
  retryAfterMs,
  type Tokens,
  type Upserted,
  withDeadline,
} from './provider';

export type HubSpotConfig = NonNullable<Config['crm']['hubspot']>;

/** Contacts read and written (notes on contacts need the same); `oauth` every HubSpot app has. */
export const HUBSPOT_SCOPES = ['oauth', 'crm.objects.contacts.read', 'crm.objects.contacts.write'] as const;

/** A client of the API at the configured address; no retries or limiter of its own. */
const clientOf = (config: HubSpotConfig, accessToken?: string) =>
  new Client({ basePath: config.apiUrl, ...(accessToken ? { accessToken } : {}), numberOfApiCallRetries: 0 });

/** The address the owner's browser is sent to (the client library's own helper has app.hubspot.com built in). */
export function hubspotAuthorizeUrl(config: HubSpotConfig, redirectUri: string, state: string): string {
  const url = new URL(config.authUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', HUBSPOT_SCOPES.join(' '));
  url.searchParams.set('state', state);
  return url.toString();
}

/** HubSpot's error bodies: { message, errors: [{ message }] }, validation details inside the message as JSON. */
function messageOf(body: unknown): string {
  if (typeof body === 'string') {
    try {
      return messageOf(JSON.parse(body));
    } catch {
      return body.slice(0, 200);
    }
  }
  const b = body as { message?: unknown; errors?: { message?: unknown }[] } | null;
  const details = (b?.errors ?? []).map((e) => e?.message).filter((m): m is string => typeof m === 'string');
  if (details.length) return details.join('; ');
  const message = typeof b?.message === 'string' ? b.message : '';
  // "Property values were not valid: [{"isValid":false,"message":"Property \"x\" does not exist",…}]"
  const list = message.indexOf(': [');
  if (list > 0) {
    try {
      const items = JSON.parse(message.slice(list + 2)) as { message?: unknown }[];
      const inner = items.map((i) => i?.message).filter((m): m is string => typeof m === 'string');
      if (inner.length) return inner.join('; ');
    } catch {
      // not JSON after all: the whole message
    }
  }
  return message;
}

/** Every failure of the client as a CrmError: its ApiException carries the status, body and headers. */
export function hubspotError(error: unknown): CrmError {
  if (error instanceof CrmError) return error;
  const e = error as { code?: unknown; body?: unknown; headers?: Record<string, string>; message?: string };
  if (typeof e?.code === 'number' && e.code >= 100) {
    const kind = kindOfStatus(e.code);
    return new CrmError(kind, crmMessage('hubspot', kind, e.code, messageOf(e.body)), {
      status: e.code,
      retryAfterMs: kind === 'rateLimited' ? retryAfterMs(e.headers?.['retry-after'], Date.now()) : undefined,
    });
  }
  return new CrmError('unavailable', crmMessage('hubspot', 'unavailable', 0, e?.message ?? ''));
}

const call = async <T>(timeoutMs: number, work: () => Promise<T>): Promise<T> => {
  try {
    return await withDeadline('hubspot', timeoutMs, work);
  } catch (error) {
    throw hubspotError(error);
  }
};

/** A token answer's refusal (400 BAD_AUTH_CODE, BAD_REFRESH_TOKEN…) is the CRM saying no: `lapsed` on renewal. */
async function tokenCall(timeoutMs: number, work: () => Promise<unknown>) {
  const answer = (await call(timeoutMs, work).catch((error: CrmError) => {
    if (error.kind === 'refused' || error.kind === 'unauthorized')
      throw new CrmError('lapsed', error.message);
    throw error;
  })) as { accessToken?: string; refreshToken?: string; expiresIn?: number };
  if (!answer?.accessToken || !answer.refreshToken) {
    throw new CrmError('unavailable', 'HubSpot answered without tokens');
  }
  return {
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    expiresIn: Number(answer.expiresIn) > 0 ? Number(answer.expiresIn) : 1800,
    scope: HUBSPOT_SCOPES.join(' '),
    instanceUrl: null,
  } satisfies Tokens;
}

export const hubspotExchange = (
  config: HubSpotConfig,
  timeoutMs: number,
  code: string,
  redirectUri: string,
) =>
  tokenCall(timeoutMs, () =>
    clientOf(config).oauth.tokensApi.create(
      'authorization_code',
      code,
      redirectUri,
      config.clientId,
      config.clientSecret,
    ),
  );

export const hubspotRefresh = (config: HubSpotConfig, timeoutMs: number, refreshToken: string) =>
  tokenCall(timeoutMs, () =>
    clientOf(config).oauth.tokensApi.create(
      'refresh_token',
      undefined,
      undefined,
      config.clientId,
      config.clientSecret,
      refreshToken,
    ),
  );

/** The portal the token belongs to: its domain for people, its id to tell accounts apart. */
export async function hubspotAccount(
  config: HubSpotConfig,
  timeoutMs: number,
  accessToken: string,
): Promise<Account> {
  const info = await call(timeoutMs, () => clientOf(config).oauth.accessTokensApi.get(accessToken));
  return { id: String(info.hubId ?? ''), name: info.hubDomain || `HubSpot ${info.hubId}` };
}

/** Disconnect: the refresh token is deleted at HubSpot (the app leaves the portal's connected apps). */
export async function hubspotRevoke(config: HubSpotConfig, timeoutMs: number, refreshToken: string) {
  await call(timeoutMs, () => clientOf(config).oauth.refreshTokensApi.archive(refreshToken));
}

/**
 * The contact: the one known from an earlier sync (updated), else the one with this e-mail (batch upsert by
 * email: created or updated, never a second), else — no e-mail — the one with this first name, last name and
 * company (updated), else a new one. Then the note: the earlier one updated, else a new one on the contact.
 */
export async function hubspotUpsert(
  config: HubSpotConfig,
  timeoutMs: number,
  accessToken: string,
  lead: LeadPayload,
  known: Known,
): Promise<Upserted> {
  const api = clientOf(config, accessToken);
  const run = <T>(work: () => Promise<T>) => call(timeoutMs, work);
  const properties = lead.properties;
  let externalId: string | null = null;
  let matched: Upserted['matched'] = 'known';

  if (known.externalId) {
    const id = known.externalId;
    externalId = await run(() => api.crm.contacts.basicApi.update(id, { properties })).then(
      () => id,
      (error: CrmError) => {
        if (isMissing(error)) return null; // deleted in HubSpot since: found again below
        throw error;
      },
    );
  }
  if (!externalId && lead.email) {
    matched = 'email';
    const answer = await run(() =>
      api.crm.contacts.batchApi.upsert({
        inputs: [{ idProperty: 'email', id: lead.email, properties: { ...properties, email: lead.email } }],
      }),
    );
    const first = answer.results?.[0];
    if (!first?.id) throw new CrmError('unavailable', 'HubSpot answered the upsert without a contact');
    externalId = String(first.id);
  }
  if (!externalId) {
    const filters = (
      [
        ['firstname', lead.firstName],
        ['lastname', lead.lastName],
        ['company', lead.company],
      ] as const
    )
      .filter(([, value]) => value)
      .map(([propertyName, value]) => ({ propertyName, operator: FilterOperatorEnum.Eq, value }));
    const found = filters.length
      ? await run(() =>
          api.crm.contacts.searchApi.doSearch({
            filterGroups: [{ filters }],
            properties: ['email'],
            limit: 1,
          }),
        )
      : null;
    const id = found?.results?.[0]?.id;
    if (id) {
      matched = 'name';
      await run(() => api.crm.contacts.basicApi.update(id, { properties }));
      externalId = String(id);
    } else {
      matched = 'created';
      const created = await run(() => api.crm.contacts.basicApi.create({ properties, associations: [] }));
      externalId = String(created.id);
    }
  }

  const noteProperties = {
    hs_note_body: noteHtml(lead.note),
    hs_timestamp: new Date(lead.createdAt).toISOString(),
  };
  let noteExternalId: string | null = null;
  if (known.noteExternalId) {
    const id = known.noteExternalId;
    noteExternalId = await run(() =>
      api.crm.objects.notes.basicApi.update(id, { properties: noteProperties }),
    ).then(
      () => id,
      (error: CrmError) => {
        if (isMissing(error)) return null;
        throw error;
      },
    );
  }
  if (!noteExternalId && lead.note) {
    const contactId = externalId;
    const note = await run(() =>
      api.crm.objects.notes.basicApi.create({
        properties: noteProperties,
        associations: [
          {
            to: { id: contactId },
            types: [
              {
                associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined,
                associationTypeId: AssociationTypes.noteToContact,
              },
            ],
          },
        ],
      }),
    );
    noteExternalId = String(note.id);
  }
  return { externalId, noteExternalId, matched };
}

/** HubSpot shows a note's body as HTML: the text escaped, its lines kept. */
function noteHtml(text: string): string {
  const escaped = text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
  return escaped.replace(/\r\n|\r|\n/g, '<br>');
}
