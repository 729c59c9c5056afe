import { describe, expect, test } from 'bun:test';
import { entitlementsOf } from './entitlements';

const NOW = Date.UTC(2026, 5, 1);
const free = {
  subscriptionPrivileges: false,
  activeSubscription: null,
  subscriptionExpiresAt: null,
} as const;

describe('entitlementsOf', () => {
  test('a free user has one profile, one company and no uploads or custom links', () => {
    expect(entitlementsOf(free, NOW)).toMatchObject({
      isSubscriber: false,
      maxProfiles: 1,
      canSwitchProfiles: false,
      canUploadFiles: false,
      canUseCustomLinks: false,
      maxOwnedCompanies: 1,
      maxMemberships: 1,
    });
  });

  test('an active monthly subscription unlocks the paid tier, up to 30 companies', () => {
    const e = entitlementsOf({ ...free, activeSubscription: 'monthly', subscriptionExpiresAt: null }, NOW);
    expect(e).toMatchObject({
      isSubscriber: true,
      canUploadFiles: true,
      canUseCustomLinks: true,
      maxOwnedCompanies: 30,
    });
  });

  test('a cancelled subscription works until it expires, then not', () => {
    const cancelled = { ...free, activeSubscription: 'monthly' as const, subscriptionExpiresAt: NOW + 1 };
    expect(entitlementsOf(cancelled, NOW).isSubscriber).toBe(true);
    expect(entitlementsOf(cancelled, NOW + 1).isSubscriber).toBe(false);
  });

  test('privileges granted by an administrator count without a subscription', () => {
    expect(entitlementsOf({ ...free, subscriptionPrivileges: true }, NOW).isSubscriber).toBe(true);
  });
});
