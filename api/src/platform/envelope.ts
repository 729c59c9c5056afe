import type { Lang } from '@shared/constants';
import { type ApiMessageKey, type Params, pickLang, translate } from '@shared/i18n';
import { type DocumentDecoration, Elysia, type TSchema, t, type ValidationError } from 'elysia';
import { AppError, ERROR_STATUS, type FieldError } from './errors';
import type { Logger } from './log';

/** The one response shape of the API (SPEC §8, DESIGN §4). */
export type Envelope<T = unknown> = {
  success: boolean;
  statusCode: number;
  message: string;
  data: T;
  errors: { message: string; field?: string }[];
};

/** What a handler returns to answer with a message other than "OK" or a status other than 200. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly key: ApiMessageKey = 'ok',
    readonly status = 200,
    readonly params?: Params,
  ) {}
}

export const reply = <T>(data: T, key: ApiMessageKey = 'ok', status = 200, params?: Params) =>
  new Reply(data, key, status, params);

export const requestLang = (request: Request): Lang =>
  pickLang(request.headers.get('x-target-lang'), request.headers.get('accept-language'));

export function envelopeResponse(
  status: number,
  body: Envelope,
  headers: Record<string, string> = {},
): Response {
  // 666 is not a valid HTTP status: it travels as 401 with statusCode 666 in the envelope.
  const httpStatus = status === ERROR_STATUS.SESSION_REVOKED ? 401 : status;
  return new Response(JSON.stringify(body), {
    status: httpStatus,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export function errorResponse(lang: Lang, error: AppError): Response {
  const errors = error.fields.map((f: FieldError) => ({
    message: translate(lang, 'api', f.key, f.params),
    ...(f.field ? { field: f.field } : {}),
  }));
  const message = errors[0]?.message ?? translate(lang, 'api', error.key, error.params);
  return envelopeResponse(
    error.status,
    { success: false, statusCode: error.status, message, data: error.data ?? null, errors },
    error.headers,
  );
}

type TypeError = {
  path?: string;
  schema?: { error?: unknown; field?: unknown };
  errors?: Iterable<TypeError>[];
};

/**
 * A union's error names the union (an address "or null") even when the value took one branch's shape and only a
 * part of it is wrong (a country XX): then that branch's errors, deeper in, name the part with its own message.
 */
function withinUnions(items: TypeError[]): TypeError[] {
  return items.flatMap((item) => {
    const deeper = (item.errors ?? [])
      .map((branch) => [...branch])
      .filter(
        (list) => list.length > 0 && list.every((e) => (e.path ?? '').startsWith(`${item.path ?? ''}/`)),
      );
    return deeper.length === 1 ? withinUnions(deeper[0]) : [item];
  });
}

/** Turns TypeBox errors into field errors; a schema's `error` names the message key of that field. */
function validationFields(error: ValidationError): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const item of withinUnions(error.all as TypeError[])) {
    // A query number (t.Numeric) out of range fails inside its conversion, with no path: its schema names it.
    const named = typeof item.schema?.field === 'string' ? item.schema.field : error.type;
    const field = (item.path ?? '').replace(/^\//, '').replace(/\//g, '.') || named;
    if (seen.has(field)) continue;
    seen.add(field);
    const key =
      typeof item.schema?.error === 'string' ? (item.schema.error as ApiMessageKey) : 'invalidValue';
    fields.push({ key, field });
  }
  return fields.length ? fields : [{ key: 'invalidValue' }];
}

/**
 * Global hooks: wrap every API answer in the envelope, translate messages,
 * map validation to 422 with the first field's message, and never leak a stack trace.
 */
