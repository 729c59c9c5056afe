// The dashboard's typed client: every call names a path of the API's OpenAPI document (packages/client, generated
// by `bun run client:generate`), with its path and query parameters and its body as the document types them, and
// answers the `data` of that operation's success envelope. openapi-fetch builds the address (its path and query
// serializers); the transport in lib/api.ts sends it as the dashboard always has: credentials, the language header,
// the timeout, the envelope normalised, failures noticed, 401 and 666 handled, uploads with progress.
//
//   const answer = await client.GET('/api/v1/companies/{shortId}/members', { params: { path: { shortId } } });
//   if (answer.ok) setMembers(answer.data);
import {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type ParamsOption,
} from 'openapi-fetch';
import type { ApiData, paths } from '../../../../packages/client/src/index';
import { type ApiAnswer, type RequestOptions, send } from './api';

export { API_BASE, API_TIMEOUT_MS, type ApiAnswer, setSessionHandlers } from './api';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The paths of the document that have an operation for the method. */
export type PathsFor<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** Uploads: an operation that takes multipart takes the FormData itself. */
type FormBody<O> = O extends { requestBody?: { content: { 'multipart/form-data': unknown } } }
  ? FormData
  : never;
type BodyOption<O> = [JsonBody<O> | FormBody<O>] extends [never]
  ? { body?: never }
  : O extends { requestBody: unknown }
    ? { body: JsonBody<O> | FormBody<O> }
    : { body?: JsonBody<O> | FormBody<O> };

/** What a call takes: the operation's params and body, and how the transport treats it (notices, session, …). */
export type CallInit<P extends keyof paths, M extends Method> = ParamsOption<Operation<P, M>> &
  BodyOption<Operation<P, M>> &
  Omit<RequestOptions, 'body' | 'form'>;
type InitArgs<P extends keyof paths, M extends Method> =
  {} extends CallInit<P, M> ? [init?: CallInit<P, M>] : [init: CallInit<P, M>];

/** The answer of a call: the operation's success `data` in the normalised envelope. */
export type CallAnswer<P extends keyof paths, M extends Method> = ApiAnswer<ApiData<P, M>>;

const querySerializer = createQuerySerializer();

function call(method: Uppercase<Method>, path: string, init: Record<string, unknown> = {}) {
  const { params, body, ...options } = init as { params?: Parameters<typeof createFinalURL>[1]['params'] } & {
    body?: unknown;
  } & Omit<RequestOptions, 'body' | 'form'>;
  // The document names a group's own route with a closing slash (/api/v1/users/); the API answers both, and the
  // address is sent as the API's callers and logs know it, without the slash.
  const url = createFinalURL(path.replace(/(.)\/$/, '$1'), {
    baseUrl: '',
    params: params ?? {},
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
  return send(method, url, body instanceof FormData ? { ...options, form: body } : { ...options, body });
}

function method<M extends Method>(name: M) {
  const upper = name.toUpperCase() as Uppercase<M>;
  return <P extends PathsFor<M>>(path: P, ...[init]: InitArgs<P, M>) =>
    call(upper, path, init) as Promise<CallAnswer<P, M>>;
}

/** The API, typed by its document: `client.GET(path, { params, notifyErrors, signal, … })`, and so on. */
export const client = {
  GET: method('get'),
  POST: method('post'),
  PUT: method('put'),
  PATCH: method('patch'),
  DELETE: method('delete'),
};
