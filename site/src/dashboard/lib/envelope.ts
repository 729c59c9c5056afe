/** One entry of the envelope's `errors` list. */
export type FieldError = { message: string; field?: string };

/** The envelope every API answer carries (SPEC §3, DESIGN §4). */
export type Envelope<T = unknown> = {
  success: boolean;
  statusCode: number;
  message: string;
  data: T;
  errors: FieldError[];
};

/** What the client works with: the envelope made trustworthy, whatever arrived. */
export type ApiResult<T = unknown> = {
  ok: boolean;
  /** The status from the envelope (666 included), else the HTTP status. */
  status: number;
  /** The message to show: for 422 the first error's message, for an empty answer the timed-out text. */
  message: string;
  data: T | null;
  errors: FieldError[];
  /** What a refusal carries to act on (AppError data, e.g. the new monthly price to confirm); absent without. */
  errorData?: unknown;
};

export const SESSION_REVOKED = 666;
export const UNAUTHORIZED = 401;
export const VALIDATION = 422;

export type NormaliseTexts = { unknownError: string; timedOut: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => isRecord(item) && typeof item.message === 'string')
    .map((item) => ({
      message: item.message as string,
      ...(typeof item.field === 'string' ? { field: item.field } : {}),
    }));
}

/**
 * Turns an HTTP answer into an ApiResult. An empty or non-JSON body counts as a timeout with
 * status 500 (SPEC §8); 422 shows the first error's message; success needs both the HTTP status
 * and the envelope to agree.
 */
export function normaliseEnvelope<T>(httpStatus: number, body: unknown, texts: NormaliseTexts): ApiResult<T> {
  if (!isRecord(body) || !('success' in body || 'statusCode' in body)) {
    if (body === null || body === undefined || body === '') {
      return { ok: false, status: 500, message: texts.timedOut, data: null, errors: [] };
    }
    const ok = httpStatus >= 200 && httpStatus < 300;
    return {
      ok,
      status: httpStatus || 500,
      message: ok ? '' : texts.unknownError,
      data: ok ? (body as T) : null,
      errors: [],
    };
  }
  const status = typeof body.statusCode === 'number' ? body.statusCode : httpStatus;
  const errors = toErrors(body.errors);
  const ok = body.success === true && httpStatus >= 200 && httpStatus < 300;
  let message = typeof body.message === 'string' ? body.message : '';
  if (status === VALIDATION && errors[0]) message = errors[0].message;
  if (!ok && !message) message = errors[0]?.message ?? texts.unknownError;
  const data = ok ? ((body.data ?? null) as T | null) : null;
  if (!ok && body.data !== undefined && body.data !== null)
    return { ok, status, message, data, errors, errorData: body.data };
  return { ok, status, message, data, errors };
}

/** The message of a field, for showing it beside the input. */
export const fieldError = (result: Pick<ApiResult, 'errors'> | null | undefined, field: string) =>
  result?.errors.find((e) => e.field === field)?.message;

/** A 422 made on this side of the wire, for a check the form does before sending (same shape as the API's). */
export const invalidResult = (message: string, field?: string): ApiResult => ({
  ok: false,
  status: VALIDATION,
  message,
  data: null,
  errors: [{ message, ...(field ? { field } : {}) }],
});
