import { type Lead, leads, type User } from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import { translate } from '@shared/i18n';
import type { LeadAnswer } from '@shared/schemas/lead-form';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import type { ProfileCard } from '../profiles';
import { leadCreated } from '../webhooks';
import { publishLeadChange } from './access';
import { companyIdOf } from './capture';
import { type LeadMailTag, renderLeadMail } from './mail';
import type { LeadBody } from './request-schemas';
import type { LeadVisit } from './visit';

export type LeadFields = Pick<Lead, 'fullName' | 'email' | 'phone' | 'company' | 'note'> & {
  answers?: LeadAnswer[];
};

/** Trims what the visitor typed; a name and a way to reach them (email or phone) are needed. */
export function leadFields(body: typeof LeadBody.static): LeadFields {
  // One line each (the name goes into a mail subject); only the note keeps its line breaks.
  const line = (value = '') => value.replace(/\s+/g, ' ').trim();
  const fields = {
    fullName: line(body.fullName),
    email: line(body.email).toLowerCase(),
    phone: line(body.phone),
    company: line(body.company),
    note: (body.note ?? '').trim(),
  };
  if (!fields.fullName) throw invalid('fullName', 'invalidFullName');
  if (!fields.email && !fields.phone) throw invalid('email', 'leadReachRequired');
  return fields;
}

const NO_VISIT: LeadVisit = {
  country: null,
  city: null,
  device: null,
  os: null,
  browser: null,
  source: null,
};

const countOf = async (deps: Deps, holderUserId: number) => {
  const [{ n }] = await deps.db
    .select({ n: count() })
    .from(leads)
    .where(eq(leads.holderUserId, holderUserId));
  return n;
};

/**
 * Keeps a lead for the holder of the card page. The count and the insert are one statement, so parallel
 * visitors cannot pass the limit and no transaction holds the write lock across awaits. At the limit the
 * visitor is told (409) that nothing was sent; a lead is never dropped to make room (docs/decisions.md).
 */
export async function createLead(
  deps: Deps,
  card: ProfileCard,
  fields: LeadFields,
  lang: Lang,
  dynatagId: number | null = null,
  visit: LeadVisit = NO_VISIT,
) {
  const holder = card.owner;
  const now = deps.clock.now();
  const companyId = await companyIdOf(deps, card);
  // What the visitor agreed to by sending: the form's sentence, as it was shown to them (the owner's or the default).
  const consent =
    card.view.leadForm.consent || translate(lang, 'profile', 'exchangeIntro', { name: card.view.fullName });
  const answers = JSON.stringify(fields.answers ?? []);
  const [inserted] = await deps.db.all<{ id: number }>(sql`
    insert into ${leads} (short_id, holder_user_id, profile_id, dynatag_id, full_name, email, phone, company, note, lang, created_at,
      country, city, device, os, browser, source, company_id, origin, consent_text, consent_at, consent_way, updated_at, answers)
    select ${shortId()}, ${holder.id}, ${card.profile.id}, ${dynatagId}, ${fields.fullName}, ${fields.email}, ${fields.phone},
      ${fields.company}, ${fields.note}, ${lang}, ${now},
      ${visit.country}, ${visit.city}, ${visit.device}, ${visit.os}, ${visit.browser}, ${visit.source},
      ${companyId}, 'card-page', ${consent}, ${now}, 'form', ${now}, ${answers}
    where (select count(*) from ${leads} where holder_user_id = ${holder.id}) < ${LIMITS.leads}
    returning id`);
  if (!inserted) throw new AppError('CONFLICT', 'leadLimit', { params: { name: card.view.fullName } });
  const [lead] = await deps.db.select().from(leads).where(eq(leads.id, inserted.id));
  await publishLeadChange(deps, lead);
  await mailHolder(deps, holder, lead);
  await leadCreated(deps, lead, card.profile, holder);
  return lead;
}

/**
 * Tells the holder, in their language (of the tag, for a tag form's lead); a mail failure is logged and the lead
 * stays (it is in the dashboard).
 */
export async function mailHolder(deps: Deps, holder: User, lead: Lead, tag?: LeadMailTag) {
  try {
    const total = await countOf(deps, holder.id);
    await deps.mailer.send(
      renderLeadMail(holder.lang, holder.email, {
        name: holder.fullName,
        lead,
        link: `${deps.config.publicUrl}/dashboard/contacts/received`,
        isFull: total >= LIMITS.leads,
        tag,
      }),
    );
  } catch (error) {
    deps.log.error('lead mail failed; the lead is kept', { leadId: lead.id, error });
  }
}

/** Marks every new lead seen; answers how many were new. */
export async function markAllLeadsRead(deps: Deps, user: Pick<User, 'id'>) {
  const updated = await deps.db
    .update(leads)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(leads.holderUserId, user.id), isNull(leads.readAt)))
    .returning({ id: leads.id });
  return updated.length;
}
