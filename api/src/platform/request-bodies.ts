// What happens to a request body before a route sees it, in the order Elysia runs the three hooks of `app.ts`:
//
// 1. `refusesDeclaredSize` (onRequest): a Content-Length over the limit is 413 before a byte is read — JSON and
//    everything else 1 MB, multipart the upload limit, a dynatag page's passcode form a few hundred bytes.
// 2. `parseBody` (onParse): an API operation takes the content type it documents (JSON, or forms on the routes
//    that take files), else 415; the body is counted as it is read (a chunked one has no Content-Length) and
//    stops at its route's limit (413); an anonymous caller is refused (401) before an upload's megabytes are
//    read; a JSON body nested too deep or holding a property its schema does not name is 422 (strict-body.ts).
// 3. `refuseStrayFormFields` (onTransform): a form's fields are parsed by Elysia, after step 2; a field its
//    schema does not name is 422 too, not silently dropped.
// Then Elysia validates the body against the route's schema as usual.
//
// Steps 2 and 3 need each route's body schema, which exists only once every module is mounted: `createApp`
// hands the finished route list to `learnRoutes` before it returns, and no request is handled before that.
// Why the hooks exist at all: body-limit.ts (bodies read whole before their size was looked at) and
// strict-body.ts (Elysia answered "saved" to bodies its schema refuses).
import { LIMITS } from '@shared/constants';
import { identify } from './auth';
import { acceptsFiles, bodyLimit, PARSED_TYPES, readLimited, withBody } from './body-limit';
import type { Deps } from './deps';
import { AppError } from './errors';
import { sameClient } from './security';
import {
  type BodySchema,
  nestedDeeper,
  refuseJson,
  strayFormField,
  unknownField,
  unsupportedType,
} from './strict-body';

type CookieJar = Parameters<typeof identify>[2];

/** A mounted route as Elysia lists it (`app.routes`). */
type Route = { method: string; path: string; hooks: { body?: unknown } };

/** What the parse hook is given by Elysia (the part of its context it uses). */
type ParseContext = { request: Request; contentType: string; route: string; cookie: unknown };

const JSON_TYPES = new Set(['application/json']);
/** The routes that take files take forms; some of them also take JSON when no file is sent. */
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json']);
const FORM_BODIES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * The body hooks of the app. `dynatagFormBytes`: the largest body of the form a dynatag page posts to itself
 * (`POST /d/{shortId}`, public-pages/dynatag-page.ts).
 */
export function createRequestBodies(deps: Deps, options: { dynatagFormBytes: number }) {
  const { dynatagFormBytes } = options;
  /** Each route's body schema, by "METHOD /route"; and the routes whose schema has a file in it. */
  const schemas = new Map<string, BodySchema>();
  const uploads = new Set<string>();

  return {
    /** Step 0, once: the app's routes, when all of them are mounted. */
    learnRoutes(routes: readonly Route[]) {
      for (const route of routes) {
        const key = `${route.method} ${route.path}`;
        schemas.set(key, route.hooks.body as BodySchema);
        if (acceptsFiles(route.hooks.body)) uploads.add(key);
      }
    },

    /** Step 1: whether the body's declared length is already too large for its path (answer `tooLarge()`). */
    refusesDeclaredSize(request: Request, path: string): boolean {
      const length = Number(request.headers.get('content-length') ?? 0);
      if (request.method === 'POST' && path.startsWith('/d/')) return length > dynatagFormBytes;
      if (!path.startsWith('/api/')) return false;
      const type = request.headers.get('content-type') ?? '';
      return length > (type.startsWith('multipart/') ? LIMITS.multipartBodyBytes : LIMITS.jsonBodyBytes);
    },

    /** Step 2: the body read within its limit; a JSON body parsed and checked here, others left to Elysia. */
    async parseBody(context: ParseContext): Promise<unknown> {
      const { request, contentType, route } = context;
      // SCIM (/scim/v2) reads its own bodies: its limit, and its errors in SCIM's format (modules/scim/routes.ts).
      if (route.startsWith('/scim/')) return;
      const key = `${request.method} ${route}`;
      const schema = route.startsWith('/api/') ? schemas.get(key) : undefined;
      const takesFiles = uploads.has(key);
      // A browser's POST without a body still says Content-Length: 0; validation judges the missing body.
      const sent = request.body !== null && request.headers.get('content-length') !== '0';
      if (schema && sent && !(takesFiles ? FORM_TYPES : JSON_TYPES).has(contentType)) {
        throw unsupportedType();
      }
      if (!PARSED_TYPES.has(contentType)) return;
      const limit = route.startsWith('/d/') ? dynatagFormBytes : bodyLimit(contentType, key, uploads, schema);
      // Uploads are for signed-in users: an anonymous caller is refused before megabytes are read.
      if (limit > LIMITS.jsonBodyBytes && !(await identify(deps, request, context.cookie as CookieJar))) {
        throw new AppError('UNAUTHORIZED', 'unauthorized');
      }
      const bytes = await readLimited(request, limit);
      if (contentType === 'application/json') {
        const text = new TextDecoder().decode(bytes);
        if (nestedDeeper(text)) throw new AppError('VALIDATION', 'invalidValue', { field: 'body' });
        let value: unknown;
        try {
          value = bytes.length ? JSON.parse(text) : {};
        } catch {
          throw new AppError('BAD_REQUEST', 'invalidValue');
        }
        const refusal = schema ? refuseJson(schema, value) : undefined;
        if (refusal) throw refusal;
        return value;
      }
      // Other types: the framework's own parsers read the counted copy.
      context.request = sameClient(withBody(request, bytes), request);
    },

    /** Step 3: a form (the upload routes) takes the fields its schema names; another one is 422. */
    refuseStrayFormFields({ body, request, route }: { body: unknown; request: Request; route: string }) {
      if (request.method === 'GET' || !route.startsWith('/api/')) return;
      if (!FORM_BODIES.test(request.headers.get('content-type') ?? '')) return;
      const schema = schemas.get(`${request.method} ${route}`);
      const stray = schema ? strayFormField(schema, body) : undefined;
      if (stray !== undefined) throw unknownField(stray);
    },
  };
}
