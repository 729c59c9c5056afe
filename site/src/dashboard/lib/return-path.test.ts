import { describe, expect, test } from 'bun:test';
import { isSafeReturnPath, peekReturnPath, rememberReturnPath, takeReturnPath } from './return-path';
import { memoryStorage } from './storage-test-kit';

describe('return path after login', () => {
  test('only a profile, dynatag or dashboard address of this site', () => {
    expect(isSafeReturnPath('/p/Ab_3-x')).toBe(true);
    expect(isSafeReturnPath('/d/tag1')).toBe(true);
    for (const good of [
      '/dashboard',
      '/dashboard/orders',
      '/dashboard/orders/cards',
      '/dashboard/dynatags?q=fair%20tag&page=2',
    ])
      expect(isSafeReturnPath(good)).toBe(true);
    for (const bad of [
      '//evil.com/p/x',
      'https://evil.com/p/x',
      '/p/x/../../dashboard',
      '/p/',
      '/p/a?b',
      '//evil.com/dashboard',
      '/dashboard/../../evil',
      '/dashboard//evil.com',
      '/dashboardx',
      '/dashboard/orders?next=//evil.com',
      '/dashboard/a/b/c',
      '/\\evil.com/dashboard',
      'javascript:alert(1)//dashboard',
      null,
    ])
      expect(isSafeReturnPath(bad)).toBe(false);
  });

  test('is kept once', () => {
    const store = memoryStorage();
    rememberReturnPath('https://evil.com', store);
    expect(takeReturnPath(store)).toBeNull();
    rememberReturnPath('/p/abc', store);
    expect(takeReturnPath(store)).toBe('/p/abc');
    expect(takeReturnPath(store)).toBeNull();
  });

  test('can be read without taking it (handed on to a sign-in at the company provider)', () => {
    const store = memoryStorage();
    rememberReturnPath('/dashboard/companies', store);
    expect(peekReturnPath(store)).toBe('/dashboard/companies');
    expect(takeReturnPath(store)).toBe('/dashboard/companies');
    expect(peekReturnPath(store)).toBeNull();
  });
});
