// A stand-in of Google's token endpoint and Wallet REST API for tests (never the internet): a Bun.serve on a loopback
// port. POST /token takes only the JWT bearer grant with an assertion signed by the service account's key (checked
// with its public key: issuer, audience = this endpoint, the Wallet scope, at most an hour, not expired) and issues
// an hour's access token, as Google does. /walletobjects/v1/genericObject/{id} (GET, PATCH) takes only a token it
// issued and not ended: PATCH merges as Google's patch semantics do (a field left out stays, a null clears one, a
// list is replaced), 404 for an object nobody saved. `save(link)` does what Google does when a person saves a save
// link: checks its JWT with the same key and creates the objects it carries that do not exist yet. Switches make the
// next calls answer an error (with Retry-After) or hang (a connection that never answers, until released).
// `bun api/src/modules/wallet/google-stand-in.ts [port]` runs it alone (the browser tests), with the account of
// GOOGLE_WALLET_SERVICE_ACCOUNT.
import { createPublicKey, type KeyObject } from 'node:crypto';
import { jwtVerify } from 'jose';
import { heldAnswers } from '../../../test/held-answers';

export type GoogleStandInRequest = {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
};
type WalletObject = Record<string, unknown> & { id: string };

const TOKEN_S = 3599;
const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const API = '/walletobjects/v1';
/** Google's messages and reasons of the statuses the switches make. */
const FAILURES: Record<number, [string, string]> = {
  400: ["Invalid value at 'generic_object.hex_background_color'", 'INVALID_ARGUMENT'],
  403: ['The caller does not have permission', 'PERMISSION_DENIED'],
  429: ["Quota exceeded for quota metric 'Write requests'", 'RESOURCE_EXHAUSTED'],
  500: ['Internal error encountered.', 'INTERNAL'],
  503: ['The service is currently unavailable.', 'UNAVAILABLE'],
};

