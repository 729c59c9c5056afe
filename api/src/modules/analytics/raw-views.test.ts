// The single views of an item (issue 22): newest first, a page at a time by cursor, or the whole period as a
// CSV; a folder's tags merged; never an address. And the migration that gave earlier views their company.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { viewDays, viewFacetMonths, viewFacets, views } from '@db/schema';
import type { RawViewsData } from '@shared/schemas/analytics';
import type { Static } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { analyticsCompany, HELSINKI, IPHONE, STOCKHOLM, writeViews } from './test-kit';

type Page = Static<typeof RawViewsData>;

let t: TestApp;
let co: Awaited<ReturnType<typeof analyticsCompany>>;
const minute = (n: number) => Date.parse('2026-01-14T10:00:00Z') + n * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  co = await analyticsCompany(t);
  const tag = (id: number) => ({ type: 'dynatag' as const, id });
  const { inFairs, inYear, atRoot, othersTag } = co.tags;
  await writeViews(t, [
    {
      target: tag(inFairs.id),
      at: minute(0),
      visitor: 'a',
      details: { ...STOCKHOLM, ...IPHONE, source: 'qr' },
    },
    {
      target: tag(inYear.id),
      at: minute(1),
      visitor: 'b',
      details: { ...HELSINKI, source: 'nfc', utmCampaign: 'fair' },
    },
    { target: tag(atRoot.id), at: minute(2), visitor: 'c' },
    {
      target: { type: 'card', id: co.card.id },
      at: minute(3),
      visitor: 'd',
      details: { ...STOCKHOLM, source: 'nfc' },
    },
    {
      target: tag(inFairs.id),
      at: minute(4),
      visitor: 'a',
      details: { ...STOCKHOLM, ...IPHONE, source: 'qr' },
    },
    // Same time as the one before: the cursor's row id keeps the order whole.
    { target: tag(inYear.id), at: minute(4), visitor: 'e' },
    { target: tag(othersTag.id), at: minute(5), visitor: 'f' },
    // Outside the period asked for below.
    { target: tag(inFairs.id), at: Date.parse('2026-01-10T10:00:00Z'), visitor: 'g' },
  ]);
});
afterAll(() => t.close());

const PERIOD = 'from=2026-01-14&to=2026-01-14';
const page = (query: string, c = co.owner.c) => c.get<Page>(`/api/v1/analytics/views?${PERIOD}&${query}`);

async function allPages(query: string) {
  const seen: Page['views'][] = [];
  let cursor = '';
  for (;;) {
    const res = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    seen.push(res.body.data.views);
    if (!res.body.data.nextCursor) return seen;
    cursor = res.body.data.nextCursor;
  }
}

describe('the single views', () => {
  test('a company’s, newest first, two at a time, each named by its item', async () => {
    const pages = await allPages(`item=company&id=${co.company.shortId}&limit=2`);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2]);
    const all = pages.flat();
    expect(all.map((v) => [v.at, v.item.name])).toEqual([
      [minute(4), 'Nordbygg stand'],
      [minute(4), 'Elmia stand'],
      [minute(3), co.card.shortId],
      [minute(2), 'Reception'],
      [minute(1), 'Nordbygg stand'],
      [minute(0), 'Elmia stand'],
    ]);
    expect(all[5]).toEqual({
      at: minute(0),
      item: { type: 'dynatag', id: co.tags.inFairs.shortId, name: 'Elmia stand' },
      unique: true,
      country: 'SE',
      city: 'Stockholm',
      device: 'mobile',
      os: 'iOS',
      browser: 'Mobile Safari',
      source: 'qr',
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
    expect(all[1].unique).toBe(false);
  });

  test('a folder’s tags merged in time order; a tag’s own', async () => {
    const folder = (await allPages(`item=folder&id=${co.folders.fairs.shortId}&limit=3`)).flat();
    expect(folder.map((v) => [v.at, v.item.name])).toEqual([
      [minute(4), 'Nordbygg stand'],
      [minute(4), 'Elmia stand'],
      [minute(1), 'Nordbygg stand'],
      [minute(0), 'Elmia stand'],
    ]);
    const tag = await page(`item=dynatag&id=${co.tags.inFairs.shortId}`);
    expect(tag.body.data.views.map((v) => v.at)).toEqual([minute(4), minute(0)]);
    expect(tag.body.data.nextCursor).toBeNull();
  });

  test('the whole period as CSV, written while it is read', async () => {
    const res = await page(`item=company&id=${co.company.shortId}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="company-${co.company.shortId}-views-2026-01-14_2026-01-14.csv"`,
    );
    const lines = (await res.response.text()).replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'time,item_type,item_id,item_name,unique,country,city,device,os,browser,source,referrer,utm_source,utm_medium,utm_campaign',
    );
    expect(lines).toHaveLength(7);
    expect(lines[5]).toBe(
      `2026-01-14T10:01:00.000Z,dynatag,${co.tags.inYear.shortId},Nordbygg stand,1,FI,Helsinki,,,,nfc,,,,fair`,
    );
  });

  test('only owners; a bad cursor or page size is 422', async () => {
    expect((await page(`item=company&id=${co.company.shortId}`, co.colleague.c)).status).toBe(403);
    expect((await page(`item=company&id=${co.company.shortId}`, co.stranger.c)).status).toBe(404);
    for (const bad of ['limit=0', 'limit=501', 'limit=1.5', 'cursor=abc', 'cursor=1e9.2']) {
      const res = await page(`item=company&id=${co.company.shortId}&${bad}`);
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe(bad.split('=')[0]);
    }
  });
});

test('the migration gives earlier views their company, each company its rollups and all the month rollups, as the writer does', async () => {
  const companyRows = async () => ({
    days: await t.db
      .select()
      .from(viewDays)
      .where(eq(viewDays.targetType, 'company'))
      .orderBy(asc(viewDays.day)),
    facets: await t.db
      .select()
      .from(viewFacets)
      .where(eq(viewFacets.targetType, 'company'))
      .orderBy(asc(viewFacets.targetId), asc(viewFacets.facet), asc(viewFacets.day), asc(viewFacets.value)),
    views: await t.db.select({ id: views.id, companyId: views.companyId }).from(views).orderBy(asc(views.id)),
    months: await t.db
      .select()
      .from(viewFacetMonths)
      .orderBy(
        asc(viewFacetMonths.targetType),
        asc(viewFacetMonths.targetId),
        asc(viewFacetMonths.facet),
        asc(viewFacetMonths.month),
        asc(viewFacetMonths.value),
      ),
  });
  const written = await companyRows();
  expect(written.days.length).toBeGreaterThan(0);
  expect(written.months.length).toBeGreaterThan(0);
  // As before the migration: no company on the views, no company rollups.
  await t.db.update(views).set({ companyId: null });
  await t.db.delete(viewDays).where(eq(viewDays.targetType, 'company'));
  await t.db.delete(viewFacets).where(and(eq(viewFacets.targetType, 'company')));
  await t.db.delete(viewFacetMonths);
  const migration = readFileSync(
    new URL('../../../../db/migrations/0018_view_company.sql', import.meta.url),
    'utf8',
  );
  const data = migration
    .split('--> statement-breakpoint')
    .filter((s) => !/ALTER TABLE|CREATE INDEX|CREATE TABLE/.test(s));
  expect(data).toHaveLength(4);
  for (const statement of data) await t.deps.database.client.execute(statement);
  expect(await companyRows()).toEqual(written);
});
