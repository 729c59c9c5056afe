// The typed client against the running API: the committed types are those of the live document, and at
// least one operation of every tag of the document answers through the client as its types say.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { seedCompany, seedUser, signIn } from '../../api/test/factories';
import { BASE, createTestApp, type TestApp } from '../../api/test/harness';
import { liveDocument, schemaTypes } from './scripts/document';
import { type ApiBody, type ApiData, createDynacardClient, type DynacardClient } from './src/index';

let t: TestApp;
let dc: DynacardClient;
let companyId: string;
const called = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  const admin = await seedUser(t, { role: 'administrator', subscriber: true, fullName: 'Ada Admin' });
  const company = await seedCompany(t, { ownerId: admin.id, name: 'Nordvik Bygg' });
  companyId = company.shortId;
  const session = await signIn(t, admin);
  const created = await session.post<{ key: string }>('/api/v1/users/me/api-keys', { name: 'client test' });
  expect(created.status).toBe(201);
  dc = createDynacardClient({
    baseUrl: BASE,
    apiKey: created.body.data.key,
    lang: 'en',
    // No network: the client's requests go straight into the app, as the other tests' requests do.
    fetch: async (request) => t.handle(request),
  });
  // Every operation the client sends is noted by its tag, so the last test can check that each was covered.
  dc.use({
    onRequest({ schemaPath, request }) {
      called.add(`${request.method} ${schemaPath}`);
    },
  });
});
afterAll(() => t.close());

test('src/schema.d.ts is what `bun run client:generate` writes from the live document', async () => {
  const committed = await Bun.file(new URL('./src/schema.d.ts', import.meta.url)).text();
  // On failure: run `bun run client:generate` and commit src/schema.d.ts.
  expect(committed === (await schemaTypes(await liveDocument()))).toBe(true);
});

test("ApiData and ApiBody name an operation's answer and body (tsc refuses these if they are never)", () => {
  const page: ApiData<'/api/v1/leads', 'get'> = {
    items: [],
    total: 0,
    unread: 0,
    matched: 0,
    max: 1000,
    tags: [],
    labels: [],
    events: [],
    people: [],
  };
  const body: ApiBody<'/api/v1/contacts/', 'post'> = { shortId: 'Ab12Cd34Ef' };
  // @ts-expect-error a lead page has no `rows`
  const wrong: ApiData<'/api/v1/leads', 'get'> = { rows: [] };
  expect([page.max, body.shortId, wrong]).toBeTruthy();
});