export async function startGoogleWalletStandIn(
  account: { publicKey: KeyObject; clientEmail: string },
  port = 0,
) {
  const requests: GoogleStandInRequest[] = [];
  const objects = new Map<string, WalletObject>();
  let tokens = new Map<string, number>(); // token → ends at (ms)
  let now = () => Date.now();
  let issued = 0;
  const held = heldAnswers();
  const switches = {
    /** The next n object calls answer `failStatus` (with Retry-After `retryAfter` seconds when set). */
    fail: 0,
    failStatus: 503,
    retryAfter: null as number | null,
    /** Object calls (and, with hangTokens, token calls) get no answer until released. */
    hang: false,
    hangTokens: false,
  };

  const error = (status: number, message: string, reason: string, headers: Record<string, string> = {}) =>
    Response.json({ error: { code: status, message, status: reason } }, { status, headers });
  const hang = held.hold;

  async function token(form: URLSearchParams, origin: string) {
    if (switches.hangTokens) return hang();
    const refuse = (description: string) =>
      Response.json({ error: 'invalid_grant', error_description: description }, { status: 400 });
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      return Response.json({ error: 'unsupported_grant_type' }, { status: 400 });
    }
    try {
      const { payload } = await jwtVerify(form.get('assertion') ?? '', account.publicKey, {
        algorithms: ['RS256'],
        issuer: account.clientEmail,
        audience: `${origin}/token`,
        currentDate: new Date(now()),
        requiredClaims: ['iat', 'exp'],
      });
      if (Number(payload.exp) - Number(payload.iat) > 3600)
        return refuse('Invalid JWT: exp too far in the future');
      if (
        !String(payload.scope ?? '')
          .split(' ')
          .includes(SCOPE)
      )
        return refuse('Invalid OAuth scope.');
    } catch (problem) {
      return refuse(`Invalid JWT Signature. (${(problem as Error).message})`);
    }
    const accessToken = `ya29.stand-in-${++issued}-${crypto.randomUUID()}`;
    tokens.set(accessToken, now() + TOKEN_S * 1000);
    return Response.json({ access_token: accessToken, expires_in: TOKEN_S, token_type: 'Bearer' });
  }

  /** Google's patch semantics: each named field replaces the one held (lists whole), a null removes it. */
  function patch(object: WalletObject, fields: Record<string, unknown>) {
    for (const [name, value] of Object.entries(fields)) {
      if (value === null) delete object[name];
      else object[name] = value;
    }
  }

  function api(request: Request, path: string, body: unknown): Response | Promise<Response> {
    const bearer = request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1] ?? '';
    const ends = tokens.get(bearer);
    if (ends === undefined || ends <= now()) {
      return error(
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token.',
        'UNAUTHENTICATED',
      );
    }
    if (switches.hang) return hang();
    if (switches.fail > 0) {
      switches.fail--;
      const headers: Record<string, string> =
        switches.retryAfter === null ? {} : { 'retry-after': String(switches.retryAfter) };
      const [message, reason] = FAILURES[switches.failStatus] ?? FAILURES[503];
      return error(switches.failStatus, message, reason, headers);
    }
    const id = decodeURIComponent(path.match(/^\/genericObject\/([^/]+)$/)?.[1] ?? '');
    if (!id) return error(404, `No route ${request.method} ${path}`, 'NOT_FOUND');
    const object = objects.get(id);
    if (!object) return error(404, 'Requested entity was not found.', 'NOT_FOUND');
    if (request.method === 'GET') return Response.json(object);
    if (request.method === 'PATCH') {
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        return error(400, 'Invalid JSON payload received.', 'INVALID_ARGUMENT');
      }
      patch(object, body as Record<string, unknown>);
      return Response.json(object);
    }
    return error(405, 'Method not allowed', 'INVALID_ARGUMENT');
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port,
    idleTimeout: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const isForm = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded');
      let body: unknown = null;
      try {
        body = isForm ? Object.fromEntries(new URLSearchParams(text)) : text ? JSON.parse(text) : null;
      } catch {
        return error(400, 'Invalid JSON payload received.', 'INVALID_ARGUMENT');
      }
      requests.push({
        method: request.method,
        path: url.pathname,
        authorization: request.headers.get('authorization'),
        body,
      });
      if (url.pathname === '/token' && request.method === 'POST') {
        return token(new URLSearchParams(isForm ? text : ''), url.origin);
      }
      if (url.pathname.startsWith(`${API}/`)) return api(request, url.pathname.slice(API.length), body);
      return error(404, 'Not found', 'NOT_FOUND');
    },
  });

  const origin = `http://127.0.0.1:${server.port}`;
  return {
    origin,
    /** The GOOGLE_WALLET_* addresses that point the app at this stand-in. */
    env: { GOOGLE_WALLET_TOKEN_URL: `${origin}/token`, GOOGLE_WALLET_API_URL: `${origin}${API}` },
    requests,
    objects,
    switches,
    /** The object calls received (not the token requests), in order. */
    objectCalls: (method?: string) =>
      requests.filter((r) => r.path.startsWith(`${API}/`) && (!method || r.method === method)),
    tokenRequests: () => requests.filter((r) => r.path === '/token'),
    /**
     * What Google does when a person saves the pass: the save link's JWT checked with the account's key, and each
     * object it carries created unless it exists (saving again keeps the object as it is). Answers the ids.
     */
    async save(link: string) {
      const jwt = link.slice(link.lastIndexOf('/') + 1);
      const { payload } = await jwtVerify(jwt, account.publicKey, {
        algorithms: ['RS256'],
        issuer: account.clientEmail,
        audience: 'google',
      });
      const carried = (payload.payload as { genericObjects?: WalletObject[] }).genericObjects ?? [];
      for (const object of carried)
        if (!objects.has(object.id)) objects.set(object.id, structuredClone(object));
      return carried.map((object) => object.id);
    },
    /** The stand-in's clock (a test's ManualClock) decides when assertions and tokens end. */
    followClock(clock: { now(): number }) {
      now = () => clock.now();
    },
    /** Every access token answers 401 from now on (revoked, ended early). */
    revokeTokens() {
      tokens = new Map();
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

export type GoogleWalletStandIn = Awaited<ReturnType<typeof startGoogleWalletStandIn>>;

if (import.meta.main) {
  const { client_email, private_key } = JSON.parse(process.env.GOOGLE_WALLET_SERVICE_ACCOUNT ?? '{}') as {
    client_email?: string;
    private_key?: string;
  };
  if (!client_email || !private_key)
    throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT (the key’s JSON) is needed');
  const standIn = await startGoogleWalletStandIn(
    { publicKey: createPublicKey(private_key), clientEmail: client_email },
    Number(process.argv[2] ?? 0),
  );
  console.log(`Google Wallet stand-in at ${standIn.origin}`);
  for (const [name, value] of Object.entries(standIn.env)) console.log(`${name}=${value}`);
}
