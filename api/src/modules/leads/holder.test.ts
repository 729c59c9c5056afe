import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { leads, profiles, type User } from '@db/schema';
import { LIMITS } from '@shared/constants';
import type { LeadItem, LeadPage } from '@shared/types/leads';
import { eq } from 'drizzle-orm';
import { getSchemaValidator } from 'elysia';
import { SEED_PASSWORD, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { parseVcard, unescapeText } from '../../../test/vcard-parser';
import { EnvelopeOf } from '../../platform/envelope';
import { LeadData, LeadPageData } from './response-schemas';
import { type Client, leadsOf, leave, seedLeads, VISITOR } from './test-kit';

let t: TestApp;
let holder: User;
let c: Client;
let other: User;
let otherSession: Client;

beforeAll(async () => {
  t = await createTestApp();
  holder = await seedUser(t, { fullName: 'Karin Ek' });
  c = await signIn(t, holder);
  other = await seedUser(t, { fullName: 'Olle Other' });
  otherSession = await signIn(t, other);
});
afterAll(() => t.close());

const page = (client: Client, query = '') => client.get<LeadPage>(`/api/v1/leads${query}`);

describe('GET /leads', () => {
  test('needs a session', async () => {
    expect((await page(t.client())).status).toBe(401);
  });

  test('mine only, newest first, with total, new and the limit; a page at a time (at most 100)', async () => {
    await seedLeads(t, holder.id, 120);
    t.clock.advance(1000);
    expect((await leave(t, t.client(), holder.shortId)).status).toBe(201);
    expect(
      (await leave(t, t.client(), other.shortId, { fullName: 'Not For Karin', phone: '1' })).status,
    ).toBe(201);

    const first = await page(c);
    expect(first.status).toBe(200);
    // The answer is what the API reference documents.
    expect(getSchemaValidator(EnvelopeOf(LeadPageData)).Check(first.body)).toBe(true);
    expect(first.body.data).toMatchObject({ total: 121, unread: 121, max: LIMITS.leads });
    expect(first.body.data.items).toHaveLength(50);
    expect(first.body.data.items[0]).toMatchObject({ ...VISITOR, readAt: null, lang: 'sv' });
    expect(first.body.data.items[1].fullName).toBe('Seed Lead 120');
    expect(first.body.data.items.some((l) => l.fullName === 'Not For Karin')).toBe(false);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, holder.id));
    expect(first.body.data.items[0].profileShortId).toBe(profile.shortId);

    const last = await page(c, '?offset=100&limit=100');
    expect(last.body.data.items.map((l) => l.fullName)).toEqual(
      Array.from({ length: 21 }, (_, i) => `Seed Lead ${21 - i}`),
    );
    const tooMany = await page(c, '?limit=101');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('The value is not valid');
  });
});

describe('marking seen', () => {
  test('one lead, then all; never someone else’s (404)', async () => {
    const [newest] = (await page(c, '?limit=1')).body.data.items;
    const seen = await c.patch<LeadItem>(`/api/v1/leads/${newest.shortId}`, { read: true });
    expect(seen.status).toBe(200);
    expect(seen.body.data.readAt).toBe(t.clock.now());
    expect(getSchemaValidator(EnvelopeOf(LeadData)).Check(seen.body)).toBe(true);
    expect((await page(c, '?limit=1')).body.data.unread).toBe(120);
    expect((await c.patch(`/api/v1/leads/${newest.shortId}`, { read: false })).body.data).toMatchObject({
      readAt: null,
    });
    expect((await otherSession.patch(`/api/v1/leads/${newest.shortId}`, { read: true })).status).toBe(404);
    expect((await c.patch(`/api/v1/leads/${newest.shortId}`, { read: 'yes' })).status).toBe(422);

    const all = await c.patch<LeadPage>('/api/v1/leads', { read: true });
    expect(all.status).toBe(200);
    expect(all.body.data.unread).toBe(0);
    expect((await page(otherSession)).body.data.unread).toBe(1);
  });
});

describe('GET /leads/:shortId/vcard', () => {
  test('the lead as a vCard a contacts app reads; holder only', async () => {
    const tricky = {
      fullName: 'Åsa Öberg-Lind',
      email: 'asa@example.com',
      phone: '+358 40 123 4567',
      company: 'Lind; Öberg, and Sons',
      note: `Line one, with comma; and semicolon\nLine two ${'long '.repeat(20)}`,
    };
    expect((await leave(t, t.client(), holder.shortId, tricky)).status).toBe(201);
    const [lead] = (await page(c, '?limit=1')).body.data.items;
    const res = await c.get(`/api/v1/leads/${lead.shortId}/vcard`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''%C3%85sa%20%C3%96berg-Lind.vcf`,
    );
    const text = await res.response.text();
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const card = parseVcard(text);
    expect(card.version).toBe('3.0');
    expect(unescapeText(card.one('fn'))).toBe('Åsa Öberg-Lind');
    expect(unescapeText(card.one('org'))).toBe('Lind; Öberg, and Sons');
    expect(card.one('tel')).toBe('+358 40 123 4567');
    expect(card.one('email')).toBe('asa@example.com');
    expect(unescapeText(card.one('note'))).toBe(tricky.note.trim());
    expect(card.one('rev')).toBe(new Date(lead.createdAt).toISOString().replace('.000', ''));

    expect((await otherSession.get(`/api/v1/leads/${lead.shortId}/vcard`)).status).toBe(404);
    expect((await t.client().get(`/api/v1/leads/${lead.shortId}/vcard`)).status).toBe(401);
    expect((await c.get('/api/v1/leads/nosuchid00/vcard')).status).toBe(404);
  });
});

describe('DELETE /leads/:shortId', () => {
  test('the holder deletes one; a second time, or someone else, is 404', async () => {
    const [lead] = (await page(c, '?limit=1')).body.data.items;
    expect((await otherSession.delete(`/api/v1/leads/${lead.shortId}`)).status).toBe(404);
    const res = await c.delete(`/api/v1/leads/${lead.shortId}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The received contact is deleted');
    expect((await c.delete(`/api/v1/leads/${lead.shortId}`)).status).toBe(404);
    expect((await t.db.select().from(leads).where(eq(leads.shortId, lead.shortId))).length).toBe(0);
  });
});

describe('deleting the profile a lead was left on', () => {
  test('keeps the lead, without the profile', async () => {
    const subscriber = await seedUser(t, { subscriber: true });
    const session = await signIn(t, subscriber);
    const second = await session.post<{ shortId: string }>('/api/v1/profiles', { label: 'Fair' });
    expect(second.status).toBe(201);
    expect((await leave(t, t.client(), second.body.data.shortId)).status).toBe(201);
    expect((await session.delete(`/api/v1/profiles/${second.body.data.shortId}`)).status).toBe(200);
    const [lead] = (await page(session)).body.data.items;
    expect(lead).toMatchObject({ fullName: VISITOR.fullName, profileShortId: null });
  });
});

describe('deleting the account', () => {
  test('deletes the holder’s leads, and only theirs', async () => {
    const leaving = await seedUser(t);
    await seedLeads(t, leaving.id, 3);
    const session = await signIn(t, leaving);
    const othersBefore = (await leadsOf(t, other.id)).length;
    expect((await leadsOf(t, leaving.id)).length).toBe(3);
    const res = await session.delete('/api/v1/users/me', { password: SEED_PASSWORD });
    expect(res.status).toBe(200);
    expect(await leadsOf(t, leaving.id)).toEqual([]);
    expect((await leadsOf(t, other.id)).length).toBe(othersBefore);
  });
});
