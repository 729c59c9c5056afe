// The answers to a card's own questions (issue 32) travel to the CRM appended to the note (HubSpot) and to the
// description (Salesforce), labelled as they were asked, yes/no in the connecting owner's language.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { type CrmTestApp, crmTestApp } from './test-kit';

let c: CrmTestApp;
beforeAll(async () => {
  c = await crmTestApp();
});
afterAll(() => c.close());

const answers = [
  { id: 'size', label: 'Team size', type: 'choice' as const, value: '11–50' },
  { id: 'topics', label: 'Interested in', type: 'choice' as const, value: ['Cards', 'CRM'] },
  { id: 'news', label: 'Send me news', type: 'checkbox' as const, value: false },
];

test('HubSpot: the answers are lines of the note after the visitor’s own', async () => {
  expect((await c.connect('hubspot')).location).toContain('crm=connected');
  await c.idle();
  await c.seedLead({ fullName: 'Anna Berg', email: 'anna@kund.example', origin: 'card-page', answers });
  expect(await c.sweep()).toMatchObject({ synced: 1 });
  const [note] = [...c.hubspot.notes.values()];
  expect(note.properties.hs_note_body).toStartWith(
    'Wants a quote for 20 cards<br>Team size: 11–50<br>Interested in: Cards, CRM<br>Send me news: no<br><br>',
  );
});
