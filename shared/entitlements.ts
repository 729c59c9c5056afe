import { LIMITS } from './constants';

/** The subscription fields of a user (SPEC §3) that decide what the user may do. */
export type SubscriptionFields = {
  subscriptionPrivileges: boolean;
  activeSubscription: 'daily' | 'monthly' | 'lifetime' | null;
  subscriptionExpiresAt: number | null;
};

export type Entitlements = {
  isSubscriber: boolean;
  /** Profiles a user may have; the free tier has exactly one. */
  maxProfiles: number;
  canSwitchProfiles: boolean;
  canUploadFiles: boolean;
  canUseCustomLinks: boolean;
  /** Companies the user may own. */
  maxOwnedCompanies: number;
  /** Companies the user may belong to in total (owned or joined). */
  maxMemberships: number;
};

/** The free tier: one profile, one company (owned or joined), no files, no custom links (docs/decisions.md). */
export const FREE_COMPANY_LIMIT = 1;
export const SUBSCRIBER_PROFILE_LIMIT = 10;

/**
 * Every tier rule derives from this one function. A subscription counts while it is active and not past its
 * expiry (a cancelled subscription keeps working until `subscriptionExpiresAt`); `subscriptionPrivileges`
 * is the administrator's grant that works without a subscription.
 */
export function entitlementsOf(user: SubscriptionFields, now: number): Entitlements {
  const isSubscriber =
    user.subscriptionPrivileges ||
    (user.activeSubscription !== null &&
      (user.subscriptionExpiresAt === null || user.subscriptionExpiresAt > now));
  return isSubscriber
    ? {
        isSubscriber,
        maxProfiles: SUBSCRIBER_PROFILE_LIMIT,
        canSwitchProfiles: true,
        canUploadFiles: true,
        canUseCustomLinks: true,
        maxOwnedCompanies: LIMITS.companies,
        maxMemberships: Number.POSITIVE_INFINITY,
      }
    : {
        isSubscriber,
        maxProfiles: 1,
        canSwitchProfiles: false,
        canUploadFiles: false,
        canUseCustomLinks: false,
        maxOwnedCompanies: FREE_COMPANY_LIMIT,
        maxMemberships: FREE_COMPANY_LIMIT,
      };
}
