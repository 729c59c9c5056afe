import type { ApiMessageKey, Params } from '@shared/i18n';

/** The closed list of error codes; one map turns a code into an HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** An outside dependency (the S3 bucket) cannot be reached: try again later (Retry-After). */
  UNAVAILABLE: 503,
  /** Session revoked: the client logs out. Sent as HTTP 401 with statusCode 666 in the envelope (docs/decisions.md). */
  SESSION_REVOKED: 666,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldError = { key: ApiMessageKey; field?: string; params?: Params };

/** The one error class services throw; the envelope translates its message key into the request's language. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly key: ApiMessageKey;
  readonly params?: Params;
  readonly fields: FieldError[];
  readonly headers: Record<string, string>;
  /** What the client needs to act on the error (e.g. the new monthly price to confirm); null by default. */
  readonly data: unknown;

  constructor(
    code: ErrorCode,
    key: ApiMessageKey,
    options: {
      params?: Params;
      field?: string;
      fields?: FieldError[];
      headers?: Record<string, string>;
      data?: unknown;
    } = {},
  ) {
    super(key);
    this.code = code;
    this.key = key;
    this.params = options.params;
    this.fields =
      options.fields ?? (options.field ? [{ key, field: options.field, params: options.params }] : []);
    this.headers = options.headers ?? {};
    this.data = options.data ?? null;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 422 for one field, with the field's own message. */
export const invalid = (field: string, key: ApiMessageKey, params?: Params) =>
  new AppError('VALIDATION', key, { field, params });

export const notFound = () => new AppError('NOT_FOUND', 'notFound');
export const forbidden = () => new AppError('FORBIDDEN', 'forbidden');
