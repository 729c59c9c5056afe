// What the sync needs of a CRM, whichever it is: the OAuth 2 steps (authorize address, code exchange, renewal,
// revocation, the account's name) and one upsert of a lead with its note. HubSpot (hubspot.ts) and Salesforce
// (salesforce.ts) speak to their APIs through their own client libraries; both turn every failure into a CrmError
// whose kind says what the queue does with it, and bound every call with a deadline (DESIGN §10).
import type { CrmProvider } from '@db/schema';

export { retryAfterMs } from '../../platform/retry';

export const PROVIDER_NAMES: Record<CrmProvider, string> = { hubspot: 'HubSpot', salesforce: 'Salesforce' };

/**
 * - `unauthorized`: the access token was refused (401): renew it once and try again.
 * - `lapsed`: the CRM refused to renew the authorisation (invalid_grant): the connection needs an owner.
 * - `rateLimited`: 429, try again after `retryAfterMs`, no attempt spent.
 * - `unavailable`: 5xx, unreachable or no answer in time: tried again with growing pauses.
 * - `refused`: any other 4xx (a property that does not exist, a value the CRM will not take): failed at once.
 */
export type CrmErrorKind = 'unauthorized' | 'lapsed' | 'rateLimited' | 'unavailable' | 'refused';

/** Stored and shown errors stay short. */
const MAX_ERROR = 300;

export class CrmError extends Error {
  readonly retryAfterMs?: number;
  /** The HTTP status, when the CRM answered one. */
  readonly status?: number;
  constructor(kind: CrmErrorKind, message: string, options?: { retryAfterMs?: number; status?: number });
  constructor(
    readonly kind: CrmErrorKind,
    message: string,
    options: { retryAfterMs?: number; status?: number } = {},
  ) {
    super(message.length > MAX_ERROR ? `${message.slice(0, MAX_ERROR - 1)}…` : message);
    this.retryAfterMs = options.retryAfterMs;
    this.status = options.status;
  }
}

/** An update of a record deleted in the CRM since the last sync. */
export const isMissing = (error: unknown) => error instanceof CrmError && error.status === 404;

/** The kind of an HTTP status of an API call. */
export function kindOfStatus(status: number): CrmErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 429) return 'rateLimited';
  if (status === 0 || status === 408 || status >= 500) return 'unavailable';
  return 'refused';
}

/** A short sentence for a failed call: "HubSpot refused: Property "x" does not exist". */
export function crmMessage(
  provider: CrmProvider,
  kind: CrmErrorKind,
  status: number,
  detail: string,
): string {
  const name = PROVIDER_NAMES[provider];
  const text = detail.trim().replace(/\s+/g, ' ');
  if (kind === 'rateLimited') return `${name} asked us to slow down${text ? `: ${text}` : ''}`;
  if (kind === 'unavailable') {
    if (status === 0) return text ? `${name} could not be reached: ${text}` : `${name} could not be reached`;
    return `${name} failed (HTTP ${status})${text ? `: ${text}` : ''}`;
  }
  if (kind === 'unauthorized') return `${name} refused the access token${text ? `: ${text}` : ''}`;
  return `${name} refused: ${text || `HTTP ${status}`}`;
}

/**
 * `work` or a CrmError('unavailable') after `ms`: no call to a CRM holds the queue (or a request) longer. The
 * libraries' own requests are also aborted where they let us (jsforce); HubSpot's client has no signal, so a hung
 * answer is left behind and ends with its socket.
 */
export async function withDeadline<T>(provider: CrmProvider, ms: number, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CrmError('unavailable', `${PROVIDER_NAMES[provider]} did not answer in time`)),
      ms,
    );
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export type Tokens = {
  accessToken: string;
  refreshToken: string;
  /** Seconds, when the CRM says. */
  expiresIn: number | null;
  scope: string;
  /** Salesforce: the org's API address. */
  instanceUrl: string | null;
};

export type Account = { id: string; name: string };

/** A lead as the CRM gets it: the mapped properties and the note (with the event and the source). */
export type LeadPayload = {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  /** CRM property → value, after the mapping (empty values left out). */
  properties: Record<string, string>;
  /** The note's text: the salesperson's note, the event, the source, who captured it. */
  note: string;
  /** A short subject for the note (Salesforce's Task subject). */
  noteSubject: string;
  createdAt: number;
};

/** Where the lead already is in the CRM (from an earlier sync). */
export type Known = { externalId: string | null; noteExternalId: string | null };
/** Answered by an upsert; `matched` says how the record was found (documented in docs/operations.md). */
export type Upserted = {
  externalId: string;
  noteExternalId: string | null;
  matched: 'known' | 'email' | 'name' | 'created';
};

/** One call of the API with a valid access token (and, for Salesforce, the org's address). */
export type Session = { accessToken: string; instanceUrl: string | null };
