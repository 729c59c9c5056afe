// What a tag's views and clicks are counted on per version shown (issue 34): dynatag_arms, one row per tag and
// variant key ('' the tag's own content), made the first time it is needed and remembered in memory after that, so
// a cached page's counting looks its arm up in a Map. A deleted tag's rows go with it (cascade); an arm is never
// reused for another tag (its id is new), so a remembered id of a deleted tag only counts views nobody reads.
import { dynatagArms } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { ViewTarget } from '../profiles';

/** Remembered arms at most; beyond that the memory starts again (rows stay, so a lookup only costs a read). */
const REMEMBERED = 20_000;
const known = new WeakMap<Deps, Map<string, number>>();

const keyOf = (dynatagId: number, variant: string) => `${dynatagId} ${variant}`;

/** The id of the arm of `variant` ('' the tag's own content) of a tag, made if it is new. */
export async function armOf(deps: Deps, dynatagId: number, variant: string): Promise<number> {
  const ids = known.get(deps) ?? new Map<string, number>();
  known.set(deps, ids);
  const key = keyOf(dynatagId, variant);
  const remembered = ids.get(key);
  if (remembered !== undefined) return remembered;
  await deps.db
    .insert(dynatagArms)
    .values({ dynatagId, variant, createdAt: deps.clock.now() })
    .onConflictDoNothing();
  const [row] = await deps.db
    .select({ id: dynatagArms.id })
    .from(dynatagArms)
    .where(and(eq(dynatagArms.dynatagId, dynatagId), eq(dynatagArms.variant, variant)));
  if (ids.size >= REMEMBERED) ids.clear();
  ids.set(key, row.id);
  return row.id;
}

/** The arm of a version, remembered already (no database): what a cached page's hit counts on; else undefined. */
export const knownArmOf = (deps: Deps, dynatagId: number, variant: string) =>
  known.get(deps)?.get(keyOf(dynatagId, variant));

/** The view target of a version shown (`variant`) or of a click on it (`tagClick`). */
export const armTarget = (type: 'variant' | 'tagClick', armId: number): ViewTarget => ({ type, id: armId });

/** Every arm of a tag with its variant key: what its statistics read. */
export const armsOfTag = (deps: Deps, dynatagId: number) =>
  deps.db
    .select({ id: dynatagArms.id, variant: dynatagArms.variant })
    .from(dynatagArms)
    .where(eq(dynatagArms.dynatagId, dynatagId));
