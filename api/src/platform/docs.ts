import { openapi } from '@elysiajs/openapi';
import { Elysia, t } from 'elysia';
import { pagePolicyOf } from '../../../shared/http/csp';
import { docsAsset } from './docs-assets';

type Schema = { format?: string; anyOf?: Schema[]; items?: Schema; properties?: Record<string, Schema> } & {
  contentMediaType?: string;
  contentSchema?: unknown;
};
type Operation = { requestBody?: { content?: Record<string, unknown> } };
type Document = { paths?: Record<string, Record<string, Operation>>; webhooks?: Record<string, unknown> };
type Route = { method: string; path: string; hooks?: { body?: unknown } };

const isFile = (schema: Schema | undefined): boolean =>
  !!schema &&
  (schema.format === 'binary' || isFile(schema.items) || (schema.anyOf ?? []).some((s) => isFile(s)));

/**
 * A copy of a JSON body's schema saying what the API does (platform/strict-body.ts): an object takes only the
 * properties it names, unless it says otherwise.
 */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = { ...node };
  for (const key of Object.keys(copy)) copy[key] = closed(copy[key]);
  if (copy.type === 'object' && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

/**
 * How a body is sent, by the rule of this API: a body with file fields is multipart/form-data (its other
 * fields are form fields; `json`, when present, carries fields as a JSON string and is also accepted as
 * plain JSON); every other body is JSON.
 */
export function bodyContent(body: Schema): Record<string, unknown> {
  const fields = body.properties ?? {};
  if (!Object.values(fields).some(isFile)) return { 'application/json': { schema: closed(body) } };
  const json = fields.json;
  return {
    'multipart/form-data': {
      schema: body,
      ...(json?.contentMediaType ? { encoding: { json: { contentType: json.contentMediaType } } } : {}),
    },
    ...(json?.contentSchema ? { 'application/json': { schema: json.contentSchema } } : {}),
  };
}

/**
 * The generator cannot see the media type of a body read by our own parse hook (the global onParse of
 * request-bodies.ts, which bounds JSON), so it writes `content: {}`: fill it in from each route's body schema.
 */
function describeBodies(document: Document, routes: Route[]) {
  for (const route of routes) {
    const body = route.hooks?.body;
    if (!body || typeof body !== 'object') continue;
    const path = route.path.replace(/:([^/]+)/g, '{$1}');
    const operation = document.paths?.[path]?.[route.method.toLowerCase()];
    if (!operation?.requestBody || Object.keys(operation.requestBody.content ?? {}).length) continue;
    operation.requestBody.content = bodyContent(body as Schema);
  }
}

/**
 * Elysia's t.Integer and t.Numeric read a number from a string too (a query, a form field), so the generator
 * writes them as `anyOf: [string, number]`. An answer is JSON the API writes: its numbers are numbers. In each
 * answer's schema such a pair becomes its number branch, so a client's types say what arrives.
 */
function answerNumbers(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(answerNumbers);
  if (!node || typeof node !== 'object') return node;
  const schema = node as Record<string, unknown> & { anyOf?: Record<string, unknown>[] };
  const pair = schema.anyOf;
  if (
    pair?.length === 2 &&
    pair[0]?.type === 'string' &&
    (pair[0].format === 'integer' || pair[0].format === 'numeric') &&
    (pair[1]?.type === 'integer' || pair[1]?.type === 'number')
  ) {
    const { anyOf: _, ...rest } = schema;
    return { ...rest, ...pair[1] };
  }
  const copy: Record<string, unknown> = { ...schema };
  for (const key of Object.keys(copy)) copy[key] = answerNumbers(copy[key]);
  return copy;
}

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;
function describeAnswers(document: Document) {
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item) as { responses?: Responses }[])
      for (const response of Object.values(operation.responses ?? {}))
        for (const media of Object.values(response.content ?? {}))
          if (media.schema) media.schema = answerNumbers(media.schema);
}

