// The demo of the form module (issue 32): Nordvik Bygg's summer-job tag, a short text and a form for applicants
// (role, start, a few words, a driving licence, the consent sentence), with three applications already sent as
// leads of the company, which its Leads list shows with the tag they came from. Written as tag-modules.ts writes
// its tag (the owners' API's own pieces); a second run finds the tag and the leads by name and restores them.
import { type Company, dynatags, leads, type User } from '@db/schema';
import { DAY_MS, HOUR_MS } from '@shared/constants';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { LeadAnswer } from '@shared/schemas/lead-form';
import { and, eq } from 'drizzle-orm';
import { changesOfInput, NEW_TAG_FIELDS } from '../../api/src/modules/dynatags';
import { recordUsage } from '../../api/src/modules/pricing';
import { shortId } from '../../api/src/platform/crypto';
import type { Deps } from '../../api/src/platform/deps';
import { writeDemoTag } from './demo-tag-row';
import { seedViews } from './views';

const COMPANY = 'Nordvik Bygg AB';
const OWNER = 'subscriber';
const NAME = 'Sommarjobb 2027';
const CONSENT =
  'Jag godkänner att Nordvik Bygg AB sparar mina uppgifter och svar för att behandla min ansökan, högst sex månader.';

const FORM: Extract<DynatagModule, { type: 'form' }> = {
  id: 'apply',
  type: 'form',
  title: 'Sök jobbet',
  consent: CONSENT,
  questions: [
    {
      id: 'role',
      type: 'choice',
      label: 'Vilken roll söker du?',
      required: true,
      options: ['Snickare', 'Lagerarbetare', 'Kafé'],
    },
    { id: 'start', type: 'short', label: 'När kan du börja?', required: false },
    { id: 'about', type: 'long', label: 'Berätta kort om dig själv', required: false },
    { id: 'licence', type: 'checkbox', label: 'Jag har B-körkort', required: false },
  ],
};

const MODULES: DynatagModule[] = [
  {
    id: 'intro',
    type: 'wysiwyg',
    html: '<h2>Sommarjobb hos Nordvik Bygg</h2><p>Vi söker snickare, lagerarbetare och personal till Kafé Verkstaden från juni till augusti. Skicka några rader nedan, så hör vi av oss inom en vecka.</p>',
  },
  FORM,
];

const answersOf = (role: string, start: string, about: string, licence: boolean): LeadAnswer[] => [
  { id: 'role', label: FORM.questions[0].label, type: 'choice', value: role },
  ...(start ? [{ id: 'start', label: FORM.questions[1].label, type: 'short' as const, value: start }] : []),
  ...(about ? [{ id: 'about', label: FORM.questions[2].label, type: 'long' as const, value: about }] : []),
  { id: 'licence', label: FORM.questions[3].label, type: 'checkbox', value: licence },
];

/** The applications already sent with the form (the seed test counts them). */
export const DEMO_TAG_FORM_LEADS = [
  {
    fullName: 'Elsa Lindqvist',
    email: 'elsa.lindqvist@example.com',
    phone: '',
    hoursAgo: 3,
    answers: answersOf(
      'Kafé',
      '15 juni',
      'Jag har jobbat två somrar på ett café i Umeå och älskar att baka.',
      false,
    ),
  },
  {
    fullName: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    phone: '+46 70 555 12 34',
    hoursAgo: 26,
    answers: answersOf(
      'Snickare',
      'Direkt efter midsommar',
      'Går andra året på byggprogrammet, snickarinriktning.',
      true,
    ),
  },
  {
    fullName: 'Linnea Berg',
    email: '',
    phone: '+46 73 555 98 76',
    hoursAgo: 50,
    answers: answersOf('Lagerarbetare', '', '', true),
  },
];

/** The summer-job tag of Nordvik Bygg and its applications; returns how many tags it wrote (1). */
export async function seedTagForm(
  deps: Deps,
  userOf: (username: string) => User,
  companyByName: Map<string, Company>,
) {
  const company = companyByName.get(COMPANY);
  if (!company) throw new Error(`the form's tag names an unseeded company: ${COMPANY}`);
  const owner = userOf(OWNER);
  const [found] = await deps.db
    .select()
    .from(dynatags)
    .where(and(eq(dynatags.companyId, company.id), eq(dynatags.name, NAME)));
  const tagShortId = found?.shortId ?? shortId();
  const fields = { name: NAME, label: 'Sommarjobb 2027', showCompanyLogo: true, modules: MODULES };
  const changes = await changesOfInput(
    deps,
    company.id,
    { shortId: tagShortId, passcodeTimer: null },
    fields,
    [],
    [],
  );
  const now = deps.clock.now();
  const row = { ...NEW_TAG_FIELDS, ...changes, version: 1, updatedByUserId: owner.id, updatedAt: now };
  const tag = await writeDemoTag(deps, found, row, {
    name: NAME,
    shortId: tagShortId,
    companyId: company.id,
    ownerId: owner.id,
    now,
  });
  for (const { hoursAgo, ...applicant } of DEMO_TAG_FORM_LEADS) {
    const createdAt = now - hoursAgo * HOUR_MS;
    const lead = {
      ...applicant,
      holderUserId: owner.id,
      dynatagId: tag.id,
      companyId: company.id,
      origin: 'tag-form' as const,
      note: '',
      followUp: 'new' as const,
      lang: 'sv' as const,
      createdAt,
      readAt: hoursAgo > 24 ? createdAt + DAY_MS / 4 : null,
      consentText: CONSENT,
      consentAt: createdAt,
      consentWay: 'form' as const,
      updatedAt: createdAt,
    };
    const [existing] = await deps.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.dynatagId, tag.id), eq(leads.fullName, applicant.fullName)));
    if (existing) await deps.db.update(leads).set(lead).where(eq(leads.id, existing.id));
    else await deps.db.insert(leads).values({ ...lead, shortId: shortId() });
  }
  await seedViews(deps, { type: 'dynatag', id: tag.id }, 1);
  await recordUsage(deps.db, company.id, deps.clock.now());
  return 1;
}
