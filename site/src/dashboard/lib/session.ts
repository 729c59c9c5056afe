import { DEFAULT_LANG, type Lang } from '@shared/constants';
import { flushPendingContact } from '../../lib/pending-contact';
import { historySettled } from '../stores/dialog-history';
import { closeAll, isOpen, openDialog } from '../stores/dialogs';
import { clearNotices, flash, type NoticeColor, notify } from '../stores/notifications';
import { $language, $uiLang, KEPT_ON_LOGOUT } from '../stores/prefs';
import { $user, setUser } from '../stores/user';
import { client, setSessionHandlers } from './client';
import type { ApiResult } from './envelope';
import { t } from './i18n';
import { closeLive } from './live';
import { takeReturnPath } from './return-path';
import type { Me } from './types';

/** The start page in a language: Swedish is unprefixed (DESIGN §5). */
export const startPath = (lang: Lang = $language.get()) => (lang === DEFAULT_LANG ? '/' : `/${lang}/`);
export const DASHBOARD_HOME = '/dashboard/profiles';

/** Removes every localStorage key except consent, language and theme (SPEC §4). */
export function clearLocalData(
  storage: Storage | undefined = globalThis.localStorage,
  keep = KEPT_ON_LOGOUT,
) {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !(keep as readonly string[]).includes(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

let leaving = false;
/** Leaves the page: closes the dialogs (and their history entries) first, then loads `url`. */
export async function leaveTo(url: string) {
  leaving = true;
  closeAll();
  await historySettled();
  globalThis.location?.assign(url);
  // Should the page stay (navigation refused), the session handlers work again after a moment.
  setTimeout(() => {
    leaving = false;
  }, 2000);
}
export const isLeaving = () => leaving;
/** Tests stay on their "page" after a redirect. */
export const stayForTests = () => {
  leaving = false;
};

/** Everything a signed-out browser should not keep: user, dialogs, notices, the live stream, local data. */
export function resetStores() {
  closeLive();
  setUser(null);
  closeAll();
  clearNotices();
  clearLocalData();
}

let loggingOut = false;
export const isLoggingOut = () => loggingOut;

export type LogoutOptions = {
  /** Ask the server to end the session (default); off when the server already did (account deleted). */
  callApi?: boolean;
  message?: string;
  color?: NoticeColor;
  /** Go to the start page (default). */
  redirect?: boolean;
};

/** SPEC §4 logout: call logout, notice, start page, live stream closed, stores and local data reset. */
export async function logout(options: LogoutOptions = {}) {
  if (loggingOut) return;
  loggingOut = true;
  try {
    let message = options.message;
    if (options.callApi !== false) {
      const result = await client.POST('/api/v1/auth/logout', { session: false, notifyErrors: false });
      message ??= result.ok ? result.message : undefined;
    }
    message ??= t('loggedOut');
    const lang = $language.get();
    resetStores();
    if (options.redirect === false) {
      notify(message, { color: options.color ?? 'info' });
      return;
    }
    flash(message, { color: options.color ?? 'info' });
    await leaveTo(startPath(lang));
  } finally {
    loggingOut = false;
  }
}

/**
 * 401: the stored user goes and one re-login dialog opens; dismissing it without logging in logs out.
 * Without a stored user (a signed-out visitor on a public page) it is a plain login that stays on the page.
 */
function onUnauthorized() {
  if (loggingOut || leaving) return;
  const hadUser = Boolean($user.get());
  if (!isOpen('login')) {
    if (hadUser) {
      openDialog('login', { relogin: true, message: t('sessionExpired'), stay: true }, () => {
        if (!$user.get()) void logout({ callApi: false });
      });
    } else {
      openDialog('login', { stay: true });
    }
  }
  setUser(null);
}

/** 666: the session was revoked elsewhere; with a user present, logout with the server's message. */
function onRevoked(result: ApiResult) {
  if (loggingOut || leaving) return;
  if ($user.get()) void logout({ message: result.message || t('sessionExpired'), color: 'error' });
  else notify(result.message, { color: 'error' });
}

setSessionHandlers({ onUnauthorized, onRevoked });

let refreshed: Promise<void> | null = null;
/**
 * On start, the stored user is refreshed from the server (SPEC §4). When the session is gone the
 * browser is signed out without a redirect; a network failure keeps the stored user.
 */
export function refreshStoredUser(): Promise<void> {
  refreshed ??= (async () => {
    if (!$user.get()) return;
    const result = await client.GET('/api/v1/users/me', { session: false, notifyErrors: false });
    if (result.ok && result.data) setUser(result.data);
    else if (result.status === 401 || result.status === 666) resetStores();
  })();
  return refreshed;
}

/**
 * After a login or signup: the user is stored, a contact the visitor asked to save before signing in is
 * saved (SPEC §4), and the dashboard opens — or the profile page the visitor came from (`?next=`) —
 * unless asked to stay on the page.
 */
export async function signedIn(user: Me, options: { stay?: boolean; message?: string } = {}) {
  setUser(user);
  const back = options.stay ? null : takeReturnPath();
  // Going back to the profile page: its own island saves the contact there and says so on the page.
  const pending = back ? ({ status: 'none' } as const) : await flushPendingContact($uiLang.get());
  const contactNotice =
    pending.status === 'saved'
      ? { message: t('pendingContactSaved'), color: 'success' as const }
      : pending.status === 'failed' && pending.message
        ? { message: pending.message, color: 'error' as const }
        : null;
  if (options.stay) {
    // The dialog closes itself: dialogs below it (settings) stay as they were.
    if (options.message) notify(options.message, { color: 'success' });
    if (contactNotice) notify(contactNotice.message, { color: contactNotice.color });
    return;
  }
  // One notice crosses the page load: the saved contact says more than "you are logged in".
  const notice =
    contactNotice ?? (options.message ? { message: options.message, color: 'success' as const } : null);
  if (notice && !back) flash(notice.message, { color: notice.color });
  if (back) await leaveTo(back);
  else if (!globalThis.location?.pathname.startsWith('/dashboard')) await leaveTo(DASHBOARD_HOME);
  else closeAll();
}
