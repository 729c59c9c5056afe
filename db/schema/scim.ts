// SCIM 2.0 provisioning (issue 33): a company's directory (Entra ID, Okta) creates, updates, deactivates and
// deletes its people over /scim/v2 with a bearer token that is the company.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { companies, memberships } from './companies';

/** A company with provisioning on: the token's hash (the token itself is shown once). */
export const companyScim = sqliteTable('company_scim', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** The token's first characters, shown so owners can tell which one the directory holds. */
  tokenPrefix: text('token_prefix').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** What a deactivation took away, given back on reactivation: the profiles' company links and the cards. */
export type ScimHeld = { profiles: { profileId: number; position: number }[]; cards: number[] };

/** A colleague the directory manages: its id there, and whether the directory has them active. */
export const scimPeople = sqliteTable(
  'scim_people',
  {
    membershipId: integer('membership_id')
      .primaryKey()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull().default(''),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    deactivatedAt: integer('deactivated_at'),
    held: text('held', { mode: 'json' }).$type<ScimHeld>().notNull().default({ profiles: [], cards: [] }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('scim_people_company').on(t.companyId, t.externalId)],
);
