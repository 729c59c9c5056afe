import { describe, expect, test } from 'bun:test';
import { defaultDesign } from '../schemas/company-design';
import { contrastProblems } from './check';
import { contrastRatio, readableOn, shownRatio } from './contrast';

describe('contrast', () => {
  test('WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // #777 on white is the classic near miss: 4.48, shown as 4.4 (never rounded up to a pass).
    expect(shownRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.4');
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  test('a dark accent is lightened until it reads on the dark page; a readable one is kept', () => {
    const derived = readableOn('#0f4c81', '#3b3b3f');
    expect(derived).not.toBe('#0f4c81');
    expect(contrastRatio(derived, '#3b3b3f')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#ffffff', '#3b3b3f')).toBe('#ffffff');
  });

  test('the pairs a design is refused for', () => {
    expect(contrastProblems(defaultDesign('#0f4c81'))).toEqual([]);
    // A light company colour starts with dark text on it and a darkened accent: no refusal.
    expect(contrastProblems(defaultDesign('#ffeb3b'))).toEqual([]);
    expect(
      contrastProblems({ ...defaultDesign('#ffeb3b'), onPrimary: '#ffffff', accent: '#ffeb3b' }),
    ).toEqual([
      { field: 'onPrimary', fg: '#ffffff', bg: '#ffeb3b', ratio: '1.2' },
      { field: 'accent', fg: '#ffeb3b', bg: '#fafafa', ratio: '1.1' },
    ]);
  });
});
