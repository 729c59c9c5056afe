import { describe, expect, test } from 'bun:test';
import { formatDay, formatPeriod } from './format';

describe('formatPeriod', () => {
  test('names the month of a billing period in each language', () => {
    expect(formatPeriod('2026-10', 'en')).toBe('October 2026');
    expect(formatPeriod('2026-01', 'sv')).toBe('januari 2026');
    expect(formatPeriod('2026-12', 'fi')).toMatch(/joulukuu.*2026/);
  });

  test('leaves something that is not a period as it is', () => {
    expect(formatPeriod('later', 'en')).toBe('later');
  });
});

describe('formatDay', () => {
  test('a day without the time', () => {
    expect(formatDay(Date.UTC(2026, 10, 23, 12), 'en')).toBe('23 November 2026');
  });
});
