// Request shapes of exchange contact (POST api/v1/profiles/{shortId}/leads) and the holder's leads
// (DESIGN §8: written once, used by the API and its OpenAPI document). A name and a way to reach the visitor
// (email or phone) are needed; the service checks "one of the two" and trims.
import { t } from 'elysia/type-system';
import { Altcha } from './fields';

export const LeadBody = t.Object({
  fullName: t.String({
    minLength: 1,
    maxLength: 100,
    error: 'invalidFullName',
    description: "The visitor's full name",
  }),
  email: t.Optional(
    t.Union([t.Literal(''), t.String({ format: 'email', maxLength: 254 })], {
      error: 'invalidEmail',
      description: "The visitor's email (an email or a phone is needed)",
    }),
  ),
  phone: t.Optional(
    t.String({
      maxLength: 40,
      pattern: '^[+0-9 ()./-]*$',
      error: 'invalidPhone',
      description: "The visitor's phone (an email or a phone is needed)",
    }),
  ),
  company: t.Optional(
    t.String({ maxLength: 100, error: 'invalidLeadCompany', description: "The visitor's company" }),
  ),
  note: t.Optional(
    t.String({ maxLength: 1000, error: 'invalidLeadNote', description: 'A note for the holder' }),
  ),
  tag: t.Optional(
    t.String({
      maxLength: 32,
      pattern: '^[A-Za-z0-9_-]*$',
      error: 'invalidValue',
      description:
        'The dynatag the visitor came through: the tag= of the card page address, which a tag redirecting to the card adds',
    }),
  ),
  // A pattern, not an enum: Elysia fills a missing enum with its first member, and most leads come without it.
  via: t.Optional(
    t.String({
      pattern: '^[qn]$',
      error: 'invalidValue',
      description:
        'How the visitor came to the card page: its address’s s= marker (q a QR code, n an NFC tap)',
    }),
  ),
  altcha: Altcha,
});

export const LeadReadBody = t.Object({
  read: t.Boolean({ error: 'invalidValue', description: 'true marks it seen, false makes it new again' }),
});

const ExportDay = (description: string) =>
  t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', error: 'invalidDate', description });

/**
 * The query of GET api/v1/leads/export and GET api/v1/contacts/export: one shape for both (DESIGN §8).
 * hubspot and salesforce are CSV files whose header row those CRMs map without help; vcard is one .vcf with
 * every contact. card, tag and unread filter leads only (a saved contact is not left on a card, nor new).
 */
export const ContactExportQuery = t.Object({
  // Elysia fills a missing enum with its first member, so the default is listed first.
  format: t.Optional(
    t.UnionEnum(['hubspot', 'salesforce', 'vcard'], {
      error: 'invalidValue',
      description:
        'hubspot: CSV for a HubSpot contact import; salesforce: CSV for the Salesforce Data Import Wizard (Leads); vcard: one vCard 3.0 file. Default: hubspot',
    }),
  ),
  card: t.Optional(
    t.String({
      minLength: 1,
      maxLength: 20,
      error: 'invalidValue',
      description: 'Leads left on this card only (profile shortId)',
    }),
  ),
  tag: t.Optional(
    t.String({
      minLength: 1,
      maxLength: 32,
      error: 'invalidValue',
      description: 'Leads that came through this dynatag only (its shortId)',
    }),
  ),
  from: t.Optional(ExportDay('Left or saved on this day (UTC) or later, YYYY-MM-DD')),
  to: t.Optional(ExportDay('Left or saved on this day (UTC) or earlier, YYYY-MM-DD')),
  unread: t.Optional(t.Boolean({ error: 'invalidValue', description: 'true: new leads only' })),
});
