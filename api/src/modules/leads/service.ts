import { dynatags, type Lead, leads, profiles, type User } from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import type { LeadItem, LeadPage } from '@shared/types/leads';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid, notFound } from '../../platform/errors';
import type { ProfileCard } from '../profiles';
import { leadCreated } from '../webhooks';
import { renderLeadMail } from './mail';
import type { LeadBody } from './request-schemas';
import { type LeadVisit, visitOfLead } from './visit';

export type LeadFields = Pick<Lead, 'fullName' | 'email' | 'phone' | 'company' | 'note'>;

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

const toItem = (row: Lead, profileShortId: string | null, lang: Lang): LeadItem => ({
  shortId: row.shortId,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  company: row.company,
  note: row.note,
  lang: row.lang,
  profileShortId,
  visit: visitOfLead(row, lang),
  readAt: row.readAt,
  createdAt: row.createdAt,
});

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
  const [inserted] = await deps.db.all<{ id: number }>(sql`
    insert into ${leads} (short_id, holder_user_id, profile_id, dynatag_id, full_name, email, phone, company, note, lang, created_at,
      country, city, device, os, browser, source)
    select ${shortId()}, ${holder.id}, ${card.profile.id}, ${dynatagId}, ${fields.fullName}, ${fields.email}, ${fields.phone},
      ${fields.company}, ${fields.note}, ${lang}, ${deps.clock.now()},
      ${visit.country}, ${visit.city}, ${visit.device}, ${visit.os}, ${visit.browser}, ${visit.source}
    where (select count(*) from ${leads} where holder_user_id = ${holder.id}) < ${LIMITS.leads}
    returning id`);
  if (!inserted) throw new AppError('CONFLICT', 'leadLimit', { params: { name: card.view.fullName } });
  const [lead] = await deps.db.select().from(leads).where(eq(leads.id, inserted.id));
  deps.events.publish([holder.id], { service: 'global', actions: ['refetch-leads'] });
  await mailHolder(deps, holder, lead);
  await leadCreated(deps, lead, card.profile, holder);
  return lead;
}

/** Tells the holder, in their language; a mail failure is logged and the lead stays (it is in the dashboard). */
async function mailHolder(deps: Deps, holder: User, lead: Lead) {
  try {
    const total = await countOf(deps, holder.id);
    await deps.mailer.send(
      renderLeadMail(holder.lang, holder.email, {
        name: holder.fullName,
        lead,
        link: `${deps.config.publicUrl}/dashboard/contacts/received`,
        isFull: total >= LIMITS.leads,
      }),
    );
  } catch (error) {
    deps.log.error('lead mail failed; the lead is kept', { leadId: lead.id, error });
  }
}

/** The holder's leads, newest first, one page at a time, with the counts the tab shows; places in `lang`. */
export async function listLeads(
  deps: Deps,
  user: Pick<User, 'id'>,
  page: { offset: number; limit: number },
  lang: Lang,
): Promise<LeadPage> {
  const rows = await deps.db
    .select({ lead: leads, profileShortId: profiles.shortId })
    .from(leads)
    .leftJoin(profiles, eq(profiles.id, leads.profileId))
    .where(eq(leads.holderUserId, user.id))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ unread }] = await deps.db
    .select({ unread: count() })
    .from(leads)
    .where(and(eq(leads.holderUserId, user.id), isNull(leads.readAt)));
  const tags = await deps.db
    .selectDistinct({ shortId: dynatags.shortId, label: dynatags.label })
    .from(leads)
    .innerJoin(dynatags, eq(dynatags.id, leads.dynatagId))
    .where(eq(leads.holderUserId, user.id))
    .orderBy(dynatags.label, dynatags.shortId);
  return {
    items: rows.map((r) => toItem(r.lead, r.profileShortId, lang)),
    total: await countOf(deps, user.id),
    unread,
    max: LIMITS.leads,
    tags,
  };
}

/** One of the holder's leads, its place in `lang`; 404 for anyone else's. */
export async function getLead(deps: Deps, user: Pick<User, 'id'>, leadShortId: string, lang: Lang) {
  const [row] = await deps.db
    .select({ lead: leads, profileShortId: profiles.shortId })
    .from(leads)
    .leftJoin(profiles, eq(profiles.id, leads.profileId))
    .where(and(eq(leads.shortId, leadShortId), eq(leads.holderUserId, user.id)));
  if (!row) throw notFound();
  return toItem(row.lead, row.profileShortId, lang);
}

/** Marks one lead seen (or new again). */
export async function markLead(
  deps: Deps,
  user: Pick<User, 'id'>,
  leadShortId: string,
  read: boolean,
  lang: Lang,
) {
  const updated = await deps.db
    .update(leads)
    .set({ readAt: read ? deps.clock.now() : null })
    .where(and(eq(leads.shortId, leadShortId), eq(leads.holderUserId, user.id)))
    .returning({ id: leads.id });
  if (!updated.length) throw notFound();
  return getLead(deps, user, leadShortId, lang);
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

export async function deleteLead(deps: Deps, user: Pick<User, 'id'>, leadShortId: string) {
  const removed = await deps.db
    .delete(leads)
    .where(and(eq(leads.shortId, leadShortId), eq(leads.holderUserId, user.id)))
    .returning({ id: leads.id });
  if (!removed.length) throw notFound();
}
