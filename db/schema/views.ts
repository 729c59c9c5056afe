import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * What a view row counts: a profile, dynatag or card page, a click on a person's own link (`link`, issue 32), a
 * view of a tag's version shown (`variant`) and a click in a tag (`tagClick`), both on dynatag_arms.id (issue 34).
 */
export const VIEW_TARGET_TYPES = ['profile', 'dynatag', 'card', 'link', 'variant', 'tagClick'] as const;

/**
 * Each counted view of a profile, dynatag or card (/c scans) with its exact time and a cookieless visitor hash
 * (SHA-256 of a daily-rotating salt, IP and user agent), so unique views need no cookie; and, looked up by the
 * view writer after the answer (issue 22), where and on what: country and city (GeoLite2, from the address,
 * which is never stored), device type, system, browser, the source (QR code, NFC tap, a referring site or
 * direct) and UTM parameters. Null where unknown.
 * A click on a person's own link (issue 32) is written here too, as target type `link` (profile_links.id), by the
 * same writer, with the source of the page it was clicked on.
 */
export const views = sqliteTable(
  'views',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    targetType: text('target_type', { enum: VIEW_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    at: integer('at').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    isUnique: integer('is_unique', { mode: 'boolean' }).notNull(),
    country: text('country'),
    city: text('city'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    device: text('device'),
    os: text('os'),
    browser: text('browser'),
    source: text('source'),
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** The company of a dynatag or card at the time of the view (null for profiles): its raw views and rollups. */
    companyId: integer('company_id'),
  },
  (t) => [
    index('views_target_at').on(t.targetType, t.targetId, t.at),
    index('views_company_at').on(t.companyId, t.at),
  ],
);

/**
 * Kinds of rollup rows: a viewed target, or a whole company (the views of its dynatags and cards, written beside
 * the target's rows so a company of ten million views reads as few rows as one tag).
 */
const ROLLUP_TYPES = [...VIEW_TARGET_TYPES, 'company'] as const;

/** Daily totals per target (UTC day as YYYY-MM-DD), so statistics stay fast at millions of views. */
export const viewDays = sqliteTable(
  'view_days',
  {
    targetType: text('target_type', { enum: ROLLUP_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    day: text('day').notNull(),
    total: integer('total').notNull().default(0),
    unique: integer('unique').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId, t.day] })],
);

/**
 * Daily totals per target and facet value (country, place, device, os, browser, source, referrer, UTM
 * parameters, UTC hour), so a breakdown of any period reads a few rows per day, not the views. Written in the
 * view writer's batch from the rows it just inserted, as `view_days`.
 */
export const viewFacets = sqliteTable(
  'view_facets',
  {
    targetType: text('target_type', { enum: ROLLUP_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    facet: text('facet').notNull(),
    day: text('day').notNull(),
    value: text('value').notNull(),
    total: integer('total').notNull().default(0),
    unique: integer('unique').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId, t.facet, t.day, t.value] })],
);

/**
 * The facet rollups per month (YYYY-MM), but the hour: a long period reads its whole months here and only the
 * days at its ends from view_facets, so a year of a tag with three hundred cities a day is a few thousand rows,
 * not a hundred thousand. Written by the same batch as view_facets.
 */
export const viewFacetMonths = sqliteTable(
  'view_facet_months',
  {
    targetType: text('target_type', { enum: ROLLUP_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    facet: text('facet').notNull(),
    month: text('month').notNull(),
    value: text('value').notNull(),
    total: integer('total').notNull().default(0),
    unique: integer('unique').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId, t.facet, t.month, t.value] })],
);

/** The lengths of the place rollups' spans (view_place_spans): 2, 4, … 1024 days. */
export const PLACE_SPAN_DAYS = Array.from({ length: 10 }, (_, i) => 2 ** (i + 1));

/**
 * The place facet (view_facets' `place` rows, a few hundred cities a day) summed over spans of 2, 4, 8, … 1024
 * days, each starting on a multiple of its length in days since 1970-01-01 (`day`, its first day): any period is
 * its single days at the ends (view_facets) and at most two spans of each length, so the place breakdown of 30
 * days reads about ten sets of a day's places, not sixty (issue 29). Written by the same batch as view_facets.
 */
export const viewPlaceSpans = sqliteTable(
  'view_place_spans',
  {
    targetType: text('target_type', { enum: ROLLUP_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    days: integer('days').notNull(),
    day: text('day').notNull(),
    value: text('value').notNull(),
    total: integer('total').notNull().default(0),
    unique: integer('unique').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId, t.days, t.day, t.value] })],
);

/**
 * Who viewed what today (and yesterday): one row per visitor (the day's salted hash) and target, written with the
 * visitor's first view, so a view is unique when its visitor has no row here. Apart from `views`, whose rows a
 * random hash in an index made four times as costly to write (each a page of its own in the WAL); this table holds
 * two days and fits in memory. The view writer deletes the days before yesterday.
 */
export const viewVisitors = sqliteTable(
  'view_visitors',
  {
    day: text('day').notNull(),
    targetType: text('target_type', { enum: VIEW_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.targetType, t.targetId, t.visitorHash] })],
);

/**
 * How far each server's view journal is written (public-pages/view-journal.ts): the batch (`seq`) and the views of
 * it (`offset`) the view writer committed last, in the same transaction as those views. After a `kill -9` the
 * server reads its journal from this mark on and writes what the database did not have yet, once.
 */
export const viewJournalMarks = sqliteTable('view_journal_marks', {
  /** The journal's name: one per server (its port), as several may share a data folder. */
  journal: text('journal').primaryKey(),
  seq: integer('seq').notNull(),
  offset: integer('offset').notNull(),
});
