// Salesforce through its client library (jsforce): OAuth 2 web server flow with PKCE (jsforce's OAuth2 sends the
// code challenge and verifier), Leads found by Email with SOQL then created or updated (an upsert needs an external
// id field the org may not have), and a Task on the lead carrying its note, event and source. The login address is
// SALESFORCE_LOGIN_URL; the API is the org's own address from the token answer (the tests' stand-in).
import { createHash, randomBytes } from 'node:crypto';
import { Connection, OAuth2 } from 'jsforce';
import Transport from 'jsforce/lib/transport';
import type { HttpRequest, HttpRequestOptions } from 'jsforce/lib/types';
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
  type Session,
  type Tokens,
  type Upserted,
  withDeadline,
} from './provider';

export type SalesforceConfig = NonNullable<Config['crm']['salesforce']>;

/** The REST API (`api`) and a refresh token to keep working while the owner is away (`refresh_token`). */
export const SALESFORCE_SCOPES = ['api', 'refresh_token'] as const;
const API_VERSION = '62.0';

/**
 * jsforce's transport with our rules on every request: no retries of its own (the queue retries), the deadline
 * as its time-out (the request is aborted), no redirects; and the last answer's status and headers kept, which
 * its errors do not carry (a 429's Retry-After, a 5xx).
 */
class WatchedTransport extends Transport {
  last: { status: number; headers: Record<string, string> } | null = null;
  constructor(private readonly timeoutMs: number) {
    super();
  }
  override getRequestStreamCreator() {
    const create = super.getRequestStreamCreator();
    return (req: HttpRequest, options: HttpRequestOptions) => {
      this.last = null;
      const stream = create(req, {
        ...options,
        timeout: this.timeoutMs,
        retry: { maxRetries: 0 },
        followRedirect: false,
      });
      stream.on('response', (res: { statusCode: number; headers: Record<string, string> }) => {
        this.last = { status: res.statusCode, headers: res.headers };
      });
      return stream;
    };
  }
}

