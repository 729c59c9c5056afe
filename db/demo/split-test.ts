// The demo of a split test (issue 34): Nordvik Bygg's fair tag has two more versions of its "Läs mer" buttons
// ("Boka visning" first, and a shorter page of the buttons and contacts only), and a test between its own content
// and them started two weeks ago. Each arm's views and clicks are written through the demo's view writing (the
// rollups the statistics read), consistent with each other: per day, visitors ≤ views and clickers ≤ clicks, and
// the booking version's click rate clearly above the others', so the test names it the winner. A second run
// finds the tag by name and writes the same again.
import { type Company, dynatagSplits, dynatags } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { TagVariant } from '@shared/schemas/tag-rules';
import { and, eq } from 'drizzle-orm';
import { armOf, armTarget } from '../../api/src/modules/dynatags';
import { shortId } from '../../api/src/platform/crypto';
import type { Deps } from '../../api/src/platform/deps';
import { writeDemoViews } from './view-details';

const COMPANY = 'Nordvik Bygg AB';
const TAG = 'Elmia montern B:12';
const TEST = 'Knappen: boka visning';
const DAYS = 14;

/** The versions' buttons: booking first, then projects and jobs. */
const BOOK = {
  id: 'links',
  type: 'links',
  title: 'Boka en visning',
  links: [
    { text: 'Boka visning', url: 'https://example.com/boka', color: '#b45309' },
    { text: 'Aktuella projekt', url: 'https://example.com/projekt', color: '#1d4ed8' },
  ],
} satisfies DynatagModule;

/** Per arm and day: views, visitors, clicks and clickers (a weekday and a weekend day alternate). */
const ARMS = [
  { variant: '', share: 34, day: [52, 44, 6, 5] },
  { variant: 'boka', share: 33, day: [50, 43, 11, 9] },
  { variant: 'kort', share: 33, day: [51, 44, 7, 6] },
] as const;

export async function seedSplitTest(deps: Deps, companyByName: Map<string, Company>) {
  const company = companyByName.get(COMPANY);
  if (!company) throw new Error(`the split test names an unseeded company: ${COMPANY}`);
  const [tag] = await deps.db
    .select()
    .from(dynatags)
    .where(and(eq(dynatags.companyId, company.id), eq(dynatags.name, TAG)));
  if (!tag) throw new Error(`the split test names an unseeded tag: ${TAG}`);
  const withBooking = tag.modules.map((m) => (m.id === BOOK.id ? BOOK : m));
  const short = tag.modules.filter((m) => m.type === 'links' || m.type === 'contacts');
  const mine: TagVariant[] = [
    { key: 'boka', name: 'Boka visning först', modules: withBooking },
    { key: 'kort', name: 'Kort sida', label: 'Nordvik Bygg på Elmia', modules: short },
  ];
  const others = tag.variants.filter((v) => !mine.some((m) => m.key === v.key));
  await deps.db
    .update(dynatags)
    .set({ variants: [...others, ...mine] })
    .where(eq(dynatags.id, tag.id));
  const now = deps.clock.now();
  const startedAt = now - (DAYS - 1) * DAY_MS;
  await deps.db.delete(dynatagSplits).where(eq(dynatagSplits.dynatagId, tag.id));
  await deps.db.insert(dynatagSplits).values({
    shortId: shortId(),
    dynatagId: tag.id,
    name: TEST,
    arms: ARMS.map(({ variant, share }) => ({ variant, share })),
    startedAt,
    startedByUserId: tag.createdByUserId,
  });
  for (const arm of ARMS) {
    const id = await armOf(deps, tag.id, arm.variant);
    const days = Array.from({ length: DAYS }, (_, i) => {
      const day = new Date(now - i * DAY_MS).toISOString().slice(0, 10);
      const slow = i % 7 >= 5 ? 0.6 : 1;
      const [views, visitors, clicks, clickers] = arm.day.map((n) => Math.round(n * slow));
      return { day, views: views!, visitors: visitors!, clicks: clicks!, clickers: clickers! };
    });
    await writeDemoViews(
      deps,
      armTarget('variant', id),
      days.map((d) => ({ day: d.day, total: d.views, unique: d.visitors })),
      now,
    );
    await writeDemoViews(
      deps,
      armTarget('tagClick', id),
      days.map((d) => ({ day: d.day, total: d.clicks, unique: d.clickers })),
      now,
    );
  }
}
