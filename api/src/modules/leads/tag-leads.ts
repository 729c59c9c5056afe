// A dynatag's form module sent (issue 32): the answers become a lead of the tag's company — held by the tag's
// maker while they are in the company, else by its first owner — with the consent sentence as it was shown, the
// tag it came from and the visit. It goes where a card page's lead goes: the live list, the CRM signal, the
// holder's mail and the company's lead.created webhooks. The same answers sent again within DEDUPE_MS are the
// first lead, not a second one.
import { type Lead, leads, memberships, users } from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import type { LeadAnswer } from '@shared/schemas/lead-form';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid, notFound } from '../../platform/errors';
import { JOINED } from '../companies';
import { tagLeadCreated } from '../webhooks';
import { publishLeadChange } from './access';
import { mailHolder } from './service';
import type { LeadVisit } from './visit';

/** A repeat of the same answers from the same person within this time is the lead already made. */
export const DEDUPE_MS = 10 * 60_000;

export type TagOfLead = {
  id: number;
  shortId: string;
  /** Its name in the dashboard, and its heading on the page. */
  name: string;
  label: string;
  companyId: number;
  companyName: string;
  createdByUserId: number | null;
};

export type TagLeadInput = {
  fullName: string;
  email: string;
  phone: string;
  answers: LeadAnswer[];
  consent: string;
  lang: Lang;
  visit: LeadVisit;
};

const line = (value = '') => value.replace(/\s+/g, ' ').trim();

/** The visitor's name and a way to reach them (e-mail or phone), one line each. */
export function tagLeadFields(body: { fullName: string; email?: string; phone?: string }) {
  const fields = {
    fullName: line(body.fullName),
    email: line(body.email).toLowerCase(),
    phone: line(body.phone),
  };
  if (!fields.fullName) throw invalid('fullName', 'invalidFullName');
  if (!fields.email && !fields.phone) throw invalid('email', 'leadReachRequired');
  return fields;
}

/** Whose lead it is: the tag's maker while they belong to the company, else its first owner. */
async function holderOf(deps: Deps, tag: TagOfLead) {
  const members = await deps.db
    .select({ user: users, state: memberships.state })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, tag.companyId), inArray(memberships.state, JOINED)))
    .orderBy(asc(memberships.id));
  const maker = members.find((m) => m.user.id === tag.createdByUserId);
  const holder = maker ?? members.find((m) => m.state === 'owner');
  if (!holder) throw notFound();
  return holder.user;
}

/** The lead these same answers made a moment ago, if any. */
async function repeatOf(deps: Deps, tag: TagOfLead, input: TagLeadInput) {
  const recent = await deps.db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.dynatagId, tag.id),
        eq(leads.origin, 'tag-form'),
        eq(leads.fullName, input.fullName),
        eq(leads.email, input.email),
        eq(leads.phone, input.phone),
        gte(leads.createdAt, deps.clock.now() - DEDUPE_MS),
      ),
    )
    .orderBy(desc(leads.id))
    .limit(5);
  const answers = JSON.stringify(input.answers);
  return recent.find((lead) => JSON.stringify(lead.answers) === answers) ?? null;
}

/**
 * Keeps a form's lead for the tag's company; answers it and whether it is new. The holder's count and the insert
 * are one statement, so parallel sends cannot pass the list's limit (409, nothing kept).
 */
export async function createTagLead(
  deps: Deps,
  tag: TagOfLead,
  input: TagLeadInput,
): Promise<{ lead: Lead; created: boolean }> {
  const repeat = await repeatOf(deps, tag, input);
  if (repeat) return { lead: repeat, created: false };
  const holder = await holderOf(deps, tag);
  const now = deps.clock.now();
  const { visit } = input;
  const [inserted] = await deps.db.all<{ id: number }>(sql`
    insert into ${leads} (short_id, holder_user_id, profile_id, dynatag_id, full_name, email, phone, company, note, lang,
      created_at, country, city, device, os, browser, source, company_id, origin, consent_text, consent_at, consent_way,
      updated_at, answers)
    select ${shortId()}, ${holder.id}, null, ${tag.id}, ${input.fullName}, ${input.email}, ${input.phone}, '', '',
      ${input.lang}, ${now}, ${visit.country}, ${visit.city}, ${visit.device}, ${visit.os}, ${visit.browser},
      ${visit.source}, ${tag.companyId}, 'tag-form', ${input.consent}, ${now}, 'form', ${now},
      ${JSON.stringify(input.answers)}
    where (select count(*) from ${leads} where holder_user_id = ${holder.id}) < ${LIMITS.leads}
    returning id`);
  if (!inserted) throw new AppError('CONFLICT', 'leadLimit', { params: { name: tag.companyName } });
  const [lead] = await deps.db.select().from(leads).where(eq(leads.id, inserted.id));
  await publishLeadChange(deps, lead);
  await mailHolder(deps, holder, lead, { name: tag.name, label: tag.label, companyName: tag.companyName });
  await tagLeadCreated(deps, lead, tag, holder);
  return { lead, created: true };
}
