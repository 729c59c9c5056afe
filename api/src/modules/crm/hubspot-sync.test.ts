// The sync queue against the HubSpot stand-in: a lead becomes one contact with its note and stays one after an
// edit (upsert by e-mail), the mapping is respected, a lead without e-mail is matched by name and company, 429
// and 5xx are tried again with back-off (the clock is moved, never slept on), a refused lead says why and is sent
// again, an expired token is renewed, a revoked grant asks the owners to reconnect once and loses nothing, a hung
// HubSpot holds no request, and a burst of 50 leads all arrive.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companies, crmConnections, leadSyncs } from '@db/schema';
import type { LeadItem } from '@shared/types/leads';
import { eq } from 'drizzle-orm';
import type { CrmStatus, LeadSyncView } from './response-schemas';
import { type CrmTestApp, crmTestApp } from './test-kit';

let c: CrmTestApp;
beforeAll(async () => {
  c = await crmTestApp();
  expect((await c.connect('hubspot')).location).toContain('crm=connected');
  await c.idle();
});
afterAll(() => c.close());

const SECOND = 1000;
const contactOf = (email: string) =>
  [...c.hubspot.contacts.values()].find((contact) => contact.properties.email === email);
const connection = async () => (await c.t.db.select().from(crmConnections))[0];

