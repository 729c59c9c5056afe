// A lead carries where and on what it was left (issue 22): the place and device of the visitor's own request, and
// whether the card page was opened by its QR code or an NFC tap — never the address. The lead list and the CRM
// exports say so (the lead.created webhook carries the same, typed by its payload schema).
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { User } from '@db/schema';
import { csvRecords } from '../../../test/csv-parser';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { activeProfile, type Client, IPHONE, leadsOf, VISITOR } from './test-kit';

/** An address GeoLite2 places in Jyväskylä, Finland. */
const FINNISH = '88.113.2.3';

let t: TestApp;
let holder: User;
let c: Client;
beforeAll(async () => {
  t = await createTestApp();
  holder = await seedUser(t, { fullName: 'Karin Ek' });
  c = await signIn(t, holder);
  await activeProfile(t, holder.id);
});
afterAll(() => t.close());

const leaveFrom = async (ip: string, fields: Record<string, unknown>, userAgent = IPHONE) =>
  t.client({ ip }).post(
    `/api/v1/profiles/${holder.shortId}/leads`,
    { ...fields, altcha: await t.solveAltcha() },
    {
      'user-agent': userAgent,
    },
  );

test('the lead keeps the place and device of its visitor and how they came, never the address', async () => {
  expect((await leaveFrom(FINNISH, { ...VISITOR, via: 'q' })).status).toBe(201);
  expect(
    (await leaveFrom('10.1.2.3', { ...VISITOR, fullName: 'Bo Ek', email: 'bo@example.com' })).status,
  ).toBe(201);
  const [first, second] = await leadsOf(t, holder.id);
  expect(first).toMatchObject({
    country: 'FI',
    city: 'Jyvaskyla',
    device: 'mobile',
    os: 'iOS',
    browser: 'Mobile Safari',
    source: 'qr',
  });
  // A private address has no place; a page opened without a marker has no source.
  expect(second).toMatchObject({ country: null, city: null, device: 'mobile', source: null });
  expect(JSON.stringify([first, second])).not.toContain(FINNISH);
  const bad = await leaveFrom(FINNISH, { ...VISITOR, via: 'x' });
  expect(bad.status).toBe(422);
  expect(bad.body.errors[0].field).toBe('via');
});

test('the lead list and the CRM exports say where and on what', async () => {
  const list = await c.get<{ items: { fullName: string; visit: Record<string, string | null> }[] }>(
    '/api/v1/leads',
  );
  expect(list.body.data.items.find((l) => l.fullName === VISITOR.fullName)?.visit).toEqual({
    country: 'FI',
    city: 'Jyvaskyla',
    device: 'mobile',
    os: 'iOS',
    browser: 'Mobile Safari',
    source: 'qr',
    // The database's spelling is the key; the reader sees the place's own name (shared/places.ts).
    place: 'Jyväskylä, Finland',
  });
  const csv = await (await c.get('/api/v1/leads/export?format=hubspot')).response.text();
  const anna = csvRecords(csv.replace(/^\uFEFF/, '')).find((r) => r['Last Name'] === 'Berg');
  expect(anna).toMatchObject({ City: 'Jyväskylä', 'Country/Region': 'FI' });
  expect(anna?.Message).toContain(', opened by its QR code, on a mobile (iOS, Mobile Safari), ');
  const sf = await (await c.get('/api/v1/leads/export?format=salesforce')).response.text();
  expect(csvRecords(sf.replace(/^\uFEFF/, '')).find((r) => r['Last Name'] === 'Berg')).toMatchObject({
    City: 'Jyväskylä',
    Country: 'FI',
  });
});
