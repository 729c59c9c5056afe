// The split test's maths against textbook values: Wilson intervals from Newcombe (1998, Statistics in Medicine
// 17:857, table I: 81/263, 15/148, 0/20), normal tail areas from the standard table, and two-proportion z-tests
// worked by hand (pooled p, z and the two-sided p).
import { describe, expect, test } from 'bun:test';
import { erfc, MIN_VISITORS, twoProportionZ, twoSidedP, verdict, wilson } from './split-maths';

describe('Wilson score interval (95 %)', () => {
  test('Newcombe’s examples', () => {
    const a = wilson(81, 263);
    expect(a.rate).toBeCloseTo(0.308, 3);
    expect(a.low).toBeCloseTo(0.2553, 4);
    expect(a.high).toBeCloseTo(0.3662, 4);
    const b = wilson(15, 148);
    expect(b.low).toBeCloseTo(0.0624, 4);
    expect(b.high).toBeCloseTo(0.1605, 4);
    const c = wilson(0, 20);
    expect(c.low).toBe(0);
    expect(c.high).toBeCloseTo(0.1611, 4);
  });
  test('all successes, none observed, and more clickers than visitors', () => {
    expect(wilson(20, 20).high).toBe(1);
    expect(wilson(20, 20).low).toBeCloseTo(1 - 0.1611, 4);
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
    // A clicker whose view was not counted cannot make a rate above 1.
    expect(wilson(12, 10)).toEqual(wilson(10, 10));
  });
});

describe('the normal tail', () => {
  test('standard table values', () => {
    expect(erfc(0)).toBeCloseTo(1, 7);
    expect(twoSidedP(1.959964)).toBeCloseTo(0.05, 6);
    expect(twoSidedP(2.575829)).toBeCloseTo(0.01, 6);
    expect(twoSidedP(1.644854)).toBeCloseTo(0.1, 6);
    expect(twoSidedP(-3.290527)).toBeCloseTo(0.001, 6);
    expect(erfc(-1)).toBeCloseTo(1.8427008, 6);
  });
});

describe('two-proportion z-test (pooled, two-sided)', () => {
  test('worked examples', () => {
    // 200/1000 against 150/1000: pooled 0.175, se 0.016993, z 2.9424, p 0.00326.
    const a = twoProportionZ(200, 1000, 150, 1000)!;
    expect(a.z).toBeCloseTo(2.9424, 4);
    expect(a.p).toBeCloseTo(0.003256, 5);
    // 30/100 against 20/100: z 1.633, p 0.1025, not significant.
    const b = twoProportionZ(30, 100, 20, 100)!;
    expect(b.z).toBeCloseTo(1.633, 3);
    expect(b.p).toBeCloseTo(0.1025, 4);
    // Symmetric: the other way round the sign changes, the p does not.
    const c = twoProportionZ(20, 100, 30, 100)!;
    expect(c.z).toBeCloseTo(-1.633, 3);
    expect(c.p).toBeCloseTo(b.p, 10);
  });
  test('no visitors, or no variance: no test', () => {
    expect(twoProportionZ(0, 0, 5, 10)).toBeNull();
    expect(twoProportionZ(0, 50, 0, 50)).toBeNull();
    expect(twoProportionZ(50, 50, 50, 50)).toBeNull();
  });
});

describe('the winner', () => {
  const arm = (variant: string, visitors: number, clickers: number) => ({ variant, visitors, clickers });
  test('the best arm beating every other at p < 0.05 with enough visitors', () => {
    const result = verdict([arm('', 600, 90), arm('b', 600, 120)]);
    expect(result.winner).toBe('b');
    expect(result.pValue).toBeCloseTo(0.02265, 4);
  });
  test('not significant, too few visitors, or one arm it does not beat: none', () => {
    expect(verdict([arm('', 100, 20), arm('b', 100, 30)])).toMatchObject({ winner: null });
    // Significant (p 0.003) but an arm below the minimum sample.
    const few = verdict([arm('', MIN_VISITORS - 1, 5), arm('b', 1000, 200)]);
    expect(few.winner).toBeNull();
    expect(few.pValue).toBeLessThan(0.05);
    // Three arms: b beats the own content clearly but not c.
    const three = verdict([arm('', 1000, 150), arm('b', 1000, 200), arm('c', 1000, 195)]);
    expect(three.winner).toBeNull();
    expect(three.pValue).toBeGreaterThan(0.5);
    // A tie is no winner.
    expect(verdict([arm('', 1000, 200), arm('b', 1000, 200)]).winner).toBeNull();
    expect(verdict([arm('', 0, 0), arm('b', 0, 0)])).toEqual({ winner: null, pValue: null });
  });
});
