// A stand-in of Salesforce for tests (never the internet): a Bun.serve on a loopback port speaking Salesforce's
// documented shapes, enough for the CRM sync. OAuth web server flow with PKCE: /services/oauth2/authorize approves
// at once (or refuses) and sends the browser back with a code; /services/oauth2/token checks the client, the
// redirect address and the code verifier against the challenge (S256), and renews with a refresh token;
// /services/oauth2/revoke revokes. REST (bearer session id; an expired one answers 401 INVALID_SESSION_ID):
// SOQL queries of Lead by field equality and of Organization, Lead create and update (LastName and Company
// required, unknown fields refused), Task create and update. The org is the stand-in itself (instance_url).
// Switches make the next calls answer 429 with Retry-After, 5xx, a validation 400, or hang.
import { createHash } from 'node:crypto';
import { heldAnswers } from './held-answers';
import type { StandInRequest } from './hubspot-stand-in';

type SObject = Record<string, unknown> & { Id: string };

/** The Lead fields of the stand-in's org: Salesforce's standard ones and one custom field. */
export const LEAD_FIELDS = [
  'FirstName',
  'LastName',
  'Email',
  'Phone',
  'MobilePhone',
  'Company',
  'Title',
  'Website',
  'Street',
  'City',
  'PostalCode',
  'Country',
  'Description',
  'LeadSource',
  'Industry',
  'Status',
  'Dynacard_Event__c',
];
const TASK_FIELDS = ['Subject', 'Description', 'WhoId', 'Status', 'ActivityDate', 'Priority'];

