import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { viewDays, views } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import type { Statistics } from '@shared/types/dynatags';
import { and, asc, eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedDynatag } from './public-test-kit';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'WhatsApp/2.23.20.0 A',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'curl/8.5.0',
  '',
];

let t: TestApp;
let ownerId: number;
let tag: { id: number; shortId: string };

beforeAll(async () => {
  t = await createTestApp();
  const user = await seedUser(t);
  const company = await seedCompany(t, { ownerId: user.id, name: 'Fair Company' });
  tag = await seedDynatag(t, company.id);
  ownerId = user.id;
});
afterAll(() => t.close());

/** A visitor scanning the tag's QR code (the public call with count=true). */
async function scan(ip: string, ua = IPHONE) {
  const res = await t
    .client({ ip })
    .get(`/api/v1/dynatags/public/${tag.shortId}?count=true`, { 'user-agent': ua });
  expect(res.status).toBe(200);
}
/** The statistics as the owner asks for them (a fresh session: the tests move the clock by days). */
const stats = async (query = '') =>
  (await signIn(t, { id: ownerId })).get<Statistics>(`/api/v1/dynatags/${tag.shortId}/statistics${query}`);

describe('counting through the public call', () => {
  test('one unique per visitor per UTC day, every scan in the total, bots ignored, exact times kept', async () => {
    await scan('1.1.1.1');
    t.clock.advance(5 * 60_000);
    await scan('1.1.1.1'); // the same visitor again
    await scan('1.1.1.1', ANDROID); // another device behind the same address: another visitor
    await scan('2.2.2.2');
    for (const ua of BOTS) await scan('3.3.3.3', ua);
    await t.client({ ip: '4.4.4.4' }).get(`/api/v1/dynatags/public/${tag.shortId}`, { 'user-agent': IPHONE });
    await t.pages.settle();
    const month = (await stats()).body.data;
    expect(month.series[14]).toEqual({ key: '2026-01-15', total: 4, unique: 3 });
    const rows = await t.db
      .select()
      .from(views)
      .where(and(eq(views.targetType, 'dynatag'), eq(views.targetId, tag.id)))
      .orderBy(asc(views.id));
    expect(rows.map((r) => r.at - rows[0].at)).toEqual([0, 5 * 60_000, 5 * 60_000, 5 * 60_000]);

    t.clock.advance(DAY_MS);
    await scan('1.1.1.1');
    await t.pages.settle();
    const next = (await stats()).body.data;
    expect(next.series[15]).toEqual({ key: '2026-01-16', total: 1, unique: 1 });
    expect([next.total, next.unique]).toEqual([5, 4]);
  });
});

describe('periods', () => {
  beforeAll(async () => {
    t.clock.advance(48 * DAY_MS); // 2026-03-05
    await t.db.insert(viewDays).values([
      { targetType: 'dynatag', targetId: tag.id, day: '2023-03-01', total: 7, unique: 5 },
      { targetType: 'dynatag', targetId: tag.id, day: '2025-12-31', total: 2, unique: 1 },
      { targetType: 'dynatag', targetId: tag.id, day: '2026-03-02', total: 1, unique: 1 },
      // a profile with the same internal id is someone else's
      { targetType: 'profile', targetId: tag.id, day: '2026-01-15', total: 100, unique: 100 },
    ]);
  });

  test('month: every day of this month, empty days present', async () => {
    const { body } = await stats('?period=month');
    expect(body.data.period).toBe('month');
    expect(body.data.series.map((p) => p.key)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    );
    expect(body.data.series.filter((p) => p.total > 0)).toEqual([{ key: '2026-03-02', total: 1, unique: 1 }]);
    expect(body.data.allTime).toEqual({ total: 15, unique: 11 });
  });

  test('year: the twelve months; all: every year from the first view, empty years present', async () => {
    const year = (await stats('?period=year')).body.data;
    expect(year.series).toHaveLength(12);
    expect(year.series[0]).toEqual({ key: '2026-01', total: 5, unique: 4 });
    expect(year.series[2]).toEqual({ key: '2026-03', total: 1, unique: 1 });
    expect(year.series[1]).toEqual({ key: '2026-02', total: 0, unique: 0 });
    const all = (await stats('?period=all')).body.data;
    expect(all.series).toEqual([
      { key: '2023', total: 7, unique: 5 },
      { key: '2024', total: 0, unique: 0 },
      { key: '2025', total: 2, unique: 1 },
      { key: '2026', total: 6, unique: 5 },
    ]);
  });

  test('range: each day between from and to; months beyond a year (no cap)', async () => {
    const range = (await stats('?period=range&from=2025-12-31&to=2026-01-02')).body.data;
    expect(range).toMatchObject({ period: 'range', total: 2, unique: 1 });
    expect(range.series).toEqual([
      { key: '2025-12-31', total: 2, unique: 1 },
      { key: '2026-01-01', total: 0, unique: 0 },
      { key: '2026-01-02', total: 0, unique: 0 },
    ]);
    const long = await stats('?period=range&from=2025-01-01&to=2026-01-03');
    expect(long.status).toBe(200);
    expect(long.body.data.series).toHaveLength(13);
    expect(long.body.data.series[11]).toEqual({ key: '2025-12', total: 2, unique: 1 });
    expect((await stats('?period=range&from=2026-01-03&to=2026-01-02')).status).toBe(422);
  });

  test('CSV: a download named for the tag and period, a header and a row per bucket', async () => {
    const res = await stats('?period=year&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="dynatag-${tag.shortId}-views-2026.csv"`,
    );
    const lines = (await res.response.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(13);
    expect(lines.slice(0, 4)).toEqual(['date,total,unique', '2026-01,5,4', '2026-02,0,0', '2026-03,1,1']);
  });
});

describe('permissions', () => {
  test('only owners of the tag’s company: a colleague 403, another owner and unknown ids 404, anonymous 401', async () => {
    const [company] = await t.db.query.companies.findMany({ limit: 1 });
    const colleague = await seedUser(t);
    await seedMember(t, { companyId: company.id, userId: colleague.id });
    const other = await seedUser(t);
    await seedCompany(t, { ownerId: other.id, name: 'Other' });
    const path = `/api/v1/dynatags/${tag.shortId}/statistics`;
    expect((await (await signIn(t, colleague)).get(path)).status).toBe(403);
    expect((await (await signIn(t, other)).get(path)).status).toBe(404);
    expect((await (await signIn(t, other)).get(`${path}?format=csv`)).status).toBe(404);
    expect(
      (await (await signIn(t, { id: ownerId })).get('/api/v1/dynatags/NoSuchTag/statistics')).status,
    ).toBe(404);
    expect((await t.client().get(path)).status).toBe(401);
  });
});
