// The API reference: its page finds the document, and the document describes what every operation takes and answers.

import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { brotliDecompressSync } from 'node:zlib';
import { getSchemaValidator, type TSchema } from 'elysia';
import { BASE, createTestApp, type TestApp } from '../../test/harness';

type Schema = { type?: string; properties?: Record<string, Schema & { description?: string }> };
type Media = { schema?: Schema };
type Operation = {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media>; headers?: Record<string, unknown> }>;
};
type Route = {
  method: string;
  path: string;
  handler: unknown;
  hooks: {
    detail?: {
      hide?: boolean;
      responses?: Record<string, { content?: Record<string, { schema: TSchema }> }>;
    };
  };
};

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
const operations: { name: string; op: Operation; route?: Route }[] = [];
const routes = () => (t.app as unknown as { routes: Route[] }).routes;
const openApiPath = (path: string) => path.replace(/:([^/]+)/g, '{$1}');

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.handle(new Request(`${BASE}/api/docs/json`));
  expect(res.status).toBe(200);
  doc = await res.json();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const route = routes().find((r) => r.method.toLowerCase() === method && openApiPath(r.path) === path);
      operations.push({ name: `${method.toUpperCase()} ${path}`, op, route });
    }
});
afterAll(() => t.close());

describe('the API reference', () => {
  test('its page loads the document from /api/docs/json, which answers', async () => {
    const page = await (await t.handle(new Request(`${BASE}/api/docs`))).text();
    const url = page.match(/"url":"([^"]+)"/)?.[1];
    expect(url).toBeDefined();
    // The browser resolves the UI's spec URL against the page's own address.
    const resolved = new URL(url!, `${BASE}/api/docs`);
    expect(resolved.pathname).toBe('/api/docs/json');
    expect((await t.handle(new Request(resolved))).status).toBe(200);
    expect(page).toContain('/api/docs/assets/swagger-ui-bundle.js');
    const slash = await t.handle(new Request(`${BASE}/api/docs/`));
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/api/docs');
  });

  test('its UI files come compressed as the browser accepts (brotli, else gzip, else as they are)', async () => {
    const original = new Uint8Array(
      await Bun.file(Bun.resolveSync('swagger-ui-dist/swagger-ui-bundle.js', import.meta.dir)).arrayBuffer(),
    );
    const get = (file: string, acceptEncoding?: string) =>
      t.handle(
        new Request(`${BASE}/api/docs/assets/${file}`, {
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        }),
      );
    const br = await get('swagger-ui-bundle.js', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(br.headers.get('content-type')).toStartWith('text/javascript');
    const brBytes = new Uint8Array(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(original.length / 3);
    expect(new Uint8Array(brotliDecompressSync(brBytes))).toEqual(original);
    // The second answer is the same bytes, from memory.
    expect(new Uint8Array(await (await get('swagger-ui-bundle.js', 'br')).arrayBuffer())).toEqual(brBytes);

    const gzip = await get('swagger-ui-bundle.js', 'gzip, br;q=0');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(new Uint8Array(Bun.gunzipSync(new Uint8Array(await gzip.arrayBuffer())))).toEqual(original);

    const plain = await get('swagger-ui-bundle.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('accept-encoding');
    expect(new Uint8Array(await plain.arrayBuffer())).toEqual(original);

    const css = await get('swagger-ui.css', 'br');
    expect([css.headers.get('content-encoding'), css.headers.get('content-type')]).toEqual([
      'br',
      'text/css; charset=utf-8',
    ]);
    expect((await get('package.json', 'br')).status).toBe(404);
  });

  test('the document lists the API and nothing else', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((o) => o.name)).toContain('POST /api/v1/auth/login');
    for (const { name } of operations)
      expect(name).toMatch(/^[A-Z]+ \/api\/v1\/|^GET \/sse\/connect$|^[A-Z]+ \/scim\/v2\//);
    // Each operation is matched to its route, whose handler the body check below reads.
    expect(operations.filter((o) => !o.route).map((o) => o.name)).toEqual([]);
  });

  test('the live stream is documented: GET /sse/connect answers an event stream, 401 and 429 in the envelope', () => {
    const op = doc.paths['/sse/connect']?.get as Operation & { description?: string };
    expect(op).toBeDefined();
    const ok = op.responses?.['200']?.content?.['text/event-stream'];
    expect(ok?.schema?.type).toBe('string');
    expect(op.description).toContain('event: message');
    for (const status of ['401', '429'])
      expect(
        Object.keys(op.responses?.[status]?.content?.['application/json']?.schema?.properties ?? {}),
      ).toContain('statusCode');
  });

  test('every operation that takes a body documents it with a schema per media type', () => {
    const missing: string[] = [];
    for (const { name, op, route } of operations) {
      // A handler that reads `body` takes one (as Elysia's own inference decides).
      const readsBody = /\bbody\b/.test(String(route?.handler));
      const content = op.requestBody?.content ?? {};
      const types = Object.entries(content);
      if (readsBody && !types.length) missing.push(`${name}: no request body`);
      for (const [type, media] of types) {
        if (!media.schema?.type) missing.push(`${name}: ${type} without a schema`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('every field of a request body has a description', () => {
    type Node = Schema & { description?: string; items?: Node; anyOf?: Node[] };
    const undescribed: string[] = [];
    const walk = (node: Node | undefined, at: string) => {
      for (const [key, field] of Object.entries<Node>(node?.properties ?? {})) {
        if (!field.description) undescribed.push(`${at}.${key}`);
        walk(field, `${at}.${key}`);
      }
      if (node?.items) walk(node.items, `${at}[]`);
      for (const option of node?.anyOf ?? []) walk(option, at);
    };
    for (const { name, op } of operations)
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        walk(media.schema as Node, `${name} ${type}`);
    expect(undescribed).toEqual([]);
  });

  test('every operation documents its 2xx answer; JSON answers are the envelope with data', () => {
    const missing: string[] = [];
    for (const { name, op } of operations) {
      const ok = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      // A browser redirect (the OAuth connect and callback) documents its 3xx with the Location header instead.
      const redirects = Object.entries(op.responses ?? {}).filter(([status]) => /^3\d\d$/.test(status));
      for (const [status, answer] of redirects)
        if (!answer.headers?.Location) missing.push(`${name}: ${status} without a Location header`);
      if (!ok.length && !redirects.length) missing.push(`${name}: no 2xx answer`);
      for (const [status, answer] of ok) {
        const content = Object.entries(answer.content ?? {});
        // 204 No Content has none by definition (SCIM's DELETE).
        if (!content.length && status !== '204') missing.push(`${name}: ${status} without content`);
        for (const [type, media] of content) {
          const keys = Object.keys(media.schema?.properties ?? {});
          if (
            type === 'application/json' &&
            !['success', 'statusCode', 'message', 'data', 'errors'].every((k) => keys.includes(k))
          )
            missing.push(`${name}: ${status} is not the envelope with data`);
          if (type !== 'application/json' && !media.schema)
            missing.push(`${name}: ${status} ${type} without a schema`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  test('a multipart body lists its fields with descriptions, and its JSON alternative', () => {
    const content = doc.paths['/api/v1/companies/'].post.requestBody?.content ?? {};
    const form = content['multipart/form-data'].schema?.properties ?? {};
    expect(form.json.description).toContain('JSON');
    expect(form['files[logo]']).toMatchObject({ type: 'string', format: 'binary' });
    expect(form['files[logo]'].description).toBeTruthy();
    expect(content['application/json'].schema?.properties?.name.description).toBe('Company name');
    const upload = doc.paths['/api/v1/companies/{shortId}/files'].post.requestBody?.content ?? {};
    expect(Object.keys(upload)).toEqual(['multipart/form-data']);
    const login = doc.paths['/api/v1/auth/login'].post.requestBody?.content ?? {};
    expect(login['application/json'].schema?.properties?.login.description).toBe('Email or username');
  });
});

describe('answers match the document', () => {
  /** Checks an answer against the schema its operation documents for its status. */
  function expectDocumented(method: string, path: string, status: number, body: unknown) {
    const route = routes().find((r) => r.method === method && r.path === path);
    const media = route?.hooks.detail?.responses?.[status]?.content?.['application/json'];
    expect(media, `${method} ${path} documents ${status}`).toBeDefined();
    const validator = getSchemaValidator(media!.schema);
    const errors = validator.Check(body)
      ? []
      : [...validator.Errors(body)].map((e) => `${e.path}: ${e.message}`);
    expect(errors, `${method} ${path}`).toEqual([]);
  }

  test('a new user signs up, edits, creates a company and a profile, saves a contact', async () => {
    const { client, res } = await t.signup();
    expectDocumented('POST', '/api/v1/users/', 201, res.body);
    const calls: [string, string, string, unknown?][] = [
      ['GET', '/api/v1/users/me', '/api/v1/users/me'],
      ['GET', '/api/v1/users/me/quota', '/api/v1/users/me/quota'],
      ['POST', '/api/v1/auth/status', '/api/v1/auth/status'],
      ['POST', '/api/v1/auth/token/validate', '/api/v1/auth/token/validate'],
      ['POST', '/api/v1/users/me/otp', '/api/v1/users/me/otp'],
      ['POST', '/api/v1/users/me/api-keys', '/api/v1/users/me/api-keys', { name: 'ci' }],
      ['GET', '/api/v1/users/me/api-keys', '/api/v1/users/me/api-keys'],
      ['GET', '/api/v1/profiles/', '/api/v1/profiles/'],
      ['GET', '/api/v1/companies/', '/api/v1/companies/'],
      ['GET', '/api/v1/contacts/', '/api/v1/contacts/'],
      ['GET', '/api/v1/general/challenge', '/api/v1/general/challenge'],
    ];
    for (const [method, path, url, body] of calls) {
      const answer = await client.send(method, url, body);
      expect(answer.status, url).toBeLessThan(300);
      expectDocumented(method, path, answer.status, answer.body);
    }

    const form = new FormData();
    form.set(
      'json',
      JSON.stringify({ name: 'Acme', phone: '+46 8 123 45', websiteUrl: 'https://acme.example' }),
    );
    const company = await client.post<{ shortId: string }>('/api/v1/companies/', form);
    expect(company.status).toBe(201);
    expectDocumented('POST', '/api/v1/companies/', 201, company.body);
    const shortId = company.body.data.shortId;
    for (const [method, path, url] of [
      ['GET', '/api/v1/companies/:shortId', `/api/v1/companies/${shortId}`],
      ['GET', '/api/v1/companies/:shortId/colleagues', `/api/v1/companies/${shortId}/colleagues`],
      ['GET', '/api/v1/users/me/colleagues', '/api/v1/users/me/colleagues'],
    ]) {
      const answer = await client.send(method, url);
      expectDocumented(method, path, answer.status, answer.body);
    }
    const invited = await client.post(`/api/v1/companies/${shortId}/colleagues`, {
      email: 'colleague@example.com',
    });
    expectDocumented('POST', '/api/v1/companies/:shortId/colleagues', 201, invited.body);

    const profiles = await client.get<{ shortId: string }[]>('/api/v1/profiles/');
    const profile = profiles.body.data[0].shortId;
    const edited = await client.patch(`/api/v1/profiles/${profile}`, { companies: [shortId] });
    expectDocumented('PATCH', '/api/v1/profiles/:shortId', 200, edited.body);
    const visitor = t.client();
    const view = await visitor.get(`/api/v1/profiles/${profile}`);
    expectDocumented('GET', '/api/v1/profiles/:shortId', 200, view.body);
    const stats = await client.get(`/api/v1/profiles/${profile}/statistics`);
    expectDocumented('GET', '/api/v1/profiles/:shortId/statistics', 200, stats.body);

    const other = await t.signup();
    const saved = await other.client.post('/api/v1/contacts/', { shortId: profile });
    expectDocumented('POST', '/api/v1/contacts/', 201, saved.body);
    const search = await client.get('/api/v1/general/search?query=User');
    expectDocumented('GET', '/api/v1/general/search', 200, search.body);
  }, 60_000);

  test('an error answers the documented error envelope', async () => {
    const res = await t.client().post('/api/v1/auth/login', { login: '', password: 'x' });
    expect(res.status).toBe(422);
    expectDocumented('POST', '/api/v1/auth/login', 'default' as never, res.body);
  });
});
