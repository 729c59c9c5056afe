import { describe, expect, test } from 'bun:test';
import {
  analyticsQuery,
  bucketSeries,
  change,
  grainOf,
  HEAT_COLORS,
  hasMore,
  heatLevel,
  heatMax,
  hourTotals,
  periodDays,
} from './analytics-model';
import type { Choice } from './period';
import { statsQuery } from './period';

const now = Date.UTC(2026, 10, 23, 18);
const choice = (period: Choice['period'], from = '', to = ''): Choice => ({ period, from, to });

describe('a period choice as the analytics API’s days', () => {
  test('the quick spans end today and count today', () => {
    expect(periodDays(choice('last7'), now)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(periodDays(choice('last30'), now)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(periodDays(choice('last90'), now)).toEqual({ from: '2026-08-26', to: '2026-11-23' });
  });

  test('this month, this year and all time run to today; a range is as chosen', () => {
    expect(periodDays(choice('month'), now)).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(periodDays(choice('year'), now)).toEqual({ from: '2026-01-01', to: '2026-11-23' });
    expect(periodDays(choice('all'), now)).toEqual({ from: '2000-01-01', to: '2026-11-23' });
    expect(periodDays(choice('range', '2026-03-01', '2026-03-05'), now)).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
    });
  });

  test('the query names the item, its id and the days', () => {
    expect(
      analyticsQuery({ type: 'folder', id: 'f1' }, choice('last7'), now, { tz: 'Europe/Helsinki' }),
    ).toBe('?item=folder&id=f1&from=2026-11-17&to=2026-11-23&tz=Europe%2FHelsinki');
  });

  test('the old per-bucket CSV takes the quick spans as ranges', () => {
    expect(statsQuery(choice('last7'), 'csv', now)).toBe(
      '?period=range&from=2026-11-17&to=2026-11-23&format=csv',
    );
  });
});

describe('the chart’s buckets', () => {
  const day = (d: string, total: number, previous = 0) => ({ day: d, total, unique: total, previous });

  test('this year is drawn by month, all time by year, the rest as answered', () => {
    expect(grainOf(choice('year'))).toBe('month');
    expect(grainOf(choice('all'))).toBe('year');
    expect(grainOf(choice('last30'))).toBe('day');
    const year = bucketSeries(
      [day('2026-01-30', 1, 2), day('2026-01-31', 2), day('2026-02-01', 4, 1)],
      'month',
    );
    expect(year).toEqual([
      { key: '2026-01', total: 3, unique: 3, previous: 2 },
      { key: '2026-02', total: 4, unique: 4, previous: 1 },
    ]);
  });

  test('all time starts at the first year with a view, or shows this year alone', () => {
    const months = [day('2000-01', 0), day('2024-05', 0), day('2025-03', 2), day('2026-11', 1)];
    expect(bucketSeries(months, 'year').map((p) => [p.key, p.total])).toEqual([
      ['2025', 2],
      ['2026', 1],
    ]);
    expect(bucketSeries([day('2000-01', 0), day('2026-11', 0)], 'year').map((p) => p.key)).toEqual(['2026']);
  });
});

describe('the change against the previous period', () => {
  test('up, down, the same, and new when nothing came before', () => {
    expect(change(112, 100)).toEqual({ direction: 'up', ratio: 0.12 });
    expect(change(50, 100)).toEqual({ direction: 'down', ratio: -0.5 });
    expect(change(7, 7)).toEqual({ direction: 'same', ratio: 0 });
    expect(change(3, 0)).toEqual({ direction: 'new', ratio: 0 });
    expect(change(0, 0)).toEqual({ direction: 'same', ratio: 0 });
  });
});

describe('the heat map’s scale', () => {
  test('no views is no colour; the busiest cell is the deepest; a single view still shows', () => {
    expect(heatLevel(0, 10)).toBe(-1);
    expect(heatLevel(10, 10)).toBe(HEAT_COLORS.length - 1);
    expect(heatLevel(1, 1000)).toBe(0);
    expect(heatLevel(5, 10)).toBe(2);
    const levels = Array.from({ length: 11 }, (_, v) => heatLevel(v, 10));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  test('the busiest cell and the hours over all weekdays', () => {
    const map = Array.from({ length: 7 }, (_, d) => Array.from({ length: 24 }, (_, h) => (h === 9 ? d : 0)));
    expect(heatMax(map)).toBe(6);
    expect(hourTotals(map)[9]).toBe(21);
    expect(hourTotals(map)[10]).toBe(0);
  });
});

describe('a breakdown’s whole list', () => {
  test('is asked for only when the listed values and the unknown ones do not add up to the period', () => {
    const rows = [{ total: 5 }, { total: 3 }];
    expect(hasMore({ rows, unknown: 2, total: 10 })).toBe(false);
    expect(hasMore({ rows, unknown: 0, total: 10 })).toBe(true);
    expect(hasMore({ rows: [], unknown: 0, total: 0 })).toBe(false);
  });
});
