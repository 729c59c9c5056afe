import { expect, test } from 'bun:test';
import { checkedRange } from '../profiles/period';
import { monthsAndDays } from './rollups';

test('a period reads its whole months from the month rollups and only the days at its ends', () => {
  const split = (from: string, to: string) => monthsAndDays(checkedRange(from, to));
  expect(split('2025-11-29', '2026-11-28')).toEqual({
    months: ['2025-12', '2026-10'],
    days: [
      ['2025-11-29', '2025-11-30'],
      ['2026-11-01', '2026-11-28'],
    ],
  });
  expect(split('2024-01-01', '2024-12-31')).toEqual({ months: ['2024-01', '2024-12'], days: [] });
  expect(split('2024-02-01', '2024-02-29')).toEqual({ months: ['2024-02', '2024-02'], days: [] });
  // No whole month: the days as they are, one range.
  expect(split('2026-01-10', '2026-01-20')).toEqual({ months: null, days: [['2026-01-10', '2026-01-20']] });
  expect(split('2026-01-10', '2026-02-20')).toEqual({ months: null, days: [['2026-01-10', '2026-02-20']] });
  expect(split('2025-12-17', '2026-02-28')).toEqual({
    months: ['2026-01', '2026-02'],
    days: [['2025-12-17', '2025-12-31']],
  });
});
