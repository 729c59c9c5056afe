// A stand-in of HubSpot for tests (never the internet): a Bun.serve on a loopback port speaking HubSpot's
// documented shapes, enough for the CRM sync. OAuth: /oauth/authorize approves at once (or refuses) and sends the
// browser back with a code; /oauth/v1/token exchanges a code or a refresh token (client id and secret checked);
// /oauth/v1/access-tokens/{token} names the portal; DELETE /oauth/v1/refresh-tokens/{token} revokes. API (bearer
// token, 30-minute access tokens that answer 401 when expired): contacts (batch upsert by email, create, update,
// search) and notes with their association to a contact; a property the portal does not have is refused as
// HubSpot does. Switches make the next calls answer 429 with Retry-After, 5xx, a validation 400, or hang.
// `bun api/test/hubspot-stand-in.ts [port]` runs it alone (the browser tests): its /_stand-in routes show and steer it.
import { heldAnswers } from './held-answers';

export type StandInRequest = { method: string; path: string; body: unknown; authorization: string | null };

type Contact = { id: string; properties: Record<string, string>; createdAt: string; updatedAt: string };
type Note = { id: string; properties: Record<string, string>; contactIds: string[] };

/** The contact properties of the stand-in's portal: HubSpot's own, and one custom property. */
export const HUBSPOT_PROPERTIES = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'mobilephone',
  'company',
  'jobtitle',
  'website',
  'address',
  'city',
  'zip',
  'country',
  'message',
  'dynacard_event',
];

