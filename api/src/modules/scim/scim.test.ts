// SCIM provisioning through app.handle, as Microsoft Entra ID and Okta send it in a provisioning cycle (their own
// documentation's requests: filter by userName, create, read, patch with capitalised ops and the enterprise
// extension, PUT, deactivate, reactivate, delete); the people are then seen through the dashboard's colleagues API.
// And the attacks: another company's token, someone else's account, a flood (429), a huge body (413).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { cards, memberships, profileCompanies, profiles, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { orderWithCards } from '../cards/test-kit';
import { company, companyRow, person } from '../companies/test-kit';
import { SCIM_BODY_BYTES } from './index';

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

type Json = Record<string, unknown> & { Resources?: Json[]; totalResults?: number; id?: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A company with provisioning on: its owner and its token. */
async function provisioned(name = 'Directory AB') {
  const owner = await person(t, { fullName: 'Olga Owner' });
  const firm = await company(owner.c, { name });
  const on = await owner.c.post<{ token: string; baseUrl: string; enabled: boolean }>(
    `/api/v1/companies/${firm.shortId}/provisioning`,
  );
  expect(on.status).toBe(201);
  expect(on.body.data).toMatchObject({ enabled: true, baseUrl: `${BASE}/scim/v2` });
  return { owner, firm, token: on.body.data.token };
}

/** One SCIM request as a directory sends it. */
async function scim(token: string, method: string, path: string, body?: unknown, ip = '10.1.1.1') {
  const response = await t.handle(
    new Request(`${BASE}/scim/v2${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': ip,
        ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as Json,
    headers: response.headers,
  };
}

const q = (filter: string) => `/Users?filter=${encodeURIComponent(filter)}`;

describe('Microsoft Entra ID’s provisioning cycle', () => {
  test('finds nobody, creates, finds, patches with "Replace"/"Add" and the enterprise extension, deactivates, deletes', async () => {
    const { owner, firm, token } = await provisioned();
    const userName = 'ada.lovelace@entra.example';
    const none = await scim(token, 'GET', q(`userName eq "${userName}"`));
    expect(none.status).toBe(200);
    expect(none.body.totalResults).toBe(0);
    const created = await scim(token, 'POST', '/Users', {
      schemas: [CORE, ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName,
      active: true,
      emails: [{ primary: true, type: 'work', value: userName }],
      meta: { resourceType: 'User' },
      name: { formatted: 'Ada Lovelace', familyName: 'Lovelace', givenName: 'Ada' },
      roles: [],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userName,
      active: true,
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
    });
    const id = created.body.id as string;
    const found = await scim(token, 'GET', q(`externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"`));
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources?.[0]?.id).toBe(id);
    const patched = await scim(token, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'Add', path: 'title', value: 'Analyst' },
        { op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Engines' },
        { op: 'Replace', path: 'name.familyName', value: 'King' },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: 'Analyst', [ENTERPRISE]: { department: 'Engines' } });
    // The people are seen in the dashboard: a colleague with the directory's title.
    const colleagues = await owner.c.get<
      { id: string; state: string; jobTitle: string; user: { fullName: string } }[]
    >(`/api/v1/companies/${firm.shortId}/colleagues`);
    expect(colleagues.body.data.find((c) => c.id === id)).toMatchObject({
      state: 'colleague',
      jobTitle: 'Analyst',
      user: { fullName: 'Ada King' },
    });
    // Entra's deactivation (the string "False" older tenants still send).
    const off = await scim(token, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await scim(token, 'DELETE', `/Users/${id}`)).status).toBe(204);
    expect((await scim(token, 'GET', `/Users/${id}`)).status).toBe(404);
    const after = await owner.c.get<{ id: string }[]>(`/api/v1/companies/${firm.shortId}/colleagues`);
    expect(after.body.data.map((c) => c.id)).not.toContain(id);
    const log = await owner.c.get<{ entries: { via: string; action: string }[] }>(
      `/api/v1/audit/companies/${firm.shortId}?via=directory`,
    );
    expect(log.body.data.entries.map((e) => e.action)).toEqual([
      'removed',
      'deactivated',
      'updated',
      'provisioned',
    ]);
  });
});

