// GET api/v1/leads and GET api/v1/companies/{shortId}/leads: the leads of one list (issue 31) — the contacts
// visitors left on a card page ("exchange contact") and the ones a salesperson captured (a paper card's photo, a
// badge's code, a Dynacard link, an address). Built by api/src/modules/leads/; read by the dashboard's Contacts.

import type { LeadAnswer } from '../schemas/lead-form';

export type LeadOriginName = 'card-page' | 'paper-card' | 'badge' | 'dynacard' | 'address' | 'tag-form';
export type LeadFollowUp = 'new' | 'contacted' | 'won' | 'lost';
export type LeadScanState = 'reading' | 'read' | 'failed';

/** One lead; `readAt` is null while it is new to its holder. */
export type LeadItem = {
  shortId: string;
  fullName: string;
  email: string;
  phone: string;
  company: string;
  note: string;
  /** The visitor's language when the contact was left (the capturer's for a scan). */
  lang: 'sv' | 'en' | 'fi';
  /** The profile page it was left on, when that profile still exists. */
  profileShortId: string | null;
  /** Where and on what it was left, and how the visitor came to the page (null where unknown). */
  visit: {
    country: string | null;
    city: string | null;
    device: string | null;
    os: string | null;
    browser: string | null;
    source: string | null;
    /** The place in the reader's language ("Göteborg, Sverige"), as statistics name it (shared/places.ts). */
    place: string | null;
  };
  readAt: number | null;
  createdAt: number;
  /** Issue 31: where it came from, the fields a card holds beyond the form's, and what is kept around it. */
  origin: LeadOriginName;
  /** The dynatag it came from (issue 32): its form, or its redirect to the card page; null for none or a deleted one. */
  dynatag: { shortId: string; label: string } | null;
  title: string;
  web: string;
  address: string;
  tags: string[];
  event: { shortId: string; name: string } | null;
  followUp: LeadFollowUp;
  /** A paper card's reading: null for leads that were never a photo. */
  scanState: LeadScanState | null;
  /** The photos' addresses (signed-in, for the lead's holder and the company's owners only). */
  photos: string[];
  /** The text read from the photo or the code. */
  scannedText: string;
  consent: { text: string; at: number | null; way: 'form' | 'salesperson' | null };
  /** The answers to the form's questions (issue 32), each with its question's label as it was asked. */
  answers: LeadAnswer[];
  /** Whose lead it is: the card's holder, or the colleague who captured it. */
  capturedBy: { shortId: string; fullName: string };
  /** The company it belongs to (whose owners see it), or null. */
  belongsTo: { shortId: string; name: string } | null;
  /** The capturing app's own id of the capture (one lead for a capture sent twice). */
  clientKey: string | null;
  version: number;
  updatedAt: number;
  /** Its sync to the company's CRM: where it stands and, when the CRM refused it, why; null when never queued. */
  crm: {
    provider: 'hubspot' | 'salesforce';
    state: 'queued' | 'sending' | 'synced' | 'failed';
    error: string | null;
    syncedAt: number | null;
  } | null;
};

/** One page of a list of leads, with the counts and what its filters offer. */
export type LeadPage = {
  items: LeadItem[];
  /** All leads kept in this list, and how many of them are new. */
  total: number;
  unread: number;
  /** How many match the search and the filters (the pages run over these). */
  matched: number;
  /** The most a holder keeps (LIMITS.leads). */
  max: number;
  /** The dynatags any of my leads came through (the export's tag filter offers them); label may be empty. */
  tags: { shortId: string; label: string }[];
  /** The tags written on the leads of this list, for the tag filter. */
  labels: string[];
  /** The events the leads of this list may be filtered by (and a capture may name). */
  events: LeadEventItem[];
  /** Who captured the leads of a company's list (empty in my own list). */
  people: { shortId: string; fullName: string }[];
};

/** An event a company's owner named ("Elmia 2027"). */
export type LeadEventItem = {
  shortId: string;
  name: string;
  company: { shortId: string; name: string };
  createdAt: number;
};

/** The answer of an erasure: what went, and what is not ours to delete. */
export type LeadErasure = {
  photos: number;
  syncRecords: number;
  /** The CRMs the lead was sent to: their records stay until erased there. */
  crmRecords: string[];
  notice: string;
};
