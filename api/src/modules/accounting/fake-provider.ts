// A local fake of the accounting provider for tests (never the internet): a Bun.serve on a loopback port speaking
// Fortnox's documented OAuth and REST shapes. /oauth-v1/auth approves at once (or refuses) and sends the browser
// back with a code; /oauth-v1/token checks HTTP Basic client credentials and the grant; /3 checks the bearer
// token. Switches make the next calls fail, answer 429, or expire every access token; it records what it got.

export type FakeRequest = {
  method: string;
  path: string;
  /** The query string, with its '?' (or ''). */
  query: string;
  authorization: string | null;
  /** JSON or form body, parsed. */
  body: Record<string, unknown> | null;
};

type Options = { clientId: string; clientSecret: string; companyName?: string; scope?: string };

export async function startFakeProvider(options: Options) {
  const requests: FakeRequest[] = [];
  const codes = new Map<string, string>(); // code → redirect_uri
  let access = new Set<string>();
  let refresh = new Set<string>();
  const customers = new Map<string, Record<string, unknown>>();
  const orders: Record<string, unknown>[] = [];
  let serial = 0;
  const switches = {
    failApi: 0,
    failStatus: 500,
    rateLimit: 0,
    refuseAuthorization: false,
    refuseRefresh: false,
  };

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers });
  const apiError = (status: number, message: string, code = 2000000) =>
    json(status, { ErrorInformation: { error: 1, message, code } });

  function issueTokens() {
    const accessToken = `access-${++serial}-${crypto.randomUUID()}`;
    const refreshToken = `refresh-${serial}-${crypto.randomUUID()}`;
    access.add(accessToken);
    refresh.add(refreshToken);
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      scope: options.scope ?? 'companyinformation customer order',
      expires_in: 3600,
      token_type: 'bearer',
    };
  }

  async function token(request: Request, form: URLSearchParams) {
    const expected = `Basic ${btoa(`${options.clientId}:${options.clientSecret}`)}`;
    if (request.headers.get('authorization') !== expected) return json(401, { error: 'invalid_client' });
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const redirect = codes.get(code);
      codes.delete(code);
      if (!redirect || redirect !== form.get('redirect_uri')) return json(400, { error: 'invalid_grant' });
      return json(200, issueTokens());
    }
    if (form.get('grant_type') === 'refresh_token') {
      const old = form.get('refresh_token') ?? '';
      if (switches.refuseRefresh || !refresh.delete(old)) return json(400, { error: 'invalid_grant' });
      return json(200, issueTokens());
    }
    return json(400, { error: 'unsupported_grant_type' });
  }

  function authorize(url: URL) {
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    if (switches.refuseAuthorization) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user refused');
    } else {
      const code = `code-${crypto.randomUUID()}`;
      codes.set(code, url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
    }
    return new Response(null, { status: 302, headers: { location: back.toString() } });
  }

  function api(request: Request, url: URL, body: Record<string, unknown> | null) {
    const path = url.pathname.slice(2);
    const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!access.has(bearer)) return apiError(401, 'Unauthorized request', 2000311);
    if (switches.rateLimit > 0) {
      switches.rateLimit--;
      return json(429, { message: 'Too Many Requests' }, { 'retry-after': '5' });
    }
    if (switches.failApi > 0) {
      switches.failApi--;
      return apiError(switches.failStatus, 'Internal error');
    }
    if (request.method === 'GET' && path === '/companyinformation') {
      return json(200, { CompanyInformation: { CompanyName: options.companyName ?? 'Bokföring AB' } });
    }
    if (request.method === 'GET' && path === '/customers') {
      const org = url.searchParams.get('organisationnumber');
      const found = [...customers.values()].filter((c) => !org || c.OrganisationNumber === org);
      return json(200, { MetaInformation: { '@TotalResources': found.length }, Customers: found });
    }
    if (request.method === 'POST' && path === '/customers') {
      const customer = (body?.Customer ?? {}) as Record<string, unknown>;
      if (!customer.Name) return apiError(400, 'Name is required', 2000359);
      const number = String(customers.size + 1);
      customers.set(number, { ...customer, CustomerNumber: number });
      return json(201, { Customer: customers.get(number) });
    }
    const put = path.match(/^\/customers\/([^/]+)$/);
    if (request.method === 'PUT' && put) {
      const number = decodeURIComponent(put[1]);
      if (!customers.has(number)) return apiError(404, 'Customer not found', 2000433);
      customers.set(number, {
        ...customers.get(number),
        ...(body?.Customer as object),
        CustomerNumber: number,
      });
      return json(200, { Customer: customers.get(number) });
    }
    if (request.method === 'POST' && path === '/orders') {
      const order = (body?.Order ?? {}) as Record<string, unknown>;
      if (!customers.has(String(order.CustomerNumber))) return apiError(400, 'Unknown customer', 2000204);
      orders.push({ ...order, DocumentNumber: String(orders.length + 1) });
      return json(201, { Order: orders[orders.length - 1] });
    }
    return apiError(404, 'Not found');
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const isForm = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded');
      const form = new URLSearchParams(isForm ? text : '');
      const body = isForm ? Object.fromEntries(form) : text ? JSON.parse(text) : null;
      requests.push({
        method: request.method,
        path: url.pathname,
        query: url.search,
        authorization: request.headers.get('authorization'),
        body,
      });
      if (url.pathname === '/oauth-v1/auth') return authorize(url);
      if (url.pathname === '/oauth-v1/token' && request.method === 'POST') return token(request, form);
      if (url.pathname.startsWith('/3/')) return api(request, url, body);
      return new Response('not found', { status: 404 });
    },
  });

  const origin = `http://127.0.0.1:${server.port}`;
  return {
    /** The ACCOUNTING_* environment that points the app at this fake. */
    env: {
      ACCOUNTING_CLIENT_ID: options.clientId,
      ACCOUNTING_CLIENT_SECRET: options.clientSecret,
      ACCOUNTING_AUTH_URL: `${origin}/oauth-v1`,
      ACCOUNTING_API_URL: `${origin}/3`,
    },
    origin,
    requests,
    customers,
    orders,
    switches,
    /** The calls received on a path (e.g. '/3/customers'), in order. */
    received: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
    /** Every access token stops working (answers 401), as when the provider revokes or they lapse. */
    expireAccessTokens() {
      access = new Set();
    },
    /** The provider forgets every grant: refresh tokens answer invalid_grant. */
    revokeAll() {
      access = new Set();
      refresh = new Set();
    },
    /** The next `count` API calls answer `status` (500 by default) with an ErrorInformation body. */
    failNext(count: number, status = 500) {
      switches.failApi = count;
      switches.failStatus = status;
    },
    clear() {
      requests.length = 0;
    },
    stop: () => server.stop(true),
  };
}

export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;

// `bun api/src/modules/accounting/fake-provider.ts`: the fake on its own, to try the integration locally or from
// a browser test; it prints the environment that points the server at it.
if (import.meta.main) {
  const fake = await startFakeProvider({ clientId: 'local-client', clientSecret: 'local-secret' });
  for (const [name, value] of Object.entries(fake.env)) console.log(`${name}=${value}`);
}