export async function startHubSpotStandIn(
  options: { clientId?: string; clientSecret?: string; port?: number; portal?: string; hubId?: number } = {},
) {
  const clientId = options.clientId ?? 'hubspot-client';
  const clientSecret = options.clientSecret ?? 'hubspot-secret';
  const requests: StandInRequest[] = [];
  const codes = new Map<string, string>(); // code → redirect_uri
  let access = new Map<string, number>(); // token → expires at (ms)
  let refresh = new Set<string>();
  const revoked: string[] = [];
  const contacts = new Map<string, Contact>();
  const notes = new Map<string, Note>();
  let serial = 0;
  let now = () => Date.now();
  const held = heldAnswers();
  const switches = {
    /** The next n API calls answer 429 with Retry-After `retryAfter` seconds. */
    rateLimit: 0,
    retryAfter: 30,
    /** The next n API calls answer `failStatus`. */
    fail: 0,
    failStatus: 500,
    /** The next n contact writes are refused as invalid (a 400 VALIDATION_ERROR). */
    invalid: 0,
    /** API calls (and, with hangTokens, token calls) get no answer until released. */
    hang: false,
    hangTokens: false,
    refuseAuthorization: false,
    refuseRefresh: false,
  };

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers });
  const error = (status: number, message: string, category: string, extra: Record<string, unknown> = {}) =>
    json(status, { status: 'error', message, correlationId: crypto.randomUUID(), category, ...extra });
  const hang = held.hold;

  function issueTokens() {
    const accessToken = `hs-access-${++serial}-${crypto.randomUUID()}`;
    const refreshToken = `hs-refresh-${serial}-${crypto.randomUUID()}`;
    access.set(accessToken, now() + 1800_000);
    refresh.add(refreshToken);
    return { token_type: 'bearer', access_token: accessToken, refresh_token: refreshToken, expires_in: 1800 };
  }

  async function token(form: URLSearchParams) {
    if (switches.hangTokens) return hang();
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return json(400, { status: 'BAD_CLIENT_ID', message: 'missing or invalid client_id or client_secret' });
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const redirect = codes.get(code);
      codes.delete(code);
      if (!redirect) return json(400, { status: 'BAD_AUTH_CODE', message: 'missing or unknown auth code' });
      if (redirect !== form.get('redirect_uri')) {
        return json(400, { status: 'BAD_REDIRECT_URI', message: 'redirect_uri does not match' });
      }
      return json(200, issueTokens());
    }
    if (form.get('grant_type') === 'refresh_token') {
      const old = form.get('refresh_token') ?? '';
      if (switches.refuseRefresh || !refresh.has(old)) {
        return json(400, { status: 'BAD_REFRESH_TOKEN', message: 'missing or unknown refresh token' });
      }
      // HubSpot keeps the refresh token: a new access token only.
      const accessToken = `hs-access-${++serial}-${crypto.randomUUID()}`;
      access.set(accessToken, now() + 1800_000);
      return json(200, {
        token_type: 'bearer',
        access_token: accessToken,
        refresh_token: old,
        expires_in: 1800,
      });
    }
    return json(400, { status: 'error', message: 'unsupported grant_type' });
  }

  function authorize(url: URL) {
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    if (url.searchParams.get('client_id') !== clientId) return new Response('unknown app', { status: 400 });
    if (switches.refuseAuthorization) back.searchParams.set('error', 'access_denied');
    else {
      const code = `hs-code-${crypto.randomUUID()}`;
      codes.set(code, url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
    }
    return new Response(null, { status: 302, headers: { location: back.toString() } });
  }

  /** HubSpot refuses a property the portal does not have, naming it. */
  function invalidProperties(properties: Record<string, unknown>) {
    const unknown = Object.keys(properties).filter((name) => !HUBSPOT_PROPERTIES.includes(name));
    if (!unknown.length && switches.invalid <= 0) return null;
    if (!unknown.length) switches.invalid--;
    const problems = unknown.length
      ? unknown.map((name) => ({
          isValid: false,
          message: `Property "${name}" does not exist`,
          error: 'PROPERTY_DOESNT_EXIST',
          name,
          localizedErrorMessage: `Property "${name}" does not exist`,
        }))
      : [{ isValid: false, message: 'Email address is invalid', error: 'INVALID_EMAIL', name: 'email' }];
    return error(400, `Property values were not valid: ${JSON.stringify(problems)}`, 'VALIDATION_ERROR');
  }

  const contactView = (c: Contact) => ({ ...c, archived: false });
  const stamp = () => new Date(now()).toISOString();
  function saveContact(id: string | null, properties: Record<string, string>) {
    const existing = id ? contacts.get(id) : undefined;
    const contact: Contact = existing
      ? { ...existing, properties: { ...existing.properties, ...properties }, updatedAt: stamp() }
      : { id: String(100 + ++serial), properties: { ...properties }, createdAt: stamp(), updatedAt: stamp() };
    contacts.set(contact.id, contact);
    return contact;
  }
  const byEmail = (email: string) =>
    [...contacts.values()].find((c) => c.properties.email?.toLowerCase() === email.toLowerCase());

  function api(
    request: Request,
    url: URL,
    body: Record<string, unknown> | null,
  ): Response | Promise<Response> {
    const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    const expires = access.get(bearer);
    if (expires === undefined || expires <= now()) {
      return error(401, 'Authentication credentials not found.', 'INVALID_AUTHENTICATION');
    }
    if (switches.hang) return hang();
    if (switches.rateLimit > 0) {
      switches.rateLimit--;
      return json(
        429,
        {
          status: 'error',
          message: 'You have reached your ten_secondly_rolling limit.',
          errorType: 'RATE_LIMIT',
          correlationId: crypto.randomUUID(),
          policyName: 'TEN_SECONDLY_ROLLING',
        },
        { 'retry-after': String(switches.retryAfter) },
      );
    }
    if (switches.fail > 0) {
      switches.fail--;
      return error(switches.failStatus, 'internal error', 'INTERNAL_ERROR');
    }
    const path = url.pathname;
    const method = request.method;
    const properties = (body?.properties ?? {}) as Record<string, string>;
    if (method === 'POST' && path === '/crm/v3/objects/contacts/batch/upsert') {
      const inputs = (body?.inputs ?? []) as {
        idProperty?: string;
        id: string;
        properties: Record<string, string>;
      }[];
      for (const input of inputs) {
        const refused = invalidProperties(input.properties ?? {});
        if (refused) return refused;
        if (input.idProperty !== 'email')
          return error(400, 'idProperty must be a unique property', 'VALIDATION_ERROR');
      }
      const results = inputs.map((input) => {
        const found = byEmail(input.id);
        const contact = saveContact(found?.id ?? null, { ...input.properties, email: input.id });
        return { ...contactView(contact), new: !found };
      });
      return json(200, { status: 'COMPLETE', results, startedAt: stamp(), completedAt: stamp() });
    }
    if (method === 'POST' && path === '/crm/v3/objects/contacts/search') {
      const filters =
        ((body?.filterGroups as { filters: { propertyName: string; value: string }[] }[]) ?? [])[0]
          ?.filters ?? [];
      const results = [...contacts.values()].filter((c) =>
        filters.every(
          (f) => (c.properties[f.propertyName] ?? '').toLowerCase() === String(f.value).toLowerCase(),
        ),
      );
      return json(200, {
        total: results.length,
        results: results.slice(0, Number(body?.limit ?? 10)).map(contactView),
      });
    }
    if (method === 'POST' && path === '/crm/v3/objects/contacts') {
      const refused = invalidProperties(properties);
      if (refused) return refused;
      const existing = properties.email ? byEmail(properties.email) : undefined;
      if (existing) return error(409, `Contact already exists. Existing ID: ${existing.id}`, 'CONFLICT');
      return json(201, contactView(saveContact(null, properties)));
    }
    const contactPath = path.match(/^\/crm\/v3\/objects\/contacts\/([^/]+)$/);
    if (method === 'PATCH' && contactPath) {
      if (!contacts.has(contactPath[1])) return error(404, 'Object not found', 'OBJECT_NOT_FOUND');
      const refused = invalidProperties(properties);
      if (refused) return refused;
      return json(200, contactView(saveContact(contactPath[1], properties)));
    }
    if (method === 'POST' && path === '/crm/v3/objects/notes') {
      if (!properties.hs_timestamp) return error(400, 'hs_timestamp is required', 'VALIDATION_ERROR');
      const associations = (body?.associations ?? []) as {
        to: { id: string };
        types: { associationCategory: string; associationTypeId: number }[];
      }[];
      const contactIds: string[] = [];
      for (const a of associations) {
        const type = a.types?.[0];
        if (type?.associationCategory !== 'HUBSPOT_DEFINED' || type.associationTypeId !== 202) {
          return error(400, 'invalid association type', 'VALIDATION_ERROR');
        }
        if (!contacts.has(a.to.id))
          return error(400, `Contact ${a.to.id} does not exist`, 'VALIDATION_ERROR');
        contactIds.push(a.to.id);
      }
      const note: Note = { id: String(9000 + ++serial), properties: { ...properties }, contactIds };
      notes.set(note.id, note);
      return json(201, {
        id: note.id,
        properties: note.properties,
        createdAt: stamp(),
        updatedAt: stamp(),
        archived: false,
      });
    }
    const notePath = path.match(/^\/crm\/v3\/objects\/notes\/([^/]+)$/);
    if (method === 'PATCH' && notePath) {
      const note = notes.get(notePath[1]);
      if (!note) return error(404, 'Object not found', 'OBJECT_NOT_FOUND');
      note.properties = { ...note.properties, ...properties };
      return json(200, {
        id: note.id,
        properties: note.properties,
        createdAt: stamp(),
        updatedAt: stamp(),
        archived: false,
      });
    }
    return error(404, `No route ${method} ${path}`, 'OBJECT_NOT_FOUND');
  }

  /** The test's own view and controls, for a browser test running the stand-in in its own process. */
  async function control(url: URL, body: Record<string, unknown> | null) {
    if (url.pathname === '/_stand-in/contacts') {
      return json(200, {
        contacts: [...contacts.values()],
        notes: [...notes.values()],
      });
    }
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
      const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
      const isForm = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded');
      const form = new URLSearchParams(isForm ? text : '');
      let body: Record<string, unknown> | null = null;
      try {
        body = isForm ? Object.fromEntries(form) : text ? JSON.parse(text) : null;
      } catch {
        return error(400, 'Invalid input JSON', 'VALIDATION_ERROR');
      }
      if (url.pathname.startsWith('/_stand-in/')) return control(url, body);
      requests.push({
        method: request.method,
        path: url.pathname,
        body,
        authorization: request.headers.get('authorization'),
      });
      if (url.pathname === '/oauth/authorize') return authorize(url);
      if (url.pathname === '/oauth/v1/token' && request.method === 'POST') return token(form);
      const info = url.pathname.match(/^\/oauth\/v1\/access-tokens\/(.+)$/);
      if (info && request.method === 'GET') {
        const expires = access.get(decodeURIComponent(info[1]));
        if (!expires) return json(404, { status: 'error', message: 'token not found' });
        return json(200, {
          token: decodeURIComponent(info[1]),
          user: 'owner@nordvik.example',
          hub_domain: options.portal ?? 'nordvik-demo.hubspot.com',
          scopes: ['oauth', 'crm.objects.contacts.read', 'crm.objects.contacts.write'],
          hub_id: options.hubId ?? 4711,
          app_id: 1234,
          expires_in: Math.max(0, Math.round((expires - now()) / 1000)),
          user_id: 42,
          token_type: 'access',
        });
      }
      const revoke = url.pathname.match(/^\/oauth\/v1\/refresh-tokens\/(.+)$/);
      if (revoke && request.method === 'DELETE') {
        const token = decodeURIComponent(revoke[1]);
        if (!refresh.delete(token)) return json(404, { status: 'error', message: 'refresh token not found' });
        revoked.push(token);
        return new Response(null, { status: 204 });
      }
      if (url.pathname.startsWith('/crm/v3/')) return api(request, url, body);
      return json(404, { status: 'error', message: 'not found' });
    },
  });

  const origin = `http://127.0.0.1:${server.port}`;
  return {
    origin,
    /** The HUBSPOT_* environment that points the app at this stand-in. */
    env: {
      HUBSPOT_CLIENT_ID: clientId,
      HUBSPOT_CLIENT_SECRET: clientSecret,
      HUBSPOT_AUTH_URL: `${origin}/oauth/authorize`,
      HUBSPOT_API_URL: origin,
    },
    requests,
    contacts,
    notes,
    switches,
    revoked,
    /** The calls received on a path, in order. */
    received: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
    /** The stand-in's clock (a test's ManualClock) decides when access tokens end. */
    followClock(clock: { now(): number }) {
      now = () => clock.now();
    },
    /** Every access token answers 401 from now on (lapsed early, revoked). */
    expireAccessTokens() {
      access = new Map();
    },
    /** The portal forgets every grant: refresh tokens are refused too. */
    revokeAll() {
      access = new Map();
      refresh = new Set();
    },
    /** Answers every hung call (503) and stops hanging. */
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

export type HubSpotStandIn = Awaited<ReturnType<typeof startHubSpotStandIn>>;

if (import.meta.main) {
  const port = Number(process.argv[2] ?? process.env.HUBSPOT_STAND_IN_PORT ?? 0);
  const standIn = await startHubSpotStandIn({ port });
  console.log(`HubSpot stand-in at ${standIn.origin}`);
  for (const [name, value] of Object.entries(standIn.env)) console.log(`${name}=${value}`);
}
