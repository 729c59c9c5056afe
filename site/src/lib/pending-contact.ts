// "Save to my contacts" for a visitor who is not signed in yet (SPEC §4): the public profile page remembers
// the contact here, and whoever signs the visitor in (login, signup, activation) calls
// `flushPendingContact()` so the contact is saved without asking again. The profile page also flushes it
// when the visitor comes back signed in. No imports: the profile page's island stays a few hundred bytes.

export const PENDING_CONTACT_KEY = 'pendingContact';
/** A pending save older than this is forgotten: a visitor who signs in days later did not ask for it now. */
export const PENDING_CONTACT_TTL_MS = 24 * 60 * 60 * 1000;

type Pending = { shortId: string; at: number };

export type SaveResult =
  | { status: 'saved'; shortId: string }
  | { status: 'unauthorized'; shortId: string }
  | { status: 'failed'; shortId: string; message?: string }
  | { status: 'none' };

/** Remembers the profile (profile or user shortId) to save once the visitor is signed in. */
export function rememberPendingContact(shortId: string) {
  try {
    localStorage.setItem(PENDING_CONTACT_KEY, JSON.stringify({ shortId, at: Date.now() } satisfies Pending));
  } catch {
    // storage full or blocked: the visitor presses save again after signing in
  }
}

export function readPendingContact(): Pending | null {
  try {
    const value = JSON.parse(localStorage.getItem(PENDING_CONTACT_KEY) ?? 'null') as Pending | null;
    if (!value || typeof value.shortId !== 'string' || typeof value.at !== 'number') return null;
    if (Date.now() - value.at > PENDING_CONTACT_TTL_MS) {
      localStorage.removeItem(PENDING_CONTACT_KEY);
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

/**
 * Saves a contact for the signed-in visitor: POST /api/v1/contacts with the session cookies.
 * `lang` makes the API answer its message (for example "Contact limit reached") in the page's language.
 */
export async function saveContact(shortId: string, lang?: string): Promise<SaveResult> {
  try {
    const res = await fetch('/api/v1/contacts', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(lang ? { 'x-target-lang': lang } : {}) },
      body: JSON.stringify({ shortId }),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.ok) return { status: 'saved', shortId };
    if (res.status === 401) return { status: 'unauthorized', shortId };
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    return { status: 'failed', shortId, message: body?.message };
  } catch {
    return { status: 'failed', shortId };
  }
}

/**
 * Saves the remembered contact, if any. Call it right after a successful login or signup. The pending
 * save is kept only while the visitor is not signed in (401) or the network failed; a refused save
 * (contact limit, profile gone) is dropped with its message.
 */
export async function flushPendingContact(lang?: string): Promise<SaveResult> {
  const pending = readPendingContact();
  if (!pending) return { status: 'none' };
  const result = await saveContact(pending.shortId, lang);
  const keep = result.status === 'unauthorized' || (result.status === 'failed' && !result.message);
  if (!keep) {
    try {
      localStorage.removeItem(PENDING_CONTACT_KEY);
    } catch {
      // nothing to clean up then
    }
  }
  return result;
}
