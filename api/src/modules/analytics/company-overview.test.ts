// The company overview (issue 32): the views of its tags, cards and its people's card pages this period
// against the last, with the change in percent, the scans among them, the top colleagues and tags and the
// places, as written by the view writer; and only the company's owners see it.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { memberships, profileCompanies, profiles } from '@db/schema';
import type { CompanyOverviewData } from '@shared/schemas/company-overview';
import type { Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { changeOf } from './company-overview';
import { analyticsCompany, HELSINKI, STOCKHOLM, writeViews } from './test-kit';

type Overview = Static<typeof CompanyOverviewData>;

let t: TestApp;
let co: Awaited<ReturnType<typeof analyticsCompany>>;
let lina: { id: number; shortId: string };
const at = (iso: string) => Date.parse(iso);

/** A card page of `userId` that shows the company (through their membership). */
async function cardPage(userId: number, membershipId: number, fullName: string) {
  const now = t.clock.now();
  const [profile] = await t.db
    .insert(profiles)
    .values({ shortId: shortId(), userId, fullName, isActive: true, createdAt: now, updatedAt: now })
    .returning();
  await t.db.insert(profileCompanies).values({ profileId: profile.id, membershipId });
  return profile;
}

beforeAll(async () => {
  t = await createTestApp(); // 2026-01-15: the default period is 17 December – 15 January
  co = await analyticsCompany(t);
  const [mate] = await t.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, co.colleague.id), eq(memberships.companyId, co.company.id)));
  lina = await cardPage(co.colleague.id, mate.id, 'Lina Berg');
  // The owner's page has no name of its own: it shows the account's.
  const owner = await cardPage(co.owner.id, co.company.ownerMembership.id, '');
  const { inFairs, atRoot, othersTag } = co.tags;
  const tag = (id: number) => ({ type: 'dynatag' as const, id });
  const profile = (id: number) => ({ type: 'profile' as const, id });
  await writeViews(t, [
    // This period: 4 tag views (2 QR scans), 3 of Lina's page (1 NFC), 1 of the owner's, 1 of another company's tag.
    {
      target: tag(inFairs.id),
      at: at('2026-01-12T08:30:00Z'),
      visitor: 'a',
      details: { ...STOCKHOLM, source: 'qr' },
    },
    {
      target: tag(inFairs.id),
      at: at('2026-01-12T08:40:00Z'),
      visitor: 'a',
      details: { ...STOCKHOLM, source: 'qr' },
    },
    { target: tag(inFairs.id), at: at('2026-01-13T10:00:00Z'), visitor: 'b', details: HELSINKI },
    { target: tag(atRoot.id), at: at('2026-01-14T10:00:00Z'), visitor: 'c' },
    {
      target: profile(lina.id),
      at: at('2026-01-10T10:00:00Z'),
      visitor: 'd',
      details: { ...HELSINKI, source: 'nfc' },
    },
    { target: profile(lina.id), at: at('2026-01-11T10:00:00Z'), visitor: 'e', details: HELSINKI },
    { target: profile(lina.id), at: at('2026-01-11T11:00:00Z'), visitor: 'f' },
    { target: profile(owner.id), at: at('2026-01-09T10:00:00Z'), visitor: 'g' },
    { target: tag(othersTag.id), at: at('2026-01-12T10:00:00Z'), visitor: 'h', details: STOCKHOLM },
    // The previous period (17 November – 16 December): 2 tag views (1 QR), 2 of the owner's page.
    { target: tag(atRoot.id), at: at('2025-12-01T10:00:00Z'), visitor: 'i', details: { source: 'qr' } },
    { target: tag(atRoot.id), at: at('2025-12-02T10:00:00Z'), visitor: 'j' },
    { target: profile(owner.id), at: at('2025-12-03T10:00:00Z'), visitor: 'k' },
    { target: profile(owner.id), at: at('2025-12-04T10:00:00Z'), visitor: 'l' },
  ]);
});
afterAll(() => t.close());

const path = () => `/api/v1/analytics/companies/${co.company.shortId}/overview`;

describe('the company overview', () => {
  test('counts the views seeded, against the last period, with the change in percent', async () => {
    const res = await co.owner.c.get<Overview>(path());
    expect(res.status).toBe(200);
    const o = res.body.data as Overview;
    expect(o.company).toEqual({ id: co.company.shortId, name: 'Mässan AB' });
    expect(o.period).toEqual({ from: '2025-12-17', to: '2026-01-15', days: 30 });
    expect(o.views).toEqual({ now: 8, before: 4, change: 100 });
    // The second view of visitor a the same day is not a first view.
    expect(o.visitors).toEqual({ now: 7, before: 4, change: 75 });
    expect(o.scans).toEqual({ now: 3, before: 1, change: 200 });
    expect(o.series.reduce((sum, day) => sum + day.total, 0)).toBe(8);
    expect(o.series.find((day) => day.day === '2026-01-12')?.total).toBe(2);
    expect(o.topCards).toEqual([
      { id: lina.shortId, name: 'Lina Berg', now: 3, before: 0, change: null },
      { id: expect.any(String), name: co.owner.fullName, now: 1, before: 2, change: -50 },
    ]);
    expect(o.topTags.map((x) => [x.name, x.now, x.before])).toEqual([
      ['Elmia stand', 3, 0],
      ['Reception', 1, 2],
    ]);
    expect(o.places.map((p) => [p.city, p.total])).toEqual([
      ['Helsinki', 3],
      ['Stockholm', 2],
    ]);
    expect(o.places[0].latitude).toBeCloseTo(60.17);
  });

  test('takes any period: before the views there is nothing', async () => {
    const res = await co.owner.c.get<Overview>(`${path()}?from=2025-01-01&to=2025-01-31`);
    expect(res.status).toBe(200);
    const o = res.body.data as Overview;
    expect(o.views).toEqual({ now: 0, before: 0, change: null });
    expect(o.topTags).toEqual([]);
    expect((await co.owner.c.get(`${path()}?from=2026-02-01&to=2026-01-01`)).status).toBe(422);
  });

  test('is for the company’s owners only', async () => {
    expect((await co.colleague.c.get(path())).status).toBe(403);
    expect((await co.stranger.c.get(path())).status).toBe(404);
    expect((await t.client().get(path())).status).toBe(401);
    expect((await co.owner.c.get('/api/v1/analytics/companies/nope/overview')).status).toBe(404);
  });

  test('the change is in whole percent, and none from nothing', () => {
    expect(changeOf(3, 2)).toBe(50);
    expect(changeOf(1, 3)).toBe(-67);
    expect(changeOf(5, 0)).toBeNull();
  });
});
