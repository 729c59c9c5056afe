import { describe, expect, test } from 'bun:test';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  const noJitter = { random: () => 0 };

  test('doubles from 1 s and is capped at 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10, 100].map((n) => backoffDelay(n, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 15000, 15000, 15000, 15000,
    ]);
  });

  test('adds up to the jitter on top of the cap', () => {
    expect(backoffDelay(20, { random: () => 0.999 })).toBe(15999);
    expect(backoffDelay(0, { random: () => 0.5, jitterMs: 200 })).toBe(1100);
  });

  test('random jitter stays within its range', () => {
    for (let i = 0; i < 200; i++) {
      const delay = backoffDelay(8);
      expect(delay).toBeGreaterThanOrEqual(15000);
      expect(delay).toBeLessThanOrEqual(16000);
    }
  });
});