const DOCS_OPTIONS = {
  path: '/docs',
  specPath: '/docs/json',
  provider: 'swagger-ui',
  // The API, the live stream beside it (/sse/connect, SPEC §6) and SCIM (/scim/v2, issue 33); pages and uploaded
  // files are not API.
  exclude: { paths: [/^\/api\/docs/, /^\/(?!api\/|sse\/connect$|scim\/v2\/)/], staticFile: false },
  documentation: {
    info: {
      title: 'Dynacard API',
      version: '1',
      description:
        'The headless REST API of Dynacard. Every answer is the envelope { success, statusCode, message, data, errors }. ' +
        'Authenticate with the session cookies of the site or with a personal API key: Authorization: Bearer dc_…. ' +
        'Bodies are JSON, except uploads: multipart/form-data with the files and, where an operation takes fields ' +
        'beside them, the fields as a JSON string in the part `json`. A body is held to its schema: another ' +
        'content type is refused with 415; a property the schema does not name, or a value of another JSON type ' +
        '(an integer sent as a string) with 422 naming the field.',
    },
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'Personal API key: Authorization: Bearer dc_…',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'dc_access',
          description: 'The site’s session (`__Host-dc_access` on https), renewed by the refresh cookie',
        },
      },
    },
  },
  swagger: {
    cdn: '/api/docs/assets/swagger-ui-bundle.js',
    theme: '/api/docs/assets/swagger-ui.css',
    autoDarkMode: true,
    // The groups start closed, with a filter by group: a developer opens the area they need. With every group
    // open at once, Swagger UI 5 stopped rendering after the eighth of our 135 operations, silently (the
    // reference showed General and half of Auth); a group at a time renders whole.
    docExpansion: 'none',
    filter: true,
  },
} satisfies Parameters<typeof openapi>[0];

/**
 * The reference page as the plugin renders it, with a policy that allows its inline bootstrap by hash
 * (shared/http/csp.ts). The plugin answers its page as a fixed response that no hook of ours sees, so the
 * page is taken from it once and answered by our own route.
 */
async function renderReferencePage() {
  const render = new Elysia({ prefix: '/api' }).use(openapi(DOCS_OPTIONS));
  const html = await (await render.handle(new Request('http://localhost/api/docs'))).text();
  return { html, csp: pagePolicyOf(html) };
}

/**
 * The OpenAPI document at /api/docs/json and its browsable reference at /api/docs, with assets served by us.
 * Mounted under the prefix /api because the UI fetches the document relative to its own page
 * (`docs/json` from /api/docs); a path of /api/docs without the prefix would make it /api/api/docs/json.
 */
export const apiDocs = (options: { webhooks?: Record<string, unknown> } = {}) => {
  const docs = new Elysia({ name: 'api-docs', prefix: '/api' });
  // Every route of the app, as the generator itself reads them (protected in the types, public at run time).
  const allRoutes = () => (docs as unknown as { getGlobalRoutes(): Route[] }).getGlobalRoutes();
  let referencePage: { html: string; csp: string } | undefined;
  return (
    docs
      // From /api/docs/ the UI's relative `docs/json` would be /api/docs/docs/json: send it to the one address.
      .onBeforeHandle(({ path, redirect }) => {
        if (path === '/api/docs/') return redirect('/api/docs', 301);
      })
      .onAfterHandle(({ path, responseValue }) => {
        if (path !== '/api/docs/json') return;
        describeBodies(responseValue as Document, allRoutes());
        describeAnswers(responseValue as Document);
        // The events we POST to our customers' endpoints (OpenAPI 3.1 `webhooks`), given by the webhooks module.
        if (options.webhooks) (responseValue as Document).webhooks = options.webhooks;
      })
      .use(openapi({ ...DOCS_OPTIONS, provider: null }))
      .get(
        '/docs',
        async () => {
          referencePage ??= await renderReferencePage();
          return new Response(referencePage.html, {
            headers: {
              'content-type': 'text/html; charset=utf-8',
              'content-security-policy': referencePage.csp,
            },
          });
        },
        { detail: { hide: true } },
      )
      .get(
        '/docs/assets/:file',
        async ({ params, request }) =>
          (await docsAsset(params.file, request.headers.get('accept-encoding'))) ??
          new Response('Not found', { status: 404 }),
        { params: t.Object({ file: t.String() }), detail: { hide: true } },
      )
  );
};
