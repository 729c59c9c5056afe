// /scim/v2: the SCIM 2.0 protocol (RFC 7644) for a company's directory. Outside /api/v1 and its envelope: every
// answer, error or not, is SCIM's own JSON (`urn:ietf:params:scim:api:messages:2.0:Error` with status and scimType).
// The bearer token is the company; bodies are read here, counted (413 past SCIM_BODY_BYTES); each company is
// rate-limited (429 with Retry-After).
import { Elysia } from 'elysia';
import SCIMMY from 'scimmy';
import { readLimited } from '../../platform/body-limit';
import type { Deps } from '../../platform/deps';
import { bareAnswers } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { clientIp } from '../../platform/security';
import { ScimFailure } from './people';
import { declareScim, type ScimContext } from './resource';
import { companyOfToken, SCIM_PATH, scimBaseUrl } from './token';

/** The largest body a SCIM request may send: a user with every attribute is a few kilobytes. */
export const SCIM_BODY_BYTES = 64 * 1024;
const TYPE = 'application/scim+json';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const tags = ['SCIM'];

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': `${TYPE}; charset=utf-8`, 'cache-control': 'no-store', ...headers },
  });

export const scimError = (status: number, scimType: string | null, detail: string, headers = {}) =>
  json(
    status,
    { schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail },
    headers,
  );

/** Any failure as SCIM's error: scimmy's, ours, the rate limit; anything else is 500 without its inside. */
function failure(deps: Deps, error: unknown) {
  if (error instanceof SCIMMY.Types.Error)
    return scimError(error.status, error.scimType ?? null, error.message);
  if (error instanceof AppError && error.code === 'RATE_LIMITED')
    return scimError(429, null, 'Too many requests', error.headers);
  if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE')
    return scimError(413, null, `The body is larger than ${SCIM_BODY_BYTES} bytes`);
  deps.log.error('scim request failed', { error });
  return scimError(500, null, 'The request could not be handled');
}

type Call = {
  request: Request;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body?: unknown;
};

/** The numbers of a list query as integers (scimmy wants them so); the rest as sent. */
const listQuery = (query: Call['query']) => {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    out[key] = key === 'startIndex' || key === 'count' ? Number.parseInt(value, 10) : value;
  }
  return out;
};

/** What the route's own parser read: the JSON, or why not (answered by the handler, in SCIM's format). */
type Read = { value: unknown } | { failure: ScimFailure };

