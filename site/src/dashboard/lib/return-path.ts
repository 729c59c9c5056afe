// Where a visitor goes back to after logging in from a public profile or dynatag page: the save-contact
// island sends them to /login?next=/p/{shortId}. Only those two kinds of address are accepted, so the
// parameter cannot send anyone to another site or to an arbitrary page.

const RETURN_KEY = 'dc:next';
const SAFE = /^\/[pd]\/[A-Za-z0-9_-]{1,20}$/;

export const isSafeReturnPath = (path: string | null | undefined): path is string =>
  typeof path === 'string' && SAFE.test(path);

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const session = (): Store | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Keeps `next` for the login that follows (the dialog opens on the start page). */
export function rememberReturnPath(path: string | null, storage = session()) {
  if (isSafeReturnPath(path)) storage?.setItem(RETURN_KEY, path);
}

/** The remembered address, once. */
export function takeReturnPath(storage = session()): string | null {
  const path = storage?.getItem(RETURN_KEY) ?? null;
  storage?.removeItem(RETURN_KEY);
  return isSafeReturnPath(path) ? path : null;
}
