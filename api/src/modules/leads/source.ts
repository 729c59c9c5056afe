// Where a lead came from besides the card: the dynatag whose redirect led the visitor to the card page. The
// redirect adds ?tag={shortId} to a card address of ours (public-pages/dynatag-page.ts); the card page's form
// sends it back; the lead keeps the tag only when that tag does redirect to this card.
import { dynatags } from '@db/schema';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { ProfileCard } from '../profiles';

/** The shortId of our card page an address opens (https://site/p/{shortId}…), or null for any other address. */
export function cardShortIdOf(deps: Deps, url: string): string | null {
  const prefix = `${deps.config.publicUrl}/p/`;
  if (!url.startsWith(prefix)) return null;
  return url.slice(prefix.length).split(/[?#/]/)[0] || null;
}

/** A redirect target with the tag named, when it is one of our card pages; any other address as it is. */
export function withTagSource(deps: Deps, target: string, tagShortId: string): string {
  if (!cardShortIdOf(deps, target)) return target;
  const url = new URL(target);
  url.searchParams.set('tag', tagShortId);
  return url.toString();
}

/** The id of the tag the visitor came through, if it exists and redirects to this card; else null. */
export async function sourceTagId(deps: Deps, tagShortId: string | undefined, card: ProfileCard) {
  if (!tagShortId) return null;
  const [tag] = await deps.db
    .select({ id: dynatags.id, redirectUrl: dynatags.redirectUrl })
    .from(dynatags)
    .where(eq(dynatags.shortId, tagShortId));
  const target = tag ? cardShortIdOf(deps, tag.redirectUrl) : null;
  return target && (target === card.profile.shortId || target === card.owner.shortId) ? tag.id : null;
}
