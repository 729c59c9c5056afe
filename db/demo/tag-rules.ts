// The demo of a tag's rules (issue 34): Nordvik Bygg's showroom in Helsinki answers in Swedish as its own
// content, with a Finnish version for visitors whose page is in Finnish and an evening version (18:00–06:00 every
// day, Helsinki time) that says the showroom is closed and offers a booking instead. The Finnish rule comes
// first, so a Finnish visitor in the evening gets the Finnish version. Written as tag-form.ts writes its tag (the
// owners' API's own pieces, so every version's HTML is cleaned as a save cleans it); a second run finds the tag
// by name and restores it.
import { type Company, dynatags, type User } from '@db/schema';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { TagRule, TagVariant } from '@shared/schemas/tag-rules';
import { and, eq } from 'drizzle-orm';
import { changesOfInput, NEW_TAG_FIELDS } from '../../api/src/modules/dynatags';
import { recordUsage } from '../../api/src/modules/pricing';
import { shortId } from '../../api/src/platform/crypto';
import type { Deps } from '../../api/src/platform/deps';
import { writeDemoTag } from './demo-tag-row';
import { seedViews } from './views';

const COMPANY = 'Nordvik Bygg AB';
const OWNER = 'subscriber';
export const DEMO_RULES_TAG = 'Showroom Helsingfors';
const LINK_COLOR = '#1f4e79';

const OWN: DynatagModule[] = [
  {
    id: 'welcome',
    type: 'wysiwyg',
    html: '<h2>Välkommen till vårt showroom</h2><p>Se kök, badrum och fönster från våra senaste projekt, och prata med en av våra byggledare om ditt eget. Öppet varje dag 10–18.</p>',
  },
  {
    id: 'book',
    type: 'links',
    links: [
      { text: 'Boka ett möte', url: 'https://example.com/nordvik/boka', color: LINK_COLOR },
      { text: 'Våra projekt', url: 'https://example.com/nordvik/projekt', color: LINK_COLOR },
    ],
  },
];

const FINNISH: DynatagModule[] = [
  {
    id: 'welcome',
    type: 'wysiwyg',
    html: '<h2>Tervetuloa näyttelytilaamme</h2><p>Tutustu viimeisimpien kohteidemme keittiöihin, kylpyhuoneisiin ja ikkunoihin ja juttele rakennusmestarimme kanssa omasta projektistasi. Avoinna joka päivä 10–18.</p>',
  },
  {
    id: 'book',
    type: 'links',
    links: [
      { text: 'Varaa tapaaminen', url: 'https://example.com/nordvik/varaa', color: LINK_COLOR },
      { text: 'Kohteemme', url: 'https://example.com/nordvik/kohteet', color: LINK_COLOR },
    ],
  },
];

const EVENING: DynatagModule[] = [
  {
    id: 'closed',
    type: 'wysiwyg',
    html: '<h2>Showroomet har stängt för i kväll</h2><p>Vi öppnar igen klockan 10. Boka en tid som passar dig, så har en byggledare ritningarna framme när du kommer.</p>',
  },
  {
    id: 'book',
    type: 'links',
    links: [{ text: 'Boka en tid i morgon', url: 'https://example.com/nordvik/boka', color: LINK_COLOR }],
  },
];

const RULES: TagRule[] = [
  {
    key: 'r1',
    name: 'Finskspråkiga besökare',
    when: [{ if: 'language', langs: ['fi'] }],
    outcome: { variant: 'fi' },
  },
  {
    key: 'r2',
    name: 'Kvällar och nätter',
    when: [{ if: 'time', days: [1, 2, 3, 4, 5, 6, 7], from: '18:00', to: '06:00' }],
    outcome: { variant: 'evening' },
  },
];

/** The showroom tag with its Finnish and evening versions and their rules; returns how many tags it wrote (1). */
export async function seedTagRules(
  deps: Deps,
  userOf: (username: string) => User,
  companyByName: Map<string, Company>,
) {
  const company = companyByName.get(COMPANY);
  if (!company) throw new Error(`the rules' tag names an unseeded company: ${COMPANY}`);
  const owner = userOf(OWNER);
  const [found] = await deps.db
    .select()
    .from(dynatags)
    .where(and(eq(dynatags.companyId, company.id), eq(dynatags.name, DEMO_RULES_TAG)));
  const tagShortId = found?.shortId ?? shortId();
  const cleaned = async (modules: DynatagModule[]) =>
    (
      await changesOfInput(
        deps,
        company.id,
        { shortId: tagShortId, passcodeTimer: null },
        { modules },
        [],
        [],
      )
    ).modules ?? modules;
  const variants: TagVariant[] = [
    { key: 'fi', name: 'Suomeksi', label: 'Nordvik Bygg – näyttelytila', modules: await cleaned(FINNISH) },
    { key: 'evening', name: 'Kvällsversion', modules: await cleaned(EVENING) },
  ];
  const fields = {
    name: DEMO_RULES_TAG,
    label: 'Nordvik Bygg – showroom',
    showCompanyLogo: true,
    modules: OWN,
  };
  const changes = await changesOfInput(
    deps,
    company.id,
    { shortId: tagShortId, passcodeTimer: null },
    fields,
    [],
    [],
  );
  const now = deps.clock.now();
  const row = {
    ...NEW_TAG_FIELDS,
    ...changes,
    variants,
    rules: RULES,
    rulesTimeZone: 'Europe/Helsinki',
    version: 1,
    updatedByUserId: owner.id,
    updatedAt: now,
  };
  const tag = await writeDemoTag(deps, found, row, {
    name: DEMO_RULES_TAG,
    shortId: tagShortId,
    companyId: company.id,
    ownerId: owner.id,
    now,
  });
  await seedViews(deps, { type: 'dynatag', id: tag.id }, 1);
  await recordUsage(deps.db, company.id, deps.clock.now());
  return 1;
}
