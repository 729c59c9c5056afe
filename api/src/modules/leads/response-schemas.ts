// The `data` of the leads' answers, for the OpenAPI document (platform/envelope.ts `answers`).
import { LIMITS } from '@shared/constants';
import { LeadAnswerData, LeadFormBody } from '@shared/schemas/lead-form';
import type { LeadErasure, LeadEventItem, LeadItem, LeadPage } from '@shared/types/leads';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { Timestamp } from '../users';

const orNull = (description: string) => t.Nullable(t.String(), { description });
/** Where and on what the lead was left (issue 22); null where unknown. The visitor's address is never kept. */
export const LeadVisitData = t.Object(
  {
    country: orNull('ISO 3166-1 alpha-2, from the address (GeoLite2)'),
    city: orNull('The city, from the address'),
    device: orNull('mobile, tablet, desktop…'),
    os: orNull('The operating system'),
    browser: orNull('The browser'),
    source: orNull(
      'qr: the card page was opened by its QR code; nfc: by an NFC tap; null: otherwise or unknown',
    ),
    place: orNull(
      'The place in the request’s language, as statistics name it: "Göteborg, Sverige", "Gothenburg, Sweden"',
    ),
  },
  { description: 'Where and on what the visitor left it' },
);

export const LeadData = t.Object(
  {
    shortId: t.String({ description: 'The lead' }),
    fullName: t.String({ description: "The visitor's full name" }),
    email: t.String({ description: 'Email, or empty' }),
    phone: t.String({ description: 'Phone, or empty' }),
    company: t.String({ description: 'Company, or empty' }),
    note: t.String({ description: 'Note to the holder, or empty' }),
    lang: t.UnionEnum(['sv', 'en', 'fi'], { description: "The visitor's language" }),
    profileShortId: t.Nullable(t.String(), {
      description: 'The profile page it was left on (null when that profile was deleted)',
    }),
    visit: LeadVisitData,
    readAt: t.Nullable(Timestamp, { description: 'When the holder marked it seen; null = new' }),
    createdAt: Timestamp,
    origin: t.UnionEnum(['card-page', 'paper-card', 'badge', 'dynacard', 'address', 'tag-form'], {
      description:
        "Where it came from: the card page's form, a paper card's photo, a badge's code (vCard, MeCard), a Dynacard's link, an address (mailto, tel, a link, text), a dynatag's form module",
    }),
    dynatag: t.Nullable(
      t.Object(
        { shortId: t.String({ description: 'The dynatag (/d/{shortId})' }), label: t.String() },
        { description: 'The dynatag it came from: its form, or its redirect to the card page' },
      ),
    ),
    title: t.String({ description: 'Title, or empty' }),
    web: t.String({ description: 'Web address, or empty' }),
    address: t.String({ description: 'Street address, or empty' }),
    tags: t.Array(t.String(), { description: 'Tags' }),
    event: t.Nullable(
      t.Object({ shortId: t.String(), name: t.String() }, { description: 'The event it was met at' }),
    ),
    followUp: t.UnionEnum(['new', 'contacted', 'won', 'lost'], { description: 'The follow-up state' }),
    scanState: t.Nullable(
      t.UnionEnum(['reading', 'read', 'failed'], {
        description:
          "A paper card's reading: reading (fields fill in when read), read, failed (type them: the photo is kept); null when not a photo",
      }),
    ),
    photos: t.Array(t.String(), {
      description: "The photos' addresses (GET, signed in: the lead's holder and the company's owners)",
    }),
    scannedText: t.String({ description: 'The text read from the photo or the code' }),
    consent: t.Object(
      {
        text: t.String({
          description: 'The sentence the visitor agreed to, in the language it was shown in',
        }),
        at: t.Nullable(Timestamp, { description: 'When' }),
        way: t.Nullable(
          t.UnionEnum(['form', 'salesperson'], {
            description: 'form: the card page\'s form; salesperson: the salesperson\'s "the visitor agreed"',
          }),
        ),
      },
      { description: 'What the visitor agreed to' },
    ),
    answers: t.Array(LeadAnswerData, {
      description: 'The answers to the form’s questions, each with the question’s label as it was asked',
    }),
    capturedBy: t.Object(
      { shortId: t.String(), fullName: t.String() },
      { description: "Whose lead it is: the card's holder, or who captured it" },
    ),
    belongsTo: t.Nullable(
      t.Object({ shortId: t.String(), name: t.String() }, { description: 'The company whose owners see it' }),
    ),
    clientKey: t.Nullable(t.String({ description: "The capturing app's own id of the capture" })),
    version: t.Integer({ description: 'Goes up with every change of its content' }),
    updatedAt: Timestamp,
    crm: t.Nullable(
      t.Object(
        {
          provider: t.Union([t.Literal('hubspot'), t.Literal('salesforce')]),
          state: t.Union([
            t.Literal('queued'),
            t.Literal('sending'),
            t.Literal('synced'),
            t.Literal('failed'),
          ]),
          error: t.Nullable(t.String({ description: 'Why the CRM refused it ("HubSpot refused: …")' })),
          syncedAt: t.Nullable(Timestamp),
        },
        { description: "Its sync to the company's CRM; null when never queued" },
      ),
    ),
  },
  { description: 'A lead: a contact left on a card page, or captured by a salesperson' },
);

