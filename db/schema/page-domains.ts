import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { companies } from './companies';

/**
 * A company's own domain for its pages (issue 23), e.g. cards.nordvik.se: `/p`, `/c` and `/d` of its people,
 * cards and tags answer there once the DNS proves it is theirs (a TXT record with `token` and a CNAME to us).
 * One per company; a host belongs to one company. Until `active`, the host gets the neutral 404.
 */
export const pageDomains = sqliteTable('page_domains', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  companyId: integer('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  host: text('host').notNull().unique(),
  /** What the TXT record `_dynacard.{host}` must hold: `dynacard-verify={token}`. */
  token: text('token').notNull(),
  status: text('status', { enum: ['pending', 'active'] })
    .notNull()
    .default('pending'),
  /** The last DNS check: when, and what it found wrong (a message key), null when it passed. */
  checkedAt: integer('checked_at'),
  problem: text('problem'),
  activatedAt: integer('activated_at'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export type PageDomain = typeof pageDomains.$inferSelect;
