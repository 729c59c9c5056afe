// Analytics of a profile, card, tag, folder or company (issue 22): totals with first-time and returning
// visitors, the previous period beside each figure, every breakdown, places for the map, the weekday × hour
// heat map in the reader's zone, and who may see what.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { AnalyticsOverviewData, BreakdownData } from '@shared/schemas/analytics';
import type { Static } from '@sinclair/typebox';
import { createTestApp, type TestApp } from '../../../test/harness';
import { analyticsCompany, HELSINKI, IPHONE, STOCKHOLM, WINDOWS, writeViews } from './test-kit';

type Overview = Static<typeof AnalyticsOverviewData>;
type Breakdown = Static<typeof BreakdownData>;

let t: TestApp;
let co: Awaited<ReturnType<typeof analyticsCompany>>;
const at = (iso: string) => Date.parse(iso);

beforeAll(async () => {
  t = await createTestApp(); // the clock: 2026-01-15 09:00 UTC, a Thursday
  co = await analyticsCompany(t);
  const { inFairs, inYear, atRoot, othersTag } = co.tags;
  const tag = (id: number) => ({ type: 'dynatag' as const, id });
  await writeViews(t, [
    // Monday 12 January, 08:30 UTC (09:30 in Stockholm): a QR scan at the fair, then the same visitor by NFC.
    {
      target: tag(inFairs.id),
      at: at('2026-01-12T08:30:00Z'),
      visitor: 'a',
      details: { ...STOCKHOLM, ...IPHONE, source: 'qr', utmCampaign: 'elmia' },
    },
    {
      target: tag(inFairs.id),
      at: at('2026-01-12T08:40:00Z'),
      visitor: 'a',
      details: { ...STOCKHOLM, ...IPHONE, source: 'nfc' },
    },
    {
      target: tag(inFairs.id),
      at: at('2026-01-14T15:00:00Z'),
      visitor: 'b',
      details: { ...HELSINKI, ...WINDOWS, source: 'referrer', referrer: 'www.linkedin.com' },
    },
    { target: tag(inFairs.id), at: at('2026-01-15T08:00:00Z'), visitor: 'c' },
    // The previous period (17 November – 16 December).
    {
      target: tag(inFairs.id),
      at: at('2025-12-10T10:00:00Z'),
      visitor: 'd',
      details: { ...STOCKHOLM, ...IPHONE, source: 'qr' },
    },
    {
      target: tag(inYear.id),
      at: at('2026-01-13T12:00:00Z'),
      visitor: 'e',
      details: { ...HELSINKI, ...IPHONE, source: 'qr' },
    },
    {
      target: tag(atRoot.id),
      at: at('2026-01-13T12:00:00Z'),
      visitor: 'f',
      details: { ...STOCKHOLM, ...WINDOWS },
    },
    {
      target: { type: 'card', id: co.card.id },
      at: at('2026-01-14T10:00:00Z'),
      visitor: 'g',
      details: { ...STOCKHOLM, ...IPHONE, source: 'nfc' },
    },
    // Not this company's: another company's tag.
    { target: tag(othersTag.id), at: at('2026-01-14T10:00:00Z'), visitor: 'h', details: STOCKHOLM },
  ]);
});
afterAll(() => t.close());

const analyse = (c = co.owner.c, query: string) => c.get<Overview>(`/api/v1/analytics?${query}`);
const rowsOf = (o: Overview | Breakdown, facet?: string) => {
  const found = 'breakdowns' in o ? o.breakdowns.find((b) => b.facet === facet) : o;
  return Object.fromEntries((found?.rows ?? []).map((r) => [r.value, [r.total, r.unique, r.previous]]));
};

