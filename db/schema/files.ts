import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { companies, memberships } from './companies';
import { dynatags } from './dynatags';
import { users } from './users';

/**
 * Every stored upload, so a user's quota is one query and deleting a parent deletes its files.
 * A file belongs to its uploader (quota) and to at most one company, membership or dynatag. A dynatag's files
 * count against the dynatag's quota (LIMITS.dynatagQuotaBytes, LIMITS.dynatagFiles), not the uploader's.
 */
export const files = sqliteTable(
  'files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['avatar', 'logo', 'cover', 'company', 'membership', 'dynatag'] }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'cascade' }),
    dynatagId: integer('dynatag_id').references(() => dynatags.id, { onDelete: 'cascade' }),
    /** A dynatag picture's size in pixels (upright), with its resized copies stored beside it; null otherwise. */
    width: integer('width'),
    height: integer('height'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('files_owner').on(t.ownerUserId, t.kind),
    index('files_company').on(t.companyId),
    index('files_membership').on(t.membershipId),
    index('files_dynatag').on(t.dynatagId),
  ],
);

export type StoredFile = typeof files.$inferSelect;
