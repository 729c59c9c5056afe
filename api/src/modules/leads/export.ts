import { dynatags, type Lead, leads, profiles, type User } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { cityName } from '@shared/places';
import { answerLines } from '@shared/schemas/lead-form';
import type { ContactExportQuery } from '@shared/schemas/leads';
import { and, desc, eq, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import { csvResponse } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { invalid, notFound } from '../../platform/errors';
import { pageUrl } from '../profiles';
import { CRM_LAYOUTS, type ExportContact, exportFilename } from './crm-layouts';
import { leadVcard } from './vcard';

type Query = typeof ContactExportQuery.static;

const DAY_MS = 86_400_000;
/** Rows read per statement while the file is written. */
const BATCH = 200;

/** from/to (UTC days, both included) as [first ms, last ms]; a range that ends before it starts is refused. */
export function exportPeriod(query: Pick<Query, 'from' | 'to'>) {
  const first = query.from ? Date.parse(`${query.from}T00:00:00Z`) : undefined;
  const last = query.to ? Date.parse(`${query.to}T00:00:00Z`) + DAY_MS - 1 : undefined;
  if (Number.isNaN(first)) throw invalid('from', 'invalidDate');
  if (Number.isNaN(last)) throw invalid('to', 'invalidDate');
  if (first !== undefined && last !== undefined && first > last) throw invalid('to', 'invalidExportRange');
  return { first, last };
}

/** The holder's filters as SQL; a card filter names one of the holder's own profiles, or the answer is 404. */
async function leadFilter(deps: Deps, user: Pick<User, 'id'>, query: Query) {
  const { first, last } = exportPeriod(query);
  const where: SQL[] = [eq(leads.holderUserId, user.id)];
  if (query.card) {
    const [profile] = await deps.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.shortId, query.card), eq(profiles.userId, user.id)));
    if (!profile) throw notFound();
    where.push(eq(leads.profileId, profile.id));
  }
  // By the tag's shortId among my leads only: a tag none of them came through matches nothing (no 404, so the
  // filter tells nothing about other companies' tags).
  if (query.tag) {
    const tag = deps.db.select({ id: dynatags.id }).from(dynatags).where(eq(dynatags.shortId, query.tag));
    where.push(inArray(leads.dynatagId, tag));
  }
  if (first !== undefined) where.push(gte(leads.createdAt, first));
  if (last !== undefined) where.push(lte(leads.createdAt, last));
  if (query.unread) where.push(isNull(leads.readAt));
  return where;
}

/**
 * The matching leads, newest first, a batch at a time (keyset on id), at most LIMITS.leads in all; the city by
 * its own name (shared/places.ts), as the statistics CSV has it.
 */
async function* leadBatches(deps: Deps, where: SQL[]) {
  let before = Number.MAX_SAFE_INTEGER;
  let sent = 0;
  while (sent < LIMITS.leads) {
    const rows = await deps.db
      .select({
        lead: leads,
        profileShortId: profiles.shortId,
        label: profiles.label,
        tagShortId: dynatags.shortId,
      })
      .from(leads)
      .leftJoin(profiles, eq(profiles.id, leads.profileId))
      .leftJoin(dynatags, eq(dynatags.id, leads.dynatagId))
      .where(and(...where, lt(leads.id, before)))
      .orderBy(desc(leads.id))
      .limit(Math.min(BATCH, LIMITS.leads - sent));
    if (!rows.length) return;
    sent += rows.length;
    before = rows[rows.length - 1].lead.id;
    yield rows.map(({ lead, profileShortId, label, tagShortId }): ExportContact & { shortId: string } => ({
      shortId: lead.shortId,
      fullName: lead.fullName,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      jobTitle: '',
      website: '',
      note: [lead.note, ...answerLines(lead.answers, 'yes', 'no')].filter(Boolean).join('\n'),
      source:
        (profileShortId
          ? `Left on card${label ? ` "${label}"` : ''} ${pageUrl(deps, profileShortId)}`
          : 'Left on a card since deleted') +
        (tagShortId ? ` via dynatag ${deps.config.publicUrl}/d/${tagShortId}` : '') +
        visitStory(lead),
      at: lead.createdAt,
      city: lead.city ? cityName(null, lead.country ?? '', lead.city) : '',
      country: lead.country ?? '',
    }));
  }
}

/** GET /leads/export: the holder's leads, filtered, as a HubSpot or Salesforce CSV or one vCard file. */
export async function exportLeads(deps: Deps, user: Pick<User, 'id'>, query: Query): Promise<Response> {
  const where = await leadFilter(deps, user, query);
  const now = deps.clock.now();
  if (query.format === 'vcard') {
    let text = '';
    for await (const batch of leadBatches(deps, where)) {
      for (const c of batch)
        text += leadVcard({ ...c, note: [c.note, c.source].filter(Boolean).join('\n\n'), createdAt: c.at });
    }
    return new Response(text, {
      headers: {
        'content-type': 'text/vcard; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFilename('leads', 'all', now, 'vcf')}"`,
        'cache-control': 'no-store',
      },
    });
  }
  const format = query.format ?? 'hubspot';
  const layout = CRM_LAYOUTS[format];
  async function* rows() {
    for await (const batch of leadBatches(deps, where)) yield batch.map(layout.row);
  }
  return csvResponse(exportFilename('leads', format, now, 'csv'), layout.header, rows());
}

/** How the visitor came and on what, for the CRM's note: ", opened by its QR code, on a mobile (iOS, Safari)". */
function visitStory(lead: Lead): string {
  const came =
    lead.source === 'qr' ? ', opened by its QR code' : lead.source === 'nfc' ? ', opened by an NFC tap' : '';
  const on = [lead.os, lead.browser].filter(Boolean).join(', ');
  const device = lead.device ? `, on a ${lead.device}${on ? ` (${on})` : ''}` : '';
  return came + device;
}
