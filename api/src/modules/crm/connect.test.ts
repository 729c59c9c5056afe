// /api/v1/companies/{id}/crm and /api/v1/crm/callback/{provider} through the app against the HubSpot and
// Salesforce stand-ins on loopback ports: who may, what is on offer, the connect flow (state signed, bound to
// owner and company, single use, ten minutes; Salesforce's PKCE), tokens encrypted at rest, the mapping's checks,
// disconnect with revocation.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companies, crmConnections, crmOauthStates, leadSyncs, leads } from '@db/schema';
import { eq } from 'drizzle-orm';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/harness';
import { decrypt } from '../../platform/crypto';
import type { CrmStatus } from './response-schemas';
import { syncCrm } from './sync';
import { type CrmTestApp, crmTestApp } from './test-kit';

let c: CrmTestApp;
beforeAll(async () => {
  c = await crmTestApp();
});
afterAll(() => c.close());

const row = async () =>
  (await c.t.db.select().from(crmConnections).where(eq(crmConnections.companyId, c.company.id)))[0];
const PAGE = '/dashboard/companies';

describe('who may', () => {
  const routes = (id: string) => [
    ['GET', `/api/v1/companies/${id}/crm`],
    ['POST', `/api/v1/companies/${id}/crm/connect/hubspot`],
    ['DELETE', `/api/v1/companies/${id}/crm`],
    ['PUT', `/api/v1/companies/${id}/crm/mapping`],
    ['POST', `/api/v1/companies/${id}/crm/leads/abcdefghij/sync`],
  ];

  test('anonymous 401, a colleague 403, another company’s owner 404', async () => {
    for (const [method, path] of routes(c.company.shortId)) {
      expect({ path, status: (await c.t.client().send(method, path, {})).status }).toEqual({
        path,
        status: 401,
      });
      const colleague = await c.colleague.send(method, path, {});
      expect({ path, status: colleague.status }).toEqual({ path, status: 403 });
      const other = await c.otherOwner.send(method, path, {});
      expect({ path, status: other.status }).toEqual({ path, status: 404 });
    }
    expect(await c.t.db.select().from(crmOauthStates)).toEqual([]);
  });

  test('the callback needs a session', async () => {
    expect((await c.t.client().get('/api/v1/crm/callback/hubspot?code=x&state=y')).status).toBe(401);
  });
});

describe('on offer', () => {
  test('both CRMs when the server has both apps; nothing connected yet', async () => {
    const res = await c.owner.get<CrmStatus>(c.base);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ available: ['hubspot', 'salesforce'], connection: null });
  });

  test('a server without the apps offers none and refuses to connect', async () => {
    const t = await createTestApp();
    try {
      const user = await seedUser(t);
      const owner = await signIn(t, user);
      const made = await owner.post<{ shortId: string }>('/api/v1/companies', { name: 'Bare AB' });
      expect(made.status).toBe(201);
      const id = made.body.data.shortId;
      expect((await owner.get<CrmStatus>(`/api/v1/companies/${id}/crm`)).body.data).toEqual({
        available: [],
        connection: null,
      });
      const refused = await owner.post(`/api/v1/companies/${id}/crm/connect/hubspot`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('client id');
      expect((await owner.get('/api/v1/crm/callback/hubspot?code=a&state=b')).headers.get('location')).toBe(
        `${PAGE}?crm=error&reason=notConfigured`,
      );
    } finally {
      await t.close();
    }
  });

  test('a connection to a CRM the server has no app for (removed since, the demo’s) is left alone', async () => {
    const t = await createTestApp();
    try {
      const user = await seedUser(t);
      const owner = await signIn(t, user);
      const made = await owner.post<{ shortId: string; id: number }>('/api/v1/companies', {
        name: 'Demo AB',
      });
      const [company] = await t.db
        .select()
        .from(companies)
        .where(eq(companies.shortId, made.body.data.shortId));
      const now = t.clock.now();
      await t.db.insert(crmConnections).values({
        companyId: company.id,
        provider: 'hubspot',
        accessToken: 'sealed',
        refreshToken: 'sealed',
        mapping: {},
        connectedAt: now,
        updatedAt: now,
      });
      await t.db.insert(leads).values({
        shortId: 'demolead01',
        holderUserId: user.id,
        companyId: company.id,
        fullName: 'Demo Person',
        createdAt: now,
        updatedAt: now,
      });
      expect(await syncCrm(t.deps)).toEqual({ queued: 0, synced: 0, failed: 0, waiting: 0 });
      expect(await t.db.select().from(leadSyncs)).toEqual([]);
      expect(t.log.lines.filter((line) => line.startsWith('ERROR'))).toEqual([]);
      const status = (await owner.get<CrmStatus>(`/api/v1/companies/${company.shortId}/crm`)).body.data;
      expect(status).toMatchObject({
        available: [],
        connection: { provider: 'hubspot', state: 'connected' },
      });
    } finally {
      await t.close();
    }
  });

  test('an unknown CRM is refused', async () => {
    expect((await c.owner.post(`${c.base}/connect/pipedrive`)).status).toBe(422);
  });
});

