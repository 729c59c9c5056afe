// Texts of the CRM connections (issue 31): the company dialog's CRM tab, the reconnect mail, the note a lead
// carries into the CRM. English defines the keys.
export const crm = {
  // The reconnect mail (api/src/modules/crm/mail.ts)
  crmReconnectSubject: 'Connect {provider} to {company} again',
  crmReconnectBody:
    '{provider} ({account}) no longer accepts the connection of {company}, so Dynacard cannot send it new leads. An owner of the company connects it again in Companies › {company} › CRM.',
  crmReconnectWaiting:
    'Nothing is lost: {count, plural, =0 {new leads wait} one {# lead waits} other {# leads wait}} and {count, plural, one {goes} other {go}} to {provider} as soon as it is connected again.',
  crmReconnectAction: 'Connect {provider} again',
  // The note (HubSpot) or task (Salesforce) a lead carries (api/src/modules/crm/mapping.ts)
  crmNoteSubject: 'Dynacard lead',
  crmNoteEvent: 'Event',
  crmNoteSource: 'Source',
  crmNoteTags: 'Tags',
  crmNoteCapturedBy: 'Captured by',
} as const;
