import { client } from '../lib/client';
import type { Profile } from '../lib/people';
import type { Me } from '../lib/types';
import { setUser } from '../stores/user';

/**
 * The description is edited on the profile only (docs/decisions.md "One place for the description"). An
 * account description written before that is what profiles without their own still show; once the user
 * empties a profile's description, that old text must not come back on the page. So it moves into the
 * other profiles that showed it, then leaves the account.
 */
export async function retireAccountDescription(user: Me, profiles: Profile[], emptied: string) {
  const text = user.description;
  if (!text.trim()) return;
  for (const p of profiles) {
    if (p.shortId === emptied || p.ownDescription.trim()) continue;
    const kept = await client.PATCH('/api/v1/profiles/{shortId}', {
      params: { path: { shortId: p.shortId } },
      body: { description: text },
    });
    if (!kept.ok) return;
  }
  const form = new FormData();
  form.append('description', '');
  const answer = await client.PATCH('/api/v1/users/me', { body: form });
  if (answer.ok && answer.data) setUser(answer.data);
}
