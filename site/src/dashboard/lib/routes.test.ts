import { describe, expect, test } from 'bun:test';
import { companyOverviewPath, guard, matchRoute, SECTIONS } from './routes';

describe('matchRoute', () => {
  test('every section of SPEC §2 has a route, with an optional tab', () => {
    for (const section of SECTIONS) {
      expect(matchRoute(`/dashboard/${section}`)).toEqual({ kind: 'section', section });
      expect(matchRoute(`/dashboard/${section}/`)).toEqual({ kind: 'section', section });
    }
    expect(matchRoute('/dashboard/orders/history')).toEqual({
      kind: 'section',
      section: 'orders',
      tab: 'history',
    });
  });

  test('a company’s overview is a page of its own, with the company’s id', () => {
    expect(matchRoute('/dashboard/companies/Ab3_x/overview')).toEqual({
      kind: 'section',
      section: 'companies',
      tab: 'overview',
      item: 'Ab3_x',
    });
    expect(companyOverviewPath('Ab3_x')).toBe('/dashboard/companies/Ab3_x/overview');
  });

  test('/dashboard goes to profiles; anything else is not found', () => {
    expect(matchRoute('/dashboard')).toEqual({ kind: 'redirect', to: '/dashboard/profiles' });
    expect(matchRoute('/dashboard/')).toEqual({ kind: 'redirect', to: '/dashboard/profiles' });
    expect(matchRoute('/dashboard/nope')).toEqual({ kind: 'notFound' });
    expect(matchRoute('/dashboard/orders/a/b')).toEqual({ kind: 'notFound' });
    expect(matchRoute('/dashboard/companies/a/b')).toEqual({ kind: 'notFound' });
    expect(matchRoute('/dashboard/companies/a/b/overview')).toEqual({ kind: 'notFound' });
    expect(matchRoute('/elsewhere')).toEqual({ kind: 'notFound' });
  });
});

describe('guard', () => {
  const orders = matchRoute('/dashboard/orders');
  const admin = matchRoute('/dashboard/administrator');
  test('signed out → login', () => {
    expect(guard(orders, null)).toBe('login');
    expect(guard(admin, null)).toBe('login');
  });
  test('the administrator page needs the administrator role', () => {
    expect(guard(admin, { role: 'user' })).toBe('forbidden');
    expect(guard(admin, { role: 'administrator' })).toBe('allow');
    expect(guard(orders, { role: 'user' })).toBe('allow');
  });
});
