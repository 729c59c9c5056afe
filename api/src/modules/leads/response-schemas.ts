// The `data` of the leads' answers, for the OpenAPI document (platform/envelope.ts `answers`).
import { LIMITS } from '@shared/constants';
import type { LeadItem, LeadPage } from '@shared/types/leads';
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
  },
  { description: 'A contact a visitor left on my card page' },
);

export const LeadPageData = t.Object(
  {
    items: t.Array(LeadData, { description: 'Newest first' }),
    total: t.Integer({ description: 'All leads kept' }),
    unread: t.Integer({ description: 'How many are new' }),
    max: t.Integer({ description: `The most kept (${LIMITS.leads}); at the limit new ones are refused` }),
    tags: t.Array(
      t.Object({
        shortId: t.String({ description: 'The dynatag (/d/{shortId})' }),
        label: t.String({ description: 'Its title for visitors, or empty' }),
      }),
      { description: 'The dynatags any of my leads came through, for the export filter' },
    ),
  },
  { description: 'A page of my leads with the counts' },
);

export type LeadFits = Fits<LeadItem, Static<typeof LeadData>>;
export type LeadPageFits = Fits<LeadPage, Static<typeof LeadPageData>>;
