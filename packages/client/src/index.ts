// @dynacard/client — a typed client of the Dynacard API: openapi-fetch over the types openapi-typescript
// writes from the API's OpenAPI document (schema.d.ts). Every path, parameter, body and answer is checked by
// TypeScript; a change of the API that breaks the document breaks the build (packages/client/client.test.ts).
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema';

export type { paths } from './schema';

export type DynacardClientOptions = {
  /** The site's address, e.g. https://dynacard.se (the paths start with /api/v1). */
  baseUrl: string;
  /** A personal API key (dc_…), from the dashboard's Settings → API keys; sent as Authorization: Bearer. */
  apiKey?: string;
  /** The language of the answers' messages: sv (default), en or fi. */
  lang?: 'sv' | 'en' | 'fi';
  /** Another fetch (tests, proxies, retries). */
  fetch?: ClientOptions['fetch'];
  /** More headers for every request. */
  headers?: Record<string, string>;
};

export type DynacardClient = Client<paths>;

/**
 * A client for one site and key. Calls answer `{ data, error, response }`: `data` is the envelope
 * `{ success, statusCode, message, data, errors }` of a success, `error` that of a failure.
 *
 *   const dc = createDynacardClient({ baseUrl: 'https://dynacard.se', apiKey: process.env.DYNACARD_KEY });
 *   const { data } = await dc.GET('/api/v1/leads', { params: { query: { limit: 100 } } });
 */
export function createDynacardClient(options: DynacardClientOptions): DynacardClient {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  if (options.lang) headers['x-target-lang'] = options.lang;
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type SuccessOf<Op> = Op extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201 | 202>]> : never;

/** The `data` of an operation's success envelope, e.g. `ApiData<'/api/v1/leads', 'get'>`. */
export type ApiData<P extends keyof paths, M extends Method> =
  SuccessOf<NonNullable<paths[P][M]>> extends {
    data: infer D;
  }
    ? D
    : never;

/** The JSON body an operation takes, e.g. `ApiBody<'/api/v1/contacts/', 'post'>`. */
export type ApiBody<P extends keyof paths, M extends Method> =
  NonNullable<paths[P][M]> extends {
    requestBody?: { content: { 'application/json': infer B } };
  }
    ? B
    : never;