describe('every tag through the client', () => {
  test('General, Auth and Users: public and signed-in calls, typed answers', async () => {
    const challenge = await dc.GET('/api/v1/general/challenge');
    expect(challenge.data?.data.algorithm).toBe('SHA-256');
    const status = await dc.POST('/api/v1/auth/status', {});
    expect(status.response.status).toBe(200);
    const me = await dc.GET('/api/v1/users/me');
    expect(me.data?.data.fullName).toBe('Ada Admin');
  });

  test('Companies, Profiles, Contacts and Leads', async () => {
    const companies = await dc.GET('/api/v1/companies/');
    expect(companies.data?.data.map((c) => c.name)).toContain('Nordvik Bygg');
    const profiles = await dc.GET('/api/v1/profiles/');
    expect(profiles.response.status).toBe(200);
    const contacts = await dc.GET('/api/v1/contacts/');
    expect(contacts.data?.data).toEqual([]);
    const leads = await dc.GET('/api/v1/leads', { params: { query: { limit: 10 } } });
    expect(leads.data?.data.total).toBe(0);
    const file = await dc.GET('/api/v1/leads/export', {
      params: { query: { format: 'salesforce', unread: true } },
      parseAs: 'text',
    });
    expect(file.data).toStartWith('First Name,Last Name,Company');
    // A bad filter is the typed error envelope, with the field.
    const bad = await dc.GET('/api/v1/contacts/export', { params: { query: { from: 'yesterday' } } });
    expect(bad.response.status).toBe(422);
    expect(bad.error?.errors[0].field).toBe('from');
  });

  test('Dynatags, Dynatags (public), Cards, Orders and Coupons', async () => {
    const tags = await dc.GET('/api/v1/dynatags/companies/{companyId}', {
      params: { path: { companyId } },
    });
    expect(tags.response.status).toBe(200);
    const missing = await dc.GET('/api/v1/dynatags/public/{id}', { params: { path: { id: 'nosuchtag' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.success).toBe(false);
    const cards = await dc.GET('/api/v1/cards/companies/{companyId}', { params: { path: { companyId } } });
    expect(cards.response.status).toBe(200);
    const orders = await dc.GET('/api/v1/orders/');
    expect(orders.response.status).toBe(200);
    const coupons = await dc.GET('/api/v1/coupons');
    expect(coupons.response.status).toBe(200);
  });

  test('Subscriptions, Billing and Invoices', async () => {
    expect((await dc.GET('/api/v1/subscriptions/me')).response.status).toBe(200);
    const billing = await dc.GET('/api/v1/billing/companies/{companyId}', {
      params: { path: { companyId } },
    });
    expect(billing.response.status).toBe(200);
    const invoices = await dc.GET('/api/v1/invoices/companies/{companyId}', {
      params: { path: { companyId } },
    });
    expect(invoices.response.status).toBe(200);
  });

  test('Reports', async () => {
    const mine = await dc.PUT('/api/v1/reports/me', { body: { cadence: 'weekly' } });
    expect(mine.response.status).toBe(200);
    expect(mine.data?.data).toEqual({ cadence: 'weekly' });
    const company = await dc.GET('/api/v1/companies/{shortId}/report', {
      params: { path: { shortId: companyId } },
    });
    expect(company.data?.data).toEqual({ cadence: 'off' });
  });

  test('QR styles, Webhooks and Wallet', async () => {
    const style = await dc.GET('/api/v1/companies/{shortId}/qr-style', {
      params: { path: { shortId: companyId } },
    });
    expect(style.response.status).toBe(200);
    expect(style.data?.data.style).toBeNull();
    const hooks = await dc.GET('/api/v1/companies/{shortId}/webhooks/', {
      params: { path: { shortId: companyId } },
    });
    expect(hooks.response.status).toBe(200);
    expect(hooks.data?.data).toEqual([]);
    // Without Wallet certificates there is nothing to add, and the answer says so.
    const wallet = await dc.GET('/api/v1/wallet/mine');
    expect(wallet.response.status).toBe(200);
  });

  test('Analytics: a company’s figures, typed', async () => {
    const analysis = await dc.GET('/api/v1/analytics/', {
      params: { query: { item: 'company', id: companyId, tz: 'Europe/Stockholm' } },
    });
    expect(analysis.response.status).toBe(200);
    expect(analysis.data?.data.totals).toEqual({ total: 0, unique: 0, returning: 0 });
    expect(analysis.data?.data.heatmap).toHaveLength(7);
  });

  test('Page domains: none yet, and the TLS ask refuses a stranger', async () => {
    const domain = await dc.GET('/api/v1/companies/{shortId}/page-domain', {
      params: { path: { shortId: companyId } },
    });
    expect(domain.response.status).toBe(200);
    expect(domain.data?.data).toBeNull();
    const ask = await dc.GET('/api/v1/page-domains/tls', {
      params: { query: { domain: 'cards.example.com' } },
    });
    expect(ask.response.status).toBe(404);
  });

  test('Single sign-on: no provider yet, and a mail domain to prove', async () => {
    const settings = await dc.GET('/api/v1/companies/{shortId}/sso', {
      params: { path: { shortId: companyId } },
    });
    expect(settings.response.status).toBe(200);
    expect(settings.data?.data.provider).toBeNull();
    const added = await dc.POST('/api/v1/companies/{shortId}/sso/domains', {
      params: { path: { shortId: companyId } },
      body: { domain: 'client.example' },
    });
    expect(added.response.status).toBe(201);
    expect(added.data?.data.domains[0]?.record.name).toBe('_dynacard.client.example');
  });

  test('Audit log: the mail domain above, added with this API key', async () => {
    const log = await dc.GET('/api/v1/audit/companies/{companyId}', {
      params: { path: { companyId }, query: { entity: 'sso-domain' } },
    });
    expect(log.response.status).toBe(200);
    expect(log.data?.data.entries).toMatchObject([
      { entityId: 'client.example', via: 'api-key', action: 'added' },
    ]);
  });

  test('SCIM: a personal API key is not a provisioning token (401 in SCIM’s format)', async () => {
    const config = await dc.GET('/scim/v2/ServiceProviderConfig', {});
    expect(config.response.status).toBe(401);
  });

  test('CRM: nothing connected, none offered without the apps', async () => {
    const crm = await dc.GET('/api/v1/companies/{shortId}/crm', { params: { path: { shortId: companyId } } });
    expect(crm.response.status).toBe(200);
    expect(crm.data?.data).toEqual({ available: [], connection: null });
  });

  test('Administrator, Administrator: invoices and Administrator: accounting', async () => {
    const users = await dc.GET('/api/v1/admin/users');
    expect(users.response.status).toBe(200);
    expect((await dc.GET('/api/v1/admin/invoices')).response.status).toBe(200);
    expect((await dc.GET('/api/v1/admin/accounting')).response.status).toBe(200);
  });

  test('Live: the event stream opens for the key', async () => {
    const live = await dc.GET('/sse/connect', { parseAs: 'stream' });
    expect(live.response.status).toBe(200);
    expect(live.response.headers.get('content-type')).toStartWith('text/event-stream');
    await live.response.body?.cancel();
  });

  test('the calls above cover every tag of the document', async () => {
    const document = await liveDocument();
    const tagOf = new Map<string, string>();
    for (const [path, item] of Object.entries(document.paths ?? {}))
      for (const [method, op] of Object.entries(item as Record<string, { tags?: string[] }>))
        for (const tag of op.tags ?? []) tagOf.set(`${method.toUpperCase()} ${path}`, tag);
    const all = new Set(tagOf.values());
    const covered = new Set([...called].map((name) => tagOf.get(name)));
    expect([...all].filter((tag) => !covered.has(tag))).toEqual([]);
    expect(all.size).toBeGreaterThan(15);
  });
});
