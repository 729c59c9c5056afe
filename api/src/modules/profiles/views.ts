import { profiles, type VIEW_TARGET_TYPES } from '@db/schema';
import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Deps } from '../../platform/deps';

/**
 * Something whose views are counted: a profile (/p), a dynatag (/d), a card (/c scans), a click on a person's own
 * link (issue 32), a tag's version shown or a click in a tag (issue 34: `variant`, `tagClick`, on dynatag_arms.id).
 */
export type ViewTarget = { type: (typeof VIEW_TARGET_TYPES)[number]; id: number };

type Db = Deps['db'];
/** What a target keeps about its own views (the profile's `views` column): `count` more, in the same batch. */
export type ViewBump = (db: Db, count: number) => BatchItem<'sqlite'>;

/** A profile's own view counter. */
export const bumpProfileViews =
  (profileId: number): ViewBump =>
  (db, count) =>
    db
      .update(profiles)
      .set({ views: sql`${profiles.views} + ${count}` })
      .where(eq(profiles.id, profileId));
