// Google Wallet's REST API for pass objects, behind a small interface. The service account gets an OAuth 2 access
// token with the JWT bearer grant (an assertion signed with its key, posted to the token endpoint), kept until five
// minutes before it ends; the generic object is then updated with PATCH (fields left out stay as they are, a null
// clears one, lists are replaced). Every call has a deadline (GOOGLE_WALLET_TIMEOUT_MS, DESIGN §10), and every
// failure is a GoogleWalletError whose kind tells the queue what to do (google-updates.ts).
import { SignJWT } from 'jose';
import type { Clock } from '../../platform/clock';
import { retryAfterMs } from '../../platform/retry';
import type { GoogleWalletConfig } from '../../platform/wallet-config';
import { keyOf } from './google-pass';

/** The scope of an issuer's pass classes and objects. */
export const WALLET_OBJECT_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** How long an assertion is valid: the longest Google takes. */
const ASSERTION_S = 3600;
/** A token is renewed this long before Google says it ends. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** Stored and logged errors stay short. */
const MAX_MESSAGE = 300;

export type GoogleWalletObjects = {
  /**
   * Updates the generic object `objectId` with these fields: `updated`, or `missing` when Google has no such object
   * (404: nobody saved the pass yet). Any other outcome throws a GoogleWalletError.
   */
  patchGenericObject(objectId: string, fields: Record<string, unknown>): Promise<'updated' | 'missing'>;
};

/**
 * - `unavailable`: 5xx, 408, unreachable or no answer in time: tried again with growing pauses (or Retry-After).
 * - `rateLimited`: 429: tried again after Retry-After, no attempt spent.
 * - `credentials`: the token endpoint refused the service account, or the API refused a fresh token: the
 *   operator's to mend (GOOGLE_WALLET_SERVICE_ACCOUNT, the issuer's users), tried again with growing pauses.
 * - `refused`: any other 4xx of the object (400 an invalid field, 403 not the issuer's): failed at once.
 */
export type GoogleErrorKind = 'unavailable' | 'rateLimited' | 'credentials' | 'refused';

export class GoogleWalletError extends Error {
  constructor(
    readonly kind: GoogleErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly retryAfterMs?: number,
  ) {
    super(message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message);
  }
}

type Answer = { status: number; body: string; retryAfter: string | null };

/** Google's error bodies: the API's { error: { message } }, the token endpoint's { error, error_description }. */
function reasonOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as {
      error?: string | { message?: string; status?: string };
      error_description?: string;
    };
    if (typeof parsed.error === 'string') {
      return parsed.error_description ? `${parsed.error}: ${parsed.error_description}` : parsed.error;
    }
    if (parsed.error?.message) return parsed.error.message;
  } catch {
    // not JSON: the text itself
  }
  return body.trim().replace(/\s+/g, ' ').slice(0, 200);
}

/** The REST API at the configured addresses; `clock` dates the assertions and the token's end. */
export function restWalletObjects(google: GoogleWalletConfig, clock: Clock): GoogleWalletObjects {
  let cached: { token: string; renewAt: number } | undefined;
  let renewing: Promise<string> | undefined;

  /** One call with its deadline; a network failure or time-out is `unavailable`. */
  async function call(what: string, url: string, init: RequestInit): Promise<Answer> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(google.timeoutMs) });
      const body = await response.text();
      return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      const name = (error as Error)?.name;
      throw new GoogleWalletError(
        'unavailable',
        name === 'TimeoutError' || name === 'AbortError'
          ? `Google ${what}: no answer within ${google.timeoutMs} ms`
          : `Google ${what}: could not be reached (${(error as Error)?.message ?? error})`,
      );
    }
  }

  function failure(what: string, answer: Answer, refusedKind: GoogleErrorKind): GoogleWalletError {
    const { status } = answer;
    const reason = reasonOf(answer.body);
    const message = `Google ${what} answered ${status}${reason ? `: ${reason}` : ''}`;
    const wait = answer.retryAfter ? retryAfterMs(answer.retryAfter, clock.now()) : undefined;
    if (status === 429) return new GoogleWalletError('rateLimited', message, status, wait);
    if (status === 408 || status >= 500) return new GoogleWalletError('unavailable', message, status, wait);
    return new GoogleWalletError(refusedKind, message, status);
  }

  async function newToken(): Promise<string> {
    const issuedAt = Math.floor(clock.now() / 1000);
    const assertion = await new SignJWT({ scope: WALLET_OBJECT_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(google.clientEmail)
      .setAudience(google.tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_S)
      .sign(await keyOf(google.privateKey));
    const answer = await call('token endpoint', google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: JWT_BEARER, assertion }).toString(),
    });
    if (answer.status !== 200) throw failure('token endpoint', answer, 'credentials');
    let token: { access_token?: unknown; expires_in?: unknown } = {};
    try {
      token = JSON.parse(answer.body);
    } catch {
      // handled below
    }
    if (typeof token.access_token !== 'string' || !token.access_token) {
      throw new GoogleWalletError('unavailable', 'Google token endpoint: no access_token in its answer', 200);
    }
    const lifetimeS = typeof token.expires_in === 'number' ? token.expires_in : ASSERTION_S;
    cached = { token: token.access_token, renewAt: issuedAt * 1000 + lifetimeS * 1000 - RENEW_BEFORE_MS };
    return token.access_token;
  }

  /** The kept token, or a new one (calls at once share one request). */
  function accessToken(): Promise<string> {
    if (cached && clock.now() < cached.renewAt) return Promise.resolve(cached.token);
    renewing ??= newToken().finally(() => {
      renewing = undefined;
    });
    return renewing;
  }

  return {
    async patchGenericObject(objectId, fields) {
      const url = `${google.apiUrl}/genericObject/${encodeURIComponent(objectId)}`;
      for (let renewed = false; ; renewed = true) {
        const token = await accessToken();
        const answer = await call('Wallet API', url, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(fields),
        });
        if (answer.status >= 200 && answer.status < 300) return 'updated';
        if (answer.status === 404) return 'missing';
        // A token revoked or ended early: one new token, then it is the credentials.
        if (answer.status === 401) {
          if (cached?.token === token) cached = undefined;
          if (!renewed) continue;
          throw failure('Wallet API', answer, 'credentials');
        }
        throw failure('Wallet API', answer, 'refused');
      }
    },
  };
}