describe('a lead into HubSpot', () => {
  test('becomes one contact with the mapped fields, and a note with the event and the source', async () => {
    const event = await c.seedEvent('Elmia 2027');
    const lead = await c.seedLead({
      fullName: 'Anna-Lena Berg',
      email: 'Anna@Kund.example',
      title: 'Inköpschef',
      eventId: event.id,
      tags: ['hot', 'builder'],
    });
    const result = await c.sweep();
    expect(result).toMatchObject({ queued: 1, synced: 1, failed: 0 });
    const contact = contactOf('anna@kund.example');
    expect(contact?.properties).toEqual({
      firstname: 'Anna-Lena',
      lastname: 'Berg',
      email: 'anna@kund.example',
      phone: '+46 70 123 45 67',
      company: 'Kund AB',
      jobtitle: 'Inköpschef',
      website: 'https://kund.example',
      address: 'Storgatan 1, Göteborg',
    });
    const [note] = [...c.hubspot.notes.values()];
    expect(note.contactIds).toEqual([contact?.id ?? '']);
    // The connecting owner's language (English here).
    expect(note.properties.hs_note_body).toBe(
      'Wants a quote for 20 cards<br><br>Event: Elmia 2027<br>Source: Paper business card (Dynacard scan)<br>Tags: hot, builder<br>Captured by: Olle Owner',
    );
    expect(await c.syncOf(lead)).toMatchObject({
      state: 'synced',
      externalId: contact?.id,
      noteExternalId: note.id,
      sentVersion: 1,
      attempts: 0,
      lastError: null,
      syncedAt: c.t.clock.now(),
    });
    // Nothing changed: the next sweeps send nothing.
    c.hubspot.clear();
    c.t.clock.advance(11 * 60_000); // past the full comparison too
    expect(await c.sweep()).toMatchObject({ queued: 0, synced: 0 });
    expect(c.hubspot.requests).toEqual([]);
  });

  test('an edit updates the same contact and note: no second contact', async () => {
    const lead = await c.seedLead({ fullName: 'Bo Ek', email: 'bo@kund.example' });
    await c.sweep();
    const before = c.hubspot.contacts.size;
    c.t.clock.advance(SECOND);
    await c.editLead(lead, { title: 'CEO', note: 'Call back in May' });
    expect(await c.sweep()).toMatchObject({ queued: 1, synced: 1 });
    expect(c.hubspot.contacts.size).toBe(before);
    expect(contactOf('bo@kund.example')?.properties.jobtitle).toBe('CEO');
    const sync = await c.syncOf(lead);
    expect(sync.sentVersion).toBe(2);
    expect(c.hubspot.notes.get(sync.noteExternalId ?? '')?.properties.hs_note_body).toStartWith(
      'Call back in May',
    );
  });

  test('the same person captured twice (same e-mail) is one contact', async () => {
    const before = c.hubspot.contacts.size;
    await c.seedLead({ fullName: 'Cecilia Dahl', email: 'cecilia@kund.example', title: 'Buyer' });
    await c.seedLead({ fullName: 'Cecilia Dahl', email: 'CECILIA@kund.example', title: 'Head buyer' });
    await c.sweep();
    expect(c.hubspot.contacts.size).toBe(before + 1);
    expect(contactOf('cecilia@kund.example')?.properties.jobtitle).toBe('Head buyer');
  });

  test('without an e-mail: found by name and company, else created', async () => {
    const first = await c.seedLead({ fullName: 'Dan Nilsson', email: '', company: 'Byggare AB' });
    await c.sweep();
    const created = (await c.syncOf(first)).externalId;
    expect(c.hubspot.contacts.get(created ?? '')?.properties).toMatchObject({
      firstname: 'Dan',
      lastname: 'Nilsson',
    });
    const again = await c.seedLead({
      fullName: 'Dan Nilsson',
      email: '',
      company: 'Byggare AB',
      phone: '+46 31 12 34 56',
    });
    await c.sweep();
    expect((await c.syncOf(again)).externalId).toBe(created);
    expect(c.hubspot.contacts.get(created ?? '')?.properties.phone).toBe('+46 31 12 34 56');
  });

  test('the mapping is respected: a field left out, the event to a custom property', async () => {
    const put = await (await c.asOwner()).send('PUT', `${c.base}/mapping`, {
      title: '',
      event: 'dynacard_event',
      web: '',
    });
    expect(put.status).toBe(200);
    const event = await c.seedEvent('Nordbygg 2027');
    await c.seedLead({ fullName: 'Eva Ström', email: 'eva@kund.example', eventId: event.id });
    await c.sweep();
    const properties = contactOf('eva@kund.example')?.properties ?? {};
    expect(properties.dynacard_event).toBe('Nordbygg 2027');
    expect(properties).not.toHaveProperty('jobtitle');
    expect(properties).not.toHaveProperty('website');
    await (await c.asOwner()).send('PUT', `${c.base}/mapping`, {
      title: 'jobtitle',
      event: '',
      web: 'website',
    });
  });

  test('a paper card being read waits, and goes once it is read', async () => {
    const reading = await c.seedLead({ fullName: '', email: '', scanState: 'reading' });
    await c.sweep();
    expect(await c.syncOf(reading)).toBeUndefined();
    const sent = await (await c.asOwner()).post(`${c.base}/leads/${reading.shortId}/sync`);
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe('The card is still being read: it is sent as soon as it is read');
    await c.editLead(reading, { scanState: 'read', fullName: 'Fia Lund', email: 'fia@kund.example' });
    await c.sweep();
    expect(contactOf('fia@kund.example')).toBeDefined();
  });

  test('erased on request: the lead and its sync records go; the answer names HubSpot, whose record stays', async () => {
    const lead = await c.seedLead({ fullName: 'Erik Erase', email: 'erik@kund.example' });
    await c.sweep();
    expect((await c.syncOf(lead))?.state).toBe('synced');
    const owner = await c.asOwner();
    const erased = await owner.delete<{ syncRecords: number; crmRecords: string[]; notice: string }>(
      `/api/v1/leads/${lead.shortId}?erase=true`,
    );
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ syncRecords: 1, crmRecords: ['hubspot'] });
    expect(erased.body.data.notice).toContain('CRM');
    expect(await c.syncOf(lead)).toBeUndefined();
    expect(contactOf('erik@kund.example')).toBeDefined(); // not ours to delete
  });
});

