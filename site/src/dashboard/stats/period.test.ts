import { describe, expect, test } from 'bun:test';
import {
  bucketLabel,
  chartData,
  defaultChoice,
  rangeProblem,
  statsPath,
  statsQuery,
  tickLabel,
  untilToday,
} from './period';

describe('statistics query', () => {
  const now = Date.UTC(2026, 10, 23, 18);

  test('each period of SPEC §9 and a from–to range; csv for the download', () => {
    const choice = defaultChoice(now);
    expect(choice).toEqual({ period: 'month', from: '2026-10-25', to: '2026-11-23' });
    expect(statsQuery(choice)).toBe('?period=month');
    expect(statsQuery({ ...choice, period: 'year' })).toBe('?period=year');
    expect(statsQuery({ ...choice, period: 'all' }, 'csv')).toBe('?period=all&format=csv');
    expect(statsQuery({ ...choice, period: 'range' }, 'csv')).toBe(
      '?period=range&from=2026-10-25&to=2026-11-23&format=csv',
    );
  });

  test('a range needs two days in order', () => {
    expect(rangeProblem({ period: 'range', from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ period: 'range', from: '2026-11-02', to: '2026-11-01' })).toBe('rangeOrder');
    expect(rangeProblem({ period: 'range', from: '', to: '2026-11-01' })).toBe('rangeIncomplete');
    expect(rangeProblem({ period: 'month', from: '', to: '' })).toBeNull();
  });

  test('the dynatag and the profile endpoints', () => {
    expect(statsPath({ type: 'dynatag', id: 'aB3' })).toBe('/dynatags/aB3/statistics');
    expect(statsPath({ type: 'profile', id: 'x_1' })).toBe('/profiles/x_1/statistics');
  });

  test('buckets are named by day, month or year in the language', () => {
    expect(bucketLabel('2026-11-05', 'en')).toBe('5 Nov');
    expect(bucketLabel('2026-11', 'en')).toBe('Nov 2026');
    expect(bucketLabel('2025', 'fi')).toBe('2025');
    expect(chartData([{ key: '2026', total: 3, unique: 2 }])).toEqual([[0], [3], [2]]);
  });

  test('on the axis a month is named without its year (the year view is one year)', () => {
    expect(tickLabel('2026-11', 'en')).toBe('Nov');
    expect(tickLabel('2026-09', 'sv')).toBe('sep.');
    expect(tickLabel('2026-11', 'fi')).toBe('marras');
    expect(tickLabel('2026-11-05', 'en')).toBe('5 Nov');
    expect(tickLabel('2025', 'fi')).toBe('2025');
  });

  test('the chart ends at today: no day, month or year still to come', () => {
    const point = (key: string) => ({ key, total: 0, unique: 0 });
    const days = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'].map(point);
    expect(untilToday(days, '2026-11-28').map((p) => p.key)).toEqual(['2026-11-27', '2026-11-28']);
    const months = ['2026-10', '2026-11', '2026-12'].map(point);
    expect(untilToday(months, '2026-11-28').map((p) => p.key)).toEqual(['2026-10', '2026-11']);
    expect(untilToday(['2025', '2026'].map(point), '2026-01-01').map((p) => p.key)).toEqual(['2025', '2026']);
    expect(untilToday(days, '2026-10-31')).toEqual([]);
  });
});
