// Changing a lead (its fields, note, tags, event, follow-up state; each change bumps its version and updatedAt,
// which a CRM sync compares), deleting it, and erasing it on the visitor's request: the lead, its photos and the
// records of where it was sent. The CRM's own record is not ours to delete: the erasure's answer says so
// (docs/operations.md "Erasing a lead").
import { crmConnections, type Lead, leadSyncs, leads, type User } from '@db/schema';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import type { LeadErasure } from '@shared/types/leads';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { findLeadFor, publishLeadChange } from './access';
import { cleanTags } from './capture';
import { itemOf } from './item';
import { eventFor } from './lead-events';
import { deletePhotos } from './photos';
import type { LeadEditBody } from './request-schemas';

const line = (value: string) => value.replace(/\s+/g, ' ').trim();
const TEXT_FIELDS = ['fullName', 'title', 'company', 'phone', 'web', 'address'] as const;

/** Applies an edit of a lead the user may act on (holder, or an owner of its company); answers the lead. */
export async function editLead(
  deps: Deps,
  user: User,
  leadShortId: string,
  body: typeof LeadEditBody.static,
  lang: Lang,
) {
  const lead = await findLeadFor(deps, user, leadShortId);
  const now = deps.clock.now();
  const changes: Partial<Lead> = {};
  for (const key of TEXT_FIELDS) {
    const value = body[key];
    if (value !== undefined && line(value) !== lead[key]) changes[key] = line(value);
  }
  if (body.email !== undefined && line(body.email).toLowerCase() !== lead.email) {
    changes.email = line(body.email).toLowerCase();
  }
  if (body.note !== undefined && body.note.trim() !== lead.note) changes.note = body.note.trim();
  if (body.tags !== undefined) {
    const tags = cleanTags(body.tags);
    if (JSON.stringify(tags) !== JSON.stringify(lead.tags)) changes.tags = tags;
  }
  if (body.followUp !== undefined && body.followUp !== lead.followUp) changes.followUp = body.followUp;
  if (body.event !== undefined) {
    if (body.event === null) {
      if (lead.eventId !== null) changes.eventId = null;
    } else {
      // An event of the lead's company; a lead of no company takes the event's (one its holder belongs to).
      const event = await eventFor(deps, lead.holderUserId, body.event, lead.companyId);
      if (event.id !== lead.eventId) {
        changes.eventId = event.id;
        if (lead.companyId === null) changes.companyId = event.companyId;
      }
    }
  }
  const content = Object.keys(changes).length > 0;
  const read = body.read === undefined ? {} : { readAt: body.read ? (lead.readAt ?? now) : null };
  if (content || body.read !== undefined) {
    const [updated] = await deps.db
      .update(leads)
      .set({
        ...changes,
        ...read,
        ...(content ? { version: sql`${leads.version} + 1`, updatedAt: now } : {}),
      })
      .where(eq(leads.id, lead.id))
      .returning();
    if (content) await publishLeadChange(deps, updated);
  }
  return itemOf(deps, lead.id, lang);
}

/**
 * Deletes a lead everywhere it is kept: the row (its reading job goes with it), its photos, and the records of
 * its CRM syncs. The CRM module's `lead_syncs` rows are added here when it lands (they name the CRMs the
 * lead was sent to, for the answer); until then a lead has none.
 */
export async function eraseLeadEverywhere(deps: Deps, lead: Lead): Promise<Omit<LeadErasure, 'notice'>> {
  // Where it was sent (the CRM module's records, read through the schema: leads sits below crm): named in the
  // answer, as the CRM's record is not ours to delete; the records themselves go with the lead.
  const sent = await deps.db
    .select({ provider: crmConnections.provider, externalId: leadSyncs.externalId })
    .from(leadSyncs)
    .innerJoin(crmConnections, eq(crmConnections.id, leadSyncs.connectionId))
    .where(eq(leadSyncs.leadId, lead.id));
  const crmRecords = [...new Set(sent.filter((s) => s.externalId).map((s) => s.provider))];
  const syncRecords = sent.length;
  await deps.db.batch([
    deps.db.delete(leadSyncs).where(eq(leadSyncs.leadId, lead.id)),
    deps.db.delete(leads).where(eq(leads.id, lead.id)),
  ]);
  const photos = await deletePhotos(deps, lead.photoKeys);
  return { photos, syncRecords, crmRecords };
}

/** Deletes or erases one lead the user may act on; an erasure answers what went and what stays in a CRM. */
export async function deleteLeadFor(deps: Deps, user: User, leadShortId: string, lang: Lang) {
  const lead = await findLeadFor(deps, user, leadShortId);
  const erased = await eraseLeadEverywhere(deps, lead);
  await publishLeadChange(deps, lead);
  return { ...erased, notice: translate(lang, 'api', 'leadErasedCrmNotice') } satisfies LeadErasure;
}

/** One lead the user may act on, as the list shows it. */
export async function getLeadFor(deps: Deps, user: User, leadShortId: string, lang: Lang) {
  const lead = await findLeadFor(deps, user, leadShortId);
  return itemOf(deps, lead.id, lang);
}
