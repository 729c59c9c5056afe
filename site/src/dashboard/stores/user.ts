import { persistentJSON } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { Me } from '../lib/types';

export const USER_KEY = 'user';

/** The signed-in user, kept in localStorage and synced across tabs; null when signed out. */
export const $user = persistentJSON<Me | null>(USER_KEY, null);
export const $isAdmin = computed($user, (user) => user?.role === 'administrator');

export const setUser = (user: Me | null) => $user.set(user);
