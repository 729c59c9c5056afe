// The sync queue against the Salesforce stand-in (jsforce): a lead becomes one Lead (found by Email with SOQL,
// else created) with a completed Task carrying its note, event and source, and stays one after an edit; without
// an e-mail it is matched by name and company; 429 and 5xx are tried again with back-off; a validation rule's
// refusal fails the lead with its reason until sent again; an expired session is renewed; a revoked grant waits
// for an owner; a hung org holds nothing.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { crmConnections } from '@db/schema';
import { type CrmTestApp, crmTestApp } from './test-kit';

let c: CrmTestApp;
beforeAll(async () => {
  c = await crmTestApp();
  expect((await c.connect('salesforce')).location).toContain('crm=connected');
  await c.idle();
});
afterAll(() => c.close());

const SECOND = 1000;
const leadOf = (email: string) => [...c.salesforce.leads.values()].find((lead) => lead.Email === email);
const connection = async () => (await c.t.db.select().from(crmConnections))[0];

describe('a lead into Salesforce', () => {
  test('becomes one Lead with the mapped fields and a completed Task', async () => {
    const event = await c.seedEvent('Elmia 2027');
    const lead = await c.seedLead({ fullName: 'Anna Berg', email: 'anna@kund.example', eventId: event.id });
    expect(await c.sweep()).toMatchObject({ queued: 1, synced: 1 });
    const sfLead = leadOf('anna@kund.example');
    expect(sfLead).toEqual({
      Id: expect.stringMatching(/^00Q/),
      FirstName: 'Anna',
      LastName: 'Berg',
      Email: 'anna@kund.example',
      Phone: '+46 70 123 45 67',
      Company: 'Kund AB',
      Title: 'Buyer',
      Website: 'https://kund.example',
      Street: 'Storgatan 1, Göteborg',
      Description: 'Wants a quote for 20 cards',
    });
    const [task] = [...c.salesforce.tasks.values()];
    expect(task).toMatchObject({
      WhoId: sfLead?.Id,
      Subject: 'Dynacard lead: Elmia 2027',
      Status: 'Completed',
      ActivityDate: '2026-01-15',
    });
    expect(task.Description).toBe(
      'Wants a quote for 20 cards\n\nEvent: Elmia 2027\nSource: Paper business card (Dynacard scan)\nCaptured by: Olle Owner',
    );
    // Found by Email with SOQL first (an open lead), none there: created.
    const [query] = c.salesforce.received('GET', '/query');
    expect(query.path).toMatch(/^\/services\/data\/v\d+\.\d\/query$/);
    expect(await c.syncOf(lead)).toMatchObject({
      state: 'synced',
      externalId: sfLead?.Id,
      noteExternalId: task.Id,
    });
  });

  test('an edit updates the same Lead and Task; a Lead entered in Salesforce by hand is found by its Email', async () => {
    const lead = await c.seedLead({ fullName: 'Bo Ek', email: 'bo@kund.example' });
    await c.sweep();
    const before = c.salesforce.leads.size;
    c.t.clock.advance(SECOND);
    await c.editLead(lead, { title: 'CEO', note: "Call back in May, it's urgent" });
    await c.sweep();
    expect(c.salesforce.leads.size).toBe(before);
    expect(leadOf('bo@kund.example')?.Title).toBe('CEO');
    const sync = await c.syncOf(lead);
    expect(String(c.salesforce.tasks.get(sync.noteExternalId ?? '')?.Description)).toStartWith(
      "Call back in May, it's urgent",
    );

    c.salesforce.leads.set('00Q000000000999AAA', {
      Id: '00Q000000000999AAA',
      LastName: "O'Brien",
      Company: 'Manual Ltd',
      Email: 'sean@manual.example',
    });
    await c.seedLead({ fullName: "Seán O'Brien", email: 'sean@manual.example', company: 'Manual Ltd' });
    await c.sweep();
    expect(c.salesforce.leads.size).toBe(before + 1);
    expect(c.salesforce.leads.get('00Q000000000999AAA')).toMatchObject({ FirstName: 'Seán', Title: 'Buyer' });
  });

  test('without an e-mail or a company: found by name and company, the company "[not provided]"', async () => {
    const first = await c.seedLead({ fullName: "Dan O'Neil", email: '', company: '' });
    await c.sweep();
    const created = (await c.syncOf(first)).externalId ?? '';
    expect(c.salesforce.leads.get(created)).toMatchObject({ LastName: "O'Neil", Company: '[not provided]' });
    const again = await c.seedLead({ fullName: "Dan O'Neil", email: '', company: '' });
    await c.sweep();
    expect((await c.syncOf(again)).externalId).toBe(created);
  });
});

