import { describe, expect, test } from 'bun:test';
import {
  badSocialLinks,
  checkLinks,
  formatBytes,
  isEmail,
  isExactName,
  isHexColor,
  isHttpUrl,
  isPhone,
  longHex,
  textOn,
  withScheme,
} from './validate';

describe('colours', () => {
  test('hex colours of 3 or 6 digits only', () => {
    for (const ok of ['#fff', '#262626', '#A1b2C3']) expect(isHexColor(ok)).toBe(true);
    for (const bad of ['fff', '#ffff', '#12345g', 'red', 'rgb(0,0,0)', '#1234567', ''])
      expect(isHexColor(bad)).toBe(false);
  });

  test('short hex grows to the long form a colour input needs', () => {
    expect(longHex('#AbC')).toBe('#aabbcc');
    expect(longHex('#262626')).toBe('#262626');
  });

  test('text on a colour is black or white by contrast', () => {
    expect(textOn('#262626')).toBe('#ffffff');
    expect(textOn('#fafafa')).toBe('#000000');
    expect(textOn('#ffd400')).toBe('#000000');
    expect(textOn('#0f766e')).toBe('#ffffff');
  });
});

describe('links', () => {
  test('web addresses need http or https', () => {
    expect(isHttpUrl('https://example.com/a?b=c')).toBe(true);
    expect(isHttpUrl('http://x.se')).toBe(true);
    for (const bad of ['example.com', 'javascript:alert(1)', 'ftp://x.se', 'https://', 'https://a b.se'])
      expect(isHttpUrl(bad)).toBe(false);
  });

  test('a missing scheme becomes https', () => {
    expect(withScheme(' example.com ')).toBe('https://example.com');
    expect(withScheme('http://x.se')).toBe('http://x.se');
    expect(withScheme('mailto:a@b.se')).toBe('mailto:a@b.se');
    expect(withScheme('')).toBe('');
  });

  test('custom links: text, address, optional colour, and the limit of 20', () => {
    const good = { text: 'Shop', url: 'https://shop.example' };
    expect(checkLinks([good, { ...good, color: '#123' }]).ok).toBe(true);
    const check = checkLinks([
      { text: ' ', url: 'shop.example' },
      { ...good, color: 'blue' },
    ]);
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual({ 0: ['text', 'url'], 1: ['color'] });
    expect(checkLinks(Array(20).fill(good)).ok).toBe(true);
    expect(checkLinks(Array(21).fill(good))).toMatchObject({ ok: false, overLimit: true });
  });

  test('social links: filled-in ones must be web addresses', () => {
    expect(badSocialLinks({ linkedin: 'https://linkedin.com/in/a', x: '', github: 'github.com/a' })).toEqual([
      'github',
    ]);
  });
});

describe('fields', () => {
  test('email and phone', () => {
    expect(isEmail('a@b.se')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isPhone('+46 (0)70-123 45 67')).toBe(true);
    expect(isPhone('070 abc')).toBe(false);
  });

  test('deleting a company needs its exact name, case-sensitive', () => {
    expect(isExactName('Fjäll AB', 'Fjäll AB')).toBe(true);
    expect(isExactName('fjäll ab', 'Fjäll AB')).toBe(false);
    expect(isExactName('Fjäll AB ', 'Fjäll AB')).toBe(false);
    expect(isExactName('', '')).toBe(false);
  });

  test('sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 kB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
  });
});