describe('the analysis of a tag', () => {
  test('totals with first-time and returning visitors, against the previous 30 days', async () => {
    const res = await analyse(co.owner.c, `item=dynatag&id=${co.tags.inFairs.shortId}`);
    expect(res.status).toBe(200);
    const o = res.body.data;
    expect(o.item).toEqual({ type: 'dynatag', id: co.tags.inFairs.shortId, name: 'Elmia stand' });
    expect(o.period).toEqual({ from: '2025-12-17', to: '2026-01-15', days: 30 });
    expect(o.previous).toEqual({ from: '2025-11-17', to: '2025-12-16', days: 30 });
    expect(o.totals).toEqual({ total: 4, unique: 3, returning: 1 });
    expect(o.previousTotals).toEqual({ total: 1, unique: 1, returning: 0 });
    // A point a day, the previous period's day at the same place (9 January beside 10 December).
    expect(o.series).toHaveLength(30);
    expect(o.series.find((p) => p.day === '2026-01-12')).toEqual({
      day: '2026-01-12',
      total: 2,
      unique: 1,
      previous: 0,
    });
    expect(o.series.find((p) => p.day === '2026-01-09')).toEqual({
      day: '2026-01-09',
      total: 0,
      unique: 0,
      previous: 1,
    });
  });

  test('every breakdown with the previous period, and what is unknown', async () => {
    const o = (await analyse(co.owner.c, `item=dynatag&id=${co.tags.inFairs.shortId}`)).body.data;
    expect(rowsOf(o, 'country')).toEqual({ SE: [2, 1, 1], FI: [1, 1, 0] });
    expect(o.breakdowns.find((b) => b.facet === 'country')).toMatchObject({ unknown: 1, total: 4 });
    expect(rowsOf(o, 'device')).toEqual({ mobile: [2, 1, 1], desktop: [1, 1, 0] });
    expect(rowsOf(o, 'os')).toEqual({ iOS: [2, 1, 1], Windows: [1, 1, 0] });
    expect(rowsOf(o, 'browser')).toEqual({ 'Mobile Safari': [2, 1, 1], Edge: [1, 1, 0] });
    expect(rowsOf(o, 'source')).toEqual({
      qr: [1, 1, 1],
      nfc: [1, 0, 0],
      referrer: [1, 1, 0],
      direct: [1, 1, 0],
    });
    expect(rowsOf(o, 'referrer')).toEqual({ 'www.linkedin.com': [1, 1, 0] });
    expect(rowsOf(o, 'utm_campaign')).toEqual({ elmia: [1, 1, 0] });
    expect(o.breakdowns.find((b) => b.facet === 'place')?.places).toEqual([
      { ...STOCKHOLM, name: 'Stockholm, Sweden', total: 2, unique: 1 },
      { ...HELSINKI, name: 'Helsinki, Finland', total: 1, unique: 1 },
    ]);
  });

  test('the weekday × hour heat map in the reader’s time zone, Monday first', async () => {
    const cell = (o: Overview) =>
      o.heatmap.flatMap((hours, weekday) => hours.flatMap((n, hour) => (n ? [[weekday, hour, n]] : [])));
    const id = co.tags.inFairs.shortId;
    expect(cell((await analyse(co.owner.c, `item=dynatag&id=${id}&tz=Europe/Stockholm`)).body.data)).toEqual([
      [0, 9, 2],
      [2, 16, 1],
      [3, 9, 1],
    ]);
    expect(cell((await analyse(co.owner.c, `item=dynatag&id=${id}`)).body.data)).toEqual([
      [0, 8, 2],
      [2, 15, 1],
      [3, 8, 1],
    ]);
    // Across the change to summer time: 08:00 UTC in March and 07:00 UTC in April are both 09:00 in Stockholm.
    const spring = { type: 'dynatag' as const, id: co.tags.atRoot.id };
    await writeViews(t, [
      { target: spring, at: at('2026-03-23T08:00:00Z'), visitor: 'x' },
      { target: spring, at: at('2026-04-06T07:00:00Z'), visitor: 'y' },
    ]);
    const query = `item=dynatag&id=${co.tags.atRoot.shortId}&from=2026-03-01&to=2026-04-30&tz=Europe/Stockholm`;
    expect(cell((await analyse(co.owner.c, query)).body.data)).toEqual([[0, 9, 2]]);
  });

  test('one breakdown in full; a long period has a point a month', async () => {
    const res = await co.owner.c.get<Breakdown>(
      `/api/v1/analytics/breakdowns/source?item=dynatag&id=${co.tags.inFairs.shortId}&from=2025-12-01&to=2026-01-15`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ facet: 'source', unknown: 0, total: 5 });
    expect(rowsOf(res.body.data)).toEqual({
      qr: [2, 2, 0],
      nfc: [1, 0, 0],
      referrer: [1, 1, 0],
      direct: [1, 1, 0],
    });
    const years = await analyse(
      co.owner.c,
      `item=dynatag&id=${co.tags.inFairs.shortId}&from=2021-01-01&to=2026-01-15`,
    );
    expect(years.body.data.series).toHaveLength(61);
    expect(years.body.data.series.at(-2)).toEqual({ day: '2025-12', total: 1, unique: 1, previous: 0 });
    expect(years.body.data.totals.total).toBe(5);
  });
});

