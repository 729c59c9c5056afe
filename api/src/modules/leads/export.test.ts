import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { leads, profiles, type User } from '@db/schema';
import { eq } from 'drizzle-orm';
import VCard from 'vcf';
import { csvRecords } from '../../../test/csv-parser';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, START_TIME, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import type { Client } from './test-kit';

let t: TestApp;
let holder: User;
let c: Client;
let other: User;
let work: { id: number; shortId: string };
let fair: { id: number; shortId: string };

const DAY = 86_400_000;

/** A lead straight into the table: `daysAgo` before the start time, on `profileId`. */
async function lead(fields: Partial<typeof leads.$inferInsert> & { daysAgo?: number }) {
  const { daysAgo = 0, ...rest } = fields;
  await t.db.insert(leads).values({
    shortId: shortId(),
    holderUserId: holder.id,
    fullName: 'Anna Berg',
    createdAt: START_TIME - daysAgo * DAY,
    ...rest,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  holder = await seedUser(t, { fullName: 'Karin Ek', subscriber: true });
  other = await seedUser(t, { fullName: 'Olle Other' });
  c = await signIn(t, holder);
  const profile = (userId: number, label: string, isActive: boolean) => ({
    shortId: shortId(),
    userId,
    label,
    isActive,
    createdAt: START_TIME,
    updatedAt: START_TIME,
  });
  [work, fair] = await t.db
    .insert(profiles)
    .values([
      profile(holder.id, 'Work', true),
      profile(holder.id, 'Fair', false),
      profile(other.id, '', true),
    ])
    .returning();
  await lead({
    fullName: 'Anna Maria Berg',
    email: 'anna@example.com',
    phone: '+46 70 123 45 67',
    company: 'Berg & Co, AB',
    note: 'Call me about the "roof".',
    profileId: work.id,
    daysAgo: 10,
  });
  await lead({ fullName: 'Madonna', phone: '0701', profileId: fair.id, daysAgo: 2, readAt: START_TIME });
  await lead({
    fullName: '=HYPERLINK("http://evil","win") Eve',
    email: 'eve@example.com',
    profileId: fair.id,
  });
  await t.db.insert(leads).values({
    shortId: shortId(),
    holderUserId: other.id,
    fullName: 'Not For Karin',
    email: 'x@example.com',
    createdAt: START_TIME,
  });
});
afterAll(() => t.close());

const get = (query: string, client = c) => client.get(`/api/v1/leads/export?${query}`);
// Keeps the byte order mark (Response.text() drops it).
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const text = async (res: { response: Response }) => utf8.decode(await res.response.arrayBuffer());
const records = async (query: string) => {
  const res = await get(query);
  expect(res.status).toBe(200);
  return csvRecords((await text(res)).replace(/^\uFEFF/, ''));
};

describe('GET /leads/export', () => {
  test('needs a session', async () => {
    expect((await get('format=hubspot', t.client())).status).toBe(401);
  });

  test('HubSpot: its default contact columns, newest first, mine only, where and when in Message', async () => {
    const res = await get('format=hubspot');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="leads-hubspot-2026-01-15.csv"',
    );
    const csv = await text(res);
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFFirst Name,Last Name,Email,Phone Number,Company Name,Job Title,Website URL,City,Country/Region,Message',
    );
    const rows = await records('format=hubspot');
    expect(rows.map((r) => r['Last Name'])).toEqual(['Eve', 'Madonna', 'Berg']);
    expect(rows[2]).toEqual({
      'First Name': 'Anna Maria',
      'Last Name': 'Berg',
      Email: 'anna@example.com',
      'Phone Number': '+46 70 123 45 67',
      'Company Name': 'Berg & Co, AB',
      'Job Title': '',
      'Website URL': '',
      City: '',
      'Country/Region': '',
      Message: `Call me about the "roof".\n\nLeft on card "Work" http://localhost/p/${work.shortId}, 2026-01-05 09:00 UTC (Dynacard)`,
    });
    // A formula typed by a visitor stays text in Excel.
    expect(rows[0]['First Name']).toStartWith(`'=HYPERLINK`);
  });

  test('Salesforce: Data Import Wizard lead columns; Last Name and Company are always filled', async () => {
    const csv = await text(await get('format=salesforce'));
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFFirst Name,Last Name,Company,Title,Email,Phone,Website,City,Country,Lead Source,Description',
    );
    const rows = await records('format=salesforce');
    expect(rows[1]).toMatchObject({
      'First Name': '',
      'Last Name': 'Madonna',
      Company: '[not provided]',
      Phone: '0701',
      'Lead Source': 'Dynacard',
      Description: `Left on card "Fair" http://localhost/p/${fair.shortId}, 2026-01-13 09:00 UTC (Dynacard)`,
    });
    expect(rows[2].Company).toBe('Berg & Co, AB');
  });

  test('filters: card, period (UTC days, both included) and unread, alone and together', async () => {
    const names = async (query: string) =>
      (await records(`format=hubspot&${query}`)).map((r) => r['Last Name']);
    expect(await names(`card=${fair.shortId}`)).toEqual(['Eve', 'Madonna']);
    expect(await names(`card=${work.shortId}`)).toEqual(['Berg']);
    expect(await names('from=2026-01-05&to=2026-01-13')).toEqual(['Madonna', 'Berg']);
    expect(await names('from=2026-01-14')).toEqual(['Eve']);
    expect(await names('to=2026-01-04')).toEqual([]);
    expect(await names('unread=true')).toEqual(['Eve', 'Berg']);
    expect(await names(`unread=true&card=${fair.shortId}&from=2026-01-15&to=2026-01-15`)).toEqual(['Eve']);
  });

  test("another holder's card is not found; bad filters are 422 with the field's message", async () => {
    const [others] = await t.db.select().from(profiles).where(eq(profiles.userId, other.id));
    expect((await get(`format=hubspot&card=${others.shortId}`)).status).toBe(404);
    const backwards = await get('format=hubspot&from=2026-01-10&to=2026-01-09');
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual([
      { field: 'to', message: 'The first day must be on or before the last day' },
    ]);
    const badDay = await get('format=hubspot&from=10.1.2026');
    expect(badDay.status).toBe(422);
    expect(badDay.body.message).toBe('Enter a date as YYYY-MM-DD');
    expect((await get('format=excel')).status).toBe(422);
    // Without a format the file is HubSpot's, as documented.
    expect((await records('')).length).toBe(3);
    expect((await get('format=hubspot&unread=yes')).status).toBe(422);
  });

  test('vcard: one file with every lead matching the filters, each a vCard with its source', async () => {
    const res = await get(`format=vcard&card=${fair.shortId}`);
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="leads-all-2026-01-15.vcf"');
    const cards = VCard.parse(await res.response.text());
    expect(cards.map((card) => card.get('fn')?.valueOf())).toEqual([
      '=HYPERLINK("http://evil"\\,"win") Eve',
      'Madonna',
    ]);
    expect(String(cards[1].get('note')?.valueOf())).toContain(`Left on card "Fair"`);
  });
});
