import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companies } from './companies';

/**
 * A mail domain a company claims. It is the company's only once verifiedAt is set (a DNS TXT proof,
 * platform/dns-proof.ts); a verified domain belongs to one company only: the first to verify it wins.
 */
export const companyDomains = sqliteTable(
  'company_domains',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower case, without a trailing dot. */
    domain: text('domain').notNull(),
    verifiedAt: integer('verified_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('company_domains_company_domain').on(t.companyId, t.domain),
    uniqueIndex('company_domains_verified').on(t.domain).where(sql`${t.verifiedAt} is not null`),
  ],
);

/** A company's single sign-on by OpenID Connect: its provider, its client and whether passwords are refused. */
export const companySso = sqliteTable('company_sso', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['google', 'microsoft', 'oidc'] }).notNull(),
  /** The issuer whose discovery document we read (derived for Google and Entra ID; given for any other). */
  issuer: text('issuer').notNull(),
  /** Entra ID's directory (tenant) id, empty for the others. */
  tenant: text('tenant').notNull().default(''),
  clientId: text('client_id').notNull(),
  /** Sealed with the server key (platform/crypto.ts); never returned. */
  clientSecret: text('client_secret').notNull(),
  /** Members in the company's verified domains must sign in through the provider (owners excepted). */
  requireSso: integer('require_sso', { mode: 'boolean' }).notNull().default(false),
  updatedAt: integer('updated_at').notNull(),
});

export type CompanyDomain = typeof companyDomains.$inferSelect;
export type CompanySso = typeof companySso.$inferSelect;
