// One visitor, one place (issue 28): statistics said "Gothenburg, Sverige" (and "Gothenburg, Ruotsi" in Finnish)
// where leads said "Göteborg, Sverige". A view and a lead from the same address name the same place, in the
// reader's names (shared/places.ts), in sv, en and fi: the statistics' places and the lead list; the CSVs for a
// CRM, whatever the reader's language, by the place's own name.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { User } from '@db/schema';
import { csvRecords } from '../../../test/csv-parser';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { activeProfile, IPHONE, VISITOR } from './test-kit';

/** An address the shipped GeoLite2 database places in Gothenburg (Chalmers' network), stored as "Gothenburg". */
const GOTHENBURG = '129.16.1.1';
const NAMES = { sv: 'Göteborg, Sverige', en: 'Gothenburg, Sweden', fi: 'Göteborg, Ruotsi' } as const;

let t: TestApp;
let holder: User;
let profile: string;
beforeAll(async () => {
  t = await createTestApp();
  holder = await seedUser(t, { fullName: 'Karin Ek' });
  profile = await activeProfile(t, holder.id);
  const visitor = t.client({ ip: GOTHENBURG });
  const seen = await visitor.get(`/api/v1/profiles/${profile}?count=true`, { 'user-agent': IPHONE });
  expect(seen.status).toBe(200);
  const left = await visitor.post(
    `/api/v1/profiles/${holder.shortId}/leads`,
    { ...VISITOR, altcha: await t.solveAltcha() },
    { 'user-agent': IPHONE },
  );
  expect(left.status).toBe(201);
});
afterAll(() => t.close());

type Places = { breakdowns: { facet: string; places?: { name: string }[] }[] };
type Leads = { items: { visit: { place: string | null } }[] };

test('the same address is the same place in statistics and in leads, in the reader’s language', async () => {
  for (const lang of ['sv', 'en', 'fi'] as const) {
    const c = await signIn(t, holder);
    const headers = { 'x-target-lang': lang };
    const stats = await c.get<Places>(`/api/v1/analytics?item=profile&id=${profile}`, headers);
    expect(stats.status).toBe(200);
    const places = stats.body.data.breakdowns.find((b) => b.facet === 'place')?.places ?? [];
    const list = await c.get<Leads>('/api/v1/leads', headers);
    expect({
      lang,
      stats: places.map((p) => p.name),
      leads: list.body.data.items.map((l) => l.visit.place),
    }).toEqual({ lang, stats: [NAMES[lang]], leads: [NAMES[lang]] });
    const csv = await (await c.get('/api/v1/leads/export?format=hubspot', headers)).response.text();
    expect(csvRecords(csv.replace(/^\uFEFF/, ''))[0]).toMatchObject({
      City: 'Göteborg',
      'Country/Region': 'SE',
    });
    const views = await c.get(`/api/v1/analytics/views?item=profile&id=${profile}&format=csv`, headers);
    expect(csvRecords((await views.response.text()).replace(/^\uFEFF/, ''))[0]).toMatchObject({
      country: 'SE',
      city: 'Göteborg',
    });
  }
});
