import type { LeadAnswer } from '@shared/schemas/lead-form';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companies } from './companies';
import { profiles } from './profiles';
import { users } from './users';

/** Where a lead came from (issue 31): the card page's form, a photographed paper card, a badge's code, a link; a dynatag's form (issue 32). */
export const LEAD_ORIGINS = ['card-page', 'paper-card', 'badge', 'dynacard', 'address', 'tag-form'] as const;
export type LeadOrigin = (typeof LEAD_ORIGINS)[number];
/** The follow-up state a salesperson keeps on a lead. */
export const FOLLOW_UPS = ['new', 'contacted', 'won', 'lost'] as const;
export type FollowUp = (typeof FOLLOW_UPS)[number];
/** A paper card's reading on the server: waiting for the reader, read (fields filled), or not readable. */
export const SCAN_STATES = ['reading', 'read', 'failed'] as const;
export type ScanState = (typeof SCAN_STATES)[number];
/** How the visitor agreed: the card page's form, or the salesperson's "the visitor agreed" on a scan. */
export const CONSENT_WAYS = ['form', 'salesperson'] as const;

/** An event a company's owner names ("Elmia 2027"), at which leads are met. */
export const leadEvents = sqliteTable(
  'lead_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('lead_events_company_name').on(t.companyId, t.name)],
);

export type LeadEvent = typeof leadEvents.$inferSelect;

/**
 * A contact a visitor left for a card's holder on the card page ("exchange contact"). Kept apart from saved
 * contacts (which point at profiles): a lead is what a stranger typed, so it has its own fields and its own limit.
 * Deleted with the holder's account.
 */
export const leads = sqliteTable(
  'leads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    holderUserId: integer('holder_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The profile page the visitor was on; kept when that profile is deleted later. */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /**
     * The dynatag the visitor came through, when its redirect led to this card page (`?tag=` on the card's
     * address). No foreign key: SQLite adds a column with one only without its ON DELETE action, and a tag's
     * deletion must not be refused for its leads. Tag ids are AUTOINCREMENT, never reused, so the id of a
     * deleted tag matches nothing and the lead reads as left on the card alone.
     */
    dynatagId: integer('dynatag_id'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    note: text('note').notNull().default(''),
    /**
     * Where and on what the visitor left it (issue 22), as a view records them: country and city (GeoLite2, from
     * the address, which is not kept), device type, system and browser, and how they came to the page (`qr` or
     * `nfc` from the page address's marker). Null where unknown.
     */
    country: text('country'),
    city: text('city'),
    device: text('device'),
    os: text('os'),
    browser: text('browser'),
    source: text('source'),
    /** The visitor's language when the lead was left. */
    lang: text('lang', { enum: ['sv', 'en', 'fi'] })
      .notNull()
      .default('sv'),
    /** When the holder first saw it in the dashboard; null = new. */
    readAt: integer('read_at'),
    createdAt: integer('created_at').notNull(),
    // Issue 31: the lead loop. `holderUserId` is whose lead it is (the card's holder, or the salesperson who
    // captured it); `companyId` the company it belongs to (the capturer's, or the card's company), whose owners
    // see it; null for a private card's lead.
    // No foreign keys on the two ids added here (as `dynatagId`): SQLite adds a column with one only without
    // its ON DELETE action. Deleting a company or an event clears them in the same transaction.
    companyId: integer('company_id'),
    origin: text('origin', { enum: LEAD_ORIGINS }).notNull().default('card-page'),
    title: text('title').notNull().default(''),
    web: text('web').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Tags as a JSON array of strings. */
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    eventId: integer('event_id'),
    followUp: text('follow_up', { enum: FOLLOW_UPS }).notNull().default('new'),
    /** A paper card's reading (null for leads that were never a photo). */
    scanState: text('scan_state', { enum: SCAN_STATES }),
    /** The kept photos (a smaller copy), storage keys; deleted with the lead. */
    photoKeys: text('photo_keys', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** The raw text read from a photo or a code, for a quick check beside the fields. */
    scannedText: text('scanned_text').notNull().default(''),
    /** The capturing app's own id for a capture, so one sent twice (offline, then again) is one lead. */
    clientKey: text('client_key'),
    /** What the visitor agreed to: the sentence shown (in its language), when, and how. */
    consentText: text('consent_text').notNull().default(''),
    consentAt: integer('consent_at'),
    consentWay: text('consent_way', { enum: CONSENT_WAYS }),
    /** The visitor's answers to the form's questions, each with the question's label as it was asked (issue 32). */
    answers: text('answers', { mode: 'json' }).$type<LeadAnswer[]>().notNull().default([]),
    /** Bumped on every change of the lead's content; a CRM sync records the version it sent. */
    version: integer('version').notNull().default(1),
    updatedAt: integer('updated_at').notNull().default(0),
  },
  (t) => [
    index('leads_holder').on(t.holderUserId, t.createdAt),
    index('leads_company').on(t.companyId, t.createdAt),
    index('leads_changed').on(t.updatedAt),
    uniqueIndex('leads_client_key').on(t.holderUserId, t.clientKey),
  ],
);

export type Lead = typeof leads.$inferSelect;

/**
 * The reading of a paper card's photos, a job kept in the database (issue 31): a row while the lead's
 * `scanState` is 'reading', gone once it is read or failed. An instance claims it (`claimedUntil`) by a
 * conditional UPDATE, so two instances never read one card; a claim whose instance stopped runs out and
 * another takes it over. `attempts` counts the claims: a card that stopped a reader three times fails.
 */
export const leadReadings = sqliteTable(
  'lead_readings',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: integer('claimed_until'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('lead_readings_due').on(t.claimedUntil, t.createdAt)],
);
