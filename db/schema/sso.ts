import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companies } from './companies';
import { users } from './users';

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

/**
 * A sign-in sent to a company's provider and not yet back: its state (hashed), so the callback can be taken once
 * (the row is deleted by the statement that reads it). The rest of the flow is in the browser's sealed cookie.
 */
export const ssoFlows = sqliteTable(
  'sso_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('sso_flows_expires').on(t.expiresAt)],
);

/**
 * A provider's sign-in that met an existing account outside the company: the account joins (and is signed in)
 * only once its owner confirms with their own password and second factor. The token (hashed here) lives in the
 * browser that came back from the provider; single use, short-lived.
 */
export const ssoLinks = sqliteTable(
  'sso_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The title the provider sent, for the membership. */
    jobTitle: text('job_title').notNull().default(''),
    /** Where the browser goes once confirmed (a path of this site). */
    next: text('next').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('sso_links_expires').on(t.expiresAt)],
);

export type SsoLink = typeof ssoLinks.$inferSelect;
