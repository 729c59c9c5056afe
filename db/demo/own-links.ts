// A person's own links on the demo's card pages (issue 32), with clicks over the last months by source, so the
// page shows the buttons (one featured) and the statistics dialog has clicks per link beside the views.
import { profileLinks, type User } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { ensureProfile } from '../../api/src/modules/profiles';
import type { Deps } from '../../api/src/platform/deps';
import { writeDemoViews } from './view-details';
import { DEMO_VIEW_DAYS } from './views';

/** Each person's links, in order, the first featured; and how many clicks a day the busiest gets. */
const LINKS: Record<string, { scale: number; links: [label: string, url: string][] }> = {
  subscriber: {
    scale: 1.5,
    links: [
      ['Boka ett möte', 'https://cal.com/demo-nordvik/30min'],
      ['Vår nya katalog', 'https://www.example.com/nordvik/katalog-2026.pdf'],
      ['Referensprojekt', 'https://www.example.com/nordvik/projekt'],
    ],
  },
  free: {
    scale: 0.6,
    links: [
      ['Portfolio', 'https://www.example.com/portfolio'],
      ['Blogg', 'https://blog.example.com'],
    ],
  },
  sofia: { scale: 0.5, links: [['Boka ett möte', 'https://cal.com/demo-sofia']] },
};

/** Replaces the demo people's own links and their clicks; the number of links written. */
export async function seedOwnLinks(deps: Deps, users: User[]) {
  let written = 0;
  const now = deps.clock.now();
  for (const user of users) {
    const demo = LINKS[user.username];
    if (!demo) continue;
    const profile = await ensureProfile(deps, user);
    await deps.db.delete(profileLinks).where(eq(profileLinks.profileId, profile.id));
    for (const [position, [label, url]] of demo.links.entries()) {
      const [link] = await deps.db
        .insert(profileLinks)
        .values({ profileId: profile.id, label, url, featured: position === 0, position })
        .returning();
      // Fewer clicks further down the list, more on weekdays; never random.
      const days = Array.from({ length: DEMO_VIEW_DAYS }, (_, i) => {
        const date = new Date(now - i * DAY_MS);
        const weekday = date.getUTCDay() % 6 !== 0;
        const total = Math.max(
          0,
          Math.round((demo.scale * (weekday ? 3 : 1) * (1 + Math.sin(i / 5))) / (position + 1)),
        );
        return { day: date.toISOString().slice(0, 10), total, unique: Math.round(total * 0.8) };
      });
      await writeDemoViews(deps, { type: 'link', id: link.id }, days, now);
      written++;
    }
  }
  return written;
}
