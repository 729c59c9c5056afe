import { contacts, profiles, type User } from '@db/schema';
import { LIMITS } from '@shared/constants';
import type { ContactExportQuery } from '@shared/schemas/leads';
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { csvResponse } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { CRM_LAYOUTS, type ExportContact, exportFilename, exportPeriod } from '../leads';
import { buildVcard, loadProfileCards, type ProfileCard, vcardInputOf } from '../profiles';

type Query = Pick<typeof ContactExportQuery.static, 'format' | 'from' | 'to'>;

/**
 * My saved contacts saved in the period, newest first, as the public view shows them now (the visibility
 * flags apply: an export never holds more than the card page). At most LIMITS.contacts, so one read.
 */
async function savedCards(deps: Deps, user: Pick<User, 'id'>, query: Query) {
  const { first, last } = exportPeriod(query);
  const where: SQL[] = [eq(contacts.userId, user.id)];
  if (first !== undefined) where.push(gte(contacts.createdAt, first));
  if (last !== undefined) where.push(lte(contacts.createdAt, last));
  const rows = await deps.db
    .select({ profile: profiles, savedAt: contacts.createdAt })
    .from(contacts)
    .innerJoin(profiles, eq(profiles.id, contacts.profileId))
    .where(and(...where))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(LIMITS.contacts);
  const cardOf = new Map(
    (
      await loadProfileCards(
        deps,
        rows.map((r) => r.profile),
      )
    ).map((card) => [card.profile.id, card]),
  );
  return rows.flatMap((r) => {
    const card = cardOf.get(r.profile.id);
    return card ? [{ card, savedAt: r.savedAt }] : [];
  });
}

/** A saved card as a CRM row: the first company it shows, with the person's title there. */
function exportContact({ view }: ProfileCard, savedAt: number): ExportContact {
  const company = view.companies[0];
  return {
    fullName: view.fullName,
    email: company?.colleague.workEmail || view.email,
    phone: company?.colleague.workPhone || view.phone,
    company: company?.name ?? '',
    jobTitle: company?.colleague.jobTitle ?? '',
    website: company?.websiteUrl || view.cardUrl,
    note: view.description,
    source: `Saved from card ${view.cardUrl}`,
    at: savedAt,
    city: '',
    country: '',
  };
}

/** GET /contacts/export: my saved contacts as a HubSpot or Salesforce CSV, or one vCard file. */
export async function exportContacts(deps: Deps, user: Pick<User, 'id'>, query: Query): Promise<Response> {
  const saved = await savedCards(deps, user, query);
  const now = deps.clock.now();
  if (query.format === 'vcard') {
    const text = saved
      .map(({ card }) => buildVcard({ ...vcardInputOf(card.view), url: card.view.cardUrl }))
      .join('');
    return new Response(text, {
      headers: {
        'content-type': 'text/vcard; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFilename('contacts', 'all', now, 'vcf')}"`,
        'cache-control': 'no-store',
      },
    });
  }
  const format = query.format ?? 'hubspot';
  const layout = CRM_LAYOUTS[format];
  async function* rows() {
    yield saved.map(({ card, savedAt }) => layout.row(exportContact(card, savedAt)));
  }
  return csvResponse(exportFilename('contacts', format, now, 'csv'), layout.header, rows());
}
