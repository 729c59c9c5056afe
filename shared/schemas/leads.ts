// Request shapes of exchange contact (POST api/v1/profiles/{shortId}/leads) and the holder's leads
// (DESIGN §8: written once, used by the API and its OpenAPI document). A name and a way to reach the visitor
// (email or phone) are needed; the service checks "one of the two" and trims.
import { t } from 'elysia/type-system';
import { Altcha } from './fields';
import { LeadAnswersBody } from './lead-form';

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
  answers: t.Optional(LeadAnswersBody),
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

// Issue 31: capture (a paper card's photos, a code), editing, events. One shape for the API, its OpenAPI
// document and the dashboard's scanner and offline queue (site/src/dashboard/contacts/capture/).

/** The most tags one lead has, and the longest one. */
export const LEAD_TAGS_MAX = 10;
export const LEAD_TAG_LENGTH = 40;
/** One photo of a paper card, as sent (the kept copy is ≈1200 px): a phone's camera at full size fits. */
export const SCAN_PHOTO_BYTES = 12 * 1024 * 1024;
/** A scan's body stops being read here: two photos and the form's few fields. */
const SCAN_BODY_BYTES = 2 * SCAN_PHOTO_BYTES + 64 * 1024;
/** The most a scanned code's text may hold (a QR code holds under 3 KB). */
export const CODE_TEXT_MAX = 4096;

const Tag = t.String({
  minLength: 1,
  maxLength: LEAD_TAG_LENGTH,
  pattern: '^[^,]+$',
  error: 'invalidLeadTags',
  description: `A tag, at most ${LEAD_TAG_LENGTH} characters, no comma`,
});
const Tags = t.Array(Tag, {
  maxItems: LEAD_TAGS_MAX,
  error: 'invalidLeadTags',
  description: `Tags, at most ${LEAD_TAGS_MAX}`,
});
const EventId = t.String({
  minLength: 1,
  maxLength: 20,
  pattern: '^[A-Za-z0-9_-]+$',
  error: 'invalidValue',
  description: 'The event it was met at (GET /lead-events): an event of a company the capturer belongs to',
});
const ClientKey = t.String({
  pattern: '^[A-Za-z0-9_-]{8,64}$',
  error: 'invalidValue',
  description:
    'The capturing app’s own id for this capture (8–64 letters, digits, _ or -): the same key again answers the lead made the first time (200) instead of a second one',
});
const CompanyId = t.String({
  minLength: 1,
  maxLength: 20,
  pattern: '^[A-Za-z0-9_-]+$',
  error: 'invalidValue',
  description:
    'The company the lead is for (one the capturer belongs to); by default the event’s, else the company the capturer’s card shows',
});
const Note = t.String({
  maxLength: 1000,
  error: 'invalidLeadNote',
  description: 'A note of the salesperson',
});
const CONSENT =
  'true: the visitor agreed that their details are kept (the sentence shown, in the request’s language, is kept with the time and consentWay salesperson)';
const CAPTURED_AT =
  'When it was captured (ms since 1970): a capture sent later from the offline queue keeps its own time; not in the future, at most 30 days back';

/** POST api/v1/leads/scans (multipart): a paper card's photos and what the salesperson adds. */
export const ScanBody = t.Object(
  {
    front: t.File({
      error: 'invalidImage',
      description: 'The card’s front: jpeg, png, webp or gif, at most 12 MB',
    }),
    back: t.Optional(t.File({ error: 'invalidImage', description: 'The card’s back, if it has text' })),
    note: t.Optional(Note),
    tags: t.Optional(
      t.String({
        maxLength: LEAD_TAGS_MAX * (LEAD_TAG_LENGTH + 1),
        error: 'invalidLeadTags',
        description: `Tags separated by commas, at most ${LEAD_TAGS_MAX}`,
      }),
    ),
    event: t.Optional(EventId),
    company: t.Optional(CompanyId),
    consent: t.Optional(t.BooleanString({ error: 'invalidValue', description: CONSENT })),
    clientKey: t.Optional(ClientKey),
    capturedAt: t.Optional(t.Numeric({ minimum: 0, error: 'invalidValue', description: CAPTURED_AT })),
  },
  {
    description: 'Multipart: the photos in `front` (and `back`), the rest as fields',
    'x-max-body-bytes': SCAN_BODY_BYTES,
  },
);

/** POST api/v1/leads/codes: the text of a scanned code and what the salesperson adds. */
export const CodeBody = t.Object({
  text: t.String({
    minLength: 1,
    maxLength: CODE_TEXT_MAX,
    error: 'invalidLeadCode',
    description:
      'What the code holds: a vCard or MeCard (a badge), a link to a Dynacard card (its holder becomes the lead), mailto:, tel:, a web address or plain text',
  }),
  note: t.Optional(Note),
  tags: t.Optional(Tags),
  event: t.Optional(EventId),
  company: t.Optional(CompanyId),
  consent: t.Optional(t.Boolean({ error: 'invalidValue', description: CONSENT })),
  clientKey: t.Optional(ClientKey),
  capturedAt: t.Optional(t.Integer({ minimum: 0, error: 'invalidValue', description: CAPTURED_AT })),
});

const Line = (max: number, error: string, description: string) =>
  t.Optional(t.String({ maxLength: max, error, description }));

/** PATCH api/v1/leads/{shortId}: what changes (each change bumps the lead's version). */
export const LeadEditBody = t.Object({
  read: t.Optional(
    t.Boolean({ error: 'invalidValue', description: 'true marks it seen, false makes it new again' }),
  ),
  fullName: Line(100, 'invalidFullName', 'The name'),
  title: Line(100, 'invalidLeadTitle', 'The title'),
  company: Line(100, 'invalidLeadCompany', 'The company'),
  email: t.Optional(
    t.Union([t.Literal(''), t.String({ format: 'email', maxLength: 254 })], {
      error: 'invalidEmail',
      description: 'The email, or empty',
    }),
  ),
  phone: t.Optional(
    t.String({ maxLength: 40, pattern: '^[+0-9 ()./-]*$', error: 'invalidPhone', description: 'The phone' }),
  ),
  web: Line(200, 'invalidLeadWeb', 'The web address'),
  address: Line(300, 'invalidLeadAddress', 'The street address'),
  note: t.Optional(Note),
  tags: t.Optional(Tags),
  event: t.Optional(
    t.Union([EventId, t.Null()], { error: 'invalidValue', description: 'The event, or null for none' }),
  ),
  followUp: t.Optional(
    t.UnionEnum(['new', 'contacted', 'won', 'lost'], {
      error: 'invalidValue',
      description: 'The follow-up state',
    }),
  ),
});

/** POST and PATCH api/v1/companies/{shortId}/lead-events. */
export const LeadEventBody = t.Object({
  name: t.String({
    minLength: 1,
    maxLength: 60,
    error: 'invalidLeadEventName',
    description: 'The event’s name, unique in the company ("Elmia 2027")',
  }),
});