export const LeadEventData = t.Object(
  {
    shortId: t.String({ description: 'The event' }),
    name: t.String({ description: 'Its name ("Elmia 2027")' }),
    company: t.Object({ shortId: t.String(), name: t.String() }, { description: 'Whose event it is' }),
    createdAt: Timestamp,
  },
  { description: "An event a company's owner named" },
);

export const LeadErasureData = t.Object(
  {
    photos: t.Integer({ description: 'Photos deleted' }),
    syncRecords: t.Integer({ description: 'Records of CRM syncs deleted' }),
    crmRecords: t.Array(t.String(), {
      description: 'The CRMs it was sent to: their records are not ours to delete; erase it there too',
    }),
    notice: t.String({ description: "What stays, in the request's language" }),
  },
  { description: 'What the erasure deleted, and what it could not' },
);

export const LeadPageData = t.Object(
  {
    items: t.Array(LeadData, { description: 'Newest first' }),
    total: t.Integer({ description: 'All leads kept in this list' }),
    unread: t.Integer({ description: 'How many are new' }),
    matched: t.Integer({ description: 'How many match the search and the filters' }),
    max: t.Integer({ description: `The most kept (${LIMITS.leads}); at the limit new ones are refused` }),
    tags: t.Array(
      t.Object({
        shortId: t.String({ description: 'The dynatag (/d/{shortId})' }),
        label: t.String({ description: 'Its title for visitors, or empty' }),
      }),
      { description: 'The dynatags any of my leads came through, for the export filter' },
    ),
    labels: t.Array(t.String(), { description: 'The tags written on the leads of this list' }),
    events: t.Array(LeadEventData, { description: 'The events this list may be filtered by' }),
    people: t.Array(t.Object({ shortId: t.String(), fullName: t.String() }), {
      description: "Who captured the leads (a company's list; empty in my own)",
    }),
  },
  { description: 'A page of my leads with the counts' },
);

export type LeadFits = Fits<LeadItem, Static<typeof LeadData>>;
export type LeadPageFits = Fits<LeadPage, Static<typeof LeadPageData>>;
export type LeadEventFits = Fits<LeadEventItem, Static<typeof LeadEventData>>;
export type LeadErasureFits = Fits<LeadErasure, Static<typeof LeadErasureData>>;

/** GET/PUT api/v1/profiles/{shortId}/lead-form. */
export const ProfileLeadFormData = t.Object({
  own: LeadFormBody,
  asked: t.Object(
    { questions: LeadFormBody.properties.questions, consent: t.String() },
    {
      description:
        'What the card asks now: the company’s questions when its form has some (they win), else the own form',
    },
  ),
});

/** GET/PUT api/v1/companies/{shortId}/lead-form. */
export const CompanyLeadFormData = t.Object({ own: LeadFormBody });
