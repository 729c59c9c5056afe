import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { profiles } from './profiles';
import { users } from './users';

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
  },
  (t) => [index('leads_holder').on(t.holderUserId, t.createdAt)],
);

export type Lead = typeof leads.$inferSelect;
