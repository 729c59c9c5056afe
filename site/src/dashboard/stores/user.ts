import { persistentJSON } from '@nanostores/persistent';
import { type Entitlements, entitlementsOf } from '@shared/entitlements';
import { computed } from 'nanostores';
import type { Me } from '../lib/types';

export const USER_KEY = 'user';

/** The signed-in user, kept in localStorage and synced across tabs; null when signed out. */
export const $user = persistentJSON<Me | null>(USER_KEY, null);
export const $isAdmin = computed($user, (user) => user?.role === 'administrator');

/** What the user's tier allows (SPEC §3, §5), from the one function the API uses too. */
export const entitlementsFor = (user: Me, now = Date.now()): Entitlements =>
  entitlementsOf(
    {
      subscriptionPrivileges: Boolean(user.subscription?.privileges),
      activeSubscription: user.subscription?.active || null,
      subscriptionExpiresAt: user.subscription?.expiresAt ?? null,
    },
    now,
  );
export const $entitlements = computed($user, (user) => (user ? entitlementsFor(user) : null));

export const setUser = (user: Me | null) => $user.set(user);

/** Calls `forget` when another user signs in or the user signs out (not when the same user is updated). */
export function onUserChange(forget: () => void) {
  let current = $user.get()?.shortId ?? null;
  return $user.listen((user) => {
    const next = user?.shortId ?? null;
    if (next === current) return;
    current = next;
    forget();
  });
}
