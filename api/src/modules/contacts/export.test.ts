import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { contacts, memberships, type User } from '@db/schema';
import { eq } from 'drizzle-orm';
import VCard from 'vcf';
import { csvRecords } from '../../../test/csv-parser';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, START_TIME, type TestApp } from '../../../test/harness';

let t: TestApp;
let me: User;
let c: Awaited<ReturnType<typeof signIn>>;
let asa: User;
let bo: User;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  me = await seedUser(t);
  c = await signIn(t, me);
  asa = await seedUser(t, { fullName: 'Åsa Berg' });
  bo = await seedUser(t, { fullName: 'Bo Ek' });
  const company = await seedCompany(t, { ownerId: bo.id, name: 'Nordvik Bygg' });
  await t.db
    .update(memberships)
    .set({ jobTitle: 'CEO' })
    .where(eq(memberships.id, company.ownerMembership.id));
  // Åsa hides the company on her card: the export must not show it either.
  await seedMember(t, { companyId: company.id, userId: asa.id, hideCompany: true });
  expect((await c.post('/api/v1/contacts', { shortId: asa.shortId })).status).toBe(201);
  // Åsa was saved two days before Bo.
  await t.db.update(contacts).set({ createdAt: START_TIME - 2 * DAY });
  expect((await c.post('/api/v1/contacts', { shortId: bo.shortId })).status).toBe(201);
  // Someone else's saved contact never appears in mine.
  expect((await (await signIn(t, bo)).post('/api/v1/contacts', { shortId: me.shortId })).status).toBe(201);
});
afterAll(() => t.close());

const get = (query: string, client = c) => client.get(`/api/v1/contacts/export?${query}`);
const records = async (query: string) => {
  const res = await get(query);
  expect(res.status).toBe(200);
  return csvRecords((await res.response.text()).replace(/^\uFEFF/, ''));
};

describe('GET /contacts/export', () => {
  test('needs a session', async () => {
    expect((await get('format=hubspot', t.client())).status).toBe(401);
  });

  test('HubSpot: newest first, as the card pages show them, saved from where and when', async () => {
    const res = await get('format=hubspot');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="contacts-hubspot-2026-01-15.csv"',
    );
    const rows = await records('format=hubspot');
    expect(rows.map((r) => r['Last Name'])).toEqual(['Ek', 'Berg']);
    expect(rows[0]).toMatchObject({
      'First Name': 'Bo',
      'Company Name': 'Nordvik Bygg',
      'Job Title': 'CEO',
      'Website URL': `http://localhost/p/${bo.shortId}`,
      Message: `Saved from card http://localhost/p/${bo.shortId}, 2026-01-15 09:00 UTC (Dynacard)`,
    });
    expect(rows[1]).toMatchObject({ 'First Name': 'Åsa', 'Company Name': '', 'Job Title': '' });
  });

  test('Salesforce: a contact without a company still imports as a lead', async () => {
    const rows = await records('format=salesforce');
    expect(rows[1]).toMatchObject({
      'Last Name': 'Berg',
      Company: '[not provided]',
      'Lead Source': 'Dynacard',
    });
    expect(rows[0]).toMatchObject({ Company: 'Nordvik Bygg', Title: 'CEO' });
  });

  test('the period filters by the day each was saved; a backwards period is 422', async () => {
    expect((await records('format=hubspot&from=2026-01-14')).map((r) => r['Last Name'])).toEqual(['Ek']);
    expect((await records('format=hubspot&to=2026-01-13')).map((r) => r['Last Name'])).toEqual(['Berg']);
    const backwards = await get('format=hubspot&from=2026-01-17&to=2026-01-13');
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0]).toMatchObject({ field: 'to' });
  });

  test('vcard: one file, one card per contact, each with its card link', async () => {
    const res = await get('format=vcard');
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    const cards = VCard.parse(await res.response.text());
    expect(cards.map((card) => card.get('fn')?.valueOf())).toEqual(['Bo Ek', 'Åsa Berg']);
    expect(cards[0].get('url')?.valueOf()).toBe(`http://localhost/p/${bo.shortId}`);
    expect(cards[0].get('org')?.valueOf()).toBe('Nordvik Bygg');
    expect(cards[1].get('org')).toBeUndefined();
  });
});