describe('connecting HubSpot', () => {
  test('the authorisation address: the app, the callback, the scopes and a signed state', async () => {
    const res = await c.owner.post<{ url: string }>(`${c.base}/connect/hubspot`);
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${c.hubspot.origin}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'hubspot-client',
      redirect_uri: 'http://localhost/api/v1/crm/callback/hubspot',
      scope: 'oauth crm.objects.contacts.read crm.objects.contacts.write',
    });
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[\w-]{40,}\.[\w-]{40,}$/);
    // Only the nonce's hash is kept, bound to the owner and the company, for ten minutes.
    const [pending] = await c.t.db.select().from(crmOauthStates);
    expect(pending).toMatchObject({
      userId: c.ownerUser.id,
      companyId: c.company.id,
      provider: 'hubspot',
      codeVerifier: null,
      expiresAt: c.t.clock.now() + 10 * 60_000,
    });
    expect(pending.stateHash).not.toContain(state.split('.')[0]);
  });

  test('a refusal at HubSpot comes back as one, nothing stored', async () => {
    c.hubspot.switches.refuseAuthorization = true;
    const { location } = await c.connect('hubspot');
    c.hubspot.switches.refuseAuthorization = false;
    expect(location).toBe(`${PAGE}?crm=error&reason=refused&company=${c.company.shortId}`);
    expect(await row()).toBeUndefined();
  });

  test('a state misused is refused before any exchange: made up, another owner’s, expired, tampered', async () => {
    const start = await c.owner.post<{ url: string }>(`${c.base}/connect/hubspot`);
    const atCrm = await fetch(start.body.data.url, { redirect: 'manual' });
    const callback = new URL(atCrm.headers.get('location') ?? '');
    const state = callback.searchParams.get('state') ?? '';
    c.hubspot.clear();
    const refused = `${PAGE}?crm=error&reason=state`;

    const madeUp = await c.owner.get(`/api/v1/crm/callback/hubspot?code=x&state=${state.slice(0, -2)}xx`);
    expect(madeUp.headers.get('location')).toBe(refused);
    // Another company's owner brings the owner's code and state: refused, and the state is spent.
    const other = await c.otherOwner.get(`${callback.pathname}${callback.search}`);
    expect(other.headers.get('location')).toBe(refused);
    const after = await c.owner.get(`${callback.pathname}${callback.search}`);
    expect(after.headers.get('location')).toBe(refused);
    expect(c.hubspot.received('POST', '/oauth/v1/token')).toEqual([]);

    // Expired.
    const late = await c.owner.post<{ url: string }>(`${c.base}/connect/hubspot`);
    const lateCallback = new URL(
      (await fetch(late.body.data.url, { redirect: 'manual' })).headers.get('location') ?? '',
    );
    c.t.clock.advance(10 * 60_000 + 1);
    expect(
      (await c.owner.get(`${lateCallback.pathname}${lateCallback.search}`)).headers.get('location'),
    ).toBe(refused);

    // A state for HubSpot is no state for Salesforce.
    const crossed = await c.owner.post<{ url: string }>(`${c.base}/connect/hubspot`);
    const crossedState = new URL(crossed.body.data.url).searchParams.get('state');
    const wrong = await c.owner.get(`/api/v1/crm/callback/salesforce?code=x&state=${crossedState}`);
    expect(wrong.headers.get('location')).toBe(refused);
    expect(c.hubspot.received('POST', '/oauth/v1/token')).toEqual([]);
    expect(await row()).toBeUndefined();
  });

  test('a code HubSpot does not know: exchange refused, nothing stored', async () => {
    const start = await c.owner.post<{ url: string }>(`${c.base}/connect/hubspot`);
    const state = new URL(start.body.data.url).searchParams.get('state');
    const res = await c.owner.get(`/api/v1/crm/callback/hubspot?code=made-up&state=${state}`);
    expect(res.headers.get('location')).toBe(
      `${PAGE}?crm=error&reason=exchange&company=${c.company.shortId}`,
    );
    expect(await row()).toBeUndefined();
  });

  test('connected: tokens encrypted at rest, the portal named, the default mapping; the callback once only', async () => {
    c.hubspot.clear();
    const { location, callback } = await c.connect('hubspot');
    expect(location).toBe(`${PAGE}?crm=connected&company=${c.company.shortId}`);
    const [exchange] = c.hubspot.received('POST', '/oauth/v1/token');
    expect(exchange.body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'hubspot-client',
      client_secret: 'hubspot-secret',
      redirect_uri: 'http://localhost/api/v1/crm/callback/hubspot',
      code: callback?.searchParams.get('code'),
    });
    const stored = await row();
    const secret = c.t.deps.config.secret;
    expect(stored.accessToken).not.toContain('hs-access');
    expect(stored.refreshToken).not.toContain('hs-refresh');
    expect(decrypt(stored.accessToken, secret)).toStartWith('hs-access-');
    expect(decrypt(stored.refreshToken, secret)).toStartWith('hs-refresh-');
    expect(stored).toMatchObject({
      provider: 'hubspot',
      state: 'connected',
      accountName: 'nordvik-demo.hubspot.com',
      accountId: '4711',
      accessExpiresAt: c.t.clock.now() + 1800_000,
      connectedByUserId: c.ownerUser.id,
    });
    const status = await c.status();
    expect(status.connection).toMatchObject({
      provider: 'hubspot',
      state: 'connected',
      accountName: 'nordvik-demo.hubspot.com',
      connectedBy: 'Olle Owner',
      counts: { queued: 0, synced: 0, failed: 0 },
      failed: [],
    });
    expect(status.connection?.mapping.find((m) => m.field === 'email')).toEqual({
      field: 'email',
      target: 'email',
      fixed: true,
    });
    expect(status.connection?.mapping.find((m) => m.field === 'title')).toEqual({
      field: 'title',
      target: 'jobtitle',
      fixed: false,
    });
    c.hubspot.clear();
    const replay = await c.owner.get(`${callback?.pathname}${callback?.search}`);
    expect(replay.headers.get('location')).toBe(`${PAGE}?crm=error&reason=state`);
    expect(c.hubspot.requests).toEqual([]);
  });

  test('the other CRM cannot be connected beside it', async () => {
    const res = await c.owner.post(`${c.base}/connect/salesforce`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The company is connected to HubSpot: disconnect it first');
  });
});

