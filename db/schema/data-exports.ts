import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users';

/** An export's course: waiting for the job, made (its file stored and its link mailed), or failed. */
export const DATA_EXPORT_STATES = ['queued', 'ready', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/**
 * A person's own data in one download (issue 33; the GDPR's rights of access and portability), made as a job kept
 * in the database: an instance claims a queued row (`claimedUntil`), writes the archive (JSON and the person's
 * files) to the storage and mails a link with a token; the link, the file and the row end at `expiresAt`.
 * Only the token's hash is kept.
 */
export const dataExports = sqliteTable(
  'data_exports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: DATA_EXPORT_STATES }).notNull().default('queued'),
    /** The archive in the storage, once made. */
    storageKey: text('storage_key'),
    size: integer('size'),
    /** SHA-256 of the link's token, once mailed. */
    tokenHash: text('token_hash'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: integer('claimed_until'),
    createdAt: integer('created_at').notNull(),
    readyAt: integer('ready_at'),
    expiresAt: integer('expires_at'),
  },
  (t) => [index('data_exports_user').on(t.userId, t.createdAt), index('data_exports_state').on(t.state)],
);

export type DataExport = typeof dataExports.$inferSelect;
