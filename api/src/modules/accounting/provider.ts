// The accounting provider's HTTP surface (Fortnox's documented shapes): the OAuth 2.0 authorisation-code flow at
// ACCOUNTING_AUTH_URL (/auth, /token with HTTP Basic client credentials) and the REST API at ACCOUNTING_API_URL
// with a bearer token. Errors become ProviderError with a short message that never carries a token.
import type { Config } from '../../platform/config';

type AccountingConfig = NonNullable<Config['accounting']>;

/** What the integration asks for (SPEC §9): company information, customers and orders. */
export const ACCOUNTING_SCOPES = ['companyinformation', 'customer', 'order'] as const;

/** No call to the provider may hang a job or a request. */
const TIMEOUT_MS = 15_000;
/** Stored and shown errors stay short. */
const MAX_ERROR = 200;

/** A refused or failed call: `status` 0 for a network error or time-out; `retryAfterMs` with a 429. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message.slice(0, MAX_ERROR));
  }
}

export type Tokens = { accessToken: string; refreshToken: string; expiresIn: number; scope: string };

/** The address the administrator's browser is sent to, to authorise us. */
export function authorizeUrl(config: AccountingConfig, redirectUri: string, state: string): string {
  const query = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: ACCOUNTING_SCOPES.join(' '),
    state,
    access_type: 'offline',
    response_type: 'code',
  });
  // Spaces as %20, as in the provider's documented example (URLSearchParams writes '+').
  return `${config.authUrl}/auth?${query.toString().replace(/\+/g, '%20')}`;
}

/** POST {authUrl}/token: an authorisation code or a refresh token for a new pair of tokens. */
export async function requestTokens(
  config: AccountingConfig,
  grant:
    | { grant_type: 'authorization_code'; code: string; redirect_uri: string }
    | {
        grant_type: 'refresh_token';
        refresh_token: string;
      },
): Promise<Tokens> {
  const credentials = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  const response = await send(`${config.authUrl}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${credentials}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(grant).toString(),
  });
  const body = (await readJson(response)) as Record<string, unknown> | null;
  if (!response.ok) throw new ProviderError(response.status, oauthError(response.status, body));
  const accessToken = body?.access_token;
  const refreshToken = body?.refresh_token;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string' || !accessToken || !refreshToken) {
    throw new ProviderError(502, 'The token answer has no access_token or refresh_token');
  }
  return {
    accessToken,
    refreshToken,
    expiresIn: Number(body?.expires_in) > 0 ? Number(body?.expires_in) : 3600,
    scope: typeof body?.scope === 'string' ? body.scope : '',
  };
}

/** A REST call with the access token; answers the parsed JSON body. */
export async function callApi<T>(
  config: AccountingConfig,
  accessToken: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await send(`${config.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = await readJson(response);
  if (response.ok) return parsed as T;
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new ProviderError(
    response.status,
    apiError(response.status, parsed),
    response.status === 429 ? (retryAfter > 0 ? retryAfter * 1000 : 60_000) : undefined,
  );
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const name = (error as Error).name;
    throw new ProviderError(0, name === 'TimeoutError' ? 'No answer in time' : `Unreachable (${name})`);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** OAuth errors are { error, error_description }. */
function oauthError(status: number, body: Record<string, unknown> | null): string {
  const error = typeof body?.error === 'string' ? body.error : `HTTP ${status}`;
  const description = typeof body?.error_description === 'string' ? `: ${body.error_description}` : '';
  return `${error}${description}`;
}

/** REST errors are { ErrorInformation: { error, message, code } } (a 429 may have a bare { message }). */
function apiError(status: number, body: unknown): string {
  const info = (body as { ErrorInformation?: Record<string, unknown> } | null)?.ErrorInformation;
  const message = info?.message ?? info?.Message ?? (body as { message?: unknown } | null)?.message;
  const code = info?.code ?? info?.Code;
  const text = typeof message === 'string' && message ? message : status === 429 ? 'Rate limited' : 'Refused';
  return `HTTP ${status}${code !== undefined ? ` (${code})` : ''}: ${text}`;
}
