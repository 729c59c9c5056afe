import { describe, expect, test } from 'bun:test';
import { duePeriods } from './periods';

const at = (iso: string) => Date.parse(iso);

describe('the period due at a moment', () => {
  test('a week is due from Monday 06:00 UTC: before that, the week before it', () => {
    expect(duePeriods('weekly', at('2026-01-19T06:00:00Z')).current.key).toBe('week:2026-01-12');
    expect(duePeriods('weekly', at('2026-01-19T05:59:59Z')).current.key).toBe('week:2026-01-05');
    expect(duePeriods('weekly', at('2026-01-25T23:00:00Z')).current.key).toBe('week:2026-01-12');
    const { current, previous } = duePeriods('weekly', at('2026-01-19T06:00:00Z'));
    expect(current.days).toEqual([
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
      '2026-01-15',
      '2026-01-16',
      '2026-01-17',
      '2026-01-18',
    ]);
    expect(previous.key).toBe('week:2026-01-05');
  });

  test('a month is due from the 1st 06:00 UTC, across a new year and a leap day', () => {
    expect(duePeriods('monthly', at('2026-01-01T06:00:00Z')).current.key).toBe('month:2025-12');
    expect(duePeriods('monthly', at('2026-01-01T05:00:00Z')).current.key).toBe('month:2025-11');
    const march = duePeriods('monthly', at('2028-03-01T07:00:00Z'));
    expect(march.current.key).toBe('month:2028-02');
    expect(march.current.days).toHaveLength(29);
    expect(march.previous.key).toBe('month:2028-01');
    expect(march.previous.days).toHaveLength(31);
  });
});