/** `Field = 'value'` conditions of a WHERE clause (joined by AND), unescaped. */
function conditions(where: string): [string, unknown][] {
  const found: [string, unknown][] = [];
  for (const m of where.matchAll(/(\w+)\s*=\s*('(?:[^'\\]|\\.)*'|true|false|null)/g)) {
    const raw = m[2];
    const value =
      raw === 'true'
        ? true
        : raw === 'false'
          ? false
          : raw === 'null'
            ? null
            : raw.slice(1, -1).replace(/\\(.)/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t' })[c] ?? c);
    found.push([m[1], value]);
  }
  return found;
}

export async function startSalesforceStandIn(
  options: { clientId?: string; clientSecret?: string; port?: number; orgName?: string } = {},
) {
  const clientId = options.clientId ?? 'salesforce-client';
  const clientSecret = options.clientSecret ?? 'salesforce-secret';
  const orgId = '00D000000000001EAA';
  const requests: StandInRequest[] = [];
  const codes = new Map<string, { redirectUri: string; challenge: string }>();
  let access = new Set<string>();
  let refresh = new Set<string>();
  const revoked: string[] = [];
  const leads = new Map<string, SObject>();
  const tasks = new Map<string, SObject>();
  let serial = 0;
  const held = heldAnswers();
  const switches = {
    rateLimit: 0,
    retryAfter: 30,
    fail: 0,
    failStatus: 500,
    /** The next n Lead writes are refused by a validation rule. */
    invalid: 0,
    hang: false,
    hangTokens: false,
    refuseAuthorization: false,
    refuseRefresh: false,
    /** Renewals answer a new refresh token (the app's refresh token rotation). */
    rotateRefresh: false,
  };

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers });
  const apiError = (status: number, errorCode: string, message: string, fields: string[] = []) =>
    json(status, [{ message, errorCode, fields }]);
  const hang = held.hold;
  const id = (prefix: string) => `${prefix}${String(++serial).padStart(15 - prefix.length, '0')}AAA`;

  let origin = '';
  function issueTokens(withRefresh: boolean) {
    const accessToken = `${orgId}!sf-access-${++serial}-${crypto.randomUUID()}`;
    access.add(accessToken);
    const refreshToken = `sf-refresh-${serial}-${crypto.randomUUID()}`;
    if (withRefresh) refresh.add(refreshToken);
    return {
      access_token: accessToken,
      ...(withRefresh ? { refresh_token: refreshToken } : {}),
      signature: 'c2lnbmF0dXJl',
      scope: 'refresh_token api',
      instance_url: origin,
      id: `${origin}/id/${orgId}/005000000000001AAA`,
      token_type: 'Bearer',
      issued_at: String(Date.now()),
    };
  }

  async function token(form: URLSearchParams) {
    if (switches.hangTokens) return hang();
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return json(400, { error: 'invalid_client', error_description: 'invalid client credentials' });
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const pending = codes.get(code);
      codes.delete(code);
      if (!pending)
        return json(400, { error: 'invalid_grant', error_description: 'invalid authorization code' });
      if (pending.redirectUri !== form.get('redirect_uri')) {
        return json(400, {
          error: 'redirect_uri_mismatch',
          error_description: 'redirect_uri must match configuration',
        });
      }
      const verifier = form.get('code_verifier') ?? '';
      if (!verifier || createHash('sha256').update(verifier).digest('base64url') !== pending.challenge) {
        return json(400, { error: 'invalid_grant', error_description: 'invalid code verifier' });
      }
      return json(200, issueTokens(true));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const old = form.get('refresh_token') ?? '';
      if (switches.refuseRefresh || !refresh.has(old)) {
        return json(400, { error: 'invalid_grant', error_description: 'expired access/refresh token' });
      }
      if (switches.rotateRefresh) refresh.delete(old);
      return json(200, issueTokens(switches.rotateRefresh));
    }
    return json(400, { error: 'unsupported_grant_type', error_description: 'grant type not supported' });
  }

  function authorize(url: URL) {
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    const challenge = url.searchParams.get('code_challenge') ?? '';
    if (url.searchParams.get('client_id') !== clientId) return new Response('unknown app', { status: 400 });
    if (!challenge) return new Response('PKCE required: code_challenge missing', { status: 400 });
    if (switches.refuseAuthorization) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'end-user denied authorization');
    } else {
      const code = `sf-code-${crypto.randomUUID()}`;
      codes.set(code, { redirectUri: url.searchParams.get('redirect_uri') ?? '', challenge });
      back.searchParams.set('code', code);
    }
    return new Response(null, { status: 302, headers: { location: back.toString() } });
  }

  function query(soql: string) {
    const m = soql.match(
      /^SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER BY\s+.+?)?(?:\s+LIMIT\s+(\d+))?$/i,
    );
    if (!m) return apiError(400, 'MALFORMED_QUERY', `unexpected token in: ${soql}`);
    const [, select, from, where, limit] = m;
    const fields = select.split(',').map((f) => f.trim());
    if (from === 'Organization') {
      const records = [
        { attributes: { type: 'Organization' }, Id: orgId, Name: options.orgName ?? 'Nordvik Bygg AB' },
      ];
      return json(200, { totalSize: 1, done: true, records });
    }
    if (from !== 'Lead') return apiError(400, 'INVALID_TYPE', `sObject type '${from}' is not supported.`);
    const wanted = conditions(where ?? '');
    const found = [...leads.values()]
      .filter((lead) =>
        wanted.every(([field, value]) =>
          field === 'IsConverted'
            ? value === false
            : String(lead[field] ?? '').toLowerCase() === String(value ?? '').toLowerCase(),
        ),
      )
      .slice(0, limit ? Number(limit) : undefined)
      .map((lead) => ({
        attributes: { type: 'Lead', url: `/services/data/v62.0/sobjects/Lead/${lead.Id}` },
        ...Object.fromEntries(fields.map((f) => [f, lead[f] ?? null])),
      }));
    return json(200, { totalSize: found.length, done: true, records: found });
  }

  function checkLead(fields: Record<string, unknown>, creating: boolean) {
    const unknown = Object.keys(fields).find((f) => !LEAD_FIELDS.includes(f));
    if (unknown) return apiError(400, 'INVALID_FIELD', `No such column '${unknown}' on sobject of type Lead`);
    const missing = ['LastName', 'Company'].filter((f) => (creating || f in fields) && !fields[f]);
    if (missing.length) {
      return apiError(
        400,
        'REQUIRED_FIELD_MISSING',
        `Required fields are missing: [${missing.join(', ')}]`,
        missing,
      );
    }
    if (switches.invalid > 0) {
      switches.invalid--;
      return apiError(400, 'FIELD_CUSTOM_VALIDATION_EXCEPTION', 'Phone must be a Swedish or Finnish number', [
        'Phone',
      ]);
    }
    return null;
  }

  function api(
    request: Request,
    url: URL,
    body: Record<string, unknown> | null,
  ): Response | Promise<Response> {
    const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!access.has(bearer)) return apiError(401, 'INVALID_SESSION_ID', 'Session expired or invalid');
    if (switches.hang) return hang();
    if (switches.rateLimit > 0) {
      switches.rateLimit--;
      return json(429, [{ message: 'Too many requests', errorCode: 'REQUEST_LIMIT_EXCEEDED' }], {
        'retry-after': String(switches.retryAfter),
      });
    }
    if (switches.fail > 0) {
      switches.fail--;
      return apiError(
        switches.failStatus,
        'UNKNOWN_EXCEPTION',
        'An unexpected error occurred. Please include this ErrorId if you contact support: 1234-5678',
      );
    }
    const rest = url.pathname.replace(/^\/services\/data\/v\d+\.\d+/, '');
    const method = request.method;
    if (method === 'GET' && rest === '/query') return query(url.searchParams.get('q') ?? '');
    const sobject = rest.match(/^\/sobjects\/(Lead|Task)(?:\/([^/]+))?$/);
    if (!sobject) return apiError(404, 'NOT_FOUND', 'The requested resource does not exist');
    const [, type, recordId] = sobject;
    const store = type === 'Lead' ? leads : tasks;
    const fields = { ...(body ?? {}) };
    if (type === 'Lead') {
      const refused = checkLead(fields, !recordId);
      if (refused) return refused;
    } else {
      const unknown = Object.keys(fields).find((f) => !TASK_FIELDS.includes(f));
      if (unknown)
        return apiError(400, 'INVALID_FIELD', `No such column '${unknown}' on sobject of type Task`);
      if (!recordId && fields.WhoId && !leads.has(String(fields.WhoId))) {
        return apiError(400, 'FIELD_INTEGRITY_EXCEPTION', 'Name ID: id value of incorrect type', ['WhoId']);
      }
    }
    if (method === 'POST' && !recordId) {
      const record: SObject = { ...fields, Id: id(type === 'Lead' ? '00Q' : '00T') };
      store.set(record.Id, record);
      return json(201, { id: record.Id, success: true, errors: [] });
    }
    if (method === 'PATCH' && recordId) {
      const record = store.get(recordId);
      if (!record) return apiError(404, 'NOT_FOUND', 'The requested resource does not exist');
      store.set(recordId, { ...record, ...fields, Id: recordId });
      return new Response(null, { status: 204 });
    }
    return apiError(405, 'METHOD_NOT_ALLOWED', `HTTP Method '${method}' not allowed`);
  }

  async function control(url: URL, body: Record<string, unknown> | null) {
    if (url.pathname === '/_stand-in/leads')
      return json(200, { leads: [...leads.values()], tasks: [...tasks.values()] });
    if (url.pathname === '/_stand-in/switches') {
      Object.assign(switches, body ?? {});
      return json(200, switches);
    }
    return json(404, {});
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: options.port ?? 0,
    idleTimeout: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const isForm = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded');
      const form = new URLSearchParams(isForm ? text : '');
      let body: Record<string, unknown> | null = null;
      try {
        body = isForm ? Object.fromEntries(form) : text ? JSON.parse(text) : null;
      } catch {
        return apiError(400, 'JSON_PARSER_ERROR', 'The request body is not valid JSON');
      }
      if (url.pathname.startsWith('/_stand-in/')) return control(url, body);
      requests.push({
        method: request.method,
        path: url.pathname,
        body,
        authorization: request.headers.get('authorization'),
      });
      if (url.pathname === '/services/oauth2/authorize') return authorize(url);
      if (url.pathname === '/services/oauth2/token' && request.method === 'POST') return token(form);
      if (url.pathname === '/services/oauth2/revoke' && request.method === 'POST') {
        const token = form.get('token') ?? '';
        if (!refresh.delete(token) && !access.delete(token)) {
          return json(400, {
            error: 'unsupported_token_type',
            error_description: 'this token type is not supported',
          });
        }
        revoked.push(token);
        return new Response(null, { status: 200 });
      }
      if (url.pathname.startsWith('/services/data/')) return api(request, url, body);
      return apiError(404, 'NOT_FOUND', 'The requested resource does not exist');
    },
  });

  origin = `http://127.0.0.1:${server.port}`;
  return {
    origin,
    /** The SALESFORCE_* environment that points the app at this stand-in. */
    env: {
      SALESFORCE_CLIENT_ID: clientId,
      SALESFORCE_CLIENT_SECRET: clientSecret,
      SALESFORCE_LOGIN_URL: origin,
    },
    requests,
    leads,
    tasks,
    switches,
    revoked,
    received: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path.endsWith(path)),
    /** Every session id answers 401 from now on (a session timeout). */
    expireAccessTokens() {
      access = new Set();
    },
    /** The org forgets every grant: refresh tokens are refused too. */
    revokeAll() {
      access = new Set();
      refresh = new Set();
    },
    release() {
      switches.hang = false;
      switches.hangTokens = false;
      held.letGo();
    },
    clear() {
      requests.length = 0;
    },
    stop() {
      held.letGo();
      server.stop(true);
    },
  };
}

export type SalesforceStandIn = Awaited<ReturnType<typeof startSalesforceStandIn>>;

if (import.meta.main) {
  const port = Number(process.argv[2] ?? process.env.SALESFORCE_STAND_IN_PORT ?? 0);
  const standIn = await startSalesforceStandIn({ port });
  console.log(`Salesforce stand-in at ${standIn.origin}`);
  for (const [name, value] of Object.entries(standIn.env)) console.log(`${name}=${value}`);
}
