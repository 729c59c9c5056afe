// What a counted view records besides its time (issue 22): place from the shipped GeoLite2 database, device,
// system and browser, source and UTM parameters — and the daily facet rollups a breakdown reads. Never the address.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { viewFacets, views } from '@db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { seedCompany, seedUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createGeoLookup } from '../../platform/geo';
import { seedDynatag } from '../dynatags/public-test-kit';
import { sourceOf } from './visit-details';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
/** An address GeoLite2 places in Jyväskylä, Finland; another in the United States. */
const FINNISH = '88.113.2.3';
const AMERICAN = '8.8.8.8';

let t: TestApp;
let tag: { id: number; shortId: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await seedUser(t);
  const company = await seedCompany(t, { ownerId: user.id, name: 'Mässan AB' });
  tag = await seedDynatag(t, company.id);
});
afterAll(() => t.close());

async function scan(ip: string, query: string, headers: Record<string, string>) {
  const res = await t
    .client({ ip })
    .get(`/api/v1/dynatags/public/${tag.shortId}?count=true${query}`, headers);
  expect(res.status).toBe(200);
}

const rowsOfTag = () =>
  t.db
    .select()
    .from(views)
    .where(and(eq(views.targetType, 'dynatag'), eq(views.targetId, tag.id)))
    .orderBy(asc(views.id));

describe('a counted view records where, on what and from where', () => {
  test('place, device, source and UTM per view; facets per day; the address is kept nowhere', async () => {
    await scan(FINNISH, '&s=q&utm_source=fair&utm_medium=print&utm_campaign=Elmia%202026', {
      'user-agent': IPHONE,
    });
    await scan(AMERICAN, '', { 'user-agent': WINDOWS, referer: 'https://www.linkedin.com/feed/' });
    await scan(FINNISH, '&s=n', { 'user-agent': IPHONE });
    await t.pages.settle();

    const rows = await rowsOfTag();
    expect(
      rows.map((r) => [r.country, r.city, r.device, r.os, r.browser, r.source, r.referrer, r.utmCampaign]),
    ).toEqual([
      ['FI', 'Jyvaskyla', 'mobile', 'iOS', 'Mobile Safari', 'qr', null, 'Elmia 2026'],
      ['US', null, 'desktop', 'Windows', 'Edge', 'referrer', 'www.linkedin.com', null],
      ['FI', 'Jyvaskyla', 'mobile', 'iOS', 'Mobile Safari', 'nfc', null, null],
    ]);
    expect(rows[0]).toMatchObject({ utmSource: 'fair', utmMedium: 'print' });
    expect(rows[0].latitude).toBeCloseTo(62.22, 1);
    // Neither address appears in any column of any row.
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(FINNISH);
    expect(stored).not.toContain(AMERICAN);

    const facets = await t.db
      .select()
      .from(viewFacets)
      .where(and(eq(viewFacets.targetType, 'dynatag'), eq(viewFacets.targetId, tag.id)));
    const of = (facet: string) =>
      Object.fromEntries(
        facets.filter((f) => f.facet === facet).map((f) => [f.value, [f.total, f.unique]] as const),
      );
    // The Finnish visitor came twice (one unique); the American once.
    expect(of('country')).toEqual({ FI: [2, 1], US: [1, 1] });
    expect(of('device')).toEqual({ mobile: [2, 1], desktop: [1, 1] });
    expect(of('source')).toEqual({ qr: [1, 1], referrer: [1, 1], nfc: [1, 0] });
    expect(of('referrer')).toEqual({ 'www.linkedin.com': [1, 1] });
    expect(of('utm_campaign')).toEqual({ 'Elmia 2026': [1, 1] });
    expect(Object.keys(of('place'))).toContain('FI|Jyvaskyla|62.22|25.78');
    expect(of('hour')).toEqual({ '09': [3, 2] });
  });

  test('a link within our own site is direct; a malformed referrer is none', () => {
    expect(sourceOf('https://x.se/d/a', 'https://x.se/dashboard', 'x.se').source).toBe('direct');
    expect(sourceOf('https://x.se/d/a', 'not a url', 'x.se')).toMatchObject({
      source: 'direct',
      referrer: null,
    });
    expect(sourceOf('https://x.se/d/a?s=q#top', null, 'x.se').source).toBe('qr');
    // On a company's page domain, a link from its own tag page to a card page is within the site too.
    expect(sourceOf('https://cards.nordvik.se/p/a', 'https://cards.nordvik.se/d/b', 'x.se')).toMatchObject({
      source: 'direct',
      referrer: null,
    });
    expect(sourceOf('https://cards.nordvik.se/p/a', 'https://x.se/d/b', 'x.se').source).toBe('direct');
    expect(sourceOf('https://cards.nordvik.se/p/a', 'https://nordvik.se/', 'x.se').referrer).toBe(
      'nordvik.se',
    );
  });

  test('GEOIP_DB=off or a missing file: no places, never an error', () => {
    expect(createGeoLookup('off').lookup(FINNISH)).toBeNull();
    expect(createGeoLookup('/nowhere/GeoLite2-City.mmdb').lookup(FINNISH)).toBeNull();
    const shipped = createGeoLookup(undefined);
    expect(shipped.lookup(`::ffff:${FINNISH}`)?.country).toBe('FI');
    expect(shipped.lookup('not an address')).toBeNull();
    expect(shipped.lookup('10.0.0.1')).toBeNull();
  });
});