describe('Okta’s provisioning cycle', () => {
  test('finds nobody, creates, reads, replaces with PUT, deactivates and reactivates with a path-less patch', async () => {
    const { owner, firm, token } = await provisioned('Okta AB');
    const userName = 'grace.hopper@okta.example';
    expect(
      (await scim(token, 'GET', `${q(`userName eq "${userName}"`)}&startIndex=1&count=100`)).body,
    ).toMatchObject({
      totalResults: 0,
    });
    const body = {
      schemas: [CORE],
      userName,
      name: { givenName: 'Grace', familyName: 'Hopper' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Grace Hopper',
      locale: 'en-US',
      externalId: '00u1esetsb0nZNE8s5d7',
      groups: [],
      active: true,
    };
    const created = await scim(token, 'POST', '/Users', body);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await scim(token, 'GET', `/Users/${id}`)).body).toMatchObject({
      userName,
      displayName: 'Grace Hopper',
    });
    const put = await scim(token, 'PUT', `/Users/${id}`, {
      ...body,
      id,
      title: 'Rear admiral',
      phoneNumbers: [{ value: '+46 70 123 45 67', type: 'work' }],
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ title: 'Rear admiral', phoneNumbers: [{ value: '+46 70 123 45 67' }] });

    // What the company gave the person: a profile showing the company and a metal card.
    const row = (await companyRow(t, firm.shortId))!;
    const [membership] = await t.db.select().from(memberships).where(eq(memberships.shortId, id));
    const now = t.clock.now();
    const [profile] = await t.db
      .insert(profiles)
      .values({ shortId: shortId(), userId: membership.userId, createdAt: now, updatedAt: now })
      .returning();
    await t.db
      .insert(profileCompanies)
      .values({ profileId: profile.id, membershipId: membership.id, position: 2 });
    const made = await orderWithCards(t, row.id, owner.user.id, [{ recipient: membership }]);
    const cardId = made.cards[0].id;

    const off = await scim(token, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(
      await t.db.select().from(profileCompanies).where(eq(profileCompanies.membershipId, membership.id)),
    ).toEqual([]);
    expect((await t.db.select().from(cards).where(eq(cards.id, cardId)))[0].status).toBe('disabled');
    // Reassignable while it is off: the fleet still lists it with its holder.
    const on = await scim(token, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(on.body.active).toBe(true);
    expect(
      await t.db.select().from(profileCompanies).where(eq(profileCompanies.membershipId, membership.id)),
    ).toEqual([{ profileId: profile.id, membershipId: membership.id, position: 2 }]);
    expect((await t.db.select().from(cards).where(eq(cards.id, cardId)))[0].status).toBe('active');
  });
});

describe('what a token may not do', () => {
  test('another company’s token reaches nothing of this company', async () => {
    const a = await provisioned('Alpha AB');
    const b = await provisioned('Beta AB');
    const made = await scim(a.token, 'POST', '/Users', {
      schemas: [CORE],
      userName: 'alpha.one@alpha.example',
    });
    const id = made.body.id as string;
    expect((await scim(b.token, 'GET', `/Users/${id}`)).status).toBe(404);
    expect((await scim(b.token, 'DELETE', `/Users/${id}`)).status).toBe(404);
    const patch = await scim(b.token, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(patch.status).toBe(404);
    expect(patch.body).toMatchObject({ schemas: [ERROR], status: '404' });
    expect((await scim(b.token, 'GET', q('userName eq "alpha.one@alpha.example"'))).body.totalResults).toBe(
      0,
    );
    expect((await scim('dcscim_forged', 'GET', '/Users')).status).toBe(401);
    // Replaced: the old token stops at once; turned off: the new one too.
    const again = await a.owner.c.post<{ token: string }>(`/api/v1/companies/${a.firm.shortId}/provisioning`);
    expect((await scim(a.token, 'GET', '/Users')).status).toBe(401);
    expect((await scim(again.body.data.token, 'GET', `/Users/${id}`)).status).toBe(200);
    expect((await a.owner.c.delete(`/api/v1/companies/${a.firm.shortId}/provisioning`)).status).toBe(200);
    expect((await scim(again.body.data.token, 'GET', '/Users')).status).toBe(401);
  });

  test('an address that is someone else’s account is invited, never taken over; twice is 409 uniqueness', async () => {
    const { owner, firm, token } = await provisioned('Careful AB');
    const other = await provisioned('Other AB');
    const theirs = await person(t, {
      fullName: 'Vera Victim',
      email: 'vera@victim.example',
      isVerified: false,
    });
    await company(theirs.c, { name: 'Vera AB' });
    const made = await scim(token, 'POST', '/Users', {
      schemas: [CORE],
      userName: 'vera@victim.example',
      name: { formatted: 'Mallory Renamed' },
    });
    expect(made.status).toBe(201);
    const [account] = await t.db.select().from(users).where(eq(users.id, theirs.user.id));
    expect(account.fullName).toBe('Vera Victim');
    const colleagues = await owner.c.get<{ id: string; state: string }[]>(
      `/api/v1/companies/${firm.shortId}/colleagues`,
    );
    expect(colleagues.body.data.find((c) => c.id === made.body.id)?.state).toBe('invited');
    const twice = await scim(token, 'POST', '/Users', { schemas: [CORE], userName: 'vera@victim.example' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ schemas: [ERROR], status: '409', scimType: 'uniqueness' });
    // The other company's directory cannot reach Vera through this company either.
    expect((await scim(other.token, 'GET', `/Users/${made.body.id}`)).status).toBe(404);
    const bad = await scim(token, 'POST', '/Users', { schemas: [CORE], userName: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.scimType).toBe('invalidValue');
  });

  test('a flood is stopped with 429 and Retry-After; a huge body with 413; both in SCIM’s format', async () => {
    const { token } = await provisioned('Flood AB');
    const huge = await scim(token, 'POST', '/Users', `{"userName":"${'x'.repeat(SCIM_BODY_BYTES)}"}`);
    expect(huge.status).toBe(413);
    expect(huge.body.schemas).toEqual([ERROR]);
    let last = 0;
    let retry: string | null = null;
    for (let i = 0; i < 260 && last !== 429; i++) {
      const answer = await scim(token, 'GET', '/ServiceProviderConfig', undefined, `10.2.0.${i % 200}`);
      last = answer.status;
      retry = answer.headers.get('retry-after');
    }
    expect(last).toBe(429);
    expect(Number(retry)).toBeGreaterThan(0);
  });

  test('the discovery endpoints describe the User with the enterprise extension', async () => {
    const { token } = await provisioned('Discover AB');
    const config = await scim(token, 'GET', '/ServiceProviderConfig');
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    const types = await scim(token, 'GET', '/ResourceTypes');
    expect(JSON.stringify(types.body)).toContain(ENTERPRISE);
    expect((await scim(token, 'GET', '/Schemas')).status).toBe(200);
  });
});