/** The route's parser: the body counted up to SCIM_BODY_BYTES and parsed as JSON, whatever JSON type it says. */
async function parseScim({ request }: { request: Request }): Promise<Read> {
  try {
    const bytes = await readLimited(request, SCIM_BODY_BYTES);
    return { value: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE')
      return { failure: new ScimFailure(413, null, `The body is larger than ${SCIM_BODY_BYTES} bytes`) };
    return { failure: new ScimFailure(400, 'invalidSyntax', 'The body is not JSON') };
  }
}

const bodyOf = (read: unknown) => {
  const sent = read as Read | undefined;
  if (!sent) throw new ScimFailure(400, 'invalidSyntax', 'A body is required');
  if ('failure' in sent) throw sent.failure;
  return sent.value as never;
};

/**
 * Entra ID tenants without the 2020 fix send `active` as the strings "True" and "False"; the schema wants a boolean.
 */
function normalisePatch(message: { Operations?: { path?: string; value?: unknown }[] }) {
  const bool = (value: unknown) =>
    typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value;
  for (const op of message?.Operations ?? []) {
    if (op.path?.toLowerCase() === 'active') op.value = bool(op.value);
    else if (!op.path && op.value && typeof op.value === 'object' && 'active' in op.value)
      (op.value as { active: unknown }).active = bool((op.value as { active: unknown }).active);
  }
  return message as never;
}

/**
 * The SCIM routes. Each handler authenticates the token (401), counts the company's request (429), then runs;
 * `run` answers its result as SCIM JSON.
 */
export const scimRoutes = (deps: Deps) => {
  declareScim(scimBaseUrl(deps), `${deps.config.publicUrl.replace(/\/$/, '')}/api/docs`);
  const handle =
    (run: (call: Call, ctx: ScimContext) => Promise<[number, unknown]>) => async (call: Call) => {
      try {
        const token = call.request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
        const companyId = token ? await companyOfToken(deps, token) : null;
        if (companyId === null) return scimError(401, null, 'A valid provisioning token is required');
        await deps.limiter.check(
          'scim',
          clientIp(call.request, deps.config.trustProxy),
          `company:${companyId}`,
        );
        const [status, answer] = await run(call, { deps, companyId });
        return json(status, answer);
      } catch (error) {
        return failure(deps, error);
      }
    };
  const answers = (status: number, description: string) =>
    bareAnswers({
      [status]: {
        description,
        content: status === 204 ? undefined : { [TYPE]: { schema: { type: 'object', description } } },
      },
      401: { description: 'No valid provisioning token (SCIM error)' },
      429: { description: 'Too many requests for the company (SCIM error, Retry-After)' },
    });
  const userBody = {
    content: {
      [TYPE]: {
        schema: {
          type: 'object',
          description: 'A SCIM User (RFC 7643 §4.1) with the enterprise extension',
          properties: {
            userName: { type: 'string', description: 'The e-mail address: the account' },
            externalId: { type: 'string', description: "The directory's own id of the person" },
            active: { type: 'boolean', description: 'false deactivates the colleague, true reactivates' },
            name: { type: 'object', description: 'givenName, familyName, formatted' },
            title: { type: 'string', description: 'The job title on the company profile' },
            phoneNumbers: { type: 'array', description: 'The work number goes on the company profile' },
          },
        },
      },
    },
  };
  const patchBody = {
    content: {
      [TYPE]: {
        schema: {
          type: 'object',
          description: 'A PatchOp message (RFC 7644 §3.5.2): Operations of add, replace or remove',
          properties: {
            schemas: { type: 'array', description: 'urn:ietf:params:scim:api:messages:2.0:PatchOp' },
            Operations: { type: 'array', description: 'op (any case), path, value' },
          },
        },
      },
    },
  };
  const User = SCIMMY.Resources.User;
  return (
    new Elysia({ name: 'scim', prefix: SCIM_PATH })
      // GET /scim/v2/ServiceProviderConfig – what this service supports
      .get(
        '/ServiceProviderConfig',
        handle(async () => [200, await new SCIMMY.Resources.ServiceProviderConfig().read()]),
        {
          detail: {
            tags,
            summary: 'What the service supports',
            responses: answers(200, 'The configuration'),
          },
        },
      )
      // GET /scim/v2/ResourceTypes – the User resource type
      .get(
        '/ResourceTypes',
        handle(async () => [200, await new SCIMMY.Resources.ResourceType().read()]),
        { detail: { tags, summary: 'The resource types', responses: answers(200, 'A ListResponse') } },
      )
      .get(
        '/ResourceTypes/:id',
        handle(async ({ params }) => [200, await new SCIMMY.Resources.ResourceType(params.id).read()]),
        { detail: { tags, summary: 'One resource type', responses: answers(200, 'The resource type') } },
      )
      // GET /scim/v2/Schemas – the User schema and the enterprise extension
      .get(
        '/Schemas',
        handle(async () => [200, await new SCIMMY.Resources.Schema().read()]),
        { detail: { tags, summary: 'The schemas', responses: answers(200, 'A ListResponse') } },
      )
      .get(
        '/Schemas/:id',
        handle(async ({ params }) => [200, await new SCIMMY.Resources.Schema(params.id).read()]),
        { detail: { tags, summary: 'One schema', responses: answers(200, 'The schema') } },
      )
      // GET /scim/v2/Users – the company's people, filtered (userName eq, externalId eq…) and paged
      .get(
        '/Users',
        handle(async ({ query }, ctx) => [200, await new User(listQuery(query) as never).read(ctx)]),
        {
          detail: {
            tags,
            summary: "List the company's people",
            description:
              'filter (userName eq "…", externalId eq "…"), startIndex, count, attributes, excludedAttributes',
            responses: answers(200, 'A ListResponse of Users'),
          },
        },
      )
      // POST /scim/v2/Users – provision a person
      .post(
        '/Users',
        handle(async ({ body }, ctx) => [201, await new User().write(bodyOf(body), ctx)]),
        {
          parse: parseScim,
          detail: {
            tags,
            summary: 'Provision a person as a colleague',
            description:
              'A new address becomes an account joined to the company; an address that is already an account is invited and joins by accepting (never taken over). 409 uniqueness when already provisioned.',
            requestBody: userBody as never,
            responses: answers(201, 'The User'),
          },
        },
      )
      // GET /scim/v2/Users/:id – one person
      .get(
        '/Users/:id',
        handle(async ({ params }, ctx) => [200, await new User(params.id).read(ctx)]),
        { detail: { tags, summary: 'Read one person', responses: answers(200, 'The User') } },
      )
      // PUT /scim/v2/Users/:id – replace a person's attributes
      .put(
        '/Users/:id',
        handle(async ({ params, body }, ctx) => [200, await new User(params.id).write(bodyOf(body), ctx)]),
        {
          parse: parseScim,
          detail: {
            tags,
            summary: "Replace a person's attributes",
            requestBody: userBody as never,
            responses: answers(200, 'The User'),
          },
        },
      )
      // PATCH /scim/v2/Users/:id – change attributes, deactivate (active false) or reactivate
      .patch(
        '/Users/:id',
        handle(async ({ params, body }, ctx) => {
          const patched = await new User(params.id).patch(normalisePatch(bodyOf(body)), ctx);
          return patched ? [200, patched] : [204, null];
        }),
        {
          parse: parseScim,
          detail: {
            tags,
            summary: 'Change, deactivate or reactivate a person',
            requestBody: patchBody as never,
            responses: answers(200, 'The User'),
          },
        },
      )
      // DELETE /scim/v2/Users/:id – remove the colleague from the company
      .delete(
        '/Users/:id',
        handle(async ({ params }, ctx) => {
          await new User(params.id).dispose(ctx);
          return [204, null];
        }),
        {
          detail: {
            tags,
            summary: 'Remove the colleague from the company',
            responses: answers(204, 'Removed'),
          },
        },
      )
  );
};