describe('when HubSpot says no', () => {
  test('429: waits for Retry-After, no attempt spent, the whole connection pauses', async () => {
    c.hubspot.switches.rateLimit = 1;
    c.hubspot.switches.retryAfter = 30;
    const lead = await c.seedLead({ email: 'rate@kund.example' });
    const other = await c.seedLead({ email: 'rate2@kund.example' });
    await c.sweep();
    const sync = await c.syncOf(lead);
    const waiting = [sync, await c.syncOf(other)].find((s) => s.lastError);
    expect(waiting).toMatchObject({
      state: 'queued',
      attempts: 0,
      nextAttemptAt: c.t.clock.now() + 30 * SECOND,
    });
    expect(waiting?.lastError).toStartWith('HubSpot asked us to slow down');
    expect((await connection()).pausedUntil).toBe(c.t.clock.now() + 30 * SECOND);
    expect((await c.status()).connection?.pausedUntil).toBe(c.t.clock.now() + 30 * SECOND);
    c.hubspot.clear();
    c.t.clock.advance(29 * SECOND);
    await c.sweep();
    expect(c.hubspot.requests).toEqual([]);
    c.t.clock.advance(SECOND);
    await c.sweep();
    expect((await c.syncOf(lead)).state).toBe('synced');
    expect((await c.syncOf(other)).state).toBe('synced');
  });

  test('5xx: tried again after 30 s, then 60 s, and arrives', async () => {
    c.hubspot.switches.fail = 2;
    c.hubspot.switches.failStatus = 503;
    const lead = await c.seedLead({ email: 'down@kund.example' });
    await c.sweep();
    expect(await c.syncOf(lead)).toMatchObject({
      state: 'queued',
      attempts: 1,
      nextAttemptAt: c.t.clock.now() + 30 * SECOND,
      lastError: 'HubSpot failed (HTTP 503): internal error',
    });
    c.hubspot.clear();
    await c.sweep();
    expect(c.hubspot.requests).toEqual([]); // not due yet: nothing sent
    c.t.clock.advance(30 * SECOND);
    await c.sweep();
    expect(await c.syncOf(lead)).toMatchObject({
      state: 'queued',
      attempts: 2,
      nextAttemptAt: c.t.clock.now() + 60 * SECOND,
    });
    c.t.clock.advance(60 * SECOND);
    await c.sweep();
    expect(await c.syncOf(lead)).toMatchObject({ state: 'synced', attempts: 0, lastError: null });
  });

  test('a refused lead fails with HubSpot’s reason, shows in the status, and is sent again', async () => {
    // A custom property the portal does not have.
    expect((await (await c.asOwner()).send('PUT', `${c.base}/mapping`, { title: 'job_level' })).status).toBe(
      200,
    );
    const lead = await c.seedLead({ fullName: 'Gustav Holm', email: 'gustav@kund.example' });
    await c.sweep();
    const failed = await c.syncOf(lead);
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'HubSpot refused: Property "job_level" does not exist',
    });
    // Not tried again on its own.
    c.t.clock.advance(2 * 60 * 60_000);
    c.hubspot.clear();
    await c.sweep();
    expect(c.hubspot.received('POST', '/crm/v3/objects/contacts/batch/upsert')).toEqual([]);
    const status = await c.status();
    expect(status.connection?.counts.failed).toBe(1);
    expect(status.connection?.failed).toEqual([
      expect.objectContaining({
        leadId: lead.shortId,
        name: 'Gustav Holm',
        email: 'gustav@kund.example',
        state: 'failed',
        lastError: 'HubSpot refused: Property "job_level" does not exist',
      }),
    ]);
    // The leads list says it too, beside the lead (the company's list, and the holder's own).
    const company = (await c.t.db.select().from(companies).where(eq(companies.id, lead.companyId!)))[0];
    const listed = await (await c.asOwner()).get<{ items: LeadItem[] }>(
      `/api/v1/companies/${company.shortId}/leads?q=Gustav`,
    );
    expect(listed.body.data.items[0]?.crm).toEqual({
      provider: 'hubspot',
      state: 'failed',
      error: 'HubSpot refused: Property "job_level" does not exist',
      syncedAt: null,
    });

    await (await c.asOwner()).send('PUT', `${c.base}/mapping`, { title: 'jobtitle' });
    const again = await (await c.asOwner()).post<LeadSyncView>(`${c.base}/leads/${lead.shortId}/sync`);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('The lead is sent again');
    expect(again.body.data).toMatchObject({
      leadId: lead.shortId,
      state: 'queued',
      attempts: 0,
      lastError: null,
    });
    await c.sweep();
    expect(await c.syncOf(lead)).toMatchObject({ state: 'synced' });
    expect(contactOf('gustav@kund.example')?.properties.jobtitle).toBe('Buyer');
    expect((await c.status()).connection?.counts.failed).toBe(0);
    const own = await (await c.asOwner()).get<{ items: LeadItem[] }>('/api/v1/leads?q=Gustav');
    expect(own.body.data.items[0]?.crm).toMatchObject({ provider: 'hubspot', state: 'synced', error: null });
  });

  test('"send again" of a lead of another company is 404', async () => {
    const foreign = await c.seedLead({ companyId: c.otherCompany.id });
    expect((await (await c.asOwner()).post(`${c.base}/leads/${foreign.shortId}/sync`)).status).toBe(404);
  });
});

