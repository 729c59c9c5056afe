import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHash, createHmac } from 'node:crypto';
import { profiles, viewDays, views } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { and, eq } from 'drizzle-orm';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { isBot, utcDay, visitorHash } from './visits';

type Stats = {
  period: string;
  total: number;
  unique: number;
  allTime: { total: number; unique: number };
  series: { key: string; total: number; unique: number }[];
};

const CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';
let t: TestApp;
let profileId: number;
let profileShortId: string;
let userShortId: string;
let owner: Awaited<ReturnType<typeof signIn>>;
let ownerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await seedUser(t);
  userShortId = user.shortId;
  ownerId = user.id;
  owner = await signIn(t, user);
  const [p] = (await owner.get<{ shortId: string }[]>('/api/v1/profiles')).body.data;
  profileShortId = p.shortId;
  profileId = (await t.db.select().from(profiles).where(eq(profiles.shortId, p.shortId)))[0].id;
});
afterAll(() => t.close());

const scan = (ip: string, ua = CHROME, extra: Record<string, string> = {}) =>
  t.client({ ip }).get(`/api/v1/profiles/${userShortId}?count=true`, { 'user-agent': ua, ...extra });
const dayRow = async (day: string) =>
  (
    await t.db
      .select()
      .from(viewDays)
      .where(and(eq(viewDays.targetType, 'profile'), eq(viewDays.targetId, profileId), eq(viewDays.day, day)))
  )[0];
const profileViews = async () =>
  (await t.db.select().from(profiles).where(eq(profiles.id, profileId)))[0].views;