describe('the mapping', () => {
  test('a field to a standard or custom property, or to none', async () => {
    const res = await c.owner.send<CrmStatus>('PUT', `${c.base}/mapping`, {
      title: '',
      event: 'dynacard_event',
      origin: 'message',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The field mapping is saved');
    const mapping = Object.fromEntries(
      (res.body.data.connection?.mapping ?? []).map((m) => [m.field, m.target]),
    );
    expect(mapping).toMatchObject({ title: '', event: 'dynacard_event', origin: 'message', web: 'website' });
  });

  test.each([
    [
      { title: 'Job Title!' },
      'title',
      "Not a property the CRM has: choose one from the list, or a custom property's internal name",
    ],
    [{ email: 'hs_email' }, 'email', 'This field always goes to the same property'],
    [{ phone: 'company' }, 'phone', 'A CRM property can take one field only'],
    [{ colour: 'x' }, 'colour', null],
  ])('%j is refused', async (body, field, message) => {
    const res = await c.owner.send('PUT', `${c.base}/mapping`, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[0]?.field).toBe(field);
    if (message) expect(res.body.errors[0]?.message).toBe(message);
  });
});

describe('disconnecting and Salesforce', () => {
  test('disconnect forgets the connection at once and HubSpot revokes the grant', async () => {
    const refreshToken = decrypt((await row()).refreshToken, c.t.deps.config.secret);
    const res = await c.owner.delete<CrmStatus>(c.base);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The CRM is disconnected');
    expect(res.body.data.connection).toBeNull();
    await c.idle();
    expect(c.hubspot.revoked).toEqual([refreshToken]);
    expect(await row()).toBeUndefined();
  });

  test('Salesforce: PKCE (S256) in the address, the verifier in the exchange, the org named', async () => {
    c.salesforce.clear();
    const start = await c.owner.post<{ url: string }>(`${c.base}/connect/salesforce`);
    const url = new URL(start.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${c.salesforce.origin}/services/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'salesforce-client',
      redirect_uri: 'http://localhost/api/v1/crm/callback/salesforce',
      scope: 'api refresh_token',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const [pending] = await c.t.db.select().from(crmOauthStates);
    expect(pending.codeVerifier).not.toBeNull();

    const atCrm = await fetch(start.body.data.url, { redirect: 'manual' });
    const callback = new URL(atCrm.headers.get('location') ?? '');
    const back = await c.owner.get(`${callback.pathname}${callback.search}`);
    expect(back.headers.get('location')).toBe(`${PAGE}?crm=connected&company=${c.company.shortId}`);
    const [exchange] = c.salesforce.received('POST', '/services/oauth2/token');
    expect(exchange.body).toMatchObject({ grant_type: 'authorization_code', client_id: 'salesforce-client' });
    expect(String((exchange.body as Record<string, string>).code_verifier)).toHaveLength(86);
    expect(await row()).toMatchObject({
      provider: 'salesforce',
      accountName: 'Nordvik Bygg AB',
      accountId: '00D000000000001EAA',
      instanceUrl: c.salesforce.origin,
      accessExpiresAt: null,
    });
    const status = await c.status();
    const mapping = Object.fromEntries(
      (status.connection?.mapping ?? []).map((m) => [m.field, [m.target, m.fixed]]),
    );
    expect(mapping).toMatchObject({
      email: ['Email', true],
      lastName: ['LastName', true],
      company: ['Company', true],
      title: ['Title', false],
      address: ['Street', false],
    });
    expect(status.connection?.targets).toContain('LeadSource');
  });

  test('a Salesforce custom field ends in __c', async () => {
    expect((await c.owner.send('PUT', `${c.base}/mapping`, { event: 'Dynacard_Event__c' })).status).toBe(200);
    expect((await c.owner.send('PUT', `${c.base}/mapping`, { event: 'dynacard_event' })).status).toBe(422);
  });

  test('a hung token endpoint: the callback answers within the deadline, nothing stored', async () => {
    await c.owner.delete(c.base);
    await c.idle();
    c.salesforce.switches.hangTokens = true;
    const started = performance.now();
    const { location } = await c.connect('salesforce');
    expect(performance.now() - started).toBeLessThan(5000);
    c.salesforce.release();
    expect(location).toBe(`${PAGE}?crm=error&reason=unavailable&company=${c.company.shortId}`);
    expect(await row()).toBeUndefined();
  });
});

test('the OpenAPI document names every CRM route', async () => {
  const res = await c.t.handle(new Request('http://localhost/api/docs/json'));
  const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  for (const [path, method] of [
    ['/api/v1/companies/{shortId}/crm', 'get'],
    ['/api/v1/companies/{shortId}/crm', 'delete'],
    ['/api/v1/companies/{shortId}/crm/connect/{provider}', 'post'],
    ['/api/v1/companies/{shortId}/crm/mapping', 'put'],
    ['/api/v1/companies/{shortId}/crm/leads/{leadShortId}/sync', 'post'],
    ['/api/v1/crm/callback/{provider}', 'get'],
  ]) {
    expect({ path, method, documented: Boolean(doc.paths[path]?.[method]) }).toEqual({
      path,
      method,
      documented: true,
    });
  }
});
