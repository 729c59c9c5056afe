import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users';

/**
 * Every stored upload, so a user's quota is one query and deleting a parent deletes its files.
 * Later issues add the owning company, membership or dynatag columns.
 */
export const files = sqliteTable(
  'files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['avatar', 'logo', 'company', 'membership', 'dynatag'] }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('files_owner').on(t.ownerUserId, t.kind)],
);

export type StoredFile = typeof files.$inferSelect;