describe('counting', () => {
  test('a visitor counts once as unique per day, every time in the total', async () => {
    expect((await scan('1.1.1.1')).status).toBe(200);
    await scan('1.1.1.1');
    await scan('2.2.2.2');
    expect(await dayRow('2026-01-15')).toMatchObject({ total: 3, unique: 2 });
    expect(await profileViews()).toBe(3);
  });

  test('without count=true, for bots, previews, HEAD and prefetches nothing is counted', async () => {
    await t.client({ ip: '3.3.3.3' }).get(`/api/v1/profiles/${userShortId}`, { 'user-agent': CHROME });
    await scan('3.3.3.3', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await scan('3.3.3.3', 'facebookexternalhit/1.1');
    await scan('3.3.3.3', 'WhatsApp/2.23.20.0');
    await scan('3.3.3.3', 'curl/8.5.0');
    await scan('3.3.3.3', '');
    await scan('3.3.3.3', CHROME, { 'sec-purpose': 'prefetch' });
    const head = await t
      .client({ ip: '3.3.3.3' })
      .send('HEAD', `/api/v1/profiles/${userShortId}?count=true`, undefined, {
        'user-agent': CHROME,
      });
    expect(head.status).toBe(200);
    expect(await dayRow('2026-01-15')).toMatchObject({ total: 3, unique: 2 });
    expect(await profileViews()).toBe(3);
  });

  test('the next UTC day the same visitor is unique again, under a new hash', async () => {
    t.clock.advance(DAY_MS);
    await scan('1.1.1.1');
    expect(await dayRow('2026-01-16')).toMatchObject({ total: 1, unique: 1 });
    const hashes = new Set(
      (await t.db.select().from(views).where(eq(views.targetId, profileId))).map((v) => v.visitorHash),
    );
    expect(hashes.size).toBe(3);
    expect(await profileViews()).toBe(4);
  });

  test('the salt is secret and daily; bot patterns', () => {
    const a = visitorHash('s1', '2026-01-15', '1.1.1.1', CHROME);
    expect(a).not.toBe(visitorHash('s2', '2026-01-15', '1.1.1.1', CHROME));
    expect(a).not.toBe(visitorHash('s1', '2026-01-16', '1.1.1.1', CHROME));
    expect(a).toBe(visitorHash('s1', '2026-01-15', '1.1.1.1', CHROME));
    // The day's salt is kept, not recomputed per scan, and the hash is the one written before that was so:
    // SHA-256 of the salt, the IP and the user agent, so the day's earlier views still make a visitor known.
    const salt = createHmac('sha256', 's1').update('views:2026-01-15').digest('base64url');
    expect(a).toBe(createHash('sha256').update(`${salt}\n1.1.1.1\n${CHROME}`).digest('base64url'));
    expect(visitorHash('s1', '2026-01-15', '2.2.2.2', CHROME)).not.toBe(a);
    for (const ua of [
      'Slackbot-LinkExpanding 1.0',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'python-requests/2.31',
    ]) {
      expect(isBot(ua)).toBe(true);
    }
    expect(isBot(CHROME)).toBe(false);
  });
});

test('the UTC day of a time, at the edges of a day and back again', () => {
  const midnight = Date.UTC(2026, 0, 16);
  expect(utcDay(midnight - 1)).toBe('2026-01-15');
  expect(utcDay(midnight)).toBe('2026-01-16');
  expect(utcDay(midnight + DAY_MS - 1)).toBe('2026-01-16');
  expect(utcDay(midnight - DAY_MS)).toBe('2026-01-15');
  expect(utcDay(Date.UTC(1999, 11, 31, 12))).toBe('1999-12-31');
  expect(utcDay(midnight + DAY_MS)).toBe('2026-01-17');
});

describe('statistics', () => {
  // The clock moved a day: a fresh session.
  beforeAll(async () => {
    owner = await signIn(t, { id: ownerId });
  });
  const stats = (period?: string) =>
    owner.get<Stats>(`/api/v1/profiles/${profileShortId}/statistics${period ? `?period=${period}` : ''}`);

  test('month: every day of the current month', async () => {
    const { body } = await stats();
    expect(body.data.period).toBe('month');
    expect(body.data.series).toHaveLength(31);
    expect(body.data.series[0]).toEqual({ key: '2026-01-01', total: 0, unique: 0 });
    expect(body.data.series[14]).toEqual({ key: '2026-01-15', total: 3, unique: 2 });
    expect(body.data.series[15]).toEqual({ key: '2026-01-16', total: 1, unique: 1 });
    expect([body.data.total, body.data.unique]).toEqual([4, 3]);
  });

  test('year: months; all: years from the first view', async () => {
    await t.db.insert(viewDays).values([
      { targetType: 'profile', targetId: profileId, day: '2024-06-10', total: 5, unique: 4 },
      { targetType: 'profile', targetId: profileId, day: '2025-12-31', total: 2, unique: 2 },
      { targetType: 'dynatag', targetId: profileId, day: '2026-01-15', total: 50, unique: 50 },
    ]);
    const year = (await stats('year')).body.data;
    expect(year.series.map((p) => p.key)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    expect(year.series[0]).toEqual({ key: '2026-01', total: 4, unique: 3 });
    expect(year.series.slice(1).every((p) => p.total === 0)).toBe(true);
    const all = (await stats('all')).body.data;
    expect(all.series).toEqual([
      { key: '2024', total: 5, unique: 4 },
      { key: '2025', total: 2, unique: 2 },
      { key: '2026', total: 4, unique: 3 },
    ]);
    expect(all.allTime).toEqual({ total: 11, unique: 9 });
  });

  test('by the card address (my user shortId): my active profile’s, as the page counts them; nobody else’s', async () => {
    const byProfile = (await stats('all')).body.data;
    const byCard = await owner.get<Stats>(`/api/v1/profiles/${userShortId}/statistics?period=all`);
    expect(byCard.status).toBe(200);
    expect(byCard.body.data).toEqual(byProfile);
    const csv = await owner.get(`/api/v1/profiles/${userShortId}/statistics?period=all&format=csv`);
    expect(csv.headers.get('content-disposition')).toContain(`profile-${profileShortId}-views-all.csv`);
    // Another person's card address and profile are not mine: 404, as for an unknown id.
    const other = await seedUser(t);
    const [theirs] = (await (await signIn(t, other)).get<{ shortId: string }[]>('/api/v1/profiles')).body
      .data;
    for (const id of [other.shortId, theirs.shortId, 'nosuchid']) {
      expect((await owner.get(`/api/v1/profiles/${id}/statistics`)).status).toBe(404);
    }
  });

  test('only for the owner; the period is checked', async () => {
    expect((await t.client().get(`/api/v1/profiles/${profileShortId}/statistics`)).status).toBe(401);
    expect((await stats('week')).status).toBe(422);
  });
});

describe('statistics of a range, and as CSV', () => {
  const get = (query: string) => owner.get<Stats>(`/api/v1/profiles/${profileShortId}/statistics?${query}`);

  test('range: every day from `from` to `to`, empty days too, across a year end', async () => {
    const { status, body } = await get('period=range&from=2025-12-30&to=2026-01-16');
    expect(status).toBe(200);
    expect(body.data.period).toBe('range');
    expect(body.data.series).toHaveLength(18);
    expect(body.data.series[0]).toEqual({ key: '2025-12-30', total: 0, unique: 0 });
    expect(body.data.series[1]).toEqual({ key: '2025-12-31', total: 2, unique: 2 });
    expect(body.data.series.at(-2)).toEqual({ key: '2026-01-15', total: 3, unique: 2 });
    expect(body.data.series.at(-1)).toEqual({ key: '2026-01-16', total: 1, unique: 1 });
    expect([body.data.total, body.data.unique]).toEqual([6, 5]);
    // one day is a range too
    const one = (await get('period=range&from=2024-06-10&to=2024-06-10')).body.data;
    expect([one.period, one.series]).toEqual(['range', [{ key: '2024-06-10', total: 5, unique: 4 }]]);
  });

  test('a range of any length of real dates: days up to 366, months beyond; else 422 on the field', async () => {
    const leapYear = await get('period=range&from=2024-01-01&to=2024-12-31');
    expect(leapYear.body.data.series).toHaveLength(366);
    const long = await get('period=range&from=2023-11-15&to=2026-01-02');
    expect(long.status).toBe(200);
    expect(long.body.data.series.map((p: { key: string }) => p.key)).toEqual([
      ...['2023-11', '2023-12'],
      ...Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
      ...Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
      '2026-01',
    ]);
    expect(long.body.data.series.find((p: { key: string }) => p.key === '2024-06')).toEqual({
      key: '2024-06',
      total: 5,
      unique: 4,
    });
    const backwards = await get('period=range&from=2026-01-10&to=2026-01-09');
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0]).toMatchObject({ field: 'to' });
    expect(backwards.body.errors[0].message).toBe(
      'Choose a period between 2000-01-01 and 2099-12-31 that ends on or after its first day',
    );
    expect((await get('period=range&from=1999-12-31&to=2026-01-09')).body.errors[0].field).toBe('from');
    for (const bad of [
      'period=range&from=2026-02-30&to=2026-03-01',
      'period=range&to=2026-01-01',
      'period=range&from=15.1.2026&to=2026-01-16',
    ]) {
      const res = await get(bad);
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe('from');
    }
  });

  test('format=csv: a download with a header row and a row per bucket', async () => {
    const res = await get('period=range&from=2025-12-31&to=2026-01-02&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="profile-${profileShortId}-views-2025-12-31_2026-01-02.csv"`,
    );
    expect(await res.response.text()).toBe(
      'date,total,unique\r\n2025-12-31,2,2\r\n2026-01-01,0,0\r\n2026-01-02,0,0\r\n',
    );
    const month = await get('format=csv');
    expect(month.headers.get('content-disposition')).toContain(`profile-${profileShortId}-views-2026-01.csv`);
    expect((await month.response.text()).split('\r\n')).toHaveLength(1 + 31 + 1);
    const all = await get('period=all&format=csv');
    expect(await all.response.text()).toBe('date,total,unique\r\n2024,5,4\r\n2025,2,2\r\n2026,4,3\r\n');
    expect((await get('format=xml')).status).toBe(422);
  });
});