describe('a folder, a card and a whole company', () => {
  test('a folder is its tags and those of its sub-folders', async () => {
    const fairs = (await analyse(co.owner.c, `item=folder&id=${co.folders.fairs.shortId}`)).body.data;
    expect(fairs.item).toEqual({ type: 'folder', id: co.folders.fairs.shortId, name: 'Fairs' });
    expect(fairs.totals).toEqual({ total: 5, unique: 4, returning: 1 });
    expect(rowsOf(fairs, 'country')).toEqual({ SE: [2, 1, 1], FI: [2, 2, 0] });
    const year = (await analyse(co.owner.c, `item=folder&id=${co.folders.year.shortId}`)).body.data;
    expect(year.totals.total).toBe(1);
  });

  test('a company is its tags and its cards, not another company’s', async () => {
    const o = (await analyse(co.owner.c, `item=company&id=${co.company.shortId}`)).body.data;
    expect(o.item.name).toBe('Mässan AB');
    expect(o.totals).toEqual({ total: 7, unique: 6, returning: 1 });
    expect(o.previousTotals.total).toBe(1);
    expect(rowsOf(o, 'source')).toEqual({
      qr: [2, 2, 1],
      nfc: [2, 1, 0],
      referrer: [1, 1, 0],
      direct: [2, 2, 0],
    });
    const card = (await analyse(co.owner.c, `item=card&id=${co.card.shortId}`)).body.data;
    expect(card.totals).toEqual({ total: 1, unique: 1, returning: 0 });
  });

  test('only owners see a company’s figures: a colleague 403, anyone else 404', async () => {
    for (const query of [
      `item=company&id=${co.company.shortId}`,
      `item=dynatag&id=${co.tags.inFairs.shortId}`,
      `item=folder&id=${co.folders.fairs.shortId}`,
      `item=card&id=${co.card.shortId}`,
    ]) {
      expect((await analyse(co.colleague.c, query)).status).toBe(403);
      expect((await analyse(co.stranger.c, query)).status).toBe(404);
      expect((await t.client().get(`/api/v1/analytics?${query}`)).status).toBe(401);
    }
    expect((await analyse(co.owner.c, `item=dynatag&id=${co.tags.othersTag.shortId}`)).status).toBe(404);
    expect((await analyse(co.owner.c, `item=profile&id=${co.stranger.shortId}`)).status).toBe(404);
    expect((await analyse(co.owner.c, `item=profile&id=${co.owner.shortId}`)).status).toBe(200);
  });

  test('a bad query is 422 on its field and reads nothing', async () => {
    const id = co.tags.inFairs.shortId;
    const field = async (query: string) => (await analyse(co.owner.c, query)).body.errors?.[0];
    expect(await field(`item=dynatag&id=${id}&tz=Mars/Olympus`)).toEqual({
      field: 'tz',
      message: 'Choose a time zone such as Europe/Stockholm',
    });
    expect(await field(`item=dynatag&id=${id}&from=2026-01-10&to=2026-01-09`)).toEqual({
      field: 'to',
      message: 'Choose a period between 2000-01-01 and 2099-12-31 that ends on or after its first day',
    });
    expect((await field(`item=dynatag&id=${id}&from=2026-02-30`))?.field).toBe('from');
    expect((await field(`item=planet&id=${id}`))?.field).toBe('item');
    const facet = await co.owner.c.get(`/api/v1/analytics/breakdowns/shoe-size?item=dynatag&id=${id}`);
    expect(facet.status).toBe(422);
    expect(facet.body.errors[0].field).toBe('facet');
  });
});
