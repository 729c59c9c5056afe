// Where a visitor goes back to after logging in: the save-contact island sends them to /login?next=/p/{shortId},
// and a dashboard address opened signed out to /?login=true&next=/dashboard/{section}[/{tab}][?query]. Only those
// kinds of address are accepted — a path of this site, never `//host` or a scheme — so the parameter cannot send
// anyone to another site or to an arbitrary page.

import { tabStorage } from './tab-storage';

const RETURN_KEY = 'dc:next';
const PAGE = /^\/[pd]\/[A-Za-z0-9_-]{1,20}$/;
const DASHBOARD = /^\/dashboard(?:\/[A-Za-z0-9_-]{1,40}){0,2}\/?(?:\?[A-Za-z0-9_.~=&%+-]{0,500})?$/;

export const isSafeReturnPath = (path: string | null | undefined): path is string =>
  typeof path === 'string' && (PAGE.test(path) || DASHBOARD.test(path));

/** Keeps `next` for the login that follows (the dialog opens on the start page). */
export function rememberReturnPath(path: string | null, storage = tabStorage()) {
  if (isSafeReturnPath(path)) storage?.setItem(RETURN_KEY, path);
}

/** The remembered address, left in place (a sign-in at the company's provider hands it on as `next`). */
export function peekReturnPath(storage = tabStorage()): string | null {
  const path = storage?.getItem(RETURN_KEY) ?? null;
  return isSafeReturnPath(path) ? path : null;
}

/** The remembered address, once. */
export function takeReturnPath(storage = tabStorage()): string | null {
  const path = storage?.getItem(RETURN_KEY) ?? null;
  storage?.removeItem(RETURN_KEY);
  return isSafeReturnPath(path) ? path : null;
}

/**
 * The start page with the login dialog open, coming back to `next` after the login (a dashboard address opened
 * signed out, SPEC §4 guard); an address that is not safe is left out and the login leads to the dashboard.
 */
export const loginThenBack = (start: string, next: string) =>
  `${start}?login=true${isSafeReturnPath(next) ? `&next=${encodeURIComponent(next)}` : ''}`;
