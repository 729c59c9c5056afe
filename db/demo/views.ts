// Views of the demo's card pages and dynatags over the last months, so the statistics dialogs have a story to
// tell: each view with its place, device and source, through the view writer (view-details.ts), and a
// profile's counter.
import { profiles } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../api/src/platform/deps';
import { writeDemoViews } from './view-details';

/** Days of demo views, up to today. */
export const DEMO_VIEW_DAYS = 90;

/** A plausible day: busier on weekdays, a slow rise over the period, a little wobble; never random. */
function dayOf(i: number, date: Date, scale: number) {
  const weekday = date.getUTCDay() % 6 !== 0;
  const total = Math.round(scale * ((weekday ? 6 : 2) + (DEMO_VIEW_DAYS - i) / 30 + 2 * Math.sin(i / 4) + 2));
  return { total: Math.max(0, total), unique: Math.max(0, Math.round(total * 0.7)) };
}

/** Replaces the target's views with the demo's; a profile's counter is set to their sum. */
export async function seedViews(
  deps: Deps,
  target: { type: 'profile' | 'dynatag'; id: number },
  scale: number,
) {
  const now = deps.clock.now();
  const rows = Array.from({ length: DEMO_VIEW_DAYS }, (_, i) => {
    const date = new Date(now - i * DAY_MS);
    return { day: date.toISOString().slice(0, 10), ...dayOf(i, date, scale) };
  });
  await writeDemoViews(deps, target, rows, now);
  if (target.type === 'profile')
    await deps.db
      .update(profiles)
      .set({ views: rows.reduce((n, r) => n + r.total, 0) })
      .where(eq(profiles.id, target.id));
  return rows.length;
}
