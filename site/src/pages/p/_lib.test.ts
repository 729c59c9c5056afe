import { describe, expect, test } from 'bun:test';
import {
  accentStyle,
  bareUrl,
  fileSize,
  httpUrl,
  initials,
  safeColor,
  socialLinks,
  telHref,
  textOn,
} from './_lib';

describe('profile page helpers', () => {
  test('colours: only #rgb / #rrggbb pass, with readable text on them', () => {
    expect(safeColor('#0055aa')).toBe('#0055aa');
    expect(safeColor('#05a')).toBe('#05a');
    for (const bad of ['red', '#0055aa;background:url(x)', '', null, undefined])
      expect(safeColor(bad)).toBeNull();
    expect([textOn('#000000'), textOn('#ffffff'), textOn('#ffcc00'), textOn('#0055aa')]).toEqual([
      '#fff',
      '#111',
      '#111',
      '#fff',
    ]);
    expect(accentStyle('#fff')).toBe('--accent:#fff;--on-accent:#111');
    expect(accentStyle('expression(1)')).toBeUndefined();
  });

  test('links: web addresses only; phone links without spaces', () => {
    expect(httpUrl('https://example.se/a')).toBe('https://example.se/a');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(bareUrl('https://www.example.se/')).toBe('www.example.se');
    expect(telHref('+46 (0)8-555 12 34')).toBe('tel:+46085551234');
    expect(
      socialLinks(
        { x: 'https://x.example/a', bad: 'ftp://nope' },
        { linkedin: 'https://linkedin.example/b' },
      ),
    ).toEqual([
      { network: 'linkedin', url: 'https://linkedin.example/b', label: 'LinkedIn' },
      { network: 'x', url: 'https://x.example/a', label: 'X' },
    ]);
  });

  test('sizes and initials', () => {
    expect(fileSize(52, 'en')).toBe('52 byte');
    expect(fileSize(1536, 'en')).toBe('1.5 kB');
    expect(fileSize(12.5 * 1024 * 1024, 'sv')).toBe('13 MB');
    expect(fileSize(1.25 * 1024 * 1024, 'sv')).toBe('1,3 MB');
    expect(initials('erik  anders johansson')).toBe('EA');
    expect(initials('')).toBe('');
  });
});
