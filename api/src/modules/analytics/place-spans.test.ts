// The place breakdown from the place spans (issue 29): for a month, a year and odd periods, across month and year
// boundaries, of a tag, a folder and a company, the same as the raw views give; the migration's spans the same as
// the writer's; a period's pieces cover it exactly.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { viewPlaceSpans } from '@db/schema';
import type { AnalyticsOverviewData, BreakdownData } from '@shared/schemas/analytics';
import type { Static } from '@sinclair/typebox';
import { asc } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { checkedRange } from '../profiles/period';
import { FACETS } from '../profiles/view-batch';
import { placeCacheStats } from './place-cache';
import { placePieces } from './rollups';
import { analyticsCompany, type SyntheticView, writeViews } from './test-kit';

type Row = { value: string; total: number; unique: number; previous: number };

let t: TestApp;
let co: Awaited<ReturnType<typeof analyticsCompany>>;
const DAY_MS = 86_400_000;
const PLACE = FACETS.find(([facet]) => facet === 'place')?.[1] as string;

beforeAll(async () => {
  t = await createTestApp(); // the clock: 2026-01-15 09:00 UTC
  co = await analyticsCompany(t);
  // 4,000 views over the 440 days to the clock's day, of two tags and the card, from 40 places (and some from
  // nowhere known), each visitor back now and then: every day, month and span boundary has views on both sides.
  const targets = [
    { type: 'dynatag' as const, id: co.tags.inFairs.id },
    { type: 'dynatag' as const, id: co.tags.inYear.id },
    { type: 'card' as const, id: co.card.id },
  ];
  const last = Date.parse('2026-01-15T08:00:00Z');
  const list: SyntheticView[] = Array.from({ length: 4000 }, (_, i) => {
    const n = (i * 7919) % 4000;
    const place = (n * 13) % 45;
    return {
      target: targets[n % 3],
      at: last - Math.floor((n / 4000) * 440 * DAY_MS),
      visitor: `v${n % 150}`,
      details:
        place < 40
          ? {
              country: ['SE', 'FI', 'NO', 'DE'][place % 4],
              city: place % 9 === 0 ? null : `City ${place}`,
              latitude: 55 + place / 7,
              longitude: 5 + place / 3,
            }
          : {},
    };
  });
  await writeViews(t, list);
});
afterAll(() => t.close());

/** The place rows of the period and the one before, summed from the raw views, in the breakdown's order. */
async function fromViews(where: string, from: string, to: string): Promise<Row[]> {
  const { days } = checkedRange(from, to);
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = start + days * DAY_MS;
  const before = start - days * DAY_MS;
  const { rows } = await t.deps.database.client.execute({
    sql: `select ${PLACE} as value, sum(at >= ?1) as total, sum(at >= ?1 and is_unique) as "unique",
        sum(at < ?1) as previous
      from views where ${where} and at >= ?2 and at < ?3 and country is not null group by 1`,
    args: [start, before, end],
  });
  return rows
    .map((r) => ({
      value: String(r.value),
      total: Number(r.total),
      unique: Number(r.unique),
      previous: Number(r.previous),
    }))
    .sort((a, b) => b.total - a.total || b.previous - a.previous || (a.value < b.value ? -1 : 1));
}

const PERIODS: [string, string, string][] = [
  ['the last 30 days (December into January)', '2025-12-17', '2026-01-15'],
  ['a calendar month', '2025-12-01', '2025-12-31'],
  ['a month across a month boundary', '2025-11-16', '2025-12-15'],
  ['this month so far', '2026-01-01', '2026-01-15'],
  ['a calendar year', '2025-01-01', '2025-12-31'],
  ['the last 365 days', '2025-01-16', '2026-01-15'],
  ['an odd period', '2025-03-03', '2025-10-29'],
  ['one day', '2025-06-01', '2025-06-01'],
];

describe('the place breakdown equals the raw views', () => {
  const scopes = () =>
    [
      [
        'a tag',
        `item=dynatag&id=${co.tags.inFairs.shortId}`,
        `target_type = 'dynatag' and target_id = ${co.tags.inFairs.id}`,
      ],
      [
        'a folder',
        `item=folder&id=${co.folders.fairs.shortId}`,
        `target_type = 'dynatag' and target_id in (${co.tags.inFairs.id}, ${co.tags.inYear.id})`,
      ],
      ['the company', `item=company&id=${co.company.shortId}`, `company_id = ${co.company.id}`],
    ] as const;
  for (const [label, from, to] of PERIODS) {
    test(label, async () => {
      for (const [, item, where] of scopes()) {
        const expected = await fromViews(where, from, to);
        expect(expected.length).toBeGreaterThan(label === 'one day' ? 0 : 10);
        const res = await co.owner.c.get<Static<typeof BreakdownData>>(
          `/api/v1/analytics/breakdowns/place?${item}&from=${from}&to=${to}`,
        );
        expect(res.status).toBe(200);
        expect(res.body.data.rows).toEqual(expected);
        expect(res.body.data.places?.map((p) => p.total)).toEqual(
          expected.filter((r) => r.total > 0).map((r) => r.total),
        );
      }
    });
  }

  test("the overview's places, in any reader's time zone (periods are UTC days; the zone moves the heat map only)", async () => {
    for (const tz of ['Europe/Stockholm', 'Pacific/Auckland', 'America/Los_Angeles']) {
      for (const [, item, where] of scopes()) {
        const res = await co.owner.c.get<Static<typeof AnalyticsOverviewData>>(
          `/api/v1/analytics?${item}&from=2025-11-16&to=2025-12-15&tz=${encodeURIComponent(tz)}`,
        );
        expect(res.status).toBe(200);
        const places = res.body.data.breakdowns.find((b) => b.facet === 'place');
        expect(places?.rows).toEqual(await fromViews(where, '2025-11-16', '2025-12-15'));
      }
    }
  });
});