describe('tokens', () => {
  test('an access token about to end is renewed first', async () => {
    c.hubspot.clear();
    c.t.clock.advance(31 * 60_000);
    await c.seedLead({ email: 'renew@kund.example' });
    await c.sweep();
    const [renewal] = c.hubspot.received('POST', '/oauth/v1/token');
    expect(renewal.body).toMatchObject({ grant_type: 'refresh_token', client_id: 'hubspot-client' });
    expect(contactOf('renew@kund.example')).toBeDefined();
    expect((await connection()).accessExpiresAt).toBe(c.t.clock.now() + 1800_000);
  });

  test('a 401 renews the token once and the call goes through', async () => {
    c.hubspot.expireAccessTokens();
    c.hubspot.clear();
    await c.seedLead({ email: 'expired@kund.example' });
    await c.sweep();
    expect(c.hubspot.received('POST', '/oauth/v1/token')).toHaveLength(1);
    expect(contactOf('expired@kund.example')).toBeDefined();
  });

  test('a revoked grant: reconnect, one mail, nothing lost, and all of it arrives after connecting again', async () => {
    c.hubspot.revokeAll();
    c.t.smtp.inbox.length = 0;
    const waiting = [
      await c.seedLead({ email: 'lost1@kund.example' }),
      await c.seedLead({ email: 'lost2@kund.example' }),
    ];
    await c.sweep();
    expect((await connection()).state).toBe('reconnect');
    const status = await c.status();
    expect(status.connection).toMatchObject({ state: 'reconnect', counts: { queued: 2 } });
    for (const lead of waiting) {
      expect(await c.syncOf(lead)).toMatchObject({
        state: 'queued',
        attempts: 0,
        lastError: 'Waiting for HubSpot to be connected again',
      });
    }
    const mail = await c.t.smtp.waitFor('olle@nordvik.example');
    expect(mail.to).toEqual(['olle@nordvik.example']);
    expect(mail.subject).toBe('Connect HubSpot to Nordvik Bygg AB again');
    expect(mail.text).toContain('2 leads wait');
    expect(mail.text).toContain(`/dashboard/companies?crm=reconnect&company=${c.company.shortId}`);

    // More sweeps and more leads: no second mail, nothing sent, nothing dropped.
    c.hubspot.clear();
    waiting.push(await c.seedLead({ email: 'lost3@kund.example' }));
    c.t.clock.advance(60 * SECOND);
    await c.sweep();
    await c.sweep();
    expect(c.hubspot.requests).toEqual([]);
    await Bun.sleep(50);
    expect(c.t.smtp.inbox).toHaveLength(0);

    expect((await c.connect('hubspot', await c.asOwner())).location).toContain('crm=connected');
    await c.sweep();
    for (const lead of waiting) expect((await c.syncOf(lead)).state).toBe('synced');
    expect(contactOf('lost3@kund.example')).toBeDefined();
    expect((await c.status()).connection).toMatchObject({ state: 'connected', counts: { queued: 0 } });
  });
});

describe('a hung HubSpot', () => {
  test('times out in the sweep while every request is answered at once', async () => {
    const lead = await c.seedLead({ email: 'hung@kund.example' });
    c.hubspot.switches.hang = true;
    const sweeping = c.sweep();
    await Bun.sleep(100); // the sweep is waiting on HubSpot now
    const started = performance.now();
    const owner = await c.asOwner();
    expect((await owner.get<CrmStatus>(c.base)).status).toBe(200);
    expect((await owner.post(`${c.base}/leads/${lead.shortId}/sync`)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    const result = await sweeping;
    expect(result.synced).toBe(0);
    expect(await c.syncOf(lead)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'HubSpot did not answer in time',
    });
    c.hubspot.release();
    c.t.clock.advance(30 * SECOND);
    await c.sweep();
    expect((await c.syncOf(lead)).state).toBe('synced');
  });
});

test('a burst of 50 leads all arrive, one contact each', async () => {
  const before = c.hubspot.contacts.size;
  const burst = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      c.seedLead({ fullName: `Burst Person${i}`, email: `burst${i}@kund.example` }),
    ),
  );
  await c.sweep();
  const syncs = await c.t.db.select().from(leadSyncs).where(eq(leadSyncs.state, 'synced'));
  for (const lead of burst) expect(syncs.some((s) => s.leadId === lead.id)).toBe(true);
  expect(c.hubspot.contacts.size).toBe(before + 50);
});
