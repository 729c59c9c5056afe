// A lead goes to the CRM as soon as the leads module has it ready, not at the next ten seconds' sweep (issue 31:
// in the CRM before the next visitor): a paper card once it is read, a scanned code once it is captured, an edit
// once it is saved. No sweep is run here and the clock does not move: only the background pass the signal starts
// can have sent them.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { leads } from '@db/schema';
import type { LeadItem } from '@shared/types/leads';
import { eq } from 'drizzle-orm';
import { ANNA, answeringReader, cardJpeg, postCode, postScan } from '../leads/capture-kit';
import { useCardReader } from '../leads/card-reader-port';
import { cardsReadIdle } from '../leads/reading';
import { type CrmTestApp, crmTestApp } from './test-kit';

let c: CrmTestApp;
beforeAll(async () => {
  c = await crmTestApp();
  useCardReader(c.t.deps, answeringReader());
  expect((await c.connect('hubspot')).location).toContain('crm=connected');
  await c.idle();
});
afterAll(() => c.close());

const contactOf = (email: string) =>
  [...c.hubspot.contacts.values()].find((contact) => contact.properties.email === email);

test('a paper card scanned by a colleague is in HubSpot once it is read', async () => {
  const res = await postScan(
    c.colleague,
    { front: await cardJpeg(1200, 800) },
    { company: c.company.shortId, consent: 'true' },
  );
  expect(res.status).toBe(202);
  expect(res.body.data.scanState).toBe('reading');
  await cardsReadIdle(c.t.deps);
  await c.idle();
  expect(contactOf(ANNA.emails[0])?.properties).toMatchObject({
    firstname: 'Anna',
    lastname: 'Lindqvist',
    company: 'Nordic Steel AB',
  });
  const [lead] = await c.t.db.select().from(leads).where(eq(leads.shortId, res.body.data.shortId));
  expect(await c.syncOf(lead)).toMatchObject({ state: 'synced', sentVersion: lead.version });
});

test('a badge’s code is in HubSpot at once, and an edit of it follows at once', async () => {
  const vcard =
    'BEGIN:VCARD\nVERSION:3.0\nFN:Mikko Virtanen\nORG:Kone Oyj\nEMAIL:mikko@kone.example\nEND:VCARD';
  const res = await postCode(c.colleague, vcard, { company: c.company.shortId, consent: true });
  expect(res.status).toBe(201);
  await c.idle();
  expect(contactOf('mikko@kone.example')?.properties).toMatchObject({
    firstname: 'Mikko',
    company: 'Kone Oyj',
  });

  const edited = await c.colleague.patch<LeadItem>(`/api/v1/leads/${res.body.data.shortId}`, {
    title: 'Myyntijohtaja',
  });
  expect(edited.status).toBe(200);
  await c.idle();
  expect(contactOf('mikko@kone.example')?.properties.jobtitle).toBe('Myyntijohtaja');
  expect(
    [...c.hubspot.contacts.values()].filter((x) => x.properties.email === 'mikko@kone.example'),
  ).toHaveLength(1);
});