describe('the pieces kept in memory (place-cache.ts)', () => {
  const company = () => `item=company&id=${co.company.shortId}`;
  const where = () => `company_id = ${co.company.id}`;
  const look = async (from: string, to: string) => {
    const res = await co.owner.c.get<Static<typeof BreakdownData>>(
      `/api/v1/analytics/breakdowns/place?${company()}&from=${from}&to=${to}`,
    );
    expect(res.status).toBe(200);
    return res.body.data.rows;
  };
  const reads = () => placeCacheStats(t.deps).reads;

  test('a second look at a period reads no piece again', async () => {
    await look('2025-11-16', '2025-12-15');
    const before = placeCacheStats(t.deps);
    expect(await look('2025-11-16', '2025-12-15')).toEqual(
      await fromViews(where(), '2025-11-16', '2025-12-15'),
    );
    const after = placeCacheStats(t.deps);
    expect(after.reads).toBe(before.reads);
    expect(after.hits - before.hits).toBe(
      placePieces(checkedRange('2025-10-17', '2025-11-15')).length +
        placePieces(checkedRange('2025-11-16', '2025-12-15')).length,
    );
  });

  test('a view that lands late in days long over (a journal written again after a crash) is counted at the next look', async () => {
    const [from, to] = ['2025-11-16', '2025-12-15'];
    await look(from, to);
    const read = reads();
    // One view in the period (inside a span of 8 days) and one in the period before, from a place never seen.
    const late = { country: 'IS', city: 'Late', latitude: 64.1, longitude: -21.9 };
    const tag = { type: 'dynatag' as const, id: co.tags.inFairs.id };
    await writeViews(t, [
      { target: tag, at: Date.parse('2025-12-04T10:00:00Z'), visitor: 'late-1', details: late },
      { target: tag, at: Date.parse('2025-10-20T10:00:00Z'), visitor: 'late-2', details: late },
    ]);
    const rows = await look(from, to);
    expect(rows).toEqual(await fromViews(where(), from, to));
    expect(rows.find((row) => row.value.startsWith('IS|Late|'))).toEqual({
      value: 'IS|Late|64.1|-21.9',
      total: 1,
      unique: 1,
      previous: 1,
    });
    // Only the two pieces whose days changed were read again.
    expect(reads() - read).toBe(2);
    // The tag's own breakdown too (its pieces were kept under its own key).
    const own = await co.owner.c.get<Static<typeof BreakdownData>>(
      `/api/v1/analytics/breakdowns/place?item=dynatag&id=${co.tags.inFairs.shortId}&from=${from}&to=${to}`,
    );
    expect(own.body.data.rows).toEqual(
      await fromViews(`target_type = 'dynatag' and target_id = ${co.tags.inFairs.id}`, from, to),
    );
  });
});

test("the migration's spans are those the writer keeps", async () => {
  const spans = () =>
    t.db
      .select()
      .from(viewPlaceSpans)
      .orderBy(
        asc(viewPlaceSpans.targetType),
        asc(viewPlaceSpans.targetId),
        asc(viewPlaceSpans.days),
        asc(viewPlaceSpans.day),
        asc(viewPlaceSpans.value),
      );
  const written = await spans();
  expect(written.length).toBeGreaterThan(1000);
  expect(new Set(written.map((s) => s.days))).toEqual(new Set([2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]));
  await t.db.delete(viewPlaceSpans);
  const migration = readFileSync(
    new URL('../../../../db/migrations/0033_place_spans.sql', import.meta.url),
    'utf8',
  );
  const data = migration.split('--> statement-breakpoint').filter((s) => !/CREATE TABLE/.test(s));
  expect(data).toHaveLength(1);
  await t.deps.database.client.execute(data[0]);
  expect(await spans()).toEqual(written);
});

test("a period's pieces cover it day by day, each span on a multiple of its length, at most two of each length", () => {
  for (const [, from, to] of [...PERIODS, ['all', '2000-01-01', '2099-12-31'] as const]) {
    const period = checkedRange(from, to);
    const pieces = placePieces(period);
    let next = Date.parse(`${from}T00:00:00Z`) / DAY_MS;
    const lengths = new Map<number, number>();
    for (const piece of pieces) {
      const day = Date.parse(`${piece.day}T00:00:00Z`) / DAY_MS;
      expect(day).toBe(next);
      expect(day % piece.days).toBe(0);
      next += piece.days;
      lengths.set(piece.days, (lengths.get(piece.days) ?? 0) + 1);
    }
    expect(next - 1).toBe(Date.parse(`${to}T00:00:00Z`) / DAY_MS);
    for (const [days, n] of lengths) if (days < 1024) expect(n).toBeLessThanOrEqual(2);
  }
  expect(placePieces(checkedRange('2025-12-17', '2026-01-15')).length).toBeLessThanOrEqual(8);
});