/** A new code verifier and its S256 challenge (RFC 7636). */
export function pkcePair() {
  const verifier = randomBytes(64).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function oauthOf(config: SalesforceConfig, timeoutMs: number, redirectUri?: string) {
  const oauth2 = new OAuth2({
    loginUrl: config.loginUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUri,
  });
  const transport = new WatchedTransport(timeoutMs);
  oauth2._transport = transport;
  return { oauth2, transport };
}

/** Every failure of jsforce as a CrmError, with the status the transport saw. */
function salesforceError(error: unknown, transport: WatchedTransport): CrmError {
  if (error instanceof CrmError) return error;
  const e = error as { name?: string; errorCode?: string; message?: string };
  const status = transport.last?.status ?? 0;
  if (!status || e?.name === 'AbortError' || e?.name === 'TimeoutError') {
    const timedOut = e?.name === 'AbortError' || e?.name === 'TimeoutError';
    return new CrmError(
      'unavailable',
      timedOut
        ? 'Salesforce did not answer in time'
        : crmMessage('salesforce', 'unavailable', 0, e?.message ?? ''),
    );
  }
  const kind = kindOfStatus(status);
  const code = e?.errorCode && !e.errorCode.startsWith('ERROR_HTTP_') ? `${e.errorCode}: ` : '';
  return new CrmError(kind, crmMessage('salesforce', kind, status, `${code}${e?.message ?? ''}`), {
    status,
    retryAfterMs:
      kind === 'rateLimited' ? retryAfterMs(transport.last?.headers['retry-after'], Date.now()) : undefined,
  });
}

async function run<T>(transport: WatchedTransport, timeoutMs: number, work: () => Promise<T>): Promise<T> {
  try {
    // A little past the transport's own time-out, which aborts the request: this one only catches what it misses.
    return await withDeadline('salesforce', timeoutMs + 500, work);
  } catch (error) {
    throw salesforceError(error, transport);
  }
}

/** The address the owner's browser is sent to: scopes, state and the PKCE challenge (S256). */
export function salesforceAuthorizeUrl(
  config: SalesforceConfig,
  redirectUri: string,
  state: string,
  codeVerifier: string,
): string {
  const { oauth2 } = oauthOf(config, 1000, redirectUri);
  oauth2.codeVerifier = codeVerifier; // jsforce derives code_challenge from it
  return oauth2.getAuthorizationUrl({
    scope: SALESFORCE_SCOPES.join(' '),
    state,
    code_challenge_method: 'S256',
  });
}

function tokensOf(
  answer: { access_token?: string; refresh_token?: string; instance_url?: string; scope?: string },
  refreshToken?: string,
): Tokens {
  const accessToken = answer?.access_token;
  const refresh = answer?.refresh_token || refreshToken;
  if (!accessToken || !refresh || !answer.instance_url) {
    throw new CrmError('unavailable', 'Salesforce answered without tokens or an instance address');
  }
  return {
    accessToken,
    refreshToken: refresh,
    expiresIn: null,
    scope: answer.scope ?? SALESFORCE_SCOPES.join(' '),
    instanceUrl: answer.instance_url.replace(/\/$/, ''),
  };
}

/** A refused grant (400/401 invalid_grant) is Salesforce saying no: `lapsed` on renewal. */
const lapsedIfRefused = (error: CrmError): never => {
  if (error.kind === 'refused' || error.kind === 'unauthorized')
    throw new CrmError('lapsed', error.message, { status: error.status });
  throw error;
};

export async function salesforceExchange(
  config: SalesforceConfig,
  timeoutMs: number,
  code: string,
  redirectUri: string,
  codeVerifier: string,
): Promise<Tokens> {
  const { oauth2, transport } = oauthOf(config, timeoutMs, redirectUri);
  oauth2.codeVerifier = codeVerifier; // sent as code_verifier
  const answer = await run(transport, timeoutMs, () => oauth2.requestToken(code)).catch(lapsedIfRefused);
  return tokensOf(answer);
}

export async function salesforceRefresh(config: SalesforceConfig, timeoutMs: number, refreshToken: string) {
  const { oauth2, transport } = oauthOf(config, timeoutMs);
  const answer = await run(transport, timeoutMs, () => oauth2.refreshToken(refreshToken)).catch(
    lapsedIfRefused,
  );
  // Salesforce rotates the refresh token when the app asks it to; otherwise the same one goes on.
  return tokensOf(answer, refreshToken);
}

export async function salesforceRevoke(config: SalesforceConfig, timeoutMs: number, refreshToken: string) {
  const { oauth2, transport } = oauthOf(config, timeoutMs);
  await run(transport, timeoutMs, () => oauth2.revokeToken(refreshToken));
}

function connectionOf(config: SalesforceConfig, timeoutMs: number, session: Session) {
  const conn = new Connection({
    loginUrl: config.loginUrl,
    instanceUrl: session.instanceUrl ?? config.loginUrl,
    accessToken: session.accessToken,
    version: API_VERSION,
  });
  const transport = new WatchedTransport(timeoutMs);
  conn._transport = transport;
  return { conn, transport };
}

/** A value inside a SOQL string literal. */
export const soqlString = (value: string) =>
  `'${value.replace(/[\\'"\n\r\t]/g, (c) => ({ '\\': '\\\\', "'": "\\'", '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c]!)}'`;

/** The org the token belongs to: its name for people, its id to tell orgs apart. */
export async function salesforceAccount(
  config: SalesforceConfig,
  timeoutMs: number,
  session: Session,
): Promise<Account> {
  const { conn, transport } = connectionOf(config, timeoutMs, session);
  const answer = await run(transport, timeoutMs, async () =>
    conn.query<{ Id: string; Name: string }>('SELECT Id, Name FROM Organization LIMIT 1'),
  );
  const org = answer.records[0];
  return { id: org?.Id ?? '', name: org?.Name || new URL(session.instanceUrl ?? config.loginUrl).host };
}

/** What a Lead cannot be saved without: a last name and a company ("[not provided]", Salesforce's own word). */
const NOT_PROVIDED = '[not provided]';

/**
 * The lead: the one known from an earlier sync (updated), else the open (not converted) lead with this e-mail,
 * else — no e-mail — the one with this name and company, updated; else a new one. Then its Task: the earlier one
 * updated, else a new completed Task on the lead.
 */
export async function salesforceUpsert(
  config: SalesforceConfig,
  timeoutMs: number,
  session: Session,
  lead: LeadPayload,
  known: Known,
): Promise<Upserted> {
  const { conn, transport } = connectionOf(config, timeoutMs, session);
  const call = <T>(work: () => Promise<T>) => run(transport, timeoutMs, work);
  const fields: Record<string, string> = { ...lead.properties };
  fields.LastName ||= lead.lastName || lead.firstName || lead.email || NOT_PROVIDED;
  fields.Company ||= lead.company || NOT_PROVIDED;
  if (lead.email) fields.Email = lead.email;

  const update = async (id: string) => {
    await call(() => conn.sobject('Lead').update({ Id: id, ...fields }));
    return id;
  };
  const findOne = async (where: string) => {
    const answer = await call(async () =>
      conn.query<{ Id: string }>(
        `SELECT Id FROM Lead WHERE ${where} AND IsConverted = false ORDER BY CreatedDate ASC LIMIT 1`,
      ),
    );
    return answer.records[0]?.Id ?? null;
  };

  let externalId: string | null = null;
  let matched: Upserted['matched'] = 'known';
  if (known.externalId) {
    externalId = await update(known.externalId).catch((error) => {
      if (isMissing(error)) return null; // deleted in Salesforce since: found again below
      throw error;
    });
  }
  if (!externalId) {
    const where = lead.email
      ? `Email = ${soqlString(lead.email)}`
      : [
          `LastName = ${soqlString(fields.LastName)}`,
          ...(fields.FirstName ? [`FirstName = ${soqlString(fields.FirstName)}`] : []),
          `Company = ${soqlString(fields.Company)}`,
        ].join(' AND ');
    const found = await findOne(where);
    if (found) {
      matched = lead.email ? 'email' : 'name';
      externalId = await update(found);
    } else {
      matched = 'created';
      const created = await call(() => conn.sobject('Lead').create(fields));
      if (!created.success || !created.id)
        throw new CrmError('refused', crmMessage('salesforce', 'refused', 400, 'the lead was not created'));
      externalId = created.id;
    }
  }

  const task = { Subject: lead.noteSubject.slice(0, 255), Description: lead.note.slice(0, 32_000) };
  let noteExternalId: string | null = null;
  if (known.noteExternalId) {
    const id = known.noteExternalId;
    noteExternalId = await call(() => conn.sobject('Task').update({ Id: id, ...task })).then(
      () => id,
      (error) => {
        if (isMissing(error)) return null;
        throw error;
      },
    );
  }
  if (!noteExternalId && lead.note) {
    const leadId = externalId;
    const created = await call(() =>
      conn.sobject('Task').create({
        ...task,
        WhoId: leadId,
        Status: 'Completed',
        ActivityDate: new Date(lead.createdAt).toISOString().slice(0, 10),
      }),
    );
    noteExternalId = created.id ?? null;
  }
  return { externalId, noteExternalId, matched };
}
