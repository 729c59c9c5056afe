// Shared set-up of the CRM tests: the app pointed at the HubSpot and Salesforce stand-ins on loopback ports, a
// company with its owner and a colleague, another company with its owner, the connect flow as a browser walks
// it, and leads written straight into the database as the capture would (a small kit of our own: the leads
// module's capture routes are another helper's).
import { type Lead, leadEvents, leadSyncs, leads } from '@db/schema';
import { eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/harness';
import { startHubSpotStandIn } from '../../../test/hubspot-stand-in';
import { startSalesforceStandIn } from '../../../test/salesforce-stand-in';
import { shortId } from '../../platform/crypto';
import type { CrmStatus } from './response-schemas';
import { syncCrm, syncIdle } from './sync';
import { revocationsIdle } from './tokens';

export async function crmTestApp(env: Record<string, string> = {}) {
  const hubspot = await startHubSpotStandIn();
  const salesforce = await startSalesforceStandIn();
  const t = await createTestApp({ ...hubspot.env, ...salesforce.env, CRM_TIMEOUT_MS: '2000', ...env });
  hubspot.followClock(t.clock);
  const ownerUser = await seedUser(t, { fullName: 'Olle Owner', email: 'olle@nordvik.example', lang: 'en' });
  const company = await seedCompany(t, { ownerId: ownerUser.id, name: 'Nordvik Bygg AB' });
  const colleagueUser = await seedUser(t, { fullName: 'Lina Colleague' });
  await seedMember(t, { companyId: company.id, userId: colleagueUser.id });
  const otherOwnerUser = await seedUser(t, { fullName: 'Otto Other' });
  const otherCompany = await seedCompany(t, { ownerId: otherOwnerUser.id, name: 'Other AB' });
  const owner = await signIn(t, ownerUser);
  const colleague = await signIn(t, colleagueUser);
  const otherOwner = await signIn(t, otherOwnerUser);
  const base = `/api/v1/companies/${company.shortId}/crm`;

  /** Connect as the owner's browser does: the address, the CRM's page, the callback; the final redirect. */
  async function connect(
    provider: 'hubspot' | 'salesforce',
    client = owner,
    companyShortId = company.shortId,
  ) {
    const start = await client.post<{ url: string }>(
      `/api/v1/companies/${companyShortId}/crm/connect/${provider}`,
    );
    if (start.status !== 200) return { start, location: '', callback: null };
    const atCrm = await fetch(start.body.data.url, { redirect: 'manual' });
    const callback = new URL(atCrm.headers.get('location') ?? '');
    const back = await client.get(`${callback.pathname}${callback.search}`);
    return { start, callback, back, location: back.headers.get('location') ?? '' };
  }

  let serial = 0;
  /** A lead of the company, captured by the owner (as the scanner saves one). */
  async function seedLead(fields: Partial<typeof leads.$inferInsert> = {}): Promise<Lead> {
    const now = t.clock.now();
    const n = ++serial;
    const [lead] = await t.db
      .insert(leads)
      .values({
        shortId: shortId(),
        holderUserId: ownerUser.id,
        companyId: company.id,
        origin: 'paper-card',
        fullName: `Visitor Number${n}`,
        email: `visitor${n}@example.se`,
        phone: '+46 70 123 45 67',
        company: 'Kund AB',
        title: 'Buyer',
        web: 'https://kund.example',
        address: 'Storgatan 1, Göteborg',
        note: 'Wants a quote for 20 cards',
        createdAt: now,
        updatedAt: now,
        ...fields,
      })
      .returning();
    return lead;
  }

  /** A change of the lead's content, as the leads module makes one: the version bumped. */
  async function editLead(lead: Pick<Lead, 'id'>, fields: Partial<typeof leads.$inferInsert>) {
    const [current] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    const [edited] = await t.db
      .update(leads)
      .set({ ...fields, version: current.version + 1, updatedAt: t.clock.now() })
      .where(eq(leads.id, lead.id))
      .returning();
    return edited;
  }

  async function seedEvent(name: string) {
    const [event] = await t.db
      .insert(leadEvents)
      .values({ shortId: shortId(), companyId: company.id, name, createdAt: t.clock.now() })
      .returning();
    return event;
  }

  const syncOf = async (lead: Pick<Lead, 'id'>) =>
    (await t.db.select().from(leadSyncs).where(eq(leadSyncs.leadId, lead.id)))[0];

  return {
    t,
    hubspot,
    salesforce,
    company,
    otherCompany,
    ownerUser,
    owner,
    colleague,
    otherOwner,
    base,
    connect,
    seedLead,
    editLead,
    seedEvent,
    syncOf,
    /** One run of the 'crm-sync' job, as the scheduler does it (the background ones finished first). */
    sweep: async () => {
      await syncIdle(t.deps);
      return syncCrm(t.deps);
    },
    /** A fresh owner session: the tests move the clock past session lifetimes. */
    asOwner: () => signIn(t, ownerUser),
    status: async () => (await (await signIn(t, ownerUser)).get<CrmStatus>(base)).body.data,
    idle: async () => {
      await syncIdle(t.deps);
      await revocationsIdle(t.deps);
    },
    async close() {
      await syncIdle(t.deps);
      await revocationsIdle(t.deps);
      hubspot.stop();
      salesforce.stop();
      await t.close();
    },
  };
}

export type CrmTestApp = Awaited<ReturnType<typeof crmTestApp>>;
