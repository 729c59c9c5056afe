import { describe, expect, test } from 'bun:test';
import { pastPeriods, periodLabel, periodOf } from './filters';

describe('billing periods', () => {
  test('the months before the current one, newest first, across a new year', () => {
    const now = Date.UTC(2026, 1, 15, 12);
    expect(pastPeriods(now, 3)).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(pastPeriods(now)).toHaveLength(12);
  });

  test('the month is the UTC one, also on the first and last moments of a month', () => {
    expect(pastPeriods(Date.UTC(2026, 2, 1, 0, 0, 0), 1)).toEqual(['2026-02']);
    expect(pastPeriods(Date.UTC(2026, 2, 31, 23, 59, 59), 1)).toEqual(['2026-02']);
    expect(periodOf(Date.UTC(2026, 11, 31, 23, 59))).toBe('2026-12');
  });

  test('a period reads as its month and year in the language', () => {
    expect(periodLabel('2026-10', 'en-GB')).toBe('October 2026');
    expect(periodLabel('2026-01', 'sv-SE')).toBe('januari 2026');
  });
});
