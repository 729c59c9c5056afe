// A sign-in at the company's provider ends on the dashboard with the session in its cookies but no stored user
// (after a password login the dialog stores it). So the tab marks that it went to the provider, and the dashboard
// it comes back to asks the server for the user once before its guard decides.
import { $user, setUser } from '../stores/user';
import { client } from './client';
import { tabStorage } from './tab-storage';

const KEY = 'dc:sso';
/** The login dialog's company button was followed in this tab. */
export function markSsoSignIn(storage = tabStorage()) {
  try {
    storage?.setItem(KEY, '1');
  } catch {
    // storage full or blocked: the dashboard then asks for a login as before
  }
}

/** Back from the provider with no stored user: the server may hold the session. */
export const isSsoReturn = (storage = tabStorage()) => !$user.get() && storage?.getItem(KEY) === '1';

/** Takes the server's session as the signed-in user (once); without one, nothing changes. */
export async function adoptSsoSession(storage = tabStorage()) {
  storage?.removeItem(KEY);
  const result = await client.GET('/api/v1/users/me', { session: false, notifyErrors: false });
  if (result.ok && result.data) setUser(result.data);
}
