// The company's audit log through app.handle: changes to the company's shared things are recorded with who, what
// and from which kind of access (a session, an API key); owners read it filtered and paged and export it as CSV;
// a colleague and an outsider cannot; the administrator can; the nightly job deletes what is older than kept.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { auditLog } from '@db/schema';
import type { AuditEntry } from '@shared/types/audit';
import { eq } from 'drizzle-orm';
import { getSchemaValidator } from 'elysia';
import { createTestApp, type TestApp } from '../../../test/harness';
import { EnvelopeOf } from '../../platform/envelope';
import { colleague, company, companyRow, person, signIn } from '../companies/test-kit';
import { AUDIT_RETENTION_DAYS, auditRetentionJob } from './index';
import { AuditPageData } from './response-schemas';

type Page = { entries: AuditEntry[]; total: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A company whose owner adds a mail domain signed in, makes an API key, and adds another domain with the key. */
async function loggedCompany() {
  const owner = await person(t, { fullName: 'Olga Owner' });
  const firm = await company(owner.c, { name: 'Audit AB' });
  const mate = await colleague(t, firm.shortId, { fullName: 'Cecilia Colleague' });
  expect(
    (await owner.c.post(`/api/v1/companies/${firm.shortId}/sso/domains`, { domain: 'audit.se' })).status,
  ).toBe(201);
  t.clock.advance(1000);
  const key = await owner.c.post<{ key: string; prefix: string }>('/api/v1/users/me/api-keys', {
    name: 'Robot',
  });
  expect(key.status).toBe(201);
  t.clock.advance(1000);
  const robot = t.client();
  const viaKey = await robot.post(
    `/api/v1/companies/${firm.shortId}/sso/domains`,
    { domain: 'robot.audit.se' },
    { authorization: `Bearer ${key.body.data.key}` },
  );
  expect(viaKey.status).toBe(201);
  return { owner, firm, mate, key: key.body.data };
}

describe('the company audit log', () => {
  test('records each change with who, what and the kind of access, newest first, never a visitor address', async () => {
    const { owner, firm, key } = await loggedCompany();
    const res = await owner.c.get<Page>(`/api/v1/audit/companies/${firm.shortId}`);
    expect(res.status).toBe(200);
    expect(getSchemaValidator(EnvelopeOf(AuditPageData)).Check(res.body)).toBe(true);
    const now = t.clock.now();
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.entries).toEqual([
      {
        at: now,
        actor: 'Olga Owner',
        via: 'api-key',
        entity: 'sso-domain',
        entityId: 'robot.audit.se',
        action: 'added',
        details: {},
      },
      {
        at: now - 1000,
        actor: 'Olga Owner',
        via: 'session',
        entity: 'api-key',
        entityId: key.prefix,
        action: 'created',
        details: { name: 'Robot' },
      },
      {
        at: now - 2000,
        actor: 'Olga Owner',
        via: 'session',
        entity: 'sso-domain',
        entityId: 'audit.se',
        action: 'added',
        details: {},
      },
    ]);
    const row = (await companyRow(t, firm.shortId))!;
    const stored = await t.db.select().from(auditLog).where(eq(auditLog.companyId, row.id));
    expect(JSON.stringify(stored)).not.toContain(key.key);
  });

  test('filters by who, what, how and when, a page at a time; a bad filter is 422', async () => {
    const { owner, firm } = await loggedCompany();
    const base = `/api/v1/audit/companies/${firm.shortId}`;
    const now = t.clock.now();
    const byKey = await owner.c.get<Page>(`${base}?via=api-key`);
    expect(byKey.body.data.entries.map((e) => e.entityId)).toEqual(['robot.audit.se']);
    const domains = await owner.c.get<Page>(`${base}?entity=sso-domain&limit=1&offset=1`);
    expect(domains.body.data).toMatchObject({ total: 2, entries: [{ entityId: 'audit.se' }] });
    const earlier = await owner.c.get<Page>(`${base}?from=${now - 1500}&to=${now}`);
    expect(earlier.body.data.entries.map((e) => e.entity)).toEqual(['api-key']);
    expect((await owner.c.get<Page>(`${base}?actor=olga`)).body.data.total).toBe(3);
    expect((await owner.c.get<Page>(`${base}?actor=nobody`)).body.data.total).toBe(0);
    const bad = await owner.c.get(`${base}?entity=visitor`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.field).toBe('entity');
  });

  test('exports the filtered log as CSV', async () => {
    const { owner, firm } = await loggedCompany();
    const res = await owner.c.get(`/api/v1/audit/companies/${firm.shortId}/csv?entity=sso-domain`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = (await res.response.clone().text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('at,actor,via,entity,entity_id,action,details');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 5).join(','))).toEqual([
      'Olga Owner,api-key,sso-domain,robot.audit.se',
      'Olga Owner,session,sso-domain,audit.se',
    ]);
  });

  test('a colleague gets 403, an outsider 404, the administrator reads any company', async () => {
    const { firm, mate } = await loggedCompany();
    expect((await mate.c.get(`/api/v1/audit/companies/${firm.shortId}`)).status).toBe(403);
    const outsider = await person(t);
    expect((await outsider.c.get(`/api/v1/audit/companies/${firm.shortId}`)).status).toBe(404);
    expect((await outsider.c.get(`/api/v1/admin/companies/${firm.shortId}/audit`)).status).toBe(403);
    const admin = await person(t, { role: 'administrator' });
    const read = await admin.c.get<Page>(`/api/v1/admin/companies/${firm.shortId}/audit`);
    expect(read.status).toBe(200);
    expect(read.body.data.total).toBe(3);
    const csv = await admin.c.get(`/api/v1/admin/companies/${firm.shortId}/audit/csv`);
    expect(csv.status).toBe(200);
    // The dashboard's page (the owners' routes) opens for the administrator too, from the desk.
    const page = await admin.c.get<Page>(`/api/v1/audit/companies/${firm.shortId}`);
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(3);
    expect((await admin.c.get(`/api/v1/audit/companies/${firm.shortId}/csv`)).status).toBe(200);
  });

  test('the colleague leaving is recorded with the colleague as actor', async () => {
    const { owner, firm, mate } = await loggedCompany();
    const left = await mate.c.post(`/api/v1/companies/${firm.shortId}/leave`);
    expect(left.status).toBe(200);
    const res = await owner.c.get<Page>(`/api/v1/audit/companies/${firm.shortId}?entity=colleague`);
    expect(res.body.data.entries).toMatchObject([
      { actor: 'Cecilia Colleague', action: 'left', entityId: mate.membership.shortId },
    ]);
  });

  test('the nightly job deletes entries older than the retention and keeps the rest', async () => {
    const { owner, firm } = await loggedCompany();
    t.clock.advance((AUDIT_RETENTION_DAYS - 1) * 86_400_000);
    const later = await signIn(t, owner.user.id);
    await later.post(`/api/v1/companies/${firm.shortId}/sso/domains`, { domain: 'late.audit.se' });
    t.clock.advance(2 * 86_400_000);
    const result = await auditRetentionJob.run(t.deps);
    expect(result).toMatchObject({ deleted: expect.any(Number) });
    const res = await (await signIn(t, owner.user.id)).get<Page>(`/api/v1/audit/companies/${firm.shortId}`);
    expect(res.body.data.entries.map((e) => e.entityId)).toEqual(['late.audit.se']);
  });
});
