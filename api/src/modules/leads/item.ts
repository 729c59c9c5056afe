// One lead as the API shows it (shared/types/leads.ts), read with what it points at — the profile it was left
// on, its event, its holder and its company — in one query for a whole page.
import {
  companies,
  crmConnections,
  dynatags,
  type Lead,
  leadEvents,
  leadSyncs,
  leads,
  profiles,
  users,
} from '@db/schema';
import type { Lang } from '@shared/constants';
import type { LeadItem } from '@shared/types/leads';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { visitOfLead } from './visit';

/** Where the lead's photos are served: to its holder and the company's owners, signed in. */
export const photoPath = (lead: Pick<Lead, 'shortId'>, n: number) =>
  `/api/v1/leads/${lead.shortId}/photos/${n}`;

export type LeadRow = {
  lead: Lead;
  profileShortId: string | null;
  event: { shortId: string; name: string } | null;
  holder: { shortId: string; fullName: string };
  company: { shortId: string; name: string } | null;
  dynatag: { shortId: string; label: string } | null;
  crm: LeadItem['crm'];
};

export const toItem = (row: LeadRow, lang: Lang): LeadItem => {
  const { lead } = row;
  return {
    shortId: lead.shortId,
    fullName: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    note: lead.note,
    lang: lead.lang,
    profileShortId: row.profileShortId,
    visit: visitOfLead(lead, lang),
    readAt: lead.readAt,
    createdAt: lead.createdAt,
    origin: lead.origin,
    dynatag: row.dynatag,
    title: lead.title,
    web: lead.web,
    address: lead.address,
    tags: lead.tags,
    event: row.event,
    followUp: lead.followUp,
    scanState: lead.scanState,
    photos: lead.photoKeys.map((_, i) => photoPath(lead, i + 1)),
    scannedText: lead.scannedText,
    consent: { text: lead.consentText, at: lead.consentAt, way: lead.consentWay },
    answers: lead.answers,
    capturedBy: row.holder,
    belongsTo: row.company,
    clientKey: lead.clientKey,
    version: lead.version,
    updatedAt: lead.updatedAt,
    crm: row.crm,
  };
};

/** The leads `where` selects, with what they point at, newest first. */
export async function leadRows(
  deps: Deps,
  where: SQL | undefined,
  page?: { offset: number; limit: number },
): Promise<LeadRow[]> {
  const query = deps.db
    .select({
      lead: leads,
      profileShortId: profiles.shortId,
      eventShortId: leadEvents.shortId,
      eventName: leadEvents.name,
      holderShortId: users.shortId,
      holderName: users.fullName,
      companyShortId: companies.shortId,
      companyName: companies.name,
      tagShortId: dynatags.shortId,
      tagLabel: dynatags.label,
      // Its sync to the company's CRM (the crm module's table, read through the schema: leads sits below crm).
      crmProvider: crmConnections.provider,
      crmState: leadSyncs.state,
      crmError: leadSyncs.lastError,
      crmSyncedAt: leadSyncs.syncedAt,
    })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.holderUserId))
    .leftJoin(profiles, eq(profiles.id, leads.profileId))
    .leftJoin(leadEvents, eq(leadEvents.id, leads.eventId))
    .leftJoin(companies, eq(companies.id, leads.companyId))
    .leftJoin(dynatags, eq(dynatags.id, leads.dynatagId))
    .leftJoin(crmConnections, eq(crmConnections.companyId, leads.companyId))
    .leftJoin(leadSyncs, and(eq(leadSyncs.leadId, leads.id), eq(leadSyncs.connectionId, crmConnections.id)))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({
    lead: r.lead,
    profileShortId: r.profileShortId,
    event: r.eventShortId && r.eventName ? { shortId: r.eventShortId, name: r.eventName } : null,
    holder: { shortId: r.holderShortId, fullName: r.holderName },
    company: r.companyShortId && r.companyName ? { shortId: r.companyShortId, name: r.companyName } : null,
    dynatag: r.tagShortId ? { shortId: r.tagShortId, label: r.tagLabel ?? '' } : null,
    crm:
      r.crmProvider && r.crmState
        ? { provider: r.crmProvider, state: r.crmState, error: r.crmError, syncedAt: r.crmSyncedAt }
        : null,
  }));
}

/** One lead by id as an item. */
export async function itemOf(deps: Deps, leadId: number, lang: Lang): Promise<LeadItem> {
  const [row] = await leadRows(deps, eq(leads.id, leadId));
  return toItem(row, lang);
}