export const envelope = (log: Logger) =>
  new Elysia({ name: 'envelope' })
    .onError({ as: 'global' }, ({ code, error, request }) => {
      const lang = requestLang(request);
      if (error instanceof AppError) return errorResponse(lang, error);
      // Errors thrown while parsing the body arrive wrapped.
      if ((error as Error).cause instanceof AppError)
        return errorResponse(lang, (error as Error).cause as AppError);
      if (code === 'VALIDATION') {
        return errorResponse(
          lang,
          new AppError('VALIDATION', 'fixErrors', { fields: validationFields(error as ValidationError) }),
        );
      }
      if (code === 'NOT_FOUND') return errorResponse(lang, new AppError('NOT_FOUND', 'routeNotFound'));
      if (code === 'PARSE') return errorResponse(lang, new AppError('BAD_REQUEST', 'invalidValue'));
      const status = (error as { status?: number }).status;
      if (status === 413) return errorResponse(lang, new AppError('PAYLOAD_TOO_LARGE', 'payloadTooLarge'));
      log.error('unhandled error', { path: new URL(request.url).pathname, error });
      return errorResponse(lang, new AppError('INTERNAL', 'unknownError'));
    })
    .mapResponse({ as: 'global' }, ({ responseValue, request, set }) => {
      if (responseValue instanceof Response) return;
      // Only the API speaks the envelope; the OpenAPI document and the site answer as they are.
      if (!new URL(request.url).pathname.startsWith('/api/v1/')) return;
      const lang = requestLang(request);
      if (responseValue instanceof Reply) {
        const message = translate(lang, 'api', responseValue.key, responseValue.params);
        return envelopeResponse(
          responseValue.status,
          { success: true, statusCode: responseValue.status, message, data: responseValue.data, errors: [] },
          set.headers as Record<string, string>,
        );
      }
      if (responseValue === undefined || typeof responseValue === 'object') {
        return envelopeResponse(
          200,
          {
            success: true,
            statusCode: 200,
            message: translate(lang, 'api', 'ok'),
            data: responseValue ?? null,
            errors: [],
          },
          set.headers as Record<string, string>,
        );
      }
    });

// The OpenAPI side of the envelope: documentation only (`detail.responses`), so answers are not validated twice.
const FieldErrors = t.Array(
  t.Object({
    message: t.String({ description: 'Translated message' }),
    field: t.Optional(t.String({ description: 'The field it concerns, e.g. "email" or "json.name"' })),
  }),
  { description: 'Field errors; empty on success' },
);

/** The envelope with `data` described by `data`. */
export const EnvelopeOf = <T extends TSchema>(data: T, success = true) =>
  t.Object({
    success: t.Boolean({ description: success ? 'true' : 'false' }),
    statusCode: t.Integer({ description: 'The HTTP status (666 = session revoked, sent as 401)' }),
    message: t.String({ description: "Translated message in the request's language (x-target-lang)" }),
    data,
    errors: FieldErrors,
  });

const ErrorAnswer = {
  description:
    'Error: success false, data null, the message of the first error; 422 validation, 401, 403, 404, 409, 413, 429',
  content: { 'application/json': { schema: EnvelopeOf(t.Null(), false) } },
};

// TypeBox writes JSON Schema 2020-12 (OpenAPI 3.1, the document's version); Elysia types `detail` as OpenAPI 3.0.
type Responses = NonNullable<DocumentDecoration['responses']>;

/** `detail.responses` of an operation answering the envelope with `data`, plus the error envelope. */
export const answers = (data: TSchema, description: string, status = 200) =>
  ({
    [status]: { description, content: { 'application/json': { schema: EnvelopeOf(data) } } },
    default: ErrorAnswer,
  }) as unknown as Responses;

/** `detail.responses` of an operation answering a file (no envelope), e.g. a vCard or a QR code. */
export const fileAnswer = (type: string, description: string) =>
  ({
    200: { description, content: { [type]: { schema: t.String({ format: 'binary' }) } } },
    default: ErrorAnswer,
  }) as unknown as Responses;

/** `detail.responses` of an operation that answers outside the envelope (a protocol of its own, e.g. Apple Wallet's). */
export const bareAnswers = (
  responses: Record<number, { description: string; content?: unknown; headers?: unknown }>,
) => ({ ...responses, default: ErrorAnswer }) as unknown as Responses;
/** `detail.responses` of a contact export (leads or saved contacts): a CRM's CSV or one vCard file. */
export const exportAnswers = () =>
  ({
    200: {
      description: 'The file (no envelope): text/csv for format hubspot or salesforce, text/vcard for vcard',
      content: {
        'text/csv': { schema: t.String({ format: 'binary' }) },
        'text/vcard': { schema: t.String({ format: 'binary' }) },
      },
    },
    default: ErrorAnswer,
  }) as unknown as Responses;

/** A compile-time check that a service's answer fits its documented `data` schema: `Fits<Answer, Static<typeof S>>`. */
export type Fits<Answer extends Documented, Documented> = Answer;
