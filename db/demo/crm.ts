// The demo's CRM connection (issue 31): the ordering company connected to HubSpot, with two paper cards scanned at
// its stand at the demo's fair (the event of scanned-leads.ts) — one in HubSpot, one HubSpot refused, with its
// reason — as the sync queue leaves them. Nothing
// calls out: no HubSpot app is configured in the demo, so the sweep leaves the connection alone (its tokens are
// placeholders; with an app configured it would ask its owners to connect again). Made again on each run.
import { type Company, crmConnections, leadEvents, leadSyncs, leads, type User } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_MAPPING } from '../../api/src/modules/crm';
import { encrypt, shortId } from '../../api/src/platform/crypto';
import type { Deps } from '../../api/src/platform/deps';
import { ORDERING_COMPANY } from './orders';
import { DEMO_EVENT } from './scanned-leads';

const HOUR = 3_600_000;

const SCANNED = [
  {
    clientKey: 'demo-crm-synced',
    fullName: 'Maja Lindqvist',
    title: 'Inköpschef',
    company: 'Göta Fasad AB',
    email: 'maja.lindqvist@gotafasad.example',
    phone: '+46 31 123 45 67',
    web: 'https://gotafasad.example',
    note: 'Vill ha offert på 40 kort till montörerna',
  },
  {
    clientKey: 'demo-crm-failed',
    fullName: 'Erik Holm',
    title: 'Projektledare',
    company: 'Byggpartner i Borås',
    // As read from a smudged card: HubSpot refuses the address.
    email: 'erik.holm@byggpartner',
    phone: '+46 33 98 76 54',
    web: '',
    note: 'Ring efter mässan',
  },
];

/** The scanned leads this part of the demo adds to the owner's leads. */
export const DEMO_CRM_LEADS = SCANNED.map((lead) => lead.fullName);

export async function seedCrm(deps: Deps, companyByName: Map<string, Company>, owner: User) {
  const company = companyByName.get(ORDERING_COMPANY);
  if (!company) throw new Error(`the demo has no ${ORDERING_COMPANY}`);
  const now = deps.clock.now();
  const [event] = await deps.db
    .insert(leadEvents)
    .values({ shortId: shortId(), companyId: company.id, name: DEMO_EVENT, createdAt: now - 30 * HOUR })
    .onConflictDoUpdate({ target: [leadEvents.companyId, leadEvents.name], set: { name: DEMO_EVENT } })
    .returning();
  const scanned = [];
  for (const [i, demo] of SCANNED.entries()) {
    const createdAt = now - (26 - i) * HOUR;
    const fields = {
      ...demo,
      holderUserId: owner.id,
      companyId: company.id,
      origin: 'paper-card' as const,
      scanState: 'read' as const,
      eventId: event.id,
      tags: ['mässa'],
      consentText: 'Besökaren godkände att kontaktuppgifterna sparas och skickas till vårt CRM.',
      consentAt: createdAt,
      consentWay: 'salesperson' as const,
      version: 1,
      createdAt,
      updatedAt: createdAt,
      readAt: createdAt,
    };
    const [existing] = await deps.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.holderUserId, owner.id), eq(leads.clientKey, demo.clientKey)));
    const [lead] = existing
      ? await deps.db.update(leads).set(fields).where(eq(leads.id, existing.id)).returning()
      : await deps.db
          .insert(leads)
          .values({ ...fields, shortId: shortId() })
          .returning();
    scanned.push(lead);
  }

  // The connection made anew (its queue goes with it), then the two leads' syncs as the sweep left them.
  await deps.db.delete(crmConnections).where(eq(crmConnections.companyId, company.id));
  const placeholder = encrypt('demo-placeholder-not-a-token', deps.config.secret);
  const [connection] = await deps.db
    .insert(crmConnections)
    .values({
      companyId: company.id,
      provider: 'hubspot',
      state: 'connected',
      accountName: 'nordvik-bygg.hubspot.com',
      accountId: 'demo',
      accessToken: placeholder,
      refreshToken: placeholder,
      accessExpiresAt: now - HOUR,
      scope: 'oauth crm.objects.contacts.read crm.objects.contacts.write',
      mapping: DEFAULT_MAPPING.hubspot,
      connectedAt: now - 48 * HOUR,
      connectedByUserId: owner.id,
      // Every lead of the company is looked at already: the sweep queues only what changes from now on.
      sweptAt: now,
      sweptLeadId: Math.max(...scanned.map((lead) => lead.id)),
      reconciledAt: now,
      updatedAt: now,
    })
    .returning();
  const [synced, failed] = scanned;
  await deps.db.insert(leadSyncs).values([
    {
      leadId: synced.id,
      connectionId: connection.id,
      state: 'synced',
      attempts: 0,
      nextAttemptAt: synced.createdAt + 5000,
      externalId: '51234',
      noteExternalId: '90817',
      queuedVersion: 1,
      sentVersion: 1,
      syncedAt: synced.createdAt + 5000,
      createdAt: synced.createdAt + 2000,
      updatedAt: synced.createdAt + 5000,
    },
    {
      leadId: failed.id,
      connectionId: connection.id,
      state: 'failed',
      attempts: 1,
      nextAttemptAt: failed.createdAt + 5000,
      lastError: 'HubSpot refused: Email address erik.holm@byggpartner is invalid',
      queuedVersion: 1,
      sentVersion: 0,
      createdAt: failed.createdAt + 2000,
      updatedAt: failed.createdAt + 5000,
    },
  ]);
  return SCANNED.length;
}
