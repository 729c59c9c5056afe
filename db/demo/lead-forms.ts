// A lead form of one's own in the demo (issue 32): the subscriber's card asks three questions of its own (a
// choice, a checkbox and a line of text) with its own consent sentence, and three visitors have answered it. The
// leads are found again by their names, so a second run brings them back to this state instead of adding more.
import { type Company, leads, profiles, type User } from '@db/schema';
import { DAY_MS, HOUR_MS } from '@shared/constants';
import type { LeadAnswer, LeadForm } from '@shared/schemas/lead-form';
import { and, eq } from 'drizzle-orm';
import { ensureProfile } from '../../api/src/modules/profiles';
import { shortId } from '../../api/src/platform/crypto';
import type { Deps } from '../../api/src/platform/deps';

export const DEMO_LEAD_FORM: LeadForm = {
  questions: [
    {
      id: 'project',
      type: 'choice',
      label: 'Vad gäller det?',
      required: true,
      options: ['Nytt tak', 'Takbyte', 'Solceller', 'Annat'],
    },
    { id: 'when', type: 'short', label: 'När passar det att vi ringer?', required: false },
    { id: 'visit', type: 'checkbox', label: 'Jag vill ha ett kostnadsfritt hembesök', required: false },
  ],
  consent: 'Jag godkänner att Nordvik Bygg sparar mina uppgifter för att kontakta mig om min förfrågan.',
};

const answered = (project: string, when: string, visit: boolean): LeadAnswer[] => [
  { id: 'project', label: 'Vad gäller det?', type: 'choice', value: project },
  ...(when
    ? [{ id: 'when', label: 'När passar det att vi ringer?', type: 'short' as const, value: when }]
    : []),
  { id: 'visit', label: 'Jag vill ha ett kostnadsfritt hembesök', type: 'checkbox', value: visit },
];

export const DEMO_FORM_LEADS = [
  {
    fullName: 'Maria Holm',
    email: 'maria.holm@example.com',
    phone: '+46 70 555 12 34',
    company: '',
    answers: answered('Solceller', 'Vardagar efter 17', true),
    hoursAgo: 5,
  },
  {
    fullName: 'Peter Sjöberg',
    email: 'peter@sjobergfastigheter.example',
    phone: '',
    company: 'Sjöberg Fastigheter',
    answers: answered('Takbyte', '', false),
    hoursAgo: 30,
  },
  {
    fullName: 'Elin Nyström',
    email: '',
    phone: '+46 73 222 98 76',
    company: '',
    answers: answered('Nytt tak', 'Måndag förmiddag', true),
    hoursAgo: 3 * 24 + 2,
  },
];

/** The subscriber's own form on their active card, and the answered leads; answers how many leads. */
export async function seedLeadForms(deps: Deps, holder: User, company?: Company) {
  const active = await ensureProfile(deps, holder);
  await deps.db.update(profiles).set({ leadForm: DEMO_LEAD_FORM }).where(eq(profiles.id, active.id));
  const now = deps.clock.now();
  for (const demo of DEMO_FORM_LEADS) {
    const { hoursAgo, ...fields } = demo;
    const createdAt = now - hoursAgo * HOUR_MS;
    const row = {
      ...fields,
      profileId: active.id,
      companyId: company?.id ?? null,
      note: '',
      origin: 'card-page' as const,
      followUp: 'new' as const,
      lang: 'sv' as const,
      createdAt,
      readAt: hoursAgo > 24 ? createdAt + DAY_MS / 4 : null,
      consentText: DEMO_LEAD_FORM.consent,
      consentAt: createdAt,
      consentWay: 'form' as const,
      updatedAt: createdAt,
    };
    const [existing] = await deps.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.holderUserId, holder.id), eq(leads.fullName, demo.fullName)));
    if (existing) await deps.db.update(leads).set(row).where(eq(leads.id, existing.id));
    else await deps.db.insert(leads).values({ ...row, shortId: shortId(), holderUserId: holder.id });
  }
  return DEMO_FORM_LEADS.length;
}
