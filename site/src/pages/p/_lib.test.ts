import { describe, expect, test } from 'bun:test';
import type { PublicCompany, PublicProfile } from '@shared/types/public-profile';
import {
  accentStyle,
  addressOf,
  bareUrl,
  coverOf,
  fileSize,
  httpUrl,
  initials,
  mapsHref,
  quickActions,
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
    // The same profile given by the person and the company shows once.
    expect(socialLinks({ x: 'https://x.example/a' }, { x: 'https://x.example/a' })).toHaveLength(1);
  });

  test('quick actions: the first phone, email, website and address, work details first', () => {
    const company = (fields: Partial<PublicCompany>, colleague: Partial<PublicCompany['colleague']> = {}) =>
      ({
        phone: '',
        email: '',
        websiteUrl: '',
        street: '',
        zipcode: '',
        city: '',
        coverPath: null,
        ...fields,
        colleague: { workPhone: '', workEmail: '', ...colleague },
      }) as PublicCompany;
    const profile = (fields: Partial<PublicProfile>) =>
      ({ phone: '', email: '', coverPath: null, companies: [], ...fields }) as PublicProfile;
    const full = profile({
      phone: '+46 70 1',
      email: 'me@home.example',
      companies: [
        company(
          { phone: '+46 8 2', websiteUrl: 'javascript:alert(1)', city: 'Umeå', coverPath: '/c1' },
          { workEmail: 'me@work.example' },
        ),
        company({ websiteUrl: 'https://b.example/', street: 'Storgatan 1' }),
      ],
    });
    expect(quickActions(full)).toEqual([
      { kind: 'call', href: 'tel:+46701', detail: '+46 70 1' },
      { kind: 'mail', href: 'mailto:me@work.example', detail: 'me@work.example' },
      { kind: 'web', href: 'https://b.example/', detail: 'b.example' },
      { kind: 'directions', href: mapsHref('Umeå'), detail: 'Umeå' },
    ]);
    expect(quickActions(profile({}))).toEqual([]);
    expect(addressOf({ street: 'Hamngatan 2', zipcode: '411 06', city: 'Göteborg' })).toBe(
      'Hamngatan 2, 411 06 Göteborg',
    );
    expect(mapsHref('A & B')).toBe('https://www.google.com/maps/search/?api=1&query=A%20%26%20B');
    expect(coverOf(full)).toBe('/c1');
    expect(coverOf({ ...full, coverPath: '/mine' })).toBe('/mine');
    expect(coverOf(profile({}))).toBeNull();
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
