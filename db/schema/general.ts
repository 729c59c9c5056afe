import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Messages sent through the contact form; kept even when mailing sales fails. */
export const inquiries = sqliteTable('inquiries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** Public id for the Administrator page; rows from before it got one in the migration. */
  shortId: text('short_id').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  lang: text('lang').notNull(),
  createdAt: integer('created_at').notNull(),
  mailedAt: integer('mailed_at'),
  /** An administrator marked it answered (Administrator → Inquiries). */
  handledAt: integer('handled_at'),
});

/** ALTCHA challenges already redeemed, so a solution cannot be replayed before it expires. */
export const usedChallenges = sqliteTable('used_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: integer('expires_at').notNull(),
});
