// The demo's card layouts (issue 32): four people on four layouts, so that the first pages a buyer opens show
// the choice — Erik (the subscriber) on the big cover, Sofia in two columns with a rounded portrait, Lina
// text-first (minimal), Omar centred with a square portrait. Each on their active profile; a second run rewrites it.
import { profiles, type User } from '@db/schema';
import type { CardLayout, FocalPoint, PortraitShape } from '@shared/schemas/card-look';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../api/src/platform/deps';

type DemoLook = {
  layout: CardLayout;
  portraitShape: PortraitShape;
  portraitFocus: FocalPoint | null;
  coverFocus: FocalPoint | null;
};

export const DEMO_LAYOUTS: Record<string, DemoLook> = {
  subscriber: {
    layout: 'cover',
    portraitShape: 'circle',
    portraitFocus: { x: 50, y: 35 },
    coverFocus: { x: 50, y: 65 },
  },
  sofia: { layout: 'columns', portraitShape: 'rounded', portraitFocus: null, coverFocus: null },
  lina: { layout: 'minimal', portraitShape: 'rounded', portraitFocus: { x: 50, y: 40 }, coverFocus: null },
  omar: { layout: 'centred', portraitShape: 'square', portraitFocus: null, coverFocus: null },
};

/** Sets the demo people's layouts; returns how many profiles were written. */
export async function seedLayouts(deps: Deps, userOf: (username: string) => User): Promise<number> {
  let written = 0;
  for (const [username, look] of Object.entries(DEMO_LAYOUTS)) {
    const rows = await deps.db
      .update(profiles)
      .set(look)
      .where(and(eq(profiles.userId, userOf(username).id), eq(profiles.isActive, true)))
      .returning({ id: profiles.id });
    written += rows.length;
  }
  return written;
}