describe('when Salesforce says no', () => {
  test('429 waits for Retry-After; 5xx backs off; both arrive', async () => {
    c.salesforce.switches.rateLimit = 1;
    c.salesforce.switches.retryAfter = 20;
    const limited = await c.seedLead({ email: 'rate@kund.example' });
    await c.sweep();
    expect(await c.syncOf(limited)).toMatchObject({
      state: 'queued',
      attempts: 0,
      nextAttemptAt: c.t.clock.now() + 20 * SECOND,
    });
    c.t.clock.advance(20 * SECOND);
    await c.sweep();
    expect((await c.syncOf(limited)).state).toBe('synced');

    c.salesforce.switches.fail = 1;
    const down = await c.seedLead({ email: 'down@kund.example' });
    await c.sweep();
    const failing = await c.syncOf(down);
    expect(failing).toMatchObject({
      state: 'queued',
      attempts: 1,
      nextAttemptAt: c.t.clock.now() + 30 * SECOND,
    });
    expect(failing.lastError).toStartWith('Salesforce failed (HTTP 500): UNKNOWN_EXCEPTION');
    c.t.clock.advance(30 * SECOND);
    await c.sweep();
    expect((await c.syncOf(down)).state).toBe('synced');
  });

  test('a validation rule refuses: failed with the reason, and sent again', async () => {
    c.salesforce.switches.invalid = 1;
    const lead = await c.seedLead({ email: 'rule@kund.example' });
    await c.sweep();
    expect(await c.syncOf(lead)).toMatchObject({
      state: 'failed',
      lastError:
        'Salesforce refused: FIELD_CUSTOM_VALIDATION_EXCEPTION: Phone must be a Swedish or Finnish number',
    });
    const again = await (await c.asOwner()).post(`${c.base}/leads/${lead.shortId}/sync`);
    expect(again.status).toBe(200);
    await c.sweep();
    expect((await c.syncOf(lead)).state).toBe('synced');
  });

  test('a custom field the org does not have fails with its name', async () => {
    expect((await (await c.asOwner()).send('PUT', `${c.base}/mapping`, { event: 'Fair__c' })).status).toBe(
      200,
    );
    const event = await c.seedEvent('Nordbygg');
    const lead = await c.seedLead({ email: 'field@kund.example', eventId: event.id });
    await c.sweep();
    expect((await c.syncOf(lead)).lastError).toBe(
      "Salesforce refused: INVALID_FIELD: No such column 'Fair__c' on sobject of type Lead",
    );
    await (await c.asOwner()).send('PUT', `${c.base}/mapping`, { event: 'Dynacard_Event__c' });
    await (await c.asOwner()).post(`${c.base}/leads/${lead.shortId}/sync`);
    await c.sweep();
    expect(leadOf('field@kund.example')?.Dynacard_Event__c).toBe('Nordbygg');
  });
});

describe('sessions', () => {
  test('an expired session (401) is renewed once and the call goes through', async () => {
    c.salesforce.expireAccessTokens();
    c.salesforce.clear();
    await c.seedLead({ email: 'expired@kund.example' });
    await c.sweep();
    const [renewal] = c.salesforce.received('POST', '/services/oauth2/token');
    expect(renewal.body).toMatchObject({ grant_type: 'refresh_token', client_id: 'salesforce-client' });
    expect(leadOf('expired@kund.example')).toBeDefined();
  });

  test('a rotated refresh token is kept', async () => {
    c.salesforce.switches.rotateRefresh = true;
    c.salesforce.expireAccessTokens();
    await c.seedLead({ email: 'rotated1@kund.example' });
    await c.sweep();
    c.salesforce.expireAccessTokens();
    await c.seedLead({ email: 'rotated2@kund.example' });
    await c.sweep();
    c.salesforce.switches.rotateRefresh = false;
    expect(leadOf('rotated2@kund.example')).toBeDefined();
    expect((await connection()).state).toBe('connected');
  });

  test('a revoked grant: reconnect and one mail; the lead waits', async () => {
    c.salesforce.revokeAll();
    const lead = await c.seedLead({ email: 'waits@kund.example' });
    await c.sweep();
    await c.sweep();
    expect((await connection()).state).toBe('reconnect');
    expect((await c.syncOf(lead)).state).toBe('queued');
    const mail = await c.t.smtp.waitFor('olle@nordvik.example');
    expect(mail.subject).toBe('Connect Salesforce to Nordvik Bygg AB again');
    expect((await c.connect('salesforce', await c.asOwner())).location).toContain('crm=connected');
    await c.sweep();
    expect((await c.syncOf(lead)).state).toBe('synced');
  });
});

test('a hung org: the sweep gives up at the deadline, requests are answered meanwhile', async () => {
  const lead = await c.seedLead({ email: 'hung@kund.example' });
  c.salesforce.switches.hang = true;
  const sweeping = c.sweep();
  await Bun.sleep(100);
  const started = performance.now();
  expect((await (await c.asOwner()).get(c.base)).status).toBe(200);
  expect(performance.now() - started).toBeLessThan(1000);
  await sweeping;
  expect(await c.syncOf(lead)).toMatchObject({
    state: 'queued',
    attempts: 1,
    lastError: 'Salesforce did not answer in time',
  });
  c.salesforce.release();
});
