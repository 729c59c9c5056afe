import type { crm as en } from '../en/crm';

// Texter för CRM-kopplingar (issue 31): företagsdialogens CRM-flik, mejlet om att koppla igen, anteckningen en
// lead tar med sig till CRM:et.
export const crm: Record<keyof typeof en, string> = {
  crmReconnectSubject: 'Koppla {provider} till {company} igen',
  crmReconnectBody:
    '{provider} ({account}) godtar inte längre kopplingen till {company}, så Dynacard kan inte skicka nya leads dit. En ägare av företaget kopplar det igen under Företag › {company} › CRM.',
  crmReconnectWaiting:
    'Inget går förlorat: {count, plural, =0 {nya leads väntar} one {# lead väntar} other {# leads väntar}} och skickas till {provider} så snart det är kopplat igen.',
  crmReconnectAction: 'Koppla {provider} igen',
  crmNoteSubject: 'Lead från Dynacard',
  crmNoteEvent: 'Event',
  crmNoteSource: 'Källa',
  crmNoteTags: 'Taggar',
  crmNoteCapturedBy: 'Fångad av',
};
