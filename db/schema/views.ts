import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Each counted view of a profile, dynatag or card (/c scans) with its exact time and a cookieless visitor hash
 * (SHA-256 of a daily-rotating salt, IP and user agent), so unique views need no cookie.
 */
export const views = sqliteTable(
  'views',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    targetType: text('target_type', { enum: ['profile', 'dynatag', 'card'] }).notNull(),
    targetId: integer('target_id').notNull(),
    at: integer('at').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    isUnique: integer('is_unique', { mode: 'boolean' }).notNull(),
  },
  (t) => [
    index('views_target_at').on(t.targetType, t.targetId, t.at),
    index('views_visitor_day').on(t.targetType, t.targetId, t.visitorHash),
  ],
);

/** Daily totals per target (UTC day as YYYY-MM-DD), so statistics stay fast at millions of views. */
export const viewDays = sqliteTable(
  'view_days',
  {
    targetType: text('target_type', { enum: ['profile', 'dynatag', 'card'] }).notNull(),
    targetId: integer('target_id').notNull(),
    day: text('day').notNull(),
    total: integer('total').notNull().default(0),
    unique: integer('unique').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId, t.day] })],
);
